// Types of index.js (plain CommonJS, so the shell's server runs it without a build; the API's tsc reads these).
/** Reads a TRUST_PROXY value into Express's "trust proxy" setting, or says why it is refused. */
export function parseTrustProxy(value: string): { setting: number | string } | { problem: string };
/** The most hops a count may trust. */
export const MAX_HOPS: number;
