import { normalizePath } from 'composition-contract/page';
import { findOwner } from '../composition/pathOwnership';
import type { RemoteDescriptor } from '../composition/pathOwnership';

/** What the API counts a path the site does not know as. */
export const OTHER_PAGE = 'other';

/**
 * The page as the field data names it: a route one of the remotes owns, as routing matches it
 * (lower case, no trailing slash), or `other`. Nothing else of the address (query, fragment) is sent.
 */
export function pageRoute(pathname: string, descriptors: RemoteDescriptor[]): string {
  return findOwner(descriptors, pathname) ? normalizePath(pathname) : OTHER_PAGE;
}
