import { useT } from '../../lib/i18n/use-t.ts';

/** Small line icons for playlists and clips; decorative, the buttons carry the words. */
const iconPaths = {
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  folder: 'M3 7V5h6l2 2h10v12H3z',
  save: 'M6 3h12v18l-6-4-6 4zM12 7v6M9 10h6',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  clip: 'M8 4h8v4H8zM6 6H4v15h16V6h-2M8 12h8M8 16h5',
  highlight: 'M9 11l-6 6v3h9l3-3M22 12l-4.6 4.6a2 2 0 0 1-2.8 0l-5.2-5.2a2 2 0 0 1 0-2.8L14 4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

type PlaylistIconName = keyof typeof iconPaths;

export function PlaylistIcon({ name, className = 'size-5' }: { name: PlaylistIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

/** "Public" or "Private" beside a level's name, in words and an icon. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
        isPublic ? 'bg-brand-50 text-brand-900' : 'bg-slate-100 text-slate-700'
      }`}
    >
      <PlaylistIcon name={isPublic ? 'globe' : 'lock'} className="size-3.5" />
      {isPublic ? t('ui.public') : t('ui.private')}
    </span>
  );
}
