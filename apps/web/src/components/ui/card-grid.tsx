import { Fragment, type ReactNode } from 'react';
import { HydrateLater, HydrateListLater } from '../../lib/hydrate-later.tsx';

interface CardGridProps<Item extends { id: string }> {
  items: readonly Item[];
  /** The grid's columns and gaps. */
  className: string;
  label?: string;
  renderItem(item: Item, index: number): ReactNode;
}

/** A list of cards laid out as a grid, one list item each, the list and each card hydrated on their own. */
export function CardGrid<Item extends { id: string }>({
  items,
  className,
  label,
  renderItem,
}: CardGridProps<Item>) {
  return (
    <HydrateListLater itemIds={items.map((item) => item.id)}>
      <ul className={className} aria-label={label}>
        {items.map((item, index) => (
          <HydrateLater key={item.id}>
            <li>{renderItem(item, index)}</li>
          </HydrateLater>
        ))}
      </ul>
    </HydrateListLater>
  );
}

interface CardGridSkeletonProps {
  className: string;
  count: number;
  /** Read out while the cards load. */
  label: string;
  placeholder: ReactNode;
}

/** The grid's shape while its cards load. */
export function CardGridSkeleton({ className, count, label, placeholder }: CardGridSkeletonProps) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={className}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart.
          <Fragment key={index}>{placeholder}</Fragment>
        ))}
      </div>
    </div>
  );
}
