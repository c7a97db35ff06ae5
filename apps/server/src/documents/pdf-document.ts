import { readFile } from 'node:fs/promises';
import type { PageText } from '@medshelf/shared';
import * as mupdf from 'mupdf';
import { pageWords } from './page-words.ts';

export type PdfCheck = { ok: true; pageCount: number } | { ok: false; problem: 'corrupt' | 'encrypted' };

/** Opens a PDF the way processing will: damaged, locked or page-less files are refused. */
export function checkPdf(bytes: Uint8Array): PdfCheck {
  let document: mupdf.Document;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
  try {
    if (document.needsPassword()) return { ok: false, problem: 'encrypted' };
    const pageCount = document.countPages();
    // mupdf repairs what it can; nothing readable left, or a page it cannot load, is damage.
    if (pageCount < 1) return { ok: false, problem: 'corrupt' };
    document.loadPage(0).destroy();
    return { ok: true, pageCount };
  } catch {
    return { ok: false, problem: 'corrupt' };
  } finally {
    document.destroy();
  }
}

/** Checks a PDF on disk: the server's render pool (RenderPool.check), or checkPdfFile in a command. */
export type PdfChecker = (path: string) => Promise<PdfCheck>;

/** checkPdf on this thread, for command-line tools, which answer no requests meanwhile. */
export const checkPdfFile: PdfChecker = async (path) => checkPdf(await readFile(path));

export interface RenderedPage {
  /** RGB pixels, `width * height * 3` bytes. */
  pixels: Uint8Array;
  width: number;
  height: number;
  text: string;
  /** The words with their boxes, for the reader's text layer. */
  words: PageText;
}

/** An open PDF whose pages are rendered one at a time, so memory holds one page image. */
export class PdfPages {
  private readonly document: mupdf.Document;
  readonly pageCount: number;

  constructor(bytes: Uint8Array) {
    this.document = mupdf.Document.openDocument(bytes, 'application/pdf');
    this.pageCount = this.document.countPages();
  }

  /** Page `number` (from 1) rendered `width` pixels wide, with its text and words. */
  render(number: number, width: number): RenderedPage {
    const page = this.document.loadPage(number - 1);
    try {
      const bounds = page.getBounds();
      const [x0, , x1] = bounds;
      const scale = width / Math.max(1, x1 - x0);
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
      const structured = page.toStructuredText('preserve-whitespace');
      try {
        return {
          pixels: new Uint8Array(pixmap.getPixels()),
          width: pixmap.getWidth(),
          height: pixmap.getHeight(),
          text: structured.asText().replace(/\s+\n/g, '\n').trim(),
          words: pageWords(structured, bounds),
        };
      } finally {
        structured.destroy();
        pixmap.destroy();
      }
    } finally {
      page.destroy();
    }
  }

  close() {
    this.document.destroy();
  }
}
