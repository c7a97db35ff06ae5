import type { PublicProfile } from '@medshelf/shared';
import { useT } from '../../../lib/i18n/use-t.ts';

const networks = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'twitter', label: 'X (Twitter)' },
] as const;

/** Only web addresses become links: never a javascript: or data: URL, whatever got stored. */
const isWebAddress = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

/** The member's social links; user-supplied, so they neither pass rank nor reach back (rel). */
export function SocialLinks({ details, name }: { details: PublicProfile['details']; name: string }) {
  const t = useT();
  const links = networks.filter((network) => isWebAddress(details[network.key]));
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('profile.elsewhere', { name })} className="flex flex-wrap gap-2">
      {links.map((network) => (
        <li key={network.key}>
          <a
            href={details[network.key]}
            target="_blank"
            rel="noopener nofollow ugc"
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {network.label}
            <span className="sr-only"> {t('ui.opensNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
