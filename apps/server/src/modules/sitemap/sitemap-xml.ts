/** One URL of the sitemap: a path on this site and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const maxUrlsPerSitemap = 50_000;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const day = (date: Date) => date.toISOString().slice(0, 10);

export function urlSet(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `${header}<urlset xmlns="${namespace}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index of `count` sitemap files, /sitemap-1.xml onwards, each with its newest lastmod. */
export function sitemapIndex(publicUrl: string, chunks: readonly (readonly SitemapEntry[])[]): string {
  const items = chunks.map((chunk, index) => {
    const newest = chunk.reduce<Date | undefined>(
      (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
      undefined,
    );
    const lastmod = newest ? `<lastmod>${day(newest)}</lastmod>` : '';
    return `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${index + 1}.xml`)}</loc>${lastmod}</sitemap>`;
  });
  return `${header}<sitemapindex xmlns="${namespace}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
