import type { JournalArticle, JournalDetail } from '@medshelf/shared';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

function ArticleItem({ article }: { article: JournalArticle }) {
  const t = useT();
  const format = useFormat();
  const authors = article.authors.slice(0, 3).join(', ') + (article.authors.length > 3 ? ' et al.' : '');
  return (
    <li className="border-b border-slate-200 py-4 last:border-b-0">
      <article>
        <h3 className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={article.path} className="underline-offset-2 hover:text-brand-800 hover:underline">
            {article.title}
          </Link>
        </h3>
        {authors || article.publishedAt ? (
          <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-700">
            {authors ? <span>{authors}</span> : null}
            {authors && article.publishedAt ? <span aria-hidden="true">·</span> : null}
            {article.publishedAt ? (
              <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
            ) : null}
          </p>
        ) : null}
        {article.summary ? (
          <p className="mt-2 max-w-prose break-words text-slate-800">{article.summary}</p>
        ) : null}
        <a
          href={article.link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block py-3 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('journals.readOriginal')}
          <span className="sr-only"> {t('journals.readOriginalOf', { title: article.title })}</span>
        </a>
      </article>
    </li>
  );
}

/** The journal's latest articles from its feed; each opens here and links to the original. */
export function JournalArticles({ journal }: { journal: JournalDetail }) {
  const t = useT();
  const articles = journal.latestArticles;
  return (
    <section aria-labelledby="journal-articles" className="mt-10">
      <h2 id="journal-articles" className="text-xl font-bold text-slate-900">
        {t('journals.latest')}
      </h2>
      {articles.length ? (
        <ol className="mt-2">
          {articles.map((article) => (
            <ArticleItem key={article.id} article={article} />
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-700">
          {journal.feedId ? t('journals.noArticles') : t('journals.notListed')}
          {journal.homepage ? ` ${t('journals.websiteHasAll')}` : ''}
        </p>
      )}
    </section>
  );
}
