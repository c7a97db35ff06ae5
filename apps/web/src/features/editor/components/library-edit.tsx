import { bookLimits, bookMessages } from '@medshelf/shared/contracts/books';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { type LibraryDetail, type LibraryKind, replaceCover, useItemSaved } from '../api/library-items.ts';
import { precheckCover } from './book-upload-errors.ts';
import type { LibraryNoun } from './library-panel.tsx';
import { ListProblem } from './panel-parts.tsx';
import { isFileRefusal, ReplaceFile } from './replace-file.tsx';

interface LibraryEditLoaderProps<Detail> {
  noun: LibraryNoun;
  query: UseQueryResult<Detail>;
  children(item: Detail): ReactNode;
}

/** The item to edit, once it is in: waiting for the network, loading, or failed until then. */
export function LibraryEditLoader<Detail>({ noun, query, children }: LibraryEditLoaderProps<Detail>) {
  const t = useT();
  if (query.isPending && query.fetchStatus === 'paused') {
    return <p className="text-slate-700">{t(`editor.${noun}.offlineOne` as const)}</p>;
  }
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t(`editor.${noun}.loadingOne` as const)}</span>
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (query.isError) return <ListProblem message={query.error.message} onRetry={() => query.refetch()} />;
  return children(query.data);
}

interface LibraryEditProps<Kind extends LibraryKind> {
  kind: Kind;
  item: LibraryDetail<Kind>;
  name: string;
  onDone(): void;
  /** The details form: its fields, what to do on submit, and a message about the whole form. */
  details: {
    fields: ReactNode;
    onSubmit: FormEventHandler<HTMLFormElement>;
    pending: boolean;
    alert: string | null;
  };
  coverHint: string;
  /** Sections between the details and the cover (a book's PDF). */
  children?: ReactNode;
}

/** Edit a book or a journal: its details (saved as a patch), any files of its own, and its cover. */
export function LibraryEdit<Kind extends LibraryKind>({
  kind,
  item,
  name,
  onDone,
  details,
  coverHint,
  children,
}: LibraryEditProps<Kind>) {
  const headingId = useId();
  const t = useT();
  const serverText = useServerText();
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = useItemSaved(kind);
  // Kept here too: a journal whose slug was just changed is no longer the one its query reads.
  const [cover, setCover] = useState(item.cover);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-8 rounded-xl border border-brand-700 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-slate-900"
        >
          {t('editor.editNamed', { name })}
        </h3>
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          {t('editor.backToList')}
        </button>
      </div>
      <form onSubmit={details.onSubmit} noValidate className="space-y-6" aria-labelledby={headingId}>
        {details.fields}
        <FormAlert message={details.alert === null ? null : serverText(details.alert)} />
        <button type="submit" className={buttonClass('primary')} disabled={details.pending}>
          {details.pending ? t('editor.saving') : t('editor.saveChanges')}
        </button>
      </form>
      {children}
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <h4 className="font-semibold text-slate-900">{t('editor.cover')}</h4>
        {cover ? (
          <img
            src={cover.url}
            alt={t('editor.coverOf', { name })}
            width={cover.width}
            height={cover.height}
            loading="lazy"
            className="h-auto w-24 rounded-lg border border-slate-200"
          />
        ) : (
          <p className="text-sm text-slate-700">{t('editor.noCover')}</p>
        )}
        <ReplaceFile
          label={t('editor.newCover')}
          hint={coverHint}
          accept={bookLimits.acceptCover}
          action={t('editor.uploadCover')}
          required={serverText(bookMessages.coverRequired)}
          done={t('editor.coverSaved')}
          precheck={precheckCover}
          send={(file, options) => replaceCover(kind, { id: item.id, file }, options)}
          isFileProblem={isFileRefusal}
          onSaved={(detail) => {
            setCover(detail.cover);
            void saved(detail);
          }}
        />
      </div>
    </section>
  );
}
