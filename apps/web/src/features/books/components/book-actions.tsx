import type { BookDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ShareMenu } from '../../slides/index.ts';
import { bookReader } from './book-reader-part.ts';

// The reader's code starts coming as a finger or pointer reaches the link, before the click.
const prefetchReader = () => void bookReader.preload().catch(() => undefined);

interface BookActionsProps {
  book: BookDetail;
  readerOpen: boolean;
}

/**
 * Read online (the page images, never the PDF), download the PDF, or read it at the publisher
 * when the book is only a link; share. One row that wraps on a phone.
 */
export function BookActions({ book, readerOpen }: BookActionsProps) {
  const t = useT();
  const format = useFormat();
  const readable = book.hasPdf && book.pages.length > 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {readable ? (
        readerOpen ? (
          <Link to={{ search: '' }} className={buttonClass('primary')} replace>
            {t('books.closeReader')}
          </Link>
        ) : (
          // A link, not a button: the open reader has its own address, kept on reload and shared.
          <Link
            to={{ search: '?read=1' }}
            className={buttonClass('primary')}
            onPointerEnter={prefetchReader}
            onFocus={prefetchReader}
          >
            <Icon name="pages" />
            {t('books.readOnline')}
          </Link>
        )
      ) : null}
      {book.downloadUrl ? (
        <a href={book.downloadUrl} download className={buttonClass('secondary')}>
          <Icon name="download" />
          {t('books.downloadPdf')}
          <span className="font-normal text-slate-700">({format.bytes(book.fileSize)})</span>
        </a>
      ) : null}
      {book.externalUrl ? (
        <a
          href={book.externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass(readable ? 'secondary' : 'primary')}
        >
          <Icon name="link" />
          {t('books.readAtPublisher')}
          <span className="sr-only"> {t('ui.opensNewTab')}</span>
        </a>
      ) : null}
      <ShareMenu path={paths.bookDetails(book.id)} title={book.title} />
    </div>
  );
}
