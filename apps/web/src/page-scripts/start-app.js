// Starts the app once the browser has shown the server's page with its images (at once on a page
// the server did not draw). Written into the page by the build, which names the app's entry module
// in data-app (vite.config.ts). As a module script of the page, the app was downloaded with the
// stylesheet and the first page image, and its modules were run and the page hydrated before the
// first paint: a slow phone on a slow network showed nothing until the whole app had arrived and
// started. Started at the first paint, it still took the network from the first page image, which
// is what the reader came for.
(() => {
  const app = document.currentScript?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(app);
  };
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', resolve, { once: true });
  });
  // The paint's entry comes once it is on the screen, which the frame's own callbacks precede.
  const shown = new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  // A page the server did not draw (a form, one's own lists, a missing page: the shell) has nothing
  // to paint before the app, so no paint would come: it waited for the fallback below.
  addEventListener(
    'DOMContentLoaded',
    () => {
      if (!document.getElementById('root')?.firstElementChild) start();
    },
    { once: true },
  );
  loaded.then(() => {
    // A hidden tab never paints.
    if (document.visibilityState === 'hidden') start();
    else shown.then(() => requestAnimationFrame(() => setTimeout(start)));
  });
  // An image that never arrives, or a browser that paints nothing, does not keep the app away.
  setTimeout(start, 3000);
})();
