import type { Feed, JournalCard } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useT } from '../../../lib/i18n/use-t.ts';
import { LibraryRow } from './library-row.tsx';

interface JournalRowProps {
  journal: JournalCard;
  feed: Feed | undefined;
  onEdit(): void;
}

/** One journal in the editor's list: publisher, subject and the feed it is linked to. */
export function JournalRow({ journal, feed, onEdit }: JournalRowProps) {
  const t = useT();
  return (
    <LibraryRow
      kind="journals"
      item={journal}
      name={journal.name}
      coverClass="aspect-[3/4] object-cover"
      viewPath={paths.journalDetails(journal.slug)}
      consequences={t('editor.journal.consequences')}
      onEdit={onEdit}
    >
      <p className="text-sm text-slate-700">
        {[journal.publisher, journal.issn ? `ISSN ${journal.issn}` : ''].filter(Boolean).join(' · ') ||
          t('editor.journal.noPublisher')}
      </p>
      <p className="text-sm text-brand-800">{journal.subject.name}</p>
      <p className="text-sm break-words text-slate-700">
        {feed ? (
          <>
            {t('editor.journal.feedLabel')}{' '}
            <span className="font-medium text-slate-900">{feed.sourceName}</span>
          </>
        ) : journal.feedId ? (
          t('editor.journal.feedLinked')
        ) : (
          t('editor.journal.noFeedLinked')
        )}
      </p>
    </LibraryRow>
  );
}
