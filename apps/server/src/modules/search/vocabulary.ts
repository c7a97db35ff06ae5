import type { Executor } from '../../db/executor.ts';
import { closeSpellings, knownWords } from './repositories/words.ts';

/** Completions of a half-typed word: few enough that the query stays quick to run. */
const maxCompletions = 8;
/** Candidates fetched by trigrams, then ordered by edits (trigrams undervalue swapped letters). */
const maxCandidates = 8;
const maxCorrections = 3;
/**
 * A close spelling is searched for without asking when its trigrams are this similar, or when
 * it is a typo or two away (transposed letters score low on trigrams: "pnuemonia").
 */
export const correctionSimilarity = 0.45;
/** Close enough to offer as "did you mean" (pg_trgm's own threshold for the % operator). */
export const suggestionSimilarity = 0.3;

/** Characters, not UTF-16 units: a word beyond the BMP counts each character once. */
const lengthOf = (word: string) => Array.from(word).length;

/** Typos allowed: one in a short word, two in a word of eight characters or more (the known word). */
const allowedEdits = (word: string) => (lengthOf(word) >= 8 ? 2 : 1);

/**
 * The shortest unknown word looked up for corrections: four letters of an alphabet, three
 * characters of other scripts (a Devanagari syllable is often two: हृदय is four).
 */
const correctable = (word: string) => lengthOf(word) >= (/^[\p{ASCII}]*$/u.test(word) ? 4 : 3);

/** Edits between two words (insert, delete, substitute, swap two neighbours): optimal string alignment. */
export function editDistance(first: string, second: string): number {
  const a = Array.from(first);
  const b = Array.from(second);
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Whether a candidate is close enough to search for in place of the word typed. */
export const isCorrection = (typed: string, candidate: { word: string; similarity: number }) =>
  candidate.similarity >= correctionSimilarity ||
  editDistance(typed, candidate.word) <= allowedEdits(candidate.word);

export interface WordFacts {
  known: boolean;
  completions: string[];
  /** Close spellings, fewest edits away first, with their trigram similarity. */
  corrections: { word: string; similarity: number }[];
}

/**
 * What the vocabulary knows of each word: whether it occurs as typed, its completions (for the
 * last, perhaps half-typed word) and, for words it does not know, close spellings.
 */
export async function lookUpWords(
  db: Executor,
  words: { word: string; complete: boolean }[],
): Promise<Map<string, WordFacts>> {
  const facts = new Map<string, WordFacts>();
  if (words.length === 0) return facts;
  const known = await knownWords(db, words, maxCompletions);
  for (const row of known) {
    facts.set(row.word, { known: row.known, completions: row.completions ?? [], corrections: [] });
  }
  const unknown = known.filter(
    (row) => !row.known && (row.completions ?? []).length === 0 && correctable(row.word),
  );
  if (unknown.length === 0) return facts;
  const corrections = await closeSpellings(
    db,
    unknown.map((row) => row.word),
    maxCandidates,
  );
  for (const row of corrections) {
    facts.get(row.word)?.corrections.push({ word: row.candidate, similarity: Number(row.similarity) });
  }
  for (const [word, wordFacts] of facts) {
    const closest = wordFacts.corrections
      .map((candidate) => ({ candidate, edits: editDistance(word, candidate.word) }))
      .sort((a, b) => a.edits - b.edits || b.candidate.similarity - a.candidate.similarity)
      .slice(0, maxCorrections);
    wordFacts.corrections = closest.map(({ candidate }) => candidate);
  }
  return facts;
}
