import type { DeckProgress } from '@medshelf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderInApp, stubServer } from '../../../../test/render.tsx';
import { deckProgressQuery } from '../api/deck-progress.ts';
import { useDeckProgress } from './use-deck-progress.ts';

const progress = (status: DeckProgress['status'], pagesDone: number): DeckProgress => ({
  id: 'deck1',
  status,
  failureReason: null,
  pagesDone,
  pageCount: 2,
});

/** A stream that never opens: the browser's is not part of this test. */
class QuietEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  close() {}
}

function Status({ initial }: { initial: DeckProgress }) {
  const { status, pagesDone } = useDeckProgress(initial);
  return <p>{`${status} ${pagesDone}`}</p>;
}

/** The page's cache still says what the last event said when the deck's own answer arrives. */
function AfterAMissedEvent({ known, initial }: { known: DeckProgress; initial: DeckProgress }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(deckProgressQuery(known.id).queryKey, known));
  return <Status initial={initial} />;
}

describe('a deck’s processing status', () => {
  it('asks the server when the page knew it finished but the status still shows it processing', async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    const asked = stubServer((url) =>
      url.pathname === '/api/decks/deck1/progress' ? json(progress('ready', 2)) : json({}, 404),
    );
    // The replaced file was processed while the stream reconnected: its "ready" event was missed,
    // and the deck's details (refetched) already say ready.
    renderInApp(<AfterAMissedEvent known={progress('processing', 1)} initial={progress('ready', 2)} />);
    expect(await screen.findByText('ready 2')).toBeTruthy();
    expect(asked).toHaveBeenCalled();
  });
});
