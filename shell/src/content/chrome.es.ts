/** The shell's chrome in Spanish (chrome.ts says how it reaches the browser); no offer: the page is already in Spanish. */
import type { ShellChrome } from './chrome';
import { footer } from './footer.es';
import { navigation } from './navigation.es';
import { notices } from './notices.es';

export const chrome: ShellChrome = { navigation, footer, notices };
