import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

/** A thin bar at the top while the next page's code or data is on its way. */
export function NavigationProgress() {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return busy ? (
    <div
      role="progressbar"
      aria-label={t('nav.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
    />
  ) : null;
}
