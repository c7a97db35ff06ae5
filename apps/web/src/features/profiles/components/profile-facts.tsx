import type { PublicProfile } from '@medshelf/shared';
import { formatterFor, siteTimeZone } from '../../../lib/format.ts';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';

const monthYear = formatterFor(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: siteTimeZone }),
);

/** The details a member filled in, as label–value pairs; those left empty are not shown. */
export function ProfileFacts({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const language = useLanguageCode();
  const { details } = profile;
  const joined = new Date(profile.joinedAt);
  const facts = [
    { label: t('profile.education'), value: details.education },
    { label: t('profile.work'), value: details.working },
    { label: t('profile.joinedCourse'), value: details.joinedDate },
    { label: t('profile.languages'), value: details.language },
    { label: t('profile.gender'), value: details.gender },
    { label: t('profile.alsoKnownAs'), value: details.nickname },
    {
      label: t('profile.memberSince'),
      value: Number.isNaN(joined.getTime()) ? '' : monthYear(language).format(joined),
    },
  ].filter((fact) => fact.value.trim() !== '');
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-sm text-slate-600">{fact.label}</dt>
          <dd className="break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
