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

/** A word's place: where it is in the text (UTF-16 offsets, end exclusive) and its number. */
export interface Span {
  start: number;
  end: number;
  /** Its number in the database's tsvector of the same text. */
  position: number;
}

export interface Token extends Span {
  /** The word as the database's parser receives it: NFC, lower case, without format characters. */
  word: string;
}

const isAscii = (text: string) => /^\p{ASCII}*$/u.test(text);
const asciiRunPattern = /[0-9A-Za-z]+/g;

const prepared = (raw: string) =>
  isAscii(raw) ? raw.toLowerCase() : raw.replace(formatPattern, '').normalize('NFC').toLowerCase();
const onlyFormats = new RegExp(`^[${bracket(formats)}]*$`, 'u');

/**
 * The places of the words of a text, in order, without preparing each word (highlighting needs
 * only places, and stops early): a word is prepared only when it may be too long to index.
 */
export function* spans(text: string): Generator<Span> {
  let position = 0;
  // ASCII text (most of it) has no marks, joiners or ideographs: a plainer pattern, the same words.
  for (const run of text.matchAll(isAscii(text) ? asciiRunPattern : runPattern)) {
    const lead = leadingMarks.exec(run[0])?.[0].length ?? 0;
    let start = run.index + lead;
    const body = run[0].slice(lead);
    // Split's odd parts are the ideographs, each a word; the parts between them are words too.
    for (const part of ideographPattern.test(body) ? body.split(ideographSplit) : [body]) {
      const end = start + part.length;
      const skipped =
        onlyFormats.test(part) ||
        (part.length * 3 >= maxWordBytes && Buffer.byteLength(prepared(part)) >= maxWordBytes);
      if (!skipped) {
        position += 1;
        yield { start, end, position };
      }
      start = end;
    }
  }
}

/** The words of a text with their places in it. */
export const tokens = (text: string): Token[] =>
  Array.from(spans(text), (span) => ({ ...span, word: prepared(text.slice(span.start, span.end)) }));

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
  if (isAscii(text))
    return text
      .toLowerCase()
      .split(/[^0-9a-z]+/)
      .filter((word) => word.length > 0);
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
