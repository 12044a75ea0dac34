/** The shell's own screens and announcements in English: skip link, help link, loading and failure notices, the not-found page. */
import { NOT_FOUND_TITLE } from 'composition-contract/site';

export type NoticesContent = {
  skipLink: string;
  /** The help link that stands in for the help-desk widget. */
  help: string;
  /** The loading placeholder's and the progress bar's accessible name. */
  loadingPage: string;
  stillLoading: { title: string; message: string; tryAgain: string };
  unavailable: { pageTitle: string; title: string; message: string; tryAgain: string };
  notFound: { pageTitle: string; titlePart1: string; titlePart2: string; description: string; backHome: string };
};

export const notices: NoticesContent = {
  skipLink: 'Skip to main content',
  help: 'Help',
  loadingPage: 'Loading page',
  stillLoading: {
    title: 'Still loading…',
    message: 'This part of the site is taking longer than usual. It keeps loading; on a slow connection that can take a while. You can also try again.',
    tryAgain: 'Try again',
  },
  unavailable: {
    pageTitle: 'Temporarily unavailable',
    title: 'This page is temporarily unavailable',
    message: "We couldn't load this part of the site just now. The rest of the site still works. Please try again in a moment.",
    tryAgain: 'Try again',
  },
  notFound: {
    pageTitle: NOT_FOUND_TITLE,
    titlePart1: '404',
    titlePart2: 'Page Not Found',
    description: "Tech can be a little confusing, but don't worry, we've got your back. Need help?",
    backHome: 'Back to Home',
  },
};
