import { anyone, callsFor } from '../call-factory';

export const geoRoutes = callsFor(anyone, ['Public'])({
  geo: {
    summary: "The visitor's country, from the header the proxy sets (GEO_HEADER); IN when unknown",
    answer: 'The country code',
  },
});
