/** Types of field-data.js for the API, which reads TypeScript declarations (the apps read the JSDoc). */
export declare const OTHER_PAGE: 'other';
export declare function fieldDataPage(pathname: string, remotes: { name: string; paths: string[] }[]): string;
export declare function fieldDataPages(remotes: { name: string; paths: string[] }[]): Set<string>;
