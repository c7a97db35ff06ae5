import type { APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createVerifiedUser } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/** A 16:9 PDF with real text on each page, so the server renders and indexes real pages. */
export async function makePdf(title: string, pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pageCount; number += 1) {
    const page = pdf.addPage([960, 540]);
    page.drawText(title, { x: 48, y: 460, size: 36, font });
    page.drawText(`Page ${number}: systole, diastole and the cardiac cycle`, {
      x: 48,
      y: 380,
      size: 24,
      font,
    });
  }
  return Buffer.from(await pdf.save());
}

export interface Uploader {
  username: string;
  email: string;
  password: string;
}

/** A verified user with a username and a preference (so the site never sends them to /register). */
export async function createUploader(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
) {
  const user = await createVerifiedUser(request, baseURL ?? '', prefix);
  await signInRequest(request, baseURL, user);
  const saved = await request.put('/api/account/preference', {
    headers: { origin: baseURL ?? '' },
    data: { faculty: 'mbbs' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return user;
}

/** Signs in a request context (the page's own `page.request` shares the browser's cookies). */
export async function signInRequest(request: APIRequestContext, baseURL: string | undefined, user: Uploader) {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface DeckInput {
  title: string;
  category: string;
  subCategory: string;
  pages?: number;
  description?: string;
  tags?: string[];
}

const processingLimitMs = 60_000;
/** The upload's own request (Playwright's default limit for it), then the processing. */
const roomPerWaitMs = 30_000 + processingLimitMs;

/**
 * The time a test spends waiting for decks to be processed is given back to it: processing queues
 * behind every other worker's uploads, and on a busy machine four decks took 41 of a test's 60 s
 * before it had done anything in its page. Waits that overlap (decks uploaded together) are
 * credited once; while any runs, the test's limit has room for each to reach its own limit.
 */
const processingWaits = { running: 0, since: 0, room: 0 };

async function creditedToTheTest<T>(wait: () => Promise<T>): Promise<T> {
  const info = test.info();
  // Zero is no limit at all (a debugging session); it stays so.
  if (info.timeout === 0) return wait();
  if (processingWaits.running === 0) Object.assign(processingWaits, { since: Date.now(), room: 0 });
  processingWaits.running += 1;
  processingWaits.room += roomPerWaitMs;
  info.setTimeout(info.timeout + roomPerWaitMs);
  try {
    return await wait();
  } finally {
    processingWaits.running -= 1;
    if (processingWaits.running === 0) {
      info.setTimeout(info.timeout - processingWaits.room + (Date.now() - processingWaits.since));
    }
  }
}

/** Uploads a deck as the signed-in request context and waits until its pages are ready. */
export function uploadReadyDeck(request: APIRequestContext, baseURL: string | undefined, input: DeckInput) {
  return creditedToTheTest(() => uploadAndWait(request, baseURL, input));
}

async function uploadAndWait(request: APIRequestContext, baseURL: string | undefined, input: DeckInput) {
  const response = await request.post('/api/decks', {
    headers: { origin: baseURL ?? '' },
    // Text fields first, then the file: the server reads them in this order.
    multipart: {
      title: input.title,
      description: input.description ?? 'Lecture notes on the cardiac cycle.',
      category: input.category,
      subCategory: input.subCategory,
      tags: JSON.stringify(input.tags ?? ['heart']),
      allowDownload: 'true',
      file: {
        name: 'deck.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(input.title, input.pages ?? 3),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const deck = (await response.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const progress = await request.get(`/api/decks/${deck.id}/progress`);
        return ((await progress.json()) as { status: string; failureReason: string | null }).status;
      },
      { timeout: processingLimitMs, intervals: [250, 500, 1_000] },
    )
    .toBe('ready');
  return deck;
}

/** A title no other test (or the demo content) uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
