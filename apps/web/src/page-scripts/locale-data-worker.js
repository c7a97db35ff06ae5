// Started by the page (load-locale-data.js) with its locale as the worker's name. The first
// formatter of each kind loads that locale's data, 15–40 ms on a cheap phone in one task that
// cannot be split. The browser keeps loaded locale data for every thread of the page's process:
// built here, on a thread of its own, the app's first dates, counts and plurals (lib/format.ts,
// Lingui) cost the page's own thread nothing, and its first paint and start do not wait for it.
try {
  const locale = self.name;
  new Intl.NumberFormat(locale, { notation: 'compact' }).format(1000);
  new Intl.PluralRules(locale).select(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(0);
  new Intl.ListFormat(locale).format(['', '']);
} catch {
  // A browser without one of these: the app builds what it has when it needs it.
} finally {
  close();
}
