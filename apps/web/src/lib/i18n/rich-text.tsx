import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageId } from './i18n.ts';
import { useT, type Values } from './use-t.ts';

const tag = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/gs;

type Components = Record<number, ReactElement<{ children?: ReactNode }>>;

/**
 * A message with elements in it: `<0>words</0>` becomes `components[0]` holding the words, `<0/>`
 * the element as it is. Lingui's `Trans` does the same, but using it pulls its code into the
 * start-up chunk (its module is there for `I18nProvider`); only the pages that need this load it.
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Values;
  components: Components;
}) {
  const t = useT();
  return <RichMarkup text={t(id, values)} components={components} />;
}

/** `RichText` for a message already translated (a catalogue of a feature's own). */
export function RichMarkup({ text, components }: { text: string; components: Components }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(tag)) {
    parts.push(text.slice(at, match.index));
    const [, wrapping, inner, alone] = match;
    const element = components[Number(wrapping ?? alone)];
    if (element) parts.push(alone ? element : cloneElement(element, {}, inner));
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message, never reordered.
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
