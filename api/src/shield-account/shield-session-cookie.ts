import type { CookieOptions, Request, Response } from 'express';
import { sessionSeconds } from '../auth/session-tokens';

export const shieldSessionCookie = 'shield_session';

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's request carries it), sent only to
 * the Shield account's API routes, Secure whenever the site is https.
 */
function cookieOptions(publicUrl: string): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api/shield', secure: publicUrl.startsWith('https://') };
}

export function setShieldSession(response: Response, token: string, publicUrl: string): void {
  response.cookie(shieldSessionCookie, token, { ...cookieOptions(publicUrl), maxAge: sessionSeconds * 1000 });
}

export function clearShieldSession(response: Response, publicUrl: string): void {
  response.clearCookie(shieldSessionCookie, cookieOptions(publicUrl));
}

/** The session token the request's cookie carries, if any. */
export function shieldSessionToken(request: Request): string | undefined {
  for (const pair of (request.get('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === shieldSessionCookie) return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}
