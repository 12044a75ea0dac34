import { SIGN_IN_ANSWER_PATHS, SIGN_IN_WAIT_MINUTES, signInWaitPath } from 'composition-contract/sign-in';
import type { LoginLinkResult } from './requestLoginLink';

/**
 * Where the shell's server sends a visitor after posting the form without the portal's code (before
 * it has loaded, or with JavaScript off): a page per outcome (composition-contract/sign-in.js), each
 * prerendered with its message, so the answer is a page like any other and no address ever goes
 * into a URL. Waits are rounded up to one of the agreed waits (a 429 for 3 minutes says "5 minutes").
 */
export const outcomePages: { path: string; result: LoginLinkResult }[] = [
  ...(Object.keys(SIGN_IN_ANSWER_PATHS) as (keyof typeof SIGN_IN_ANSWER_PATHS)[]).map((outcome) => ({
    path: SIGN_IN_ANSWER_PATHS[outcome],
    result: { outcome },
  })),
  ...SIGN_IN_WAIT_MINUTES.map((minutes) => ({
    path: signInWaitPath(minutes * 60),
    result: { outcome: 'rate-limited', retryAfterSeconds: minutes * 60 } as const,
  })),
];
