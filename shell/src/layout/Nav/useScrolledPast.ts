import { useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void) {
  // Passive: the listener never blocks scrolling.
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * Whether the window is scrolled more than `threshold` px; re-renders only when that flips. Not
 * scrolled on the server, and so in the first render of a hydrated page (React re-renders once
 * it is hydrated if the reader had already scrolled).
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribeToScroll, () => window.scrollY > threshold, () => false);
}
