import { paths } from '@medshelf/shared/routes';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';

/** The date shown on the terms, privacy and copyright pages; change it whenever their text changes. */
export const policiesUpdated = { dateTime: '2026-11-22' } as const;

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

const relatedPages: { label: MessageId; to: string }[] = [
  { label: 'static.terms', to: paths.terms() },
  { label: 'static.privacy', to: paths.privacy() },
  { label: 'static.dmca', to: paths.dmca() },
  { label: 'static.about', to: paths.about() },
];

interface LegalPageProps {
  title: string;
  description: string;
  updated?: { dateTime: string };
  children: ReactNode;
}

/** The shared layout of the static pages (terms, privacy, copyright, about): one h1, then h2 sections. */
export function LegalPage({ title, description, updated, children }: LegalPageProps) {
  const t = useT();
  const language = useLanguageCode();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  const others = relatedPages.filter((page) => page.to !== current);

  return (
    <PageContainer narrow>
      <PageMeta title={title} description={description} />
      <PageHeader
        title={title}
        description={description}
        crumbs={[{ label: t('static.home'), to: paths.home() }, { label: title }]}
      />
      {updated ? (
        <p className="-mt-3 mb-8 text-sm text-slate-600">
          {t('static.lastUpdated')}{' '}
          <time dateTime={updated.dateTime}>{formatDate(updated.dateTime, language)}</time>
        </p>
      ) : null}
      <div className="space-y-10 text-base leading-7 text-slate-700">{children}</div>
      <nav aria-labelledby="related-pages-heading" className="mt-12 border-t border-slate-200 pt-6">
        <h2 id="related-pages-heading" className="text-base font-semibold text-slate-900">
          {t('static.relatedPages')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {others.map((page) => (
            <li key={page.to}>
              <Link className={linkClass} to={page.to}>
                {t(page.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageContainer>
  );
}

interface SectionProps {
  /** Anchor for deep links, e.g. /aboutus#contact. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section (h2) of a static page. */
export function Section({ id, title, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled block (h3) inside a Section. */
export function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** A bulleted (or numbered) list; pass <li> elements as children. */
export function List({ ordered = false, children }: { ordered?: boolean; children: ReactNode }) {
  const className = `space-y-2 pl-6 marker:text-slate-600 ${ordered ? 'list-decimal' : 'list-disc'}`;
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

/** A short highlighted summary, e.g. "In short" at the top of a policy. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="text-slate-800">{children}</div>
    </div>
  );
}

/** An internal link styled for running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={linkClass} to={to}>
      {children}
    </Link>
  );
}

/** A mailto link whose visible text is the address itself. */
export function MailLink({ address }: { address: string }) {
  return (
    <a className={`${linkClass} break-words`} href={`mailto:${address}`}>
      {address}
    </a>
  );
}
