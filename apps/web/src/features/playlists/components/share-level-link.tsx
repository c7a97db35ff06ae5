import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';

const never = () => () => undefined;

/** The full link to a public level, to copy and send to classmates. */
export function ShareLevelLink({ path }: { path: string }) {
  const t = useT();
  const origin = useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
  const url = `${origin}${path}`;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3">
      <PlaylistIcon name="link" className="size-5 text-brand-800" />
      <p className="min-w-0 flex-1 basis-48 text-sm text-slate-800">
        <span className="font-semibold">{t('playlists.shareLink')} </span>
        <Link to={path} className="break-all text-brand-800 underline">
          {url}
        </Link>
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-10')}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            notify('success', t('playlists.linkCopied'));
          } catch {
            notify('error', t('playlists.linkNotCopied'));
          }
        }}
      >
        {t('playlists.copyLink')}
      </button>
    </div>
  );
}
