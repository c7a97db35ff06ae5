import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const deckRow = z.object({
  expect: z.enum(['ready', 'refused', 'failed', 'ready-or-failed']),
  words: z.array(z.string()).default([]),
  note: z.string().optional(),
});
const feedRow = z.object({
  expect: z.enum(['ok', 'failed']),
  minItems: z.number().int().optional(),
  note: z.string().optional(),
});
export type DeckRow = z.infer<typeof deckRow>;
export type FeedRow = z.infer<typeof feedRow>;

/**
 * The corpus beside the repository (`../shared/corpus`: /work/main → /work/shared/corpus on
 * CI), or CORPUS_DIR. Null when there is none: the corpus is never part of the project.
 */
export function findCorpus(root: string): string | null {
  const dir = process.env.CORPUS_DIR ?? path.resolve(root, '../shared/corpus');
  return existsSync(path.join(dir, 'manifest.json')) ? dir : null;
}

/** manifest.json: deck rows (under pdf/ and slides/) and feed rows (under feeds/), by relative path. */
export async function readManifest(dir: string) {
  const raw = z
    .record(z.string(), z.unknown())
    .parse(JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')));
  const decks = new Map<string, DeckRow>();
  const feeds = new Map<string, FeedRow>();
  for (const [file, row] of Object.entries(raw)) {
    if (file.startsWith('feeds/')) feeds.set(file, feedRow.parse(row));
    else decks.set(file, deckRow.parse(row));
  }
  return { decks, feeds };
}
