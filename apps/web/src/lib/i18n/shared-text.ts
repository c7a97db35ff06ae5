import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { defaultLanguage } from '@medshelf/shared/languages';
import type { MessageId } from './i18n.ts';
import { serverTextGroups } from './server-text.ts';
import type { SharedTextGroup, sharedTextGroups } from './shared-text-groups.ts';

/**
 * The shared texts the web draws itself (the player's toolbar, the embed dialog, notification
 * sentences…), by group. Their English in packages/shared is the source and is what English
 * shows; each language's text is looked up by key, nested keys joined by dots. A text the server
 * also answers with keeps its `server.` id (server-text.ts), one entry for both; the rest are `shared.`.
 * A caller passes the group's object itself, so a page's code holds only the groups it draws
 * (the notification bell is start-up code). shared-text-groups.ts lists them all for the test.
 */
/** A group of texts as the interface shows them: same shape, every text in the chosen language. */
export type Translated<T> = T extends string
  ? string
  : T extends (...values: infer Values) => string
    ? (...values: Values) => string
    : { readonly [Key in keyof T]: Translated<T[Key]> };

type Text = string | ((...values: never[]) => string);
interface Texts {
  [key: string]: Text | Texts;
}

/** The catalogue id of a shared text, `path` being its keys below the group. */
export function sharedTextId(group: string, path: string[]): MessageId {
  const answers: Record<string, unknown> | undefined = (
    serverTextGroups as Record<string, Record<string, unknown>>
  )[group];
  const [key] = path;
  const answered = path.length === 1 && key !== undefined && answers !== undefined && key in answers;
  return `${answered ? 'server' : 'shared'}.${group}.${path.join('.')}` as MessageId;
}

/** Calls `visit` for every text of a group with its keys; the test walks the catalogue with it. */
export function eachSharedText(
  texts: Texts,
  visit: (path: string[], text: Text) => void,
  path: string[] = [],
) {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'object') eachSharedText(value, visit, [...path, key]);
    else visit([...path, key], value);
  }
}

function translate(i18n: I18n, group: string, texts: Texts, path: string[]): Texts {
  const translated: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const at = [...path, key];
    if (typeof value === 'object') {
      translated[key] = translate(i18n, group, value, at);
      continue;
    }
    const id = sharedTextId(group, at);
    translated[key] =
      typeof value === 'string'
        ? i18n._(id)
        : (...values: (string | number)[]) => i18n._(id, Object.fromEntries(values.entries()));
  }
  return translated;
}

// Built once per instance, language and group: a render only picks the ready object.
const built = new WeakMap<I18n, Map<string, unknown>>();

/** A group of shared texts (`source`, its English) in `i18n`'s language, for code outside components. */
export function sharedText<Group extends SharedTextGroup, Source extends (typeof sharedTextGroups)[Group]>(
  i18n: I18n,
  group: Group,
  source: Source,
): Translated<Source> {
  // English is the shared object itself: a text function's branches ("1 deck") stay its own.
  let result: unknown = source;
  if (i18n.locale !== defaultLanguage) {
    const byKey = built.get(i18n) ?? new Map<string, unknown>();
    built.set(i18n, byKey);
    const cacheKey = `${i18n.locale}:${group}`;
    result = byKey.get(cacheKey) ?? translate(i18n, group, source, []);
    byKey.set(cacheKey, result);
  }
  return result as Translated<Source>;
}

/** `sharedText` for components: re-renders in the new language when it changes. */
export function useSharedText<Group extends SharedTextGroup, Source extends (typeof sharedTextGroups)[Group]>(
  group: Group,
  source: Source,
): Translated<Source> {
  const { i18n } = useLingui();
  return sharedText(i18n, group, source);
}
