/** Where a remote lives and the paths it owns, as served by the shell's server in /remotes.json. */
export type RemoteDescriptor = { name: string; entry: string; paths: string[] };

/** Fetches /remotes.json: which remote owns which path, and where each lives right now. */
export async function fetchRemoteDescriptors(): Promise<RemoteDescriptor[]> {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`The site configuration answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isDescriptorList(body)) throw new Error('The site configuration is malformed');
  return body;
}

function isDescriptorList(value: unknown): value is RemoteDescriptor[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: Partial<RemoteDescriptor> | null) =>
        typeof item?.name === 'string' &&
        typeof item.entry === 'string' &&
        Array.isArray(item.paths) &&
        item.paths.every((path) => typeof path === 'string'),
    )
  );
}

/** Paths match as React Router matches them: case-insensitive, trailing slash ignored. */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** The remote that owns a path, if any. */
export function findOwner(descriptors: RemoteDescriptor[], pathname: string): RemoteDescriptor | undefined {
  const wanted = normalizePath(pathname);
  return descriptors.find((remote) => remote.paths.some((path) => normalizePath(path) === wanted));
}
