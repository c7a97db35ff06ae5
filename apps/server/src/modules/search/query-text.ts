import { parseSynonyms, synonymGroups } from './synonyms.ts';
import { normalizeWords, spaceIdeographs } from './words.ts';

/** One way a clause can match: a word (as typed, completed or corrected) or a phrase. */
export interface Alternative {
  words: string[];
}

/**
 * What a query asks for before the vocabulary is consulted: every clause must match (AND).
 * A clause is a typed word (to be expanded with completions and corrections), a quoted phrase,
 * or a synonym group (any of its terms).
 */
export type ParsedClause =
  | { kind: 'word'; word: string; last: boolean }
  | { kind: 'fixed'; alternatives: Alternative[]; quoted: boolean };

const synonyms = parseSynonyms(synonymGroups, normalizeWords);
const longestTerm = Math.max(...synonyms.flat().map((term) => term.length));

function synonymAt(words: string[], start: number): { length: number; group: string[][] } | null {
  for (let length = Math.min(longestTerm, words.length - start); length >= 1; length -= 1) {
    const candidate = words.slice(start, start + length).join(' ');
    const group = synonyms.find((terms) => terms.some((term) => term.join(' ') === candidate));
    if (group) return { length, group };
  }
  return null;
}

/** Splits a query into clauses: "quoted phrases", synonym terms (longest first) and words. */
export function parseQuery(text: string): ParsedClause[] {
  const clauses: ParsedClause[] = [];
  const parts = text.split('"');
  parts.forEach((part, index) => {
    const words = normalizeWords(part);
    // Odd parts sit between quotes; an unclosed quote still counts as a phrase.
    if (index % 2 === 1 && words.length > 1) {
      clauses.push({ kind: 'fixed', alternatives: [{ words }], quoted: true });
      return;
    }
    let position = 0;
    while (position < words.length) {
      const synonym = synonymAt(words, position);
      if (synonym) {
        clauses.push({
          kind: 'fixed',
          alternatives: synonym.group.map((term) => ({ words: term })),
          quoted: false,
        });
        position += synonym.length;
        continue;
      }
      clauses.push({ kind: 'word', word: words[position] as string, last: false });
      position += 1;
    }
  });
  const lastClause = clauses.at(-1);
  // The last word may be half typed (the box searches as you type): it also matches completions.
  if (lastClause?.kind === 'word' && !text.trimEnd().endsWith('"')) lastClause.last = true;
  return clauses;
}

export type Clause = Alternative[];

/**
 * A word as a tsquery operand. Words hold only letters, marks and digits (normalizeWords), so
 * quoting is all the escaping needed; to_tsquery then stems them and drops stop words. Han and
 * kana are indexed a character a word, so a run of them is a phrase of its characters.
 */
function operand(word: string, phrase: '<->' | '&'): string {
  const parts = spaceIdeographs(word).split(' ');
  return parts.length === 1 ? `'${word}'` : `(${parts.map((part) => `'${part}'`).join(` ${phrase} `)})`;
}

/** Whether a word is searched as a phrase of several indexed words (a run of Han or kana). */
export const isPhraseWord = (word: string) => spaceIdeographs(word).includes(' ');

/**
 * tsquery text for clauses (AND of ORs). `phrase` '&' loosens phrases to "all these words"
 * (page text is indexed without positions).
 */
export function tsqueryText(clauses: Clause[], join: '&' | '|', phrase: '<->' | '&' = '<->'): string {
  return clauses
    .map((alternatives) => {
      const inner = alternatives
        .map(({ words }) =>
          words.length === 1
            ? operand(words[0] as string, phrase)
            : `(${words.map((word) => operand(word, phrase)).join(` ${phrase} `)})`,
        )
        .join(' | ');
      return `(${inner})`;
    })
    .join(` ${join} `);
}
