import type { Highlighted } from '@medshelf/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queries } from './repositories/ranking.ts';
import { normalizeWords, type Span, spaceIdeographs, spans, tokens } from './words.ts';

/**
 * SQL for the numbers of the words of a tsvector that are words of the query (int[]): the
 * database says which words match (stems and all), and `tokens` finds them in the text by
 * their numbers. Nothing of the text is ever turned into markup: it leaves as plain pieces.
 */
export const matchedPositions = (vector: SQL, q: Queries) =>
  sql`(select coalesce(array_agg(p::int), '{}') from unnest(${vector}) e cross join unnest(e.positions) p
    where e.lexeme = any(${q.lexemes}))`;

/** SQL for the matched numbers of a text's words when it matches the query at all, else null. */
export const matchesOf = (text: SQL, q: Queries) =>
  sql`(select case when v @@ ${q.any} then ${matchedPositions(sql`v`, q)} end from search_vector(${text}) v)`;

const snippetWords = 24;
/** Words shown before the first match of a snippet. */
const leadWords = 2;
// What looks like a tag in page text or a summary is left out of a snippet, as ts_headline did.
const tagPattern = /<\/?[a-zA-Z][^<>]*>|<!--[\s\S]*?-->/g;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

type Kind = 'plain' | 'match' | 'dropped';

/** Pieces of text[from, to): runs of plain and marked text, whitespace runs as one space, no control characters. */
function piecesOf(text: string, from: number, to: number, marked: Span[], dropTags: boolean): Highlighted {
  const slice = text.slice(from, to);
  const kinds: Kind[] = Array.from({ length: slice.length }, () => 'plain');
  for (const token of marked) kinds.fill('match', token.start - from, token.end - from);
  if (dropTags) {
    for (const tag of slice.matchAll(tagPattern)) kinds.fill('dropped', tag.index, tag.index + tag[0].length);
  }
  const pieces: Highlighted = [];
  let runStart = 0;
  for (let index = 1; index <= slice.length; index += 1) {
    if (index < slice.length && kinds[index] === kinds[runStart]) continue;
    const kind = kinds[runStart];
    if (kind !== 'dropped') {
      const match = kind === 'match';
      const last = pieces.at(-1);
      const part = slice.slice(runStart, index);
      if (last && last.match === match) last.text += part;
      else pieces.push({ text: part, match });
    }
    runStart = index;
  }
  for (const piece of pieces) piece.text = piece.text.replace(/\s+/g, ' ').replace(/\p{Cc}/gu, '');
  const first = pieces[0];
  if (first) first.text = first.text.trimStart();
  const last = pieces.at(-1);
  if (last) last.text = last.text.trimEnd();
  return pieces.filter((piece) => piece.text.length > 0);
}

/** The whole text with the words at `positions` (numbers in its tsvector) marked. */
export function markAll(text: string, positions: number[]): Highlighted {
  const wanted = new Set(positions);
  const marked = Array.from(spans(text)).filter((span) => wanted.has(span.position));
  return piecesOf(text, 0, text.length, marked, false);
}

/** The longest run before a word that is taken as part of it: text without spaces is not one word. */
const maxWordJoin = 32;

/**
 * A word of the index may be part of one a reader sees ("dose" in "high-dose", "s" in
 * "patient's"): a snippet opens where that whole word does, after whitespace.
 */
function wholeWordStart(text: string, start: number): number {
  for (let index = start; index > 0 && start - index <= maxWordJoin; index -= 1) {
    if (/\s/.test(text.charAt(index - 1))) return index;
  }
  return start - maxWordJoin > 0 ? start : 0;
}

/**
 * About two dozen words around the most matches, marked; null when no word matches (then the
 * caller shows the opening). The cut falls between grapheme clusters.
 */
export function markSnippet(text: string, positions: number[]): Highlighted | null {
  const wanted = new Set(positions);
  // Words past the last match and a snippet's length beyond it are never shown: not read.
  const needed = Math.max(0, ...positions) + snippetWords + 1;
  const words: Span[] = [];
  for (const span of spans(text)) {
    words.push(span);
    if (span.position >= needed) break;
  }
  const matched = words.flatMap((word, index) => (wanted.has(word.position) ? [index] : []));
  if (matched.length === 0) return null;
  let first = 0;
  if (words.length > snippetWords) {
    let best = -1;
    for (const index of matched) {
      const start = Math.max(0, Math.min(index - leadWords, words.length - snippetWords));
      const count = matched.filter((other) => other >= start && other < start + snippetWords).length;
      if (count > best) {
        best = count;
        first = start;
      }
    }
  }
  const last = Math.min(words.length, first + snippetWords) - 1;
  const segments = graphemes.segment(text);
  const wordStart = first === 0 ? 0 : (segments.containing(words[first]?.start ?? 0)?.index ?? 0);
  const from = wholeWordStart(text, wordStart);
  const endWord = words[last];
  const endSegment = endWord && last < words.length - 1 ? segments.containing(endWord.end - 1) : undefined;
  const to = endSegment ? endSegment.index + endSegment.segment.length : text.length;
  const inWindow = words.slice(first, last + 1).filter((word) => wanted.has(word.position));
  return piecesOf(text, from, to, inWindow, true);
}

export const plain = (text: string): Highlighted => (text ? [{ text, match: false }] : []);

/** The first words of a text, cut at a word, for a snippet without a match. */
export function opening(text: string, maxLength = 160): Highlighted | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= maxLength) return plain(flat);
  // Text without spaces (Japanese) is cut between grapheme clusters instead.
  const cut = graphemes.segment(flat).containing(maxLength)?.index ?? maxLength;
  const head = flat.slice(0, cut);
  return plain(`${/\s/.test(head) ? head.replace(/\s+\S*$/, '') : head} …`);
}

/** Where a cut at `index` falls, moved on to the end of the grapheme cluster it is inside. */
function clusterEnd(text: string, index: number): number {
  const segment = graphemes.segment(text).containing(index);
  return segment && segment.index < index ? segment.index + segment.segment.length : index;
}

/**
 * Marks in code (for suggestions, where a query per row would cost too much): a word of the
 * label matches when it starts with a typed word (the typed part is marked) or else is one of the
 * words the query was expanded to (corrections, synonyms: the whole word is marked).
 */
export function markTerms(label: string, typed: string[], expanded: string[]): Highlighted {
  const pieces: Highlighted = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += text;
    else pieces.push({ text, match });
  };
  // Han and kana are words a character each, in labels as in the index.
  const split = (words: string[]) => words.flatMap((word) => spaceIdeographs(word).split(' '));
  const typedWords = split(typed);
  const expandedWords = split(expanded);
  let done = 0;
  for (const token of tokens(label)) {
    push(label.slice(done, token.start), false);
    const raw = label.slice(token.start, token.end);
    const [word = ''] = normalizeWords(raw);
    const prefix = typedWords
      .filter((typedWord) => word.startsWith(typedWord))
      .sort((a, b) => b.length - a.length)[0];
    // The typed part of the label: as many characters of the word as the typed word has.
    const cut = prefix ? clusterEnd(raw, Math.min(prefix.length, raw.length)) : 0;
    push(raw.slice(0, cut), true);
    push(raw.slice(cut), !prefix && expandedWords.includes(word));
    done = token.end;
  }
  push(label.slice(done), false);
  return pieces;
}
