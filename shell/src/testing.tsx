// Test helpers for the shell's Jest tests; never bundled.
import { act } from 'react';
import type { ReactElement } from 'react';
import { localeOfPath } from 'composition-contract/locale';
import { renderInSite } from 'ui/testing';
import { chrome as englishChrome, type ShellChrome } from './content/chrome';
import { chrome as spanishChrome } from './content/chrome.es';
import { ChromeProvider } from './layout/chrome';

/** The chrome the shell's server gives a page at `path`: its address's language's. */
export const chromeAt = (path: string): ShellChrome => (localeOfPath(path) === 'es' ? spanishChrome : englishChrome);

/** Renders as the site does (theme, router at `route`) with the chrome of that address's language. */
export function renderInShell(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return renderInSite(<ChromeProvider value={chromeAt(route)}>{ui}</ChromeProvider>, { route });
}

/** As renderInShell, once the parts the layout fetches as chunks of their own (the footer's newsletter) are in. */
export async function renderInShellLoaded(ui: ReactElement, options: { route?: string } = {}) {
  let rendered: ReturnType<typeof renderInShell> | undefined;
  await act(async () => {
    rendered = renderInShell(ui, options);
  });
  return rendered!;
}
