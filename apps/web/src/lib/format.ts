/** Numbers and dates as a reader expects them, with the right singular or plural. */
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
/**
 * Dates are shown in India's time, where most readers are, on the server and in the browser
 * alike: a page drawn on the server then hydrated must not change its dates (a browser's own
 * zone would move a late-evening upload to the next day).
 */
export const siteTimeZone = 'Asia/Kolkata';
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: siteTimeZone,
});

export function formatCount(count: number): string {
  return count < 1000 ? String(count) : compact.format(count);
}

export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Sizes as a phone's storage settings show them: "640 KB", "4.2 MB", "1.3 GB". */
export function formatBytes(bytes: number): string {
  const kb = 1024;
  if (bytes < kb * kb) return `${Math.max(1, Math.round(bytes / kb))} KB`;
  if (bytes < kb * kb * kb) return `${(bytes / (kb * kb)).toFixed(1)} MB`;
  return `${(bytes / (kb * kb * kb)).toFixed(1)} GB`;
}
