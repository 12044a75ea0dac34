import { useLocation } from 'react-router-dom';
import { localeOfPath, pathInLocale } from 'composition-contract/locale';
import type { Locale } from 'composition-contract/locale';

export type { Locale };

/** The page's locale, read from its address (composition-contract/locale): `/es/...` is Spanish. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The site's path of a page in the current page's language: `localPath('/donate')` is `/es/donate` on a Spanish page. */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathInLocale(path, locale);
}
