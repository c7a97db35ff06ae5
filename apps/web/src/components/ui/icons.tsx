/** Small line icons for the viewer and its actions; decorative, the buttons carry the words. */
const paths = {
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 6l6 6-6 6',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  compress: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  pages: 'M4 5h6v6H4zM14 5h6v6h-6zM4 15h6v4H4zM14 15h6v4h-6z',
  scroll: 'M6 3h12v7H6zM6 14h12v7H6z',
  fitWidth: 'M3 7h18v10H3zM7 12H3m4 0-2-2m2 2-2 2M17 12h4m-4 0 2-2m-2 2 2 2',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  heart:
    'M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1 4.1 2.3h3C14.3 6 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z',
  share: 'M12 15V4M8 8l4-4 4 4M5 12v7h14v-7',
  download: 'M12 4v11M8 11l4 4 4-4M5 20h14',
  flag: 'M5 21V4h11l-1.5 4L16 12H5',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  filled = false,
  className = 'size-5',
}: {
  name: IconName;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
