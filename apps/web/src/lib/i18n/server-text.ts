import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { authMessages } from '@medshelf/shared/auth-messages';
import { bookMessages } from '@medshelf/shared/book-messages';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { highlightMessages } from '@medshelf/shared/highlight-limits';
import { defaultLanguage } from '@medshelf/shared/languages';
import { peopleMessages } from '@medshelf/shared/people-limits';
import { readingMessages } from '@medshelf/shared/reading-messages';
import { reportMessages } from '@medshelf/shared/report-messages';
import { requestMessages, waitMessages } from '@medshelf/shared/request-messages';
import { socialMessages } from '@medshelf/shared/social-messages';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { failureMessage, notify } from '../notify.ts';
import type { MessageId } from './i18n.ts';

type Text = string | ((...values: never[]) => string);

/**
 * The shared texts the server answers with (errors, refusals, a deck's processing failure), by
 * group: their English in packages/shared is the source; `server.<group>.<key>` in the pages
 * catalogue holds each language's text (its English is a test-checked copy), with `{0}`, `{1}`…
 * where the English has values. SPEC texts (`messages`) are not here: they stay English.
 */
export const serverTextGroups = {
  request: requestMessages,
  auth: authMessages,
  book: bookMessages,
  report: reportMessages,
  deck: deckMessages,
  people: peopleMessages,
  highlight: {
    noteTooLong: highlightMessages.noteTooLong,
    tooManyWords: highlightMessages.tooManyWords,
    backwards: highlightMessages.backwards,
    pageMissing: highlightMessages.pageMissing,
    noText: highlightMessages.noText,
    wordsMissing: highlightMessages.wordsMissing,
    notFound: highlightMessages.notFound,
    notYours: highlightMessages.notYours,
    pageTextMissing: highlightMessages.pageTextMissing,
  },
  statistics: { notYours: statisticsMessages.notYours },
  reading: { notFound: readingMessages.notFound, pageMissing: readingMessages.pageMissing },
  social: {
    notificationNotFound: socialMessages.notificationNotFound,
    replyTooDeep: socialMessages.replyTooDeep,
    replyParentMissing: socialMessages.replyParentMissing,
    commentNotFound: socialMessages.commentNotFound,
    // Shared with the server's moderation, drawn by the editor's Reports tab.
    reportedComments: socialMessages.reportedComments,
    noReportedComments: socialMessages.noReportedComments,
    removeComment: socialMessages.removeComment,
  },
} satisfies Record<string, Record<string, Text>>;

/**
 * Texts the server puts inside another as a value ("a minute" in "Please wait a minute and try
 * again"): looked up only as a value of a known text, never as a whole answer.
 */
export const serverValueGroups = {
  wait: waitMessages,
} satisfies Record<string, Record<string, Text>>;

interface Known {
  id: MessageId;
  /** For a text with values: the English with each value caught by a group. */
  pattern?: RegExp;
}

const mark = (index: number) => `⟦${index}⟧`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface KnownTexts {
  exact: Map<string, Known>;
  patterns: Known[];
}

function collect(groups: Record<string, Record<string, Text>>): KnownTexts {
  const exact = new Map<string, Known>();
  const patterns: Known[] = [];
  for (const [group, texts] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(texts)) {
      const id = `server.${group}.${key}` as MessageId;
      if (typeof text === 'string') {
        exact.set(text, { id });
        continue;
      }
      // Called with markers in place of its values, a text function spells its own pattern.
      const marked = (text as (...values: string[]) => string)(
        ...Array.from({ length: text.length }, (_, index) => mark(index)),
      );
      const source = escapeRegExp(marked).replace(/⟦\d+⟧/g, '(.+?)');
      patterns.push({ id, pattern: new RegExp(`^${source}$`, 's') });
    }
  }
  return { exact, patterns };
}

/** Every server text by its English, built once on first use: whole answers, and values. */
let known: { answers: KnownTexts; values: KnownTexts } | undefined;

function knownTexts() {
  known ??= { answers: collect(serverTextGroups), values: collect(serverValueGroups) };
  return known;
}

function lookUp(i18n: I18n, text: string, { exact, patterns }: KnownTexts): string | undefined {
  const found = exact.get(text);
  if (found) return i18n._(found.id);
  for (const { id, pattern } of patterns) {
    const match = pattern?.exec(text);
    if (!match) continue;
    const values = match.slice(1).map((value) => lookUp(i18n, value, knownTexts().values) ?? value);
    return i18n._(id, Object.fromEntries(values.entries()));
  }
  return undefined;
}

/** A text from the server in the interface's language; a text not known here stays as it came. */
export function translateServerText(i18n: I18n, text: string): string {
  if (i18n.locale === defaultLanguage) return text;
  return lookUp(i18n, text, knownTexts().answers) ?? text;
}

/** `translateServerText` for components: what a failed request said, in the chosen language. */
export function useServerText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => translateServerText(i18n, text);
}

/** `notifyFailure` in the interface language: a toast saying what failed, and why. */
export function useNotifyFailure(): (error: unknown) => void {
  const serverText = useServerText();
  return (error) => notify('error', serverText(failureMessage(error)));
}
