/** Why a stored session token is refused, in the order the checks run (spec §5). */
export type TokenFailure = 'Invalid token format' | 'Token expired' | 'RecordId mismatch';

type TokenPayload = { recordID: string; exp: number };

function decodePayload(token: string): TokenPayload | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const payload: unknown = JSON.parse(atob(base64));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { recordID, exp } = payload as Record<string, unknown>;
    return typeof recordID === 'string' && typeof exp === 'number' ? { recordID, exp } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session check of every portal load: the token must decode, must not be past `exp`
 * (seconds), and must be for the record id in the address. The API verifies the signature;
 * this only spares a doomed request and tells the person at once.
 */
export function checkToken(token: string | null, recordId: string, nowMs: number): TokenFailure | undefined {
  const payload = token === null ? undefined : decodePayload(token);
  if (payload === undefined) return 'Invalid token format';
  if (payload.exp <= Math.floor(nowMs / 1000)) return 'Token expired';
  if (payload.recordID !== recordId) return 'RecordId mismatch';
  return undefined;
}
