import { formatBytes } from '../../../lib/format.ts';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';
import { useStorageUse } from '../api/saved-items.ts';

/** How much the saved decks take, what the whole site takes and what the browser allows it. */
export function StorageSummary({ savedBytes }: { savedBytes: number }) {
  const t = useT();
  const language = useLanguageCode();
  const { data } = useStorageUse();
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <p>
        <RichText
          id="offline.savedUse"
          values={{ size: formatBytes(savedBytes, language) }}
          components={{ 0: <strong data-testid="saved-total" /> }}
        />
        {data?.usage != null && data.quota
          ? ` ${t('offline.siteUses', { used: formatBytes(data.usage, language), quota: formatBytes(data.quota, language) })}`
          : null}
      </p>
      {data && !data.persisted ? <p className="mt-1 text-slate-700">{t('offline.mayClear')}</p> : null}
    </div>
  );
}
