import { ApiError } from '../api/apiClient';
import type { PortalMessage } from '../content/portal';
import { clearPortalSession } from '../session/portalSession';

/**
 * What stops the portal from showing: the message a person reads (by its name in the portal's
 * messages, so the page says it in its language; or the server's own words) and what they can do
 * about it: sign in again, or try the same again.
 */
export class PortalProblem extends Error {
  constructor(
    readonly reason: PortalMessage,
    readonly remedy: 'sign-in' | 'retry',
    /** The API's error message, which the English record fetch shows (spec §8). */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? reason);
    this.name = 'PortalProblem';
  }
}

/** An API 401 means the session is gone: the stored keys go too. */
function sessionExpired(): PortalProblem {
  clearPortalSession();
  return new PortalProblem('sessionExpired', 'sign-in');
}

/** The problem behind a failed portal call other than the record itself (spec §8). */
export function problemOfFetch(error: unknown): PortalProblem {
  if (error instanceof PortalProblem) return error;
  if (error instanceof ApiError && error.status === 401) return sessionExpired();
  return new PortalProblem('fetchFailed', 'retry');
}

/** The record fetch shows the server's error when it sent one (spec §8). */
export function problemOfRecordFetch(error: unknown): PortalProblem {
  if (error instanceof ApiError && error.status === 401) return sessionExpired();
  if (error instanceof ApiError && error.serverMessage) return new PortalProblem('fetchFailed', 'retry', error.serverMessage);
  if (error instanceof ApiError && error.kind === 'network') return new PortalProblem('networkError', 'retry');
  return problemOfFetch(error);
}
