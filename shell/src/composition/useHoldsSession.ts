import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { holdsSession } from './pathOwnership';
import type { RemoteDescriptor } from './pathOwnership';
import type { RemoteLoader } from './remoteLoader';

/**
 * Whether the page at the current path holds a session, as its route says (`handle.session`,
 * carried by the remote list). Until the list is known the page is taken to hold one: no
 * third-party code starts on a page that may turn out to hold a session.
 */
export function useHoldsSession(remotes: RemoteLoader): boolean {
  const { pathname } = useLocation();
  const [list, setList] = useState<RemoteDescriptor[] | undefined>(() => remotes.descriptorsNow());
  useEffect(() => {
    if (list) return undefined;
    let current = true;
    // A list that cannot be read leaves the page as holding a session (the routes show the problem).
    remotes.descriptors().then(
      (known) => current && setList(known),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [remotes, list]);
  return list ? holdsSession(list, pathname) : true;
}
