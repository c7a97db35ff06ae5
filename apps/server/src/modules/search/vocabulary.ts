import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from './sql-rows.ts';

/** Completions of a half-typed word: few enough that the query stays quick to run. */
const maxCompletions = 8;
const maxCorrections = 3;
/** Trigram similarity a misspelling must reach to be searched for without asking. */
export const correctionSimilarity = 0.45;
/** Looser: close enough to offer as "did you mean". */
export const suggestionSimilarity = 0.3;

export interface WordFacts {
  known: boolean;
  completions: string[];
  /** Close spellings, most similar first, with their similarity. */
  corrections: { word: string; similarity: number }[];
}

/**
 * What the vocabulary knows of each word: whether it occurs as typed, its completions (for the
 * last, perhaps half-typed word) and, for words it does not know, close spellings.
 */
export async function lookUpWords(
  db: Database,
  words: { word: string; complete: boolean }[],
): Promise<Map<string, WordFacts>> {
  const facts = new Map<string, WordFacts>();
  if (words.length === 0) return facts;
  const known = rowsOf<{ word: string; known: boolean; completions: string[] | null }>(
    await db.execute(sql`
      select q.word,
        exists (select 1 from search_words w where w.word = q.word) as known,
        case when q.complete then array(
          -- '{' sorts right after 'z' in the C collation: the range is every longer word with this prefix.
          select w.word from search_words w
          where w.word > q.word and w.word < q.word || '{'
          order by length(w.word), w.word limit ${maxCompletions}
        ) end as completions
      from unnest(${sql.param(words.map((w) => w.word))}::text[], ${sql.param(words.map((w) => w.complete))}::boolean[]) as q(word, complete)`),
  );
  for (const row of known) {
    facts.set(row.word, { known: row.known, completions: row.completions ?? [], corrections: [] });
  }
  const unknown = known.filter(
    (row) => !row.known && (row.completions ?? []).length === 0 && row.word.length >= 4,
  );
  if (unknown.length === 0) return facts;
  const corrections = rowsOf<{ word: string; candidate: string; similarity: number }>(
    await db.execute(sql`
      select q.word, c.word as candidate, c.similarity
      from unnest(${sql.param(unknown.map((row) => row.word))}::text[]) as q(word)
      cross join lateral (
        select w.word, similarity(w.word, q.word) as similarity from search_words w
        where w.word % q.word
        order by similarity(w.word, q.word) desc, w.word
        limit ${maxCorrections}
      ) c`),
  );
  for (const row of corrections) {
    facts.get(row.word)?.corrections.push({ word: row.candidate, similarity: Number(row.similarity) });
  }
  return facts;
}
