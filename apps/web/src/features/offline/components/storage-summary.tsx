import { formatBytes } from '../../../lib/format.ts';
import { useStorageUse } from '../api/saved-items.ts';

/** How much the saved decks take, what the whole site takes and what the browser allows it. */
export function StorageSummary({ savedBytes }: { savedBytes: number }) {
  const { data } = useStorageUse();
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <p>
        Saved decks use <strong data-testid="saved-total">{formatBytes(savedBytes)}</strong>.
        {data?.usage != null && data.quota ? (
          <>
            {' '}
            MedShelf uses {formatBytes(data.usage)} of the {formatBytes(data.quota)} this browser allows it.
          </>
        ) : null}
      </p>
      {data && !data.persisted ? (
        <p className="mt-1 text-slate-700">
          If your phone runs very low on space, the browser may clear what is saved here.
        </p>
      ) : null}
    </div>
  );
}
