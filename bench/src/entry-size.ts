/**
 * Measures the JavaScript a first visit must download before the app can start: the entry chunk
 * named by index.html's module script, and with it the chunks index.html modulepreloads.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from './paths.ts';

export interface ChunkSize {
  file: string;
  rawBytes: number;
  /** gzip -9 of the file, the figure the budget is written in. */
  gzipBytes: number;
  /** The `.gz`/`.br` the build wrote beside the file, which is what the server actually sends. */
  prebuiltGzipBytes: number | null;
  prebuiltBrotliBytes: number | null;
}

export interface EntrySize {
  entry: ChunkSize;
  preloaded: ChunkSize[];
}

export async function measureEntrySize(): Promise<EntrySize> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entrySrc = tags.filter((tag) => tag.startsWith('<script') && attribute(tag, 'type') === 'module');
  const [src, ...others] = entrySrc.map((tag) => attribute(tag, 'src')).filter((value) => value !== null);
  if (!src || others.length > 0) {
    throw new Error(`expected one <script type="module" src=…> in index.html, found ${entrySrc.length}`);
  }
  const preloads = tags
    .filter((tag) => tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'))
    .filter((value) => value !== null);
  return { entry: await measureChunk(src), preloaded: await Promise.all(preloads.map(measureChunk)) };
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}=["']([^"']*)["']`).exec(tag)?.[1] ?? null;
}

async function measureChunk(url: string): Promise<ChunkSize> {
  const file = path.join(webDist, new URL(url, 'http://site/').pathname);
  if (!existsSync(file)) throw new Error(`index.html names ${url} but ${file} does not exist`);
  const bytes = await readFile(file);
  return {
    file: path.relative(webDist, file),
    rawBytes: bytes.length,
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    prebuiltGzipBytes: await sizeIfPresent(`${file}.gz`),
    prebuiltBrotliBytes: await sizeIfPresent(`${file}.br`),
  };
}

async function sizeIfPresent(file: string): Promise<number | null> {
  return existsSync(file) ? (await stat(file)).size : null;
}
