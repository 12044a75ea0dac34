import { useEffect, useRef, useState } from 'react';
import { matchPath } from 'react-router-dom';
import { pathWithoutLocale } from 'composition-contract/locale';
import type { PortalProblem } from './portalProblems';
import { problemOfFetch } from './portalProblems';

export type LoadState<T> = { phase: 'loading' } | { phase: 'ready'; data: T } | { phase: 'failed'; problem: PortalProblem };

const loading = { phase: 'loading' } as const;

/** The key of a portal page's load: the record it is for, and the attempt ("Try again" counts up). */
export const loadKeyOf = (recordId: string | null, attempt: number) => `${recordId}#${attempt}`;

/** A load a page started as soon as its code ran, for its first render's `useLoadOnce` to take. */
let early: { key: string; promise: Promise<unknown> } | undefined;

/**
 * Starts a page's load the moment its code runs in the browser at `pathname` (English, or the
 * same page under `/es`: one module serves both languages' pages), while React is
 * still to hydrate the server's frame: the requests do not wait for hydration and an effect.
 * `load` reads the address and gives the key its first `useLoadOnce` will ask for. Does nothing
 * on the server or at another path (the code can also arrive before a move to the page).
 */
export function startLoadEarly(pathname: string, load: (query: URLSearchParams) => { key: string; start: () => Promise<unknown> }): void {
  // As the site matches its routes: case and a trailing slash ignored.
  if (typeof window === 'undefined' || matchPath(pathname, pathWithoutLocale(window.location.pathname)) === null) return;
  const { key, start } = load(new URLSearchParams(window.location.search));
  const promise = start();
  // Its outcome is shown by the page that takes it.
  promise.catch(() => undefined);
  early = { key, promise };
}

/** The load started early for `key` (taken once), else a new one. */
function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const started = early;
  early = undefined;
  return started?.key === key ? (started.promise as Promise<T>) : load();
}

/**
 * Runs `load` once per `key` after mounting (or takes the same load started early) and follows
 * its outcome. Once means once: React's development double effects reuse the running load,
 * because a login code can be used only once.
 */
export function useLoadOnce<T>(key: string, load: () => Promise<T>): LoadState<T> {
  const [outcome, setOutcome] = useState<{ key: string; state: LoadState<T> }>({ key, state: loading });
  const running = useRef<{ key: string; promise: Promise<T> }>(undefined);

  useEffect(() => {
    if (running.current?.key !== key) running.current = { key, promise: takeEarly(key, load) };
    let active = true;
    running.current.promise.then(
      (data) => active && setOutcome({ key, state: { phase: 'ready', data } }),
      (error: unknown) => active && setOutcome({ key, state: { phase: 'failed', problem: problemOfFetch(error) } }),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new load starts for a new key only
  }, [key]);

  return outcome.key === key ? outcome.state : loading;
}
