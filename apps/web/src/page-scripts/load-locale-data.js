// Has a worker load the browser's locale data for the page's language (locale-data-worker.js,
// named in data-worker by the build) while the page downloads, parses and paints. Written into
// the page's head by the build (vite.config.ts, pageScripts), so it starts as early as the page
// can; the locales are those of lib/format.ts.
(() => {
  const worker = document.currentScript?.dataset.worker;
  if (!worker || !globalThis.Worker) return;
  try {
    new Worker(worker, { name: document.documentElement.lang === 'hi' ? 'hi-IN' : 'en-IN' });
  } catch {
    // Workers refused (a policy, a privacy mode): the app loads the data when it needs it.
  }
})();
