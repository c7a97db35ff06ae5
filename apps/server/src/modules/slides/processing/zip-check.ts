import { deckLimits } from '@medshelf/shared';
import yauzl from 'yauzl';

/**
 * Whether a zip-based presentation (PPTX, ODP) unpacks to something a converter can afford,
 * read from its central directory without unpacking anything: too many entries, too many bytes
 * in all, or one entry that grows far beyond its packed size is a zip bomb, not a deck. A
 * directory that lies about sizes is still bounded by the converter's own limits.
 */
export function checkZipExpansion(file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error) return reject(error);
      let entries = 0;
      let unpacked = 0;
      const stop = (ok: boolean) => {
        zip.close();
        resolve(ok);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        unpacked += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        const bomb =
          entries > deckLimits.maxZipEntries ||
          unpacked > deckLimits.maxUnpackedBytes ||
          (entry.uncompressedSize > 1024 * 1024 && ratio > deckLimits.maxUnpackRatio);
        if (bomb) stop(false);
        else zip.readEntry();
      });
      zip.on('end', () => resolve(true));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
