import { localeOfPath } from 'composition-contract/locale';
import type { Locale } from 'composition-contract/locale';

/**
 * One document, one locale: a click on a link of the site into the other language loads a new
 * document (the page's code, chrome and route tables are its language's) instead of moving inside
 * this one (`load`: window.location.assign). Listens in the capture phase, before the router's
 * links, which leave a click whose default is prevented alone. Returns how to stop listening.
 */
export function loadOtherLocaleLinksAnew(documentLocale: Locale, load = (href: string) => window.location.assign(href), doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    if (link.origin !== window.location.origin || localeOfPath(link.pathname) === documentLocale) return;
    event.preventDefault();
    load(link.href);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** Whether a move inside the document (a page's own `navigate`, Back) led into the other language: it must be loaded anew. */
export const leavesLocale = (documentLocale: Locale, pathname: string) => localeOfPath(pathname) !== documentLocale;
