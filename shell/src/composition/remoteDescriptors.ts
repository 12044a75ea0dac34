import type { RemoteDescriptor } from './pathOwnership';

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
