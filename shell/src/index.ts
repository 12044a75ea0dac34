// The async boundary: shared singletons are negotiated before any React code runs.
const start = () => import('./bootstrap');

// The server's HTML is painted before any code of the site runs: otherwise, when the preloaded
// remote scripts arrive first, the browser runs them (and hydration) before its first paint, and the
// page shows up late on some loads only. A hidden document paints nothing, so it starts at once.
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(start, 0));
