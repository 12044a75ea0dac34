/**
 * The shell's chrome (nav, footer, notices) in English. The server's layout render puts the page's
 * language's chrome into the page's site data; the browser's bundle carries none of it
 * (composition/chrome.tsx).
 */
import { footer, type FooterContent } from './footer';
import { languageOffer, type LanguageOfferContent } from './languageOffer';
import { navigation, type NavigationContent } from './navigation';
import { notices, type NoticesContent } from './notices';

/** Every text of the chrome, with the same keys in each language. */
export type ChromeTexts = { navigation: NavigationContent; footer: FooterContent; notices: NoticesContent };

/** What a page's chrome needs: its texts, and on English pages the offer to read in Spanish. */
export type ShellChrome = ChromeTexts & { languageOffer?: LanguageOfferContent };

export const chrome: ShellChrome = { navigation, footer, notices, languageOffer };
