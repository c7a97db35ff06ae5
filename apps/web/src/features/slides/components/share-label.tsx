import { Icon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** What the Share button shows, before and after its menu's code has loaded. */
export function ShareLabel() {
  const t = useT();
  return (
    <>
      <Icon name="share" />
      {t('deck.share')}
    </>
  );
}
