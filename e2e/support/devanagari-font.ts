import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian-packages.ts';

/** The system's Devanagari font (Debian's fonts-noto-core), for decks whose pages are in Hindi. */
export const devanagariFont = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

/** Installs the font where it is missing, before the e2e suite writes a Hindi PDF with it. */
export function ensureDevanagariFont(): void {
  if (!existsSync(devanagariFont)) {
    installDebianPackages(
      ['fonts-noto-core'],
      `${devanagariFont} is missing (a Hindi test PDF is written with it)`,
    );
  }
}
