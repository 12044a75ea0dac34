/** Types of html.js for the API, which reads TypeScript declarations (the apps read the JSDoc). */
export declare function escapeHtml(value: string): string;
