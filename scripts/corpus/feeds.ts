import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Feed, type FeedItemDetail, type FeedItemList, paths } from '@medshelf/shared';
import type { FeedRow } from './manifest.ts';
import type { Outcome } from './report.ts';
import type { Site } from './site.ts';

/** `NAME.headers` beside a feed: one `Name: value` a line, sent instead of the default type. */
async function headersFor(file: string): Promise<Record<string, string>> {
  if (!existsSync(`${file}.headers`)) {
    return { 'content-type': file.endsWith('.html') ? 'text/html' : 'application/xml' };
  }
  const lines = (await readFile(`${file}.headers`, 'utf8')).split('\n').filter((line) => line.includes(':'));
  return Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
}

/** Serves the corpus's feeds byte for byte on loopback, as their publishers' servers would. */
export async function serveFeeds(dir: string) {
  const feedsDir = path.join(dir, 'feeds');
  const names = (await readdir(feedsDir)).filter((name) => !name.endsWith('.headers')).sort();
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://corpus').pathname.slice(1));
    if (!names.includes(name)) {
      response.writeHead(404).end();
      return;
    }
    const file = path.join(feedsDir, name);
    Promise.all([headersFor(file), readFile(file)]).then(
      ([headers, body]) => response.writeHead(200, headers).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    files: names.map((name) => ({
      file: `feeds/${name}`,
      url: `http://127.0.0.1:${port}/${encodeURIComponent(name)}`,
    })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function itemsOf(site: Site, sourceSlug: string) {
  const items: FeedItemList['items'] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ source: sourceSlug, pageSize: '48', page: String(page) });
    const list = (await (await site.call(null, `/api/feed-items?${query}`)).json()) as FeedItemList;
    items.push(...list.items);
    if (items.length >= list.total || list.items.length === 0) return items;
  }
}

const unsafeMarkup = /<(script|style|img|iframe|object|embed|form|meta|link)\b|\son\w+\s*=|javascript:/i;

/** What every stored item must be: opened by its own link, with a safe summary and a web picture. */
async function checkItems(site: Site, items: FeedItemList['items']): Promise<string[]> {
  const problems: string[] = [];
  const links = new Set<string>();
  for (const item of items) {
    const link = paths.articleDetails(item, item.sourceSlug);
    if (links.has(link)) problems.push(`two items share ${link}`);
    links.add(link);
    const [, , title = '', source = ''] = link.split('/');
    const response = await site.call(null, `/api/feed-items/by-slug/${title}/${source}`);
    const detail = response.ok ? ((await response.json()) as FeedItemDetail) : null;
    if (detail?.id !== item.id) problems.push(`${link} does not open "${item.title}"`);
    if (detail && unsafeMarkup.test(detail.summaryHtml)) problems.push(`unsafe summary in "${item.title}"`);
    if (item.imageUrl && !/^https?:\/\//.test(item.imageUrl)) problems.push(`picture ${item.imageUrl}`);
  }
  return problems;
}

/**
 * Registers each feed as an editor would, fetches it now, and checks the outcome: a manifest row
 * says what to expect; every other feed must either be read or be refused with a sentence about
 * the feed (never "a problem on our side"), and what was read must hold (checkItems).
 */
export async function runFeed(
  site: Site,
  file: string,
  url: string,
  row: FeedRow | undefined,
): Promise<Outcome> {
  const sourceName = `Corpus ${path.basename(file).replace(/\.[^.]+$/, '')}`.slice(0, 120);
  const json = { 'content-type': 'application/json' };
  const created = await site.call(site.editor, '/api/editor/feeds', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ url, kind: 'article', sourceName, subject: null }),
  });
  if (created.status !== 201) return { ok: false, detail: `registering answered ${created.status}` };
  const { id } = (await created.json()) as Feed;
  const fetched = await site.call(site.editor, `/api/editor/feeds/${id}/fetch`, { method: 'POST' });
  const feed = (await fetched.json()) as Feed;
  if (feed.lastError) {
    const ours = /on our side/.test(feed.lastError);
    const ok = !ours && row?.expect !== 'ok';
    return { ok, detail: `refused: "${feed.lastError}"${row?.expect === 'ok' ? ' (expected ok)' : ''}` };
  }
  if (row?.expect === 'failed') return { ok: false, detail: `expected failed, read ${feed.itemCount} items` };
  const items = await itemsOf(site, feed.sourceSlug);
  const problems = await checkItems(site, items);
  if (row?.minItems !== undefined && items.length < row.minItems) {
    problems.push(`expected at least ${row.minItems} items`);
  }
  const pictures = items.filter((item) => item.imageUrl).length;
  const detail = `ok, ${items.length} items, ${pictures} with a picture`;
  return {
    ok: problems.length === 0,
    detail: problems.length ? `${detail}; ${problems.join('; ')}` : detail,
  };
}

/** Every served feed (runFeed), then every feed row whose file is missing. */
export async function runFeeds(
  site: Site,
  files: { file: string; url: string }[],
  rows: Map<string, FeedRow>,
  report: (file: string, outcome: Outcome) => void,
) {
  for (const { file, url } of files) report(file, await runFeed(site, file, url, rows.get(file)));
  for (const file of rows.keys()) {
    if (!files.some((served) => served.file === file)) report(file, { ok: false, detail: 'missing' });
  }
}
