import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A PDF on local disk for the render pool's threads to open; dispose() removes it. */
export interface LocalPdf {
  path: string;
  dispose(): Promise<void>;
}

/**
 * Writes a PDF (a stored file's stream, or bytes) to a private temporary directory: the render
 * threads read it from there, whatever the storage (local disk or S3) is.
 */
export async function localPdf(source: Readable | Uint8Array): Promise<LocalPdf> {
  const dir = await mkdtemp(path.join(tmpdir(), 'medshelf-render-'));
  const file = path.join(dir, 'document.pdf');
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    if (source instanceof Uint8Array) await writeFile(file, source);
    else await pipeline(source, createWriteStream(file));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { path: file, dispose };
}
