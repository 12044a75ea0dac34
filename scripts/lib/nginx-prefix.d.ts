/** Types of nginx-prefix.js for the e2e support code (TypeScript). */
export declare function writeNginxPrefix(options: { dir: string; values: Record<string, string>; httpLines: string[]; workerConnections: number }): string;
export declare function upstreamFailTimeoutSeconds(file?: string): number;
