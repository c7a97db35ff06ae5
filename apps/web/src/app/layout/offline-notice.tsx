import { messages } from '@medshelf/shared/messages';
import { useOnline } from '../../lib/use-online.ts';

export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p
          className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
          data-testid="offline-notice"
        >
          {messages.offline}
        </p>
      )}
    </div>
  );
}
