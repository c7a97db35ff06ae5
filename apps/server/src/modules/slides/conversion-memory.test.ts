import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DeckDetail, deckMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { findSoffice, presentationFromPdf } from '../../../test/find-soffice.ts';

/**
 * LibreOffice runs under an address-space cap (CONVERTER_MEMORY_MB, prlimit). A cap too small for
 * it stands in for a file that needs more than the cap: the conversion must fail the deck, once.
 * The default cap converts real decks: conversion.test.ts runs under it.
 */
describe('LibreOffice under a memory cap', () => {
  let t: TestApp;
  let work: string;
  let soffice: string;
  beforeAll(async () => {
    soffice = findSoffice();
    work = await mkdtemp(path.join(tmpdir(), 'medshelf-convert-cap-'));
    t = await buildTestApp({ converter: { kind: 'path', path: soffice }, converterMemoryMb: 300 });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('fails a conversion that needs more than the cap with a sentence naming memory, without retrying it', async () => {
    const owner = await signedInUser(t, 'capped');
    const bytes = await presentationFromPdf(soffice, work, await pdfDeck(2, 'Anatomy'), 'pptx');
    const created = await uploadDeck(t, owner.cookie, { bytes, name: 'lecture.pptx' });
    expect(created.statusCode).toBe(201);
    const deck = created.json<DeckDetail>();
    expect(await waitForDeck(t, owner.id, deck.id)).toMatchObject({
      status: 'failed',
      failureReason: deckMessages.needsMoreMemory(300),
    });
    // The deck's row says failed a moment before its job is marked done.
    await vi.waitFor(
      async () => {
        const { rows } = await t.app.database.executeSql(
          `select state, retry_count from pgboss.job where name = 'deck.process' and data->>'deckId' = $1`,
          [deck.id],
        );
        expect(rows).toEqual([{ state: 'completed', retry_count: 0 }]);
      },
      { timeout: 10_000, interval: 100 },
    );
  }, 180_000);
});
