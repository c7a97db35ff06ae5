import type { DeckProgress } from '@medshelf/shared';
import { PDFDocument, PDFName } from 'pdf-lib';
import { makeDeckPdf } from '../src/demo/slides/deck-pdf.ts';
import { toProgress } from '../src/modules/slides/presenters.ts';
import { findDeck } from '../src/modules/slides/repository.ts';
import type { TestApp } from './build.ts';

/** A PDF deck of `pages` pages whose page n reads "<word> page n". */
export function pdfDeck(pages: number, word = 'Cardiology') {
  return makeDeckPdf(
    `${word} deck`,
    Array.from({ length: pages }, (_, index) => ({
      heading: `${word} page ${index + 1}`,
      bullets: [`Point one about ${word.toLowerCase()}`, 'Point two'],
    })),
  );
}

/**
 * A one-page PDF of a few hundred bytes whose page is a narrow strip `height` points tall: drawn
 * at the reader's width its pixels alone need gigabytes of mupdf's heap (a hostile upload).
 */
export async function tallPagePdf(height: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([100, height]);
  page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream('0 0 50 50 re f\n')));
  return pdf.save();
}

/**
 * A one-page PDF a few kilobytes long whose page is `lines` pairs of full-page stroked lines: it
 * takes mupdf minutes to draw (a hostile upload; 2,000 pairs took 14 s here).
 */
export async function strokedLinesPdf(lines: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  let operators = '1 w\n';
  for (let n = 0; n < lines; n += 1) {
    const x = (n * 37) % 595;
    const y = (n * 53) % 842;
    operators += `${x} 0 m ${595 - x} 842 l 0 ${y} m 595 ${842 - y} l S\n`;
  }
  page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(operators)));
  return pdf.save();
}

export const validFields = {
  title: 'ECG basics',
  description: 'Leads, waves and intervals',
  category: 'medicine',
  subCategory: 'cardiology',
  tags: '["ecg","heart"]',
  allowDownload: 'true',
};

/** A multipart body the way a browser sends it: text fields first, then the file. */
export async function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export async function uploadDeck(
  t: TestApp,
  cookie: string,
  file: { bytes: Uint8Array; name: string } | undefined,
  fields: Record<string, string> = validFields,
) {
  const body = await multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/decks',
    headers: { ...body.headers, cookie, origin: t.config.publicUrl },
    payload: body.payload,
  });
}

/** Resolves when processing of the deck has finished (ready or failed), from its live events. */
export function waitForDeck(t: TestApp, ownerId: string, id: string): Promise<DeckProgress> {
  return new Promise((resolve, reject) => {
    const finished = (progress: DeckProgress) => progress.status === 'ready' || progress.status === 'failed';
    const unsubscribe = t.app.events.subscribe(ownerId, (event) => {
      if (event.type !== 'deck' || event.progress.id !== id || !finished(event.progress)) return;
      unsubscribe();
      resolve(event.progress);
    });
    // It may have finished before we subscribed.
    findDeck(t.app.db, id).then((deck) => {
      if (deck && (deck.status === 'ready' || deck.status === 'failed')) {
        unsubscribe();
        resolve(toProgress(deck));
      }
    }, reject);
  });
}
