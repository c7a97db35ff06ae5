import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type DeckDetail,
  type DeckProgress,
  deckMessages,
  type ErrorResponse,
  type SearchResults,
} from '@medshelf/shared';
import { watchDecks } from './deck-events.ts';
import type { DeckRow } from './manifest.ts';
import type { Outcome } from './report.ts';
import type { Site } from './site.ts';

/** The problems a refusal or failure must name, each with the catalogue's sentences for it. */
const problems = {
  password: [deckMessages.encrypted, deckMessages.presentationEncrypted],
  pages: [deckMessages.tooManyPages],
  damaged: [deckMessages.corrupt, deckMessages.presentationDamaged],
  'not a document': [deckMessages.notADeck],
  'not an accepted type': [deckMessages.flatPresentation],
} as const;
type Problem = keyof typeof problems;

/** The problem a row's note names; without one, any of them (never a vague "could not"). */
function expectedProblems(row: DeckRow): Problem[] {
  const note = row.note ?? '';
  if (/password|encrypted/i.test(note)) return ['password'];
  if (/page limit|pages, over/i.test(note)) return ['pages'];
  if (/accepted type/i.test(note)) return ['not an accepted type'];
  if (/header/i.test(note)) return ['not a document'];
  if (/signature only|damaged/i.test(note)) return ['damaged'];
  return Object.keys(problems) as Problem[];
}

function problemOf(message: string): Problem | null {
  const found = Object.entries(problems).find(([, messages]) =>
    (messages as readonly string[]).includes(message),
  );
  return (found?.[0] as Problem | undefined) ?? null;
}

/**
 * For all the decks together, from the last upload: the queue works on every deck at once (first
 * pages first, then slices), so no single deck has a time of its own. The bound only keeps a
 * hang from holding CI.
 */
const allDecksWithinMs = 15 * 60_000;

const fields = {
  description: 'A real-world file from the corpus',
  category: 'medicine',
  subCategory: 'cardiology',
  tags: '["corpus"]',
  allowDownload: 'false',
};

async function upload(site: Site, dir: string, file: string) {
  const form = new FormData();
  const title = path
    .basename(file)
    .replace(/\.[^.]+$/, '')
    .slice(0, 150);
  for (const [name, value] of Object.entries({ ...fields, title })) form.append(name, value);
  form.append('file', new Blob([await readFile(path.join(dir, file))]), path.basename(file));
  return site.call(site.member, '/api/decks', { method: 'POST', body: form });
}

async function found(site: Site, word: string, deckId: string): Promise<boolean> {
  const query = new URLSearchParams({ q: word, type: 'slides', pageSize: '24' });
  const response = await site.call(null, `/api/search?${query}`);
  if (!response.ok) return false;
  return ((await response.json()) as SearchResults).items.some((hit) => hit.id === deckId);
}

function judgeProblem(row: DeckRow, what: string, message: string): Outcome {
  const problem = problemOf(message);
  const wanted = expectedProblems(row);
  const ok = problem !== null && wanted.includes(problem);
  return {
    ok,
    detail: `${what}: "${message}"${ok ? '' : ` (expected a message naming: ${wanted.join(' or ')})`}`,
  };
}

async function judgeProcessed(site: Site, row: DeckRow, progress: DeckProgress): Promise<Outcome> {
  if (progress.status === 'failed') {
    const reason = progress.failureReason ?? '';
    if (row.expect === 'failed' || row.expect === 'ready-or-failed')
      return judgeProblem(row, 'failed', reason);
    return { ok: false, detail: `expected ${row.expect}, failed: "${reason}"` };
  }
  if (row.expect !== 'ready' && row.expect !== 'ready-or-failed') {
    return { ok: false, detail: `expected ${row.expect}, became ready (${progress.pageCount} pages)` };
  }
  const missing: string[] = [];
  for (const word of row.words) if (!(await found(site, word, progress.id))) missing.push(word);
  const words = row.words.length
    ? `; found ${row.words.filter((word) => !missing.includes(word)).join(', ') || 'nothing'}`
    : '';
  return {
    ok: missing.length === 0,
    detail: `ready, ${progress.pageCount} pages${words}${missing.length ? `; NOT found: ${missing.join(', ')}` : ''}`,
  };
}

/**
 * Uploads every deck row as the member would, then waits for each accepted deck to be processed
 * and checks its outcome: refused with the named problem, failed with it, or ready with its
 * words found by search.
 */
export async function runDecks(
  site: Site,
  dir: string,
  rows: Map<string, DeckRow>,
  report: (file: string, outcome: Outcome) => void,
) {
  const events = await watchDecks(site, site.member);
  const accepted: { file: string; row: DeckRow; id: string }[] = [];
  try {
    for (const [file, row] of rows) {
      const isPresentation = !/\.pdf$/i.test(file);
      if (isPresentation && !site.converts) {
        report(file, { ok: true, skipped: true, detail: 'skipped: LibreOffice (soffice) is not installed' });
        continue;
      }
      const response = await upload(site, dir, file);
      if (response.status === 201) {
        accepted.push({ file, row, id: ((await response.json()) as DeckDetail).id });
        continue;
      }
      const { error } = (await response.json()) as ErrorResponse;
      const message = error.message;
      if (row.expect === 'refused') report(file, judgeProblem(row, 'refused', message));
      else report(file, { ok: false, detail: `expected ${row.expect}, refused: "${message}"` });
    }
    const deadline = Date.now() + allDecksWithinMs;
    for (const { file, row, id } of accepted) {
      if (row.expect === 'refused') {
        report(file, { ok: false, detail: 'expected refused, was accepted' });
        continue;
      }
      const progress = await events.settled(id, Math.max(0, deadline - Date.now()));
      if (progress) report(file, await judgeProcessed(site, row, progress));
      else report(file, { ok: false, detail: `not processed within ${allDecksWithinMs / 60_000} minutes` });
    }
  } finally {
    await events.stop();
  }
}
