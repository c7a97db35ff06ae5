import type { FeedItemDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ShareMenu } from '../../slides/index.ts';
import { FeedDate } from './feed-date.tsx';
import { FeedImage } from './feed-image.tsx';
import { byline } from './feed-item-card.tsx';

/** Styles for the summary's few tags (p, a, em, strong, lists, quotes): links look like links. */
const summaryClass =
  'mt-6 space-y-4 text-lg leading-relaxed text-slate-800 break-words [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/** The article itself: where it is from, who wrote it, its summary, and the way to the original. */
export function FeedItemDetails({ item }: { item: FeedItemDetail }) {
  const t = useT();
  const list = item.kind === 'news' ? paths.news() : paths.article();
  const sourceList = `${list}?source=${encodeURIComponent(item.sourceSlug)}`;
  return (
    <article>
      <header>
        <nav aria-label={t('ui.breadcrumb')} className="mb-2 text-sm text-slate-700">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to={list} className="underline-offset-2 hover:underline">
                {item.kind === 'news' ? t('search.tabNews') : t('search.tabArticles')}
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <span aria-hidden="true">›</span>
              <Link to={sourceList} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                {item.sourceName}
              </Link>
            </li>
          </ol>
        </nav>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {item.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{item.sourceName}</span>
          {item.authors.length ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('feeds.by', { names: byline(item.authors, t) })}</span>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <FeedDate iso={item.publishedAt} />
        </p>
      </header>
      {item.imageUrl ? (
        <FeedImage
          src={item.imageUrl}
          width={1200}
          height={675}
          eager
          className="mt-6 aspect-video h-auto w-full rounded-xl"
        />
      ) : null}
      {item.summaryHtml ? (
        <div
          className={summaryClass}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server cleaned this field when the feed was fetched (sanitize-html: a few text tags, http(s) links only, no scripts, styles, images or handlers); it is the only HTML rendered here.
          dangerouslySetInnerHTML={{ __html: item.summaryHtml }}
        />
      ) : (
        <p className="mt-6 text-lg text-slate-800">{item.summary}</p>
      )}
      <p className="mt-6 text-sm text-slate-600">{t('feeds.summaryNote', { source: item.sourceName })}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'text-base')}
        >
          {t('feeds.readFull', { source: item.sourceName })}
          <span className="sr-only"> {t('ui.opensNewTab')}</span>
        </a>
        <ShareMenu path={paths.articleDetails(item, item.sourceSlug)} title={item.title} />
      </div>
    </article>
  );
}
