import { formats, ideographs, marks, separators } from './word-classes.ts';

/**
 * How text is split into words, here and in the database (search_prepare in migration 0009):
 * a word is a run of letters, combining marks and digits of any script (Devanagari matras and
 * viramas stay in their word); format characters (zero-width joiners, soft hyphens) are
 * dropped without splitting; marks with no letter before them are dropped; Han and kana,
 * written without spaces, give a word per character (a query's run of them becomes a phrase).
 * Punctuation splits, so "Tecnick.com" and "beta-blocker" are two words each. The database
 * numbers the words it keeps 1, 2, 3… in a tsvector; `tokens` numbers them the same way, which
 * is how matches found there are marked here.
 */

const bracket = (encoded: string) =>
  encoded
    .split(' ')
    .map((range) =>
      range
        .split('-')
        .map((code) => `\\u{${code}}`)
        .join('-'),
    )
    .join('');

const runPattern = new RegExp(`[^${bracket(separators)}]+`, 'gu');
const formatPattern = new RegExp(`[${bracket(formats)}]`, 'gu');
const leadingMarks = new RegExp(`^[${bracket(marks)}${bracket(formats)}]+`, 'u');
const ideographPattern = new RegExp(`[${bracket(ideographs)}]`, 'u');
const ideographSplit = new RegExp(`([${bracket(ideographs)}])`, 'u');
const everyIdeograph = new RegExp(`[${bracket(ideographs)}]`, 'gu');

/** Words of this many UTF-8 bytes or more are skipped by PostgreSQL's parser, position and all. */
const maxWordBytes = 2047;

export interface Token {
  /** Where the word is in the text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
  /** The word as the database's parser receives it: NFC, lower case, without format characters. */
  word: string;
  /** Its number in the database's tsvector of the same text. */
  position: number;
}

const prepared = (raw: string) => raw.replace(formatPattern, '').normalize('NFC').toLowerCase();

/** The words of a text with their places in it. */
export function tokens(text: string): Token[] {
  const found: Token[] = [];
  const push = (start: number, end: number) => {
    const word = prepared(text.slice(start, end));
    if (word.length === 0 || Buffer.byteLength(word) >= maxWordBytes) return;
    found.push({ start, end, word, position: found.length + 1 });
  };
  for (const run of text.matchAll(runPattern)) {
    const lead = leadingMarks.exec(run[0])?.[0].length ?? 0;
    let start = run.index + lead;
    // Split's odd parts are the ideographs, each a word; the parts between them are words too.
    for (const part of run[0].slice(lead).split(ideographSplit)) {
      if (part.length > 0) push(start, start + part.length);
      start += part.length;
    }
  }
  return found;
}

const hasIdeographs = (word: string) => ideographPattern.test(word);

/** A word with its Han and kana spaced out: the words the database indexes it as. */
export const spaceIdeographs = (word: string) =>
  hasIdeographs(word) ? word.replace(everyIdeograph, ' $& ').trim().replace(/ +/g, ' ') : word;

// unaccent removes these marks after Latin and Greek letters (and maps ё to е); other scripts'
// marks carry meaning and stay.
const latinAccents = /(?<=[\p{Script=Latin}\p{Script=Greek}])[\u0300-\u036f]+/gu;
const unaccented = (word: string) =>
  word.normalize('NFD').replace(latinAccents, '').normalize('NFC').replaceAll('ё', 'е');

/**
 * Words as the vocabulary holds them: as `tokens` gives them, accents of Latin and Greek
 * removed, and a run of Han or kana kept together as one word.
 */
export function normalizeWords(text: string): string[] {
  const words: string[] = [];
  let previous: Token | undefined;
  for (const token of tokens(text)) {
    const word = unaccented(token.word);
    const joined = previous && previous.end === token.start && hasIdeographs(previous.word + token.word);
    if (joined && words.length > 0) words[words.length - 1] += word;
    else words.push(word);
    previous = token;
  }
  return words;
}
