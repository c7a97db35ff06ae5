import type { ReportBody } from '@medshelf/shared';
import type { TestApp } from './build.ts';

/** A reader reports a deck, as the viewer's report dialog does (signed in or not). */
export function reportDeck(t: TestApp, deckId: string, body: ReportBody, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/decks/${deckId}/reports`,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

/** A call to the editors' API: GET without a payload, POST with an optional JSON body. */
export function editorCall(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}
