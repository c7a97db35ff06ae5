import type { DeckProgress } from '@medshelf/shared';
import type { Session, Site } from './site.ts';

const finished = (progress: DeckProgress) => progress.status === 'ready' || progress.status === 'failed';

/**
 * The member's live event stream (GET /api/events), read for deck progress: `settled(id)`
 * resolves when that deck is ready or has failed, whether that happened before or after the call.
 */
export async function watchDecks(site: Site, session: Session) {
  const latest = new Map<string, DeckProgress>();
  const waiting = new Map<string, (progress: DeckProgress) => void>();
  const controller = new AbortController();
  const response = await site.call(session, '/api/events', { signal: controller.signal });
  const reader = response.body?.getReader();
  if (!response.ok || !reader) throw new Error(`the event stream answered ${response.status}`);

  const onDeck = (progress: DeckProgress) => {
    latest.set(progress.id, progress);
    if (!finished(progress)) return;
    waiting.get(progress.id)?.(progress);
    waiting.delete(progress.id);
  };
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block.match(/^data: (.*)$/m)?.[1];
        if (/^event: deck$/m.test(block) && data) onDeck(JSON.parse(data) as DeckProgress);
      }
    }
  })().catch(() => {
    // Ends with an AbortError when stop() is called.
  });

  return {
    /** Null when the deck has not finished within `timeoutMs` of the call. */
    settled(id: string, timeoutMs: number): Promise<DeckProgress | null> {
      const known = latest.get(id);
      if (known && finished(known)) return Promise.resolve(known);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, timeoutMs);
        waiting.set(id, (progress) => {
          clearTimeout(timer);
          resolve(progress);
        });
      });
    },
    async stop() {
      controller.abort();
      await reading;
    },
  };
}
