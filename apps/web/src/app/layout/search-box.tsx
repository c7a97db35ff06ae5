import type { Suggestion } from '@medshelf/shared';
import { paths, routePatterns } from '@medshelf/shared/routes';
import { useCallback, useId, useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { SuggestionPopup, suggestionMessage, useSearchCombobox } from '../../features/search/index.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The words of the results page on screen, so the box shows what was searched; leaving the
 * results page empties it.
 */
function useQueryText() {
  const routeText = useMatch(routePatterns.search)?.params.searchText ?? null;
  const [text, setText] = useState(routeText ?? '');
  const [shownFor, setShownFor] = useState(routeText);
  if (routeText !== shownFor) {
    setShownFor(routeText);
    setText(routeText ?? '');
  }
  return [text, setText] as const;
}

/**
 * The navigation's search box: suggestions as you type (an ARIA 1.2 combobox), Enter opens
 * the results page for what was typed, choosing a suggestion opens it.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const [text, setText] = useQueryText();
  const combobox = useSearchCombobox({
    text,
    onChoose: (suggestion: Suggestion) => {
      setText('');
      navigate(suggestion.href);
    },
  });
  const { items, active, expanded, state } = combobox;

  return (
    <search className={`relative ${className}`}>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const query = text.trim();
          if (query) navigate(paths.search(query));
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('nav.searchLabel')}
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 fill-slate-500"
        >
          <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 1.8a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Z" />
        </svg>
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('nav.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            combobox.onInput();
          }}
          onKeyDown={combobox.onKeyDown}
          onFocus={combobox.onFocus}
          onBlur={combobox.close}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-600"
        />
      </form>
      <p role="status" className="sr-only">
        {suggestionMessage(state, combobox.query, items.length, t)}
      </p>
      <SuggestionPopup
        listId={listId}
        optionId={optionId}
        items={items}
        active={active}
        expanded={expanded}
        state={state}
        query={combobox.query}
        onChoose={combobox.choose}
      />
    </search>
  );
}
