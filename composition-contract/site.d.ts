/** Types of site.js for the API, which reads TypeScript declarations (the apps read the JSDoc). */
export declare const SITE_NAME: 'Digital Harbor';
export declare const NOT_FOUND_TITLE: '404 Page Not Found';
export declare const NOT_FOUND_TITLES: { readonly en: '404 Page Not Found'; readonly es: '404 Página no encontrada' };
export declare function pageTitle(title: string): string;
