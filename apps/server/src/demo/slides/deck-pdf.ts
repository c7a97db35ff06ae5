import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface SlideContent {
  heading: string;
  bullets: string[];
}

const width = 960;
const height = 540;
const accent = rgb(0.05, 0.42, 0.45);

/** A 16:9 slide deck as PDF bytes, with real text on every page (demo content, tests, bench). */
export async function makeDeckPdf(title: string, slides: SlideContent[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('MedShelf demo content');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  slides.forEach((slide, index) => {
    const page = pdf.addPage([width, height]);
    page.drawRectangle({ x: 0, y: height - 96, width, height: 96, color: accent });
    page.drawText(slide.heading.slice(0, 60), {
      x: 48,
      y: height - 62,
      size: 32,
      font: bold,
      color: rgb(1, 1, 1),
    });
    slide.bullets.slice(0, 8).forEach((bullet, line) => {
      page.drawCircle({ x: 58, y: height - 150 - line * 42 + 7, size: 5, color: accent });
      page.drawText(bullet.slice(0, 80), { x: 76, y: height - 150 - line * 42, size: 22, font: regular });
    });
    page.drawText(`${title.slice(0, 70)} · ${index + 1}/${slides.length}`, {
      x: 48,
      y: 24,
      size: 12,
      font: regular,
      color: rgb(0.35, 0.35, 0.35),
    });
  });
  return pdf.save();
}
