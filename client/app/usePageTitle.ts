import { useEffect } from 'react';
import { productName } from './brand';

/** Names the browser tab after the screen, so tabs, history and screen readers tell pages apart. */
export function usePageTitle(screenTitle: string) {
  useEffect(() => {
    document.title = `${screenTitle} · ${productName}`;
  }, [screenTitle]);
}
