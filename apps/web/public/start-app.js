// Starts the app once the browser has painted the server's page. The page names the app's entry
// module in data-app (the build puts it there: vite.config.ts). As a module script of the page,
// the app was downloaded with the stylesheet and the first page image, and its modules were run
// and the page hydrated before the first paint: a slow phone on a slow network showed nothing
// until the whole app had arrived and started. A hidden tab never paints: it starts on the timeout.
(() => {
  const app = document.currentScript?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(app);
  };
  setTimeout(start, 200);
  requestAnimationFrame(() => setTimeout(start));
})();
