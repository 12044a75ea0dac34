// The async boundary: shared singletons are negotiated before any React code runs.
/** A new task: what follows runs after the browser has had a turn (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the big libraries each in a task of its own before the app's code, so that no single
 * task holds the main thread for all of them (a tap during start-up waits for one, not all).
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  await Promise.all([import('styled-components'), import('react-router-dom')]);
  await nextTask();
  await import('./bootstrap');
}

// The server's HTML is painted before any code of the site runs: otherwise, when the preloaded
// remote scripts arrive first, the browser runs them (and hydration) before its first paint, and the
// page shows up late on some loads only. A hidden document paints nothing, so it starts at once.
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(() => void start(), 0));
