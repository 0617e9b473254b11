import { useEffect, useState } from 'react';
import { homeCountry } from '../../../shared/plans';

/**
 * Whether the visitor is outside India (docs/behaviour.md#pricing-and-fees). Until the lookup answers,
 * and when it fails (only logged), the visitor sees rupee prices.
 */
export function useForeignVisitor(): boolean {
  const [foreign, setForeign] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    // The client loads after the page rather than with it: the lookup is the page's only call.
    import('../../data/location-client')
      .then(({ locationApi }) => locationApi.call('geo', { signal: controller.signal }))
      .then(({ country }) => setForeign(country.toUpperCase() !== homeCountry))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Location lookup failed; showing rupee prices.', error);
      });
    return () => controller.abort();
  }, []);
  return foreign;
}
