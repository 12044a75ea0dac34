import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, kept up to date. False on the server and in the first render
 * (no browser globals during render), so the server's HTML and the first client render agree.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);

  return matches;
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery);
}
