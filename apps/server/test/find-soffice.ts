import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const soffice = '/usr/bin/soffice';

/**
 * LibreOffice for the conversion tests: SOFFICE_PATH or Debian's. Where it is missing on Debian
 * as root, installs libreoffice-impress (about a minute) and says so, as the e2e suite does for
 * Chromium; elsewhere explains what to install.
 */
export function findSoffice(): string {
  const configured = process.env.SOFFICE_PATH;
  if (configured && configured !== 'off') return configured;
  if (existsSync(soffice)) return soffice;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'LibreOffice is needed to test PPTX/ODP conversion: `sudo apt-get install -y --no-install-recommends libreoffice-impress`, or set SOFFICE_PATH.',
    );
  }
  console.info('No LibreOffice found: installing libreoffice-impress (apt-get)…');
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-impress'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(soffice)) throw new Error(`apt-get finished but ${soffice} is still missing.`);
  return soffice;
}

/** A presentation made by LibreOffice itself from a PDF (`work` holds its profile and output). */
export async function presentationFromPdf(
  soffice: string,
  work: string,
  pdf: Uint8Array,
  format: 'pptx' | 'odp',
): Promise<Buffer> {
  const source = path.join(work, `source-${format}.pdf`);
  await writeFile(source, pdf);
  await promisify(execFile)(soffice, [
    `-env:UserInstallation=file://${work}/profile`,
    '--headless',
    '--infilter=impress_pdf_import',
    '--convert-to',
    format,
    '--outdir',
    work,
    source,
  ]);
  return readFile(path.join(work, `source-${format}.${format}`));
}
