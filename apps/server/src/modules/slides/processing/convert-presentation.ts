import { execFile } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const candidates = ['soffice', '/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice'];
let found: Promise<string | null> | undefined;

/** LibreOffice's `soffice`, when this machine has it (looked up once). */
export function findConverter(): Promise<string | null> {
  found ??= (async () => {
    for (const candidate of candidates) {
      try {
        await run(candidate, ['--version'], { timeout: 30_000 });
        return candidate;
      } catch {
        // not this one
      }
    }
    return null;
  })();
  return found;
}

/** PPTX, PPT or ODP bytes to PDF bytes, in a private LibreOffice profile so runs never collide. */
export async function convertToPdf(soffice: string, bytes: Buffer, extension: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'medshelf-convert-'));
  try {
    const input = path.join(dir, `deck.${extension}`);
    await writeFile(input, bytes);
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      { timeout: 5 * 60_000 },
    );
    const output = path.join(dir, 'deck.pdf');
    await access(output);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
