/** Types of output.js for the topology tests (TypeScript). */
export declare const figuresFile: string;
export declare const logDir: string;
