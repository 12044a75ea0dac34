/**
 * Runs `run` once, the first time `element` is on screen (or within `rootMargin` of it), and
 * stops watching; the function it returns stops watching sooner (an effect's clean-up).
 */
export function whenOnScreen(element: Element, run: () => void, rootMargin?: string): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
