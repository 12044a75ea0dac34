import { ApiError } from '../api/apiClient';
import { exchangeLoginCode } from '../api/portalApi';
import { checkToken } from '../session/checkToken';
import { clearPortalSession, readSessionToken, saveSession } from '../session/portalSession';
import { PortalProblem } from './portalProblems';

/**
 * The start of every portal load (spec §4, §5): a login code from the email link is exchanged for
 * a session token first; then the stored token is checked, in order, against the record id in
 * the address. Resolves with the token and record id; rejects with a PortalProblem.
 */
export async function openSession(
  recordId: string | null,
  loginCode: string | null,
  now: () => number = Date.now,
): Promise<{ token: string; recordId: string }> {
  if (!recordId) throw new PortalProblem('missingId', 'sign-in');

  if (loginCode) {
    try {
      saveSession(await exchangeLoginCode(recordId, loginCode), recordId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new PortalProblem('invalidCode', 'sign-in');
      // The code may still be good (it is only used up by a successful exchange), but it has
      // left the address bar: a new link is the way on.
      throw new PortalProblem('fetchFailed', 'sign-in');
    }
  }

  const token = readSessionToken();
  if (token === null || checkToken(token, recordId, now()) !== undefined) {
    clearPortalSession();
    throw new PortalProblem('sessionExpired', 'sign-in');
  }
  return { token, recordId };
}
