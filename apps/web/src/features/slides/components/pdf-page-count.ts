import { PDFDocument } from 'pdf-lib';

/**
 * A PDF's page count, read in the browser. Its own chunk (with pdf-lib), loaded when a PDF is
 * chosen for upload and left out of the offline shell (vite.config.ts).
 */
export async function pdfPageCount(file: File): Promise<number> {
  const pdf = await PDFDocument.load(await file.arrayBuffer(), {
    ignoreEncryption: true,
    throwOnInvalidObject: false,
    updateMetadata: false,
  });
  return pdf.getPageCount();
}
