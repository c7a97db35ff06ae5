/**
 * Processing throughput: a generated 50-page deck is checked, rendered and encoded exactly as
 * the deck.process job does it (checkPdf, then PdfPages.render at the large width and
 * encodePageImages for each page, one page at a time), into memory: no database, no storage.
 */

import { makeDeckPdf, type SlideContent } from '../../apps/server/src/demo/slides/deck-pdf.ts';
import { encodePageImages, pageImageWidths } from '../../apps/server/src/documents/page-images.ts';
import { checkPdf, PdfPages } from '../../apps/server/src/documents/pdf-document.ts';
import { pageText, seededRandom, slideHeading } from './medical-text.ts';
import { median } from './stats.ts';

export interface ProcessingRun {
  checkMs: number;
  /** Render + encode of every page, the part that grows with the deck. */
  pagesMs: number;
  renderMs: number;
  encodeMs: number;
  firstPageMs: number;
  webpBytes: number;
}

export interface ProcessingResult {
  pageCount: number;
  pdfBytes: number;
  runs: ProcessingRun[];
  /** Medians over the runs. */
  checkMs: number;
  pagesMs: number;
  msPerPage: number;
  pagesPerSecond: number;
  renderMsPerPage: number;
  encodeMsPerPage: number;
  firstPageMs: number;
}

/** A deck of `pageCount` slides with a heading and up to eight bullets of medical text each. */
export async function makeBenchDeck(pageCount: number): Promise<Uint8Array> {
  const random = seededRandom(7);
  const slides: SlideContent[] = Array.from({ length: pageCount }, (_, index) => {
    const heading = slideHeading(random, 'heart failure', index + 1);
    const [first = heading, ...bullets] = pageText(random, 'heart failure', heading, 80).split('\n');
    return { heading: first, bullets };
  });
  return makeDeckPdf('Heart failure — bench deck', slides);
}

async function processOnce(bytes: Uint8Array): Promise<ProcessingRun> {
  const checkStarted = performance.now();
  const check = checkPdf(bytes);
  const checkMs = performance.now() - checkStarted;
  if (!check.ok) throw new Error(`the bench deck did not pass checkPdf: ${check.problem}`);
  let renderMs = 0;
  let encodeMs = 0;
  let firstPageMs = 0;
  let webpBytes = 0;
  const started = performance.now();
  const pdf = new PdfPages(bytes);
  try {
    for (let number = 1; number <= pdf.pageCount; number += 1) {
      const pageStarted = performance.now();
      const rendered = pdf.render(number, pageImageWidths.large);
      const rendering = performance.now() - pageStarted;
      const images = await encodePageImages(rendered);
      const pageMs = performance.now() - pageStarted;
      renderMs += rendering;
      encodeMs += pageMs - rendering;
      if (number === 1) firstPageMs = pageMs;
      webpBytes += images.reduce((sum, image) => sum + image.webp.length, 0);
    }
  } finally {
    pdf.close();
  }
  return { checkMs, pagesMs: performance.now() - started, renderMs, encodeMs, firstPageMs, webpBytes };
}

export async function benchProcessing(pageCount = 50, runCount = 3): Promise<ProcessingResult> {
  const bytes = await makeBenchDeck(pageCount);
  const runs: ProcessingRun[] = [];
  for (let run = 0; run < runCount; run += 1) runs.push(await processOnce(bytes));
  const pagesMs = median(runs.map((run) => run.pagesMs));
  return {
    pageCount,
    pdfBytes: bytes.length,
    runs,
    checkMs: median(runs.map((run) => run.checkMs)),
    pagesMs,
    msPerPage: pagesMs / pageCount,
    pagesPerSecond: pageCount / (pagesMs / 1000),
    renderMsPerPage: median(runs.map((run) => run.renderMs)) / pageCount,
    encodeMsPerPage: median(runs.map((run) => run.encodeMs)) / pageCount,
    firstPageMs: median(runs.map((run) => run.firstPageMs)),
  };
}
