import type { Highlighted } from '@medshelf/shared';
import { type SQL, sql } from 'drizzle-orm';
import { normalizeWords } from './query-text.ts';

// ts_headline marks matches with these; they are removed from the text first, so every marker
// in its output is one ts_headline put there. The output is then only ever split into pieces of
// plain text: nothing in a title or a page can become markup.
const start = '\u0001';
const stop = '\u0002';

const clean = (text: SQL) => sql`translate(${text}, ${start + stop}, '')`;
const titleOptions = `HighlightAll=true, StartSel=${start}, StopSel=${stop}`;
const snippetOptions = `MaxWords=24, MinWords=10, ShortWord=3, MaxFragments=1, StartSel=${start}, StopSel=${stop}`;

/** The whole text with its matches marked. */
export const markAll = (text: SQL, query: SQL) =>
  sql`ts_headline('medshelf', ${clean(text)}, ${query}, ${titleOptions})`;

/** A few words around the best match, marked. */
export const markSnippet = (text: SQL, query: SQL) =>
  sql`ts_headline('medshelf', ${clean(text)}, ${query}, ${snippetOptions})`;

/** ts_headline's output as pieces; whitespace runs (page text has line breaks) become one space. */
export function piecesOf(marked: string): Highlighted {
  const pieces: Highlighted = [];
  const push = (text: string, match: boolean) => {
    const flat = text.replace(/\s+/g, ' ');
    if (flat.length === 0) return;
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += flat;
    else pieces.push({ text: flat, match });
  };
  for (const [index, part] of marked.split(start).entries()) {
    if (index === 0) {
      push(part, false);
      continue;
    }
    const [matched = '', rest = ''] = part.split(stop);
    push(matched, true);
    push(rest, false);
  }
  const first = pieces[0];
  if (first) first.text = first.text.trimStart();
  const last = pieces.at(-1);
  if (last) last.text = last.text.trimEnd();
  return pieces.filter((piece) => piece.text.length > 0);
}

export const plain = (text: string): Highlighted => (text ? [{ text, match: false }] : []);

/** The first words of a text, cut at a word, for a snippet without a match. */
export function opening(text: string, maxLength = 160): Highlighted | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= maxLength) return plain(flat);
  return plain(`${flat.slice(0, maxLength).replace(/\s+\S*$/, '')} …`);
}

/**
 * Marks in code (for suggestions, where ts_headline per row would cost too much): a word of the
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
  for (const token of label.split(/([\p{L}\p{N}]+)/u)) {
    const [word] = normalizeWords(token);
    if (!word || normalizeWords(token).length !== 1) {
      push(token, false);
      continue;
    }
    const prefix = typed
      .filter((typedWord) => word.startsWith(typedWord))
      .sort((a, b) => b.length - a.length)[0];
    // The typed part of the label: as many characters of the token as the typed word has.
    if (prefix && token.length >= prefix.length) {
      push(token.slice(0, prefix.length), true);
      push(token.slice(prefix.length), false);
    } else push(token, expanded.includes(word));
  }
  return pieces;
}
