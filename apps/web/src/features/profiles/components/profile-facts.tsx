import type { PublicProfile } from '@medshelf/shared';
import { siteTimeZone } from '../../../lib/format.ts';

const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: siteTimeZone,
});

/** The details a member filled in, as label–value pairs; those left empty are not shown. */
export function ProfileFacts({ profile }: { profile: PublicProfile }) {
  const { details } = profile;
  const joined = new Date(profile.joinedAt);
  const facts = [
    { label: 'Education', value: details.education },
    { label: 'Work', value: details.working },
    { label: 'Joined their course', value: details.joinedDate },
    { label: 'Languages', value: details.language },
    { label: 'Gender', value: details.gender },
    { label: 'Also known as', value: details.nickname },
    { label: 'Member since', value: Number.isNaN(joined.getTime()) ? '' : monthYear.format(joined) },
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
