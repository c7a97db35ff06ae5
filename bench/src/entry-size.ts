/**
 * Measures the JavaScript a first visit must download before the app can start: the app's entry
 * module (named by the starter script written into index.html, which imports it after the first
 * paint, or by its module script), the chunks index.html modulepreloads, and the chunks the entry
 * imports.
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
  /** The chunks the entry imports (directly or not) that index.html does not preload. */
  imported: ChunkSize[];
}

export async function measureEntrySize(): Promise<EntrySize> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entries = tags
    .filter((tag) => tag.startsWith('<script'))
    .map(
      (tag) =>
        attribute(tag, 'data-app') ?? (attribute(tag, 'type') === 'module' ? attribute(tag, 'src') : null),
    )
    .filter((value) => value !== null);
  const [src, ...others] = entries;
  if (!src || others.length > 0) {
    throw new Error(
      `expected one app entry (data-app or a module script) in index.html, found ${entries.length}`,
    );
  }
  const preloads = tags
    .filter((tag) => tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'))
    .filter((value) => value !== null);
  const imported = [...(await staticImports(src))].filter((url) => !preloads.includes(url));
  return {
    entry: await measureChunk(src),
    preloaded: await Promise.all(preloads.map(measureChunk)),
    imported: await Promise.all(imported.map(measureChunk)),
  };
}

/** The chunks a built chunk imports statically, directly or not (not its `import()`s). */
async function staticImports(url: string, seen = new Set<string>()): Promise<Set<string>> {
  const code = await readFile(fileOf(url), 'utf8');
  for (const [, file] of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
    const imported = new URL(file ?? '', new URL(url, 'http://site/')).pathname;
    if (seen.has(imported)) continue;
    seen.add(imported);
    await staticImports(imported, seen);
  }
  return seen;
}

function fileOf(url: string): string {
  return path.join(webDist, new URL(url, 'http://site/').pathname);
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}=["']([^"']*)["']`).exec(tag)?.[1] ?? null;
}

async function measureChunk(url: string): Promise<ChunkSize> {
  const file = fileOf(url);
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
