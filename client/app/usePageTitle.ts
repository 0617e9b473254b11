import { createContext, useContext, useEffect } from 'react';
import { productName } from './brand';

/** The screen's full title: what the tab, history and search results show. */
export const fullTitle = (screenTitle: string) => `${screenTitle} · ${productName}`;

/**
 * Set by the prerender to learn the title of the screen it renders (effects do not run there), so
 * the title is written in the page's HTML by the screen that owns it.
 */
export const PageTitleRecorder = createContext<((title: string) => void) | null>(null);

/** Names the browser tab after the screen, so tabs, history and screen readers tell pages apart. */
export function usePageTitle(screenTitle: string) {
  useContext(PageTitleRecorder)?.(fullTitle(screenTitle));
  useEffect(() => {
    document.title = fullTitle(screenTitle);
  }, [screenTitle]);
}
