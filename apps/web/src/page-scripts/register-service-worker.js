// Registers the service worker (SPEC §7: /sw.js, on load) once the app has started and the
// browser is idle. Installing it fetches and caches the whole app (about a hundred files, 1.5 MB
// before compression): registered at the load event itself, that ran while the app started,
// taking the network from the page's images on a slow connection and the processor from the
// page's own start (decision 0040). Written into the page by the build (vite.config.ts).
(() => {
  if (!('serviceWorker' in navigator)) return;
  const root = document.documentElement;
  // The app marks the page once it answers input (root-layout.tsx).
  const started = new Promise((resolve) => {
    if (root.hasAttribute('data-interactive')) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-interactive')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
    // An app that never starts (its code did not arrive) does not keep the next visit from
    // working offline.
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 10_000);
  });
  const whenIdle = (run) =>
    globalThis.requestIdleCallback ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000);
  addEventListener(
    'load',
    () => started.then(() => whenIdle(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))),
    { once: true },
  );
})();
