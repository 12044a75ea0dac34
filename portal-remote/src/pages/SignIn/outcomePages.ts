import type { LoginLinkResult } from './requestLoginLink';

/**
 * Where the shell's server sends a visitor after posting the form without the portal's code (before
 * it has loaded, or with JavaScript off): `/auth/<outcome>`, each prerendered with its message, so
 * the answer is a page like any other and no address ever goes into a URL.
 * Waits are rounded up to one of `waitMinutes` (a 429 for 3 minutes says "5 minutes").
 * The shell's server names the same paths (shell/server/sign-in-form.js).
 */
export const waitMinutes = [1, 5, 15] as const;

export const outcomePages: { path: string; result: LoginLinkResult }[] = [
  { path: '/auth/sent', result: { outcome: 'sent' } },
  { path: '/auth/invalid-email', result: { outcome: 'invalid-email' } },
  { path: '/auth/server-error', result: { outcome: 'server-error' } },
  { path: '/auth/unreachable', result: { outcome: 'unreachable' } },
  { path: '/auth/failed', result: { outcome: 'failed' } },
  ...waitMinutes.map((minutes) => ({
    path: `/auth/try-again-in-${minutes}-min`,
    result: { outcome: 'rate-limited', retryAfterSeconds: minutes * 60 } as const,
  })),
];
