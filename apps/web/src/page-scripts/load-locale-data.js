// Has the browser load its locale data for the page's language while the page's stylesheet and
// first images download: the scanner that reads ahead of the parser has asked for them before
// this runs. The app's first dates, counts and plurals (lib/format.ts, Lingui) then cost it
// nothing: the first formatter of each kind loads that data, 15–40 ms on a cheap phone in one
// task that cannot be split, and the app starts after the first paint, where a task that long
// keeps the reader waiting. Written into the page's head by the build (vite.config.ts,
// pageScripts); the locales are those of lib/format.ts.
(() => {
  const locale = document.documentElement.lang === 'hi' ? 'hi-IN' : 'en-IN';
  try {
    new Intl.NumberFormat(locale, { notation: 'compact' }).format(1000);
    new Intl.PluralRules(locale).select(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(0);
    new Intl.ListFormat(locale).format(['', '']);
  } catch {
    // A browser without one of these: the app builds what it has when it needs it.
  }
})();
