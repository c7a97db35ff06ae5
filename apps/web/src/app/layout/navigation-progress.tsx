import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data is on its way. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return busy ? (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
    />
  ) : null;
}
