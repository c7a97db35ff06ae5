import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A web root holding the real app shell, so the head tags a page gets are the real ones. */
export async function shellWebRoot(): Promise<string> {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
  const shell = await readFile(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
  await writeFile(path.join(webRoot, 'index.html'), shell);
  return webRoot;
}

/** The JSON-LD object in a served page. */
export function jsonLdOf(html: string): Record<string, unknown> {
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  if (!json) throw new Error('no structured data in the page');
  return JSON.parse(json) as Record<string, unknown>;
}
