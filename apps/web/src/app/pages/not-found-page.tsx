import { ContentNotFound } from '../../components/states/content-not-found.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export function NotFoundPage() {
  const t = useT();
  return (
    <ContentNotFound
      title={t('app.pageNotFound')}
      description={t('app.notFoundDescription')}
      backTo="/"
      backLabel={t('app.goHome')}
    />
  );
}
