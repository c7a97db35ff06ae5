const paths = {
  save: 'M12 4v11m0 0-4-4m4 4 4-4M5 19h14',
  saved: 'm5 12 4.5 4.5L19 7',
  device: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
} as const;

/** The few line icons of the offline feature, drawn with the text colour. */
export function OfflineIcon({
  name,
  className = 'size-5',
}: {
  name: keyof typeof paths;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0 stroke-current`}
      fill="none"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
