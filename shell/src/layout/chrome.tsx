import { createContext, useContext } from 'react';
import type { Locale } from 'composition-contract/locale';
import type { ShellChrome } from '../content/chrome';

const ChromeContext = createContext<ShellChrome | null>(null);

/** Gives the layout its texts: the page's language's chrome (content/chrome.ts). */
export const ChromeProvider = ChromeContext.Provider;

/** The chrome's texts in the page's language. */
export function useChrome(): ShellChrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error('The shell renders its layout inside a ChromeProvider');
  return chrome;
}

/**
 * The chrome of a page the shell's server did not compose (the development server): fetched as a
 * chunk of its own. A composed page brings its chrome in its site data, so the bundle holds none.
 */
export function loadChrome(locale: Locale): Promise<ShellChrome> {
  return locale === 'es' ? import('../content/chrome.es').then((module) => module.chrome) : import('../content/chrome').then((module) => module.chrome);
}
