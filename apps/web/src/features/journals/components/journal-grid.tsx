import type { JournalCard as JournalCardData } from '@medshelf/shared';
import { useT } from '../../../lib/i18n/use-t.ts';
import { JournalCard, JournalCardSkeleton } from './journal-card.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5';

export function JournalGrid({ journals, label }: { journals: JournalCardData[]; label: string }) {
  return (
    <ul className={gridClass} aria-label={label}>
      {journals.map((journal, index) => (
        <li key={journal.id}>
          <JournalCard journal={journal} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}

export function JournalGridSkeleton({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status">
      <span className="sr-only">{label ?? t('journals.loadingJournals')}</span>
      <div className={gridClass}>
        {Array.from({ length: 10 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart.
          <JournalCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
