import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface BookChapter {
  heading: string;
  paragraphs: string[];
}

export interface BookPdfContent {
  title: string;
  authors: string[];
  edition?: string;
  /** The title page's colour band, as RGB from 0 to 1. */
  accent?: [number, number, number];
  chapters: BookChapter[];
}

// A5 portrait, in points: a book page, not a slide.
const width = 420;
const height = 595;
const margin = 48;
const bodySize = 11;
const lineHeight = 15;

/** Words of `text` in lines no wider than `maxWidth` in `font` at `size`. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function titlePage(page: PDFPage, content: BookPdfContent, fonts: { regular: PDFFont; bold: PDFFont }) {
  const [r, g, b] = content.accent ?? [0.05, 0.42, 0.45];
  page.drawRectangle({ x: 0, y: height * 0.45, width, height: height * 0.55, color: rgb(r, g, b) });
  const titleLines = wrap(content.title, fonts.bold, 26, width - 2 * margin).slice(0, 5);
  titleLines.forEach((line, index) => {
    page.drawText(line, {
      x: margin,
      y: height - 120 - index * 32,
      size: 26,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
  });
  if (content.edition) {
    page.drawText(content.edition, {
      x: margin,
      y: height * 0.45 + 24,
      size: 13,
      font: fonts.regular,
      color: rgb(1, 1, 1),
    });
  }
  wrap(content.authors.join(', '), fonts.regular, 14, width - 2 * margin)
    .slice(0, 3)
    .forEach((line, index) => {
      page.drawText(line, { x: margin, y: height * 0.45 - 48 - index * 20, size: 14, font: fonts.regular });
    });
  page.drawText('MedShelf demo library', {
    x: margin,
    y: margin,
    size: 10,
    font: fonts.regular,
    color: rgb(0.4, 0.4, 0.4),
  });
}

/**
 * A book as PDF bytes: a title page, then each chapter on new pages with its heading and
 * paragraphs of real, selectable text (demo content, tests, bench).
 */
export async function makeBookPdf(content: BookPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setAuthor(content.authors.join(', '));
  pdf.setCreator('MedShelf demo content');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.TimesRoman),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  titlePage(pdf.addPage([width, height]), content, fonts);
  let pageNumber = 1;
  const footer = (page: PDFPage) => {
    pageNumber += 1;
    page.drawText(String(pageNumber), { x: width / 2 - 6, y: 24, size: 9, font: fonts.regular });
  };
  for (const chapter of content.chapters) {
    let page = pdf.addPage([width, height]);
    footer(page);
    let y = height - margin - 8;
    for (const line of wrap(chapter.heading, fonts.bold, 18, width - 2 * margin)) {
      page.drawText(line, { x: margin, y, size: 18, font: fonts.bold, color: rgb(0.05, 0.3, 0.35) });
      y -= 24;
    }
    y -= 8;
    for (const paragraph of chapter.paragraphs) {
      for (const line of wrap(paragraph, fonts.regular, bodySize, width - 2 * margin)) {
        if (y < margin + lineHeight) {
          page = pdf.addPage([width, height]);
          footer(page);
          y = height - margin;
        }
        page.drawText(line, { x: margin, y, size: bodySize, font: fonts.regular });
        y -= lineHeight;
      }
      y -= lineHeight / 2;
    }
  }
  return pdf.save();
}
