import { createContext, useContext } from 'react';
import type { ShellChrome } from '../content/chrome';

/** Always given (the server's render and the app provide it): no default texts in the bundle. */
const ChromeContext = createContext<ShellChrome>(undefined as unknown as ShellChrome);

/** Gives the layout its texts: the page's language's chrome (content/chrome.ts). */
export const ChromeProvider = ChromeContext.Provider;

/** The chrome's texts in the page's language. */
export function useChrome(): ShellChrome {
  return useContext(ChromeContext);
}

