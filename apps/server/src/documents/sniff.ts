import { open } from 'node:fs/promises';

export type DeckFileType = 'pdf' | 'pptx' | 'ppt' | 'odp';

const ole2Magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipMagic = Buffer.from('PK\x03\x04', 'latin1');
const odpMime = 'application/vnd.oasis.opendocument.presentation';
// A flat (single XML file) OpenDocument presentation names its type on the root element.
const flatOdp =
  /<office:document\b[^>]*office:mimetype\s*=\s*["']application\/vnd\.oasis\.opendocument\.presentation["']/;
// Zip entry names are stored uncompressed, in the central directory at the end of the file.
const tailBytes = 256 * 1024;

/**
 * What a file really is, from its bytes: never from its name or the browser's content type.
 * Returns null for anything that is not a PDF or a presentation.
 */
export async function sniffDeckFile(file: string): Promise<DeckFileType | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 1024));
    await handle.read(head, 0, head.length, 0);
    // PDF readers accept the header anywhere in the first 1024 bytes.
    if (head.includes('%PDF-')) return 'pdf';
    if (head.subarray(0, 8).equals(ole2Magic)) return 'ppt';
    if (!head.subarray(0, 4).equals(zipMagic)) return null;
    if (head.subarray(30, 38).toString('latin1') === 'mimetype' && head.includes(odpMime)) return 'odp';
    const tail = Buffer.alloc(Math.min(size, tailBytes));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return tail.includes('ppt/presentation.xml') ? 'pptx' : null;
  } finally {
    await handle.close();
  }
}

/**
 * A flat OpenDocument presentation (.fodp): one XML file, not the zip package accepted as ODP.
 * Refused by name, so its owner learns what to save it as instead of "not a presentation".
 */
export async function isFlatPresentation(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return flatOdp.test(head.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}
