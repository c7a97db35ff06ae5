import { useServerText } from '../../lib/i18n/server-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** A part of the page that could not load, read out at once, with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  const serverText = useServerText();
  return (
    <p role="alert" className="text-slate-700">
      {serverText(message)}{' '}
      <button type="button" className="min-h-11 font-semibold text-brand-800 underline" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </p>
  );
}
