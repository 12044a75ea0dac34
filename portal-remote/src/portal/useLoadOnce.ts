import { useEffect, useRef, useState } from 'react';
import type { PortalProblem } from './portalProblems';
import { problemOfFetch } from './portalProblems';

export type LoadState<T> = { phase: 'loading' } | { phase: 'ready'; data: T } | { phase: 'failed'; problem: PortalProblem };

const loading = { phase: 'loading' } as const;

/**
 * Runs `load` once per `key` after mounting and follows its outcome. Once means once: React's
 * development double effects reuse the running load, because a login code can be used only once.
 */
export function useLoadOnce<T>(key: string, load: () => Promise<T>): LoadState<T> {
  const [outcome, setOutcome] = useState<{ key: string; state: LoadState<T> }>({ key, state: loading });
  const running = useRef<{ key: string; promise: Promise<T> }>(undefined);

  useEffect(() => {
    if (running.current?.key !== key) running.current = { key, promise: load() };
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
