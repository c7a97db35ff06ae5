import type { Suggestion } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { searchLimits } from '@medshelf/shared/search-limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useOnline } from '../../../lib/use-online.ts';
import { usePopularSearches } from '../api/popular.ts';
import { suggestQuery } from '../api/suggest.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** What the box says about its suggestions; read out politely and shown in the popup. */
export type SuggestionState = 'idle' | 'offline' | 'loading' | 'failed' | 'none' | 'shown';

interface ComboboxOptions {
  text: string;
  onChoose(suggestion: Suggestion): void;
}

/** The words the server is asked about: trimmed, within the limit, from the minimum length. */
function wantedQuery(text: string): string {
  const query = text.trim().slice(0, searchLimits.queryMaxLength);
  return query.length >= searchLimits.suggestMinLength ? query : '';
}

/** A popular search as an option of the list: choosing it opens its results. */
const popularOption = (query: string): Suggestion => ({
  kind: 'query',
  label: [{ text: query, match: false }],
  detail: '',
  href: paths.search(query),
});

/**
 * The state of the nav box's suggestion list (ARIA 1.2 combobox with a listbox popup): open or
 * not, the option chosen with the arrow keys, and the suggestions for what was typed, asked for
 * once typing pauses and only while online (SPEC §7). Focus stays in the input throughout.
 */
export function useSearchCombobox({ text, onChoose }: ComboboxOptions) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = wantedQuery(text);
  const debounced = useDebouncedValue(wanted, searchLimits.suggestDebounceMs);
  const listing = open && online && wanted !== '';
  const suggestions = useQuery({
    ...suggestQuery(debounced),
    // Only words the user has paused on are asked about, never those typed past.
    enabled: listing && debounced === wanted,
    // The list for the last words stays while the next one loads, so it does not flicker per key.
    placeholderData: keepPreviousData,
  });
  // The box focused and empty: what many visitors searched lately, if anything.
  const offeringPopular = open && online && text.trim() === '';
  const popular = usePopularSearches(offeringPopular);
  const items = listing
    ? (suggestions.data?.items ?? [])
    : offeringPopular
      ? (popular.data?.queries ?? []).map(popularOption)
      : [];
  const expanded = open && items.length > 0;

  let state: SuggestionState = 'idle';
  if (offeringPopular && items.length) state = 'shown';
  else if (open && wanted !== '') {
    if (!online) state = 'offline';
    else if (items.length) state = 'shown';
    else if (debounced !== wanted || suggestions.isFetching) state = 'loading';
    else if (suggestions.isError) state = 'failed';
    else if (suggestions.data) state = 'none';
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** Keys of the APG combobox pattern; a key the list uses is kept from the input and the form. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        if (!expanded) {
          event.preventDefault();
          setOpen(true);
        } else move(active >= last ? 0 : active + 1);
        return;
      case 'ArrowUp':
        if (expanded) move(active <= 0 ? last : active - 1);
        return;
      // Home and End move within the list once the arrows are in it; otherwise they move the caret.
      case 'Home':
        if (expanded && active >= 0) move(0);
        return;
      case 'End':
        if (expanded && active >= 0) move(last);
        return;
      case 'Enter': {
        const chosen = expanded ? items[active] : undefined;
        if (chosen) {
          event.preventDefault();
          close();
          onChoose(chosen);
        } else close();
        return;
      }
      case 'Escape':
        // A first Escape closes the list; the browser's own Escape then clears the box.
        if (open && wanted !== '') {
          event.preventDefault();
          close();
        }
        return;
    }
  };

  return {
    items,
    active,
    expanded,
    state,
    query: wanted,
    onKeyDown,
    /** Focus in an empty box opens the list of popular searches. */
    onFocus: () => {
      if (text.trim() === '') setOpen(true);
    },
    /** Typing opens the list again and starts from no option chosen. */
    onInput: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    choose: (index: number) => {
      const chosen = items[index];
      if (!chosen) return;
      close();
      onChoose(chosen);
    },
  };
}
