import { parseSynonyms, synonymGroups } from './synonyms.ts';

/**
 * Words as the index sees them: accents removed, lower case, split at anything that is not a
 * letter or a digit. Only [a-z0-9] survives, so a word can be put in tsquery text as it is.
 */
export function normalizeWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

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
 * tsquery text for clauses (AND of ORs). `phrase` '&' loosens phrases to "all these words"
 * (page text is indexed without positions). Words are [a-z0-9] only (normalizeWords), so
 * quoting them is all the escaping needed; to_tsquery then stems them and drops stop words.
 */
export function tsqueryText(clauses: Clause[], join: '&' | '|', phrase: '<->' | '&' = '<->'): string {
  return clauses
    .map((alternatives) => {
      const inner = alternatives
        .map(({ words }) =>
          words.length === 1 ? `'${words[0]}'` : `(${words.map((word) => `'${word}'`).join(` ${phrase} `)})`,
        )
        .join(' | ');
      return `(${inner})`;
    })
    .join(` ${join} `);
}
