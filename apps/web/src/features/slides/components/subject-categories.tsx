import type { TaxonomyResponse } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appLinkAttribute } from '../../../lib/app-links.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePreferredSubjects } from '../../preferences/index.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';

interface SubjectCategoriesProps {
  /**
   * Only these subjects (an empty list: every subject); without it, the visitor's subjects, or
   * every subject without a preference.
   */
  subjects?: string[];
  headingLevel: 2 | 3;
}

function visibleSubjects(
  taxonomy: TaxonomyResponse,
  subjects: string[] | undefined,
  preferred: string[] | null,
) {
  const shown = subjects ?? preferred;
  if (shown?.length) return taxonomy.subjects.filter((s) => shown.includes(s.slug));
  return taxonomy.subjects;
}

/**
 * A subject's disclosure, opened when `open` becomes true and otherwise left as the reader set it
 * (a subject opened before the app started stays open). Hydration keeps the server's attributes,
 * and the visitor's subjects (kept in this browser) are known only here: the attribute alone
 * would leave their subjects closed.
 */
function SubjectDisclosure({ open, children }: { open: boolean; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (open && details.current) details.current.open = true;
  }, [open]);
  return (
    <details ref={details} open={open} className="group">
      {children}
    </details>
  );
}

type Subject = TaxonomyResponse['subjects'][number];
type Category = TaxonomyResponse['categories'][number];

/**
 * One subject's disclosure. A component of its own, not markup written in the list's render: its
 * elements are made when its part renders, in that part's task. Written in the list's render, all
 * subjects' elements (some 250) were made at once, in one task, before any subject's turn came.
 */
function SubjectSection({
  subject,
  categories,
  open,
  headingLevel,
}: {
  subject: Subject;
  categories: Category[];
  open: boolean;
  headingLevel: 2 | 3;
}) {
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <SubjectDisclosure open={open}>
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 py-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <Heading id={`subject-${subject.slug}`} className="text-xl font-semibold text-slate-900">
            {subject.name}
          </Heading>
          <span className="mt-0.5 block truncate text-sm text-slate-700">
            {format.list(categories.map((category) => category.name))}
          </span>
        </span>
        <Icon
          name="next"
          className="size-5 shrink-0 text-slate-700 transition-transform group-open:rotate-90"
        />
      </summary>
      <ul className="grid grid-cols-1 gap-4 pt-1 pb-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.slug} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <SubHeading className="font-semibold text-slate-900">{category.name}</SubHeading>
            <ul className="mt-2 flex flex-wrap gap-2">
              {category.subCategories.map((sub) => (
                <li key={sub.slug}>
                  <a
                    href={paths.slideSubCategory(category.slug, sub.slug)}
                    {...appLinkAttribute}
                    className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm text-brand-900 hover:bg-brand-100"
                  >
                    {sub.name}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SubjectDisclosure>
  );
}

/** Each subject, opened, shows its categories with links to their sub-categories' slide lists. */
export function SubjectCategories({ subjects, headingLevel }: SubjectCategoriesProps) {
  const { data: taxonomy, isPending, isError, fetchStatus, refetch } = useTaxonomy();
  const t = useT();
  const preferred = usePreferredSubjects();

  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('slides.subjectsOffline')}</p>;
  }
  if (isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status">
        <span className="sr-only">{t('slides.loadingSubjects')}</span>
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (isError) {
    return (
      <p className="text-slate-700">
        {t('slides.subjectsFailed')}{' '}
        <button type="button" className="font-semibold text-brand-800 underline" onClick={() => refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    );
  }

  const shown = visibleSubjects(taxonomy, subjects, preferred);
  // A narrowed index (a subject picked, or the visitor's own) opens; the whole one is a short list
  // of subjects to open: drawn open, its hundreds of links were most of the first frame's layout
  // on / and /slide and two thirds of their length on a phone.
  const narrowed = shown.length < taxonomy.subjects.length;
  return (
    <div className="divide-y divide-slate-200 border-y border-slate-200">
      {shown.map((subject) => (
        // The subjects' links are hundreds of elements, plain links the app's one listener
        // navigates (lib/app-links.ts): each subject hydrates in a task of its own.
        <HydrateLater key={subject.slug}>
          <SubjectSection
            subject={subject}
            categories={taxonomy.categories.filter((category) => category.subject === subject.slug)}
            open={narrowed}
            headingLevel={headingLevel}
          />
        </HydrateLater>
      ))}
    </div>
  );
}
