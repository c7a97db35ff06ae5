import { readFile } from 'node:fs/promises';
import type { DeckDetail, DeckProgress } from '@medshelf/shared';
import fontkit from '@pdf-lib/fontkit';
// pdf-lib's fontkit shapes Devanagari with generator code compiled for old engines, which
// expects this global.
import 'regenerator-runtime/runtime.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { choosePreference, createVerifiedUser, signInOnSignupPage } from './accounts.ts';
import { expect } from './fixtures.ts';
import { clickAndWaitForSave } from './saves.ts';

/**
 * Real PDFs for tests, made on the spot: each page carries its own words, so text extraction
 * and search have something true to find. `pages` is the text of each page; `fontFile` (a
 * TrueType file, embedded) draws it in a script Helvetica lacks.
 */
export async function makePdf(
  pages: string[],
  title = 'MedShelf test deck',
  fontFile?: string,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.registerFontkit(fontkit);
  const font = fontFile
    ? await pdf.embedFont(await readFile(fontFile))
    : await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pages.forEach((text, index) => {
    // 4:3 landscape, like a slide.
    const page = pdf.addPage([960, 720]);
    page.drawText(`${title} (${index + 1}/${pages.length})`, { x: 60, y: 640, size: 28, font: bold });
    page.drawText(text, {
      x: 60,
      y: 560,
      size: 22,
      font,
      color: rgb(0.1, 0.1, 0.1),
      maxWidth: 840,
      lineHeight: 30,
    });
  });
  return Buffer.from(await pdf.save());
}

/** A file for `setInputFiles` or a multipart body. */
export function pdfFile(name: string, buffer: Buffer) {
  return { name, mimeType: 'application/pdf', buffer };
}

/** A ".pdf" that is really plain text: the server must refuse it by its content. */
export function fakePdf(name = 'not-really.pdf') {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('These are my notes, not a PDF at all.\n'),
  };
}

/** Three pages about the heart, with words a search can find on each page. */
export function cardiologyPages(): string[] {
  return [
    'The cardiac cycle: systole and diastole of the atria and ventricles.',
    'Electrocardiogram basics: P wave, QRS complex, T wave and intervals.',
    'Heart failure: reduced ejection fraction, symptoms and first-line treatment.',
  ];
}

interface UploadOptions {
  title: string;
  category?: string;
  subCategory?: string;
  tags?: string[];
  allowDownload?: boolean;
  pages?: string[];
}

/**
 * Uploads a deck through the API as the signed-in user of `request` (sign in first with the
 * same request context) and waits until it is processed. For specs that need a deck to exist.
 */
export async function uploadDeckViaApi(
  request: APIRequestContext,
  baseURL: string,
  {
    title,
    category = 'medicine',
    subCategory = 'cardiology',
    tags = [],
    allowDownload = true,
    pages,
  }: UploadOptions,
): Promise<DeckDetail> {
  const buffer = await makePdf(pages ?? cardiologyPages(), title);
  const response = await request.post('/api/decks', {
    headers: { origin: baseURL },
    multipart: {
      title,
      description: `${title}: a deck made by the end-to-end tests.`,
      category,
      subCategory,
      tags: JSON.stringify(tags),
      allowDownload: String(allowDownload),
      file: pdfFile(`${title}.pdf`, buffer),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const deck = (await response.json()) as DeckDetail;
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/decks/${deck.id}/progress`)).json()) as DeckProgress).status,
      { timeout: 30_000 },
    )
    .toBe('ready');
  return (await (await request.get(`/api/decks/${deck.id}`)).json()) as DeckDetail;
}

/** A new verified user, signed in on `page` with a faculty chosen, ready to upload. */
export async function signInAsUploader(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
) {
  const user = await createVerifiedUser(request, baseURL, prefix);
  await signInOnSignupPage(page, user);
  await choosePreference(page, 'MBBS');
  return user;
}

/** Signs `request` in as `user`, so API calls made with it act as that user. */
export async function signInRequest(
  request: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string },
) {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Presses the deck page's Like button and waits for the server to store the like (or unlike). */
export async function toggleLike(page: Page, deckId: string, liked: boolean): Promise<void> {
  const like = page.getByRole('button', { name: /^Like/ });
  await clickAndWaitForSave(page, like, liked ? 'PUT' : 'DELETE', `/api/decks/${deckId}/like`);
  await expect(like).toHaveAttribute('aria-pressed', String(liked));
}
