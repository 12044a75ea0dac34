/** Types of cross-site.js for the API, which reads TypeScript declarations (the apps read the JSDoc). */
export declare function isCrossSite(request: { get(name: string): string | undefined }, publicOrigin: string): boolean;
