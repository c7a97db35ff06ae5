/**
 * Runs in the render pool's worker threads (render-pool.ts): everything that holds a CPU for
 * long — opening a PDF, drawing a page, extracting its text, encoding WebP — happens here and
 * never on the thread that answers HTTP.
 */
import { readFile } from 'node:fs/promises';
import { workerData } from 'node:worker_threads';
import type { PageText } from '@medshelf/shared';
import { encodePageImages, type PageImage, pageImageWidths } from './page-images.ts';
import { checkPdf, type PdfCheck, PdfPages, type RenderedPage } from './pdf-document.ts';
import { capWasmMemory, withinMemoryCap } from './wasm-memory-cap.ts';

capWasmMemory((workerData as { memoryMb: number }).memoryMb);

// A job renders page after page of one file: keeping it open spares re-parsing it per page. A
// thread serves several jobs in turn (a deck, a book), so a few stay open; each job's file has
// its own path, and the oldest is closed when another is opened.
const openFiles = new Map<string, PdfPages>();
const maxOpenFiles = 3;

async function open(path: string): Promise<PdfPages> {
  const cached = openFiles.get(path);
  if (cached) return cached;
  const pdf = new PdfPages(await readFile(path));
  openFiles.set(path, pdf);
  for (const [oldPath, old] of openFiles) {
    if (openFiles.size <= maxOpenFiles) break;
    old.close();
    openFiles.delete(oldPath);
  }
  return pdf;
}

export interface RenderPageTask {
  path: string;
  number: number;
}

export interface RenderedPageImages {
  images: PageImage[];
  width: number;
  height: number;
  text: string;
  words: PageText;
}

export function check({ path }: { path: string }): Promise<PdfCheck> {
  return withinMemoryCap(async () => checkPdf(await readFile(path)));
}

/** One page as WebP at every page width, with its text and words. */
export function renderPage({ path, number }: RenderPageTask): Promise<RenderedPageImages> {
  return withinMemoryCap(() => drawPage(path, number));
}

async function drawPage(path: string, number: number): Promise<RenderedPageImages> {
  const pdf = await open(path);
  const rendered = pdf.render(number, pageImageWidths.large);
  const images = await encodePageImages(rendered);
  return {
    images,
    width: rendered.width,
    height: rendered.height,
    text: rendered.text,
    words: rendered.words,
  };
}

/** One page's pixels at `width` (book covers, demo cover art), for the caller to encode. */
export function renderPixels({
  path,
  number,
  width,
}: RenderPageTask & { width: number }): Promise<RenderedPage> {
  return withinMemoryCap(async () => (await open(path)).render(number, width));
}
