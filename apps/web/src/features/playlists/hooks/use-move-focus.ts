import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';

export type MoveDirection = 'up' | 'down';

/**
 * Move up / Move down for a list: the new order of ids, a sentence for screen readers, and the
 * focus kept on the button that was pressed while its row moves (a moved element loses focus).
 */
export function useMoveFocus<Item extends { id: string }>(
  items: readonly Item[],
  nameOf: (item: Item) => string,
  onMove: (ids: string[]) => void,
) {
  const t = useT();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    if (!items.length || !focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [items]);

  const move = (item: Item, direction: MoveDirection) => {
    const ids = items.map((entry) => entry.id);
    const from = ids.indexOf(item.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    focusNext.current = `${item.id}:${direction}`;
    setAnnouncement(t('playlists.moved', { name: nameOf(item), position: to + 1, count: ids.length }));
    onMove(ids);
  };

  const buttonRef = useCallback(
    (id: string, direction: MoveDirection) => (element: HTMLButtonElement | null) => {
      const key = `${id}:${direction}`;
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    [],
  );

  return { move, buttonRef, announcement };
}
