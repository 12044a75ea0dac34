// The async boundary: shared singletons are negotiated before any React code runs. The page's
// template starts this file only after the server's HTML has been painted (src/index.html).

/** A new task: what follows runs after the browser has had a turn (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the big libraries (and `ui`) each in a task of its own, after the federation runtime's start-up
 * and before the app's code, so that no single task holds the main thread for all of them (a tap
 * during start-up waits for one, not all).
 */
async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  // styled-components, then at once the server's sheet taken over: before `ui` defines components.
  await Promise.all([import(/* webpackMode: "eager" */ './serverStyles/adoptAtStart'), import('react-router-dom')]);
  await nextTask();
  await import('ui');
  await nextTask();
  // In this file (eager), still run in a task of its own: as a file of its own it was one more
  // request for the page's loader to start, a few milliseconds of the main thread each.
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
