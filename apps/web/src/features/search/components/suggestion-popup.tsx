import type { Suggestion } from '@medshelf/shared';
import { useEffect, useRef } from 'react';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import type { SuggestionState } from '../hooks/use-search-combobox.ts';
import { HighlightedText } from './highlighted-text.tsx';

interface SuggestionPopupProps {
  listId: string;
  optionId(index: number): string;
  items: Suggestion[];
  active: number;
  expanded: boolean;
  state: SuggestionState;
  query: string;
  onChoose(index: number): void;
}

/** What each kind of suggestion is called before its fact ("Slides · Cardiology"). */
function kindLabel(kind: Suggestion['kind']): MessageId {
  if (kind === 'query') return 'shared.popularSearch.option';
  return `search.suggestionKind.${kind === 'subCategory' ? 'deck' : kind}`;
}

/** What the box says when there is no list to show; also what a screen reader hears. */
export function suggestionMessage(
  state: SuggestionState,
  query: string,
  count: number,
  t: Translate,
): string {
  switch (state) {
    case 'offline':
      return t('search.suggestOffline');
    case 'loading':
      return t('search.suggestLoading');
    case 'failed':
      return t('search.suggestFailed');
    case 'none':
      return t('search.suggestNone', { query });
    case 'shown':
      return t('search.suggestShown', { count });
    default:
      return '';
  }
}

/**
 * The listbox under the nav box. Options are chosen by the input's keys (aria-activedescendant),
 * by mouse or by touch; pressing an option never takes focus from the input.
 */
export function SuggestionPopup(props: SuggestionPopupProps) {
  const { listId, optionId, items, active, expanded, state, query, onChoose } = props;
  const t = useT();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (active < 0) return;
    list.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  const showMessage = !expanded && state !== 'idle';
  return (
    <div
      // Under the box's full width on a phone; on the laptop's bar, wider than the narrow box.
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg md:left-auto md:w-96 md:max-w-[calc(100vw-2rem)]"
      hidden={!expanded && !showMessage}
    >
      {/* The list stays in the page while hidden: the input's aria-controls always points at it. */}
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="max-h-[min(24rem,60vh)] overflow-y-auto py-1"
        // Pressing an option must not move focus out of the input (which would close the list).
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach options through the input (aria-activedescendant); an option never has focus.
          <div
            key={`${item.kind}:${item.href}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onClick={() => onChoose(index)}
            className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 text-sm ${
              index === active
                ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700'
                : 'hover:bg-slate-100'
            }`}
          >
            <span className="truncate text-slate-900">
              <HighlightedText pieces={item.label} />
            </span>
            <span className="truncate text-xs text-slate-700">
              {[t(kindLabel(item.kind)), item.detail].filter(Boolean).join(' · ')}
            </span>
          </div>
        ))}
      </div>
      {showMessage ? (
        // Read out by the box's live region; shown here for sighted users.
        <p aria-hidden="true" className="px-3 py-3 text-sm text-slate-700">
          {suggestionMessage(state, query, items.length, t)}
        </p>
      ) : null}
    </div>
  );
}
