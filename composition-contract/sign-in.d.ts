/** Types of sign-in.js for the API, which reads TypeScript declarations (the apps read the JSDoc). */
export declare const SIGN_IN_PATH: '/auth';
export declare const SIGN_IN_WAIT_MINUTES: readonly [1, 5, 15];
export declare const SIGN_IN_ANSWER_PATHS: Readonly<Record<'sent' | 'invalid-email' | 'server-error' | 'unreachable' | 'failed', string>>;
export declare function signInWaitPath(seconds: number): string;
export declare const LOGIN_CODE_PARAMS: { readonly portal: 'jwt'; readonly shieldAccount: 'code' };
