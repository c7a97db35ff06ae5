import type { Executor } from '../../db/executor.ts';
import {
  type Alternative,
  type Clause,
  isPhraseWord,
  type ParsedClause,
  parseQuery,
  tsqueryText,
} from './query-text.ts';
import { isCorrection, lookUpWords, suggestionSimilarity, type WordFacts } from './vocabulary.ts';

/** A query ready to run: tsquery texts for to_tsquery('medshelf', …) and what was corrected. */
export interface QueryPlan {
  /** Every clause must match; each is a choice of words and phrases. */
  clauses: Clause[];
  /** Every clause must match somewhere. Empty when the query has no searchable word. */
  all: string;
  /** As `all`, with phrases loosened to their words in any order: for page text (no positions). */
  allLoose: string;
  /**
   * The quoted phrases and runs of Han or kana: a page must hold them in order (pages keep word
   * positions; the deck's page text does not). A synonym's several words need only be in the
   * deck, in any order.
   */
  phrases: string;
  /** Any clause: what highlighting and snippets look for. */
  any: string;
  /** The words as typed (normalised) and every word they were expanded to: for marking labels. */
  typed: string[];
  expanded: string[];
  /** A word the vocabulary does not know, mapped to its closest spelling (for "did you mean"). */
  respellings: Map<string, string>;
  /** Whether some word was searched for as a correction because it is not known as typed. */
  corrected: boolean;
}

const minCompletionLength = 3;

function expand(
  clause: Extract<ParsedClause, { kind: 'word' }>,
  facts: WordFacts | undefined,
): Alternative[] {
  const alternatives: Alternative[] = [{ words: [clause.word] }];
  if (!facts) return alternatives;
  // A known word in the middle of a query was typed whole; the last one may be half typed.
  if (clause.last || !facts.known) {
    for (const word of facts.completions) alternatives.push({ words: [word] });
  }
  if (!facts.known && facts.completions.length === 0) {
    for (const correction of facts.corrections) {
      if (isCorrection(clause.word, correction)) alternatives.push({ words: [correction.word] });
    }
  }
  return alternatives;
}

/**
 * Parses the query and consults the vocabulary: the last word also matches its completions
 * ("nephro" → nephrology), a word not known as typed matches its close spellings ("cardiolgy"
 * → cardiology) or, if it is a prefix of known words, those; synonyms match each other.
 */
export async function planQuery(db: Executor, text: string): Promise<QueryPlan> {
  const parsed = parseQuery(text);
  const lookups = parsed.flatMap((clause) =>
    clause.kind === 'word'
      ? [{ word: clause.word, complete: clause.word.length >= minCompletionLength }]
      : [],
  );
  const facts = await lookUpWords(db, lookups);
  const respellings = new Map<string, string>();
  let corrected = false;
  const clauses: Clause[] = parsed.map((clause) => {
    if (clause.kind === 'fixed') return clause.alternatives;
    const wordFacts = facts.get(clause.word);
    if (wordFacts && !wordFacts.known && wordFacts.completions.length === 0) {
      const best = wordFacts.corrections[0];
      if (best && best.similarity >= suggestionSimilarity) respellings.set(clause.word, best.word);
      if (wordFacts.corrections.some((correction) => isCorrection(clause.word, correction))) corrected = true;
    }
    return expand(clause, wordFacts);
  });
  const typed = parsed.flatMap((clause) => (clause.kind === 'word' ? [clause.word] : []));
  return {
    clauses,
    all: tsqueryText(clauses, '&'),
    allLoose: tsqueryText(clauses, '&', '&'),
    phrases: tsqueryText(
      parsed.flatMap((clause) => {
        if (clause.kind === 'fixed') return clause.quoted ? [clause.alternatives] : [];
        return isPhraseWord(clause.word) ? [[{ words: [clause.word] }]] : [];
      }),
      '&',
    ),
    any: tsqueryText(clauses, '|'),
    typed,
    expanded: [...new Set(clauses.flat().flatMap((alternative) => alternative.words))],
    respellings,
    corrected,
  };
}
