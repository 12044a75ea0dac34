/** Types of locale.js for the API, which reads TypeScript declarations (the apps read the JSDoc). */
export type Locale = 'en' | 'es';
export declare const LOCALES: readonly Locale[];
export declare const DEFAULT_LOCALE: 'en';
export declare const LOCALE_PREFIX: { readonly en: ''; readonly es: '/es' };
export declare const INTL_LOCALE: { readonly en: 'en-US'; readonly es: 'es-US' };
export declare const LANGUAGE_NAMES: { readonly en: 'English'; readonly es: 'Español' };
export declare const LOCALE_COOKIE: 'site_locale';
export declare const ROUTES_MODULE: { readonly en: './routes'; readonly es: './routes-es' };
export declare function isLocale(value: unknown): value is Locale;
export declare function localeOfPath(path: string): Locale;
export declare function pathWithoutLocale(path: string): string;
export declare function pathInLocale(path: string, locale: Locale): string;
