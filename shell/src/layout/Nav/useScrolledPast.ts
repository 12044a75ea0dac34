import { useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void) {
  // Passive: the listener never blocks scrolling.
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Whether the window is scrolled more than `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribeToScroll, () => window.scrollY > threshold);
}
