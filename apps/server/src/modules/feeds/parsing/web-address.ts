const maxUrlLength = 2000;

/** An absolute http(s) URL, resolved against the item's own address; null for anything else. */
export function httpUrl(value: string | null | undefined, base?: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base ?? undefined);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= maxUrlLength ? url.href : null;
  } catch {
    return null;
  }
}
