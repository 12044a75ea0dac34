import { isRemoteList } from 'composition-contract/page';
import type { RemoteDescriptor } from './pathOwnership';

/** /remotes.json is a small answer from the shell's own server: a few seconds is plenty. */
export const REMOTES_JSON_TIMEOUT_MS = 4_000;

/**
 * Fetches /remotes.json: which remote owns which path, and where each lives right now. When it
 * fails or takes longer than the time-out, the list built into the shell stands in (if it has one).
 */
export async function fetchRemoteDescriptors(loadBuiltIn: () => Promise<RemoteDescriptor[]>): Promise<RemoteDescriptor[]> {
  try {
    return await fetchRemotesJson();
  } catch (error) {
    const builtIn = await loadBuiltIn().catch(() => []);
    if (builtIn.length === 0) throw error;
    console.warn('The site configuration could not be fetched; using the one built into the shell', error);
    return builtIn;
  }
}

async function fetchRemotesJson(): Promise<RemoteDescriptor[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`/remotes.json took over ${REMOTES_JSON_TIMEOUT_MS} ms`)), REMOTES_JSON_TIMEOUT_MS);
  try {
    const response = await fetch('/remotes.json', { signal: controller.signal });
    if (!response.ok) throw new Error(`The site configuration answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isRemoteList(body)) throw new Error('The site configuration is malformed');
    return body;
  } finally {
    clearTimeout(timer);
  }
}
