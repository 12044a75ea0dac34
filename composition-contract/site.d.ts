/** Types of site.js for the API, which reads TypeScript declarations (the apps read the JSDoc). */
export declare const SITE_NAME: 'Digital Harbor';
export declare const NOT_FOUND_TITLE: '404 Page Not Found';
export declare function pageTitle(title: string): string;
