import CFB from 'cfb';
import yauzl from 'yauzl';

/** What the bytes of a presentation LibreOffice could not convert say went wrong. */
export type PresentationProblem = 'encrypted' | 'damaged';

/** CurrentUserAtom.headerToken of an encrypted PowerPoint 97-2003 file ([MS-PPT] 2.3.2). */
const encryptedPptToken = 0xf3d1c4df;

function zipEntryNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function diagnoseCompoundFile(bytes: Buffer): PresentationProblem | null {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return 'damaged';
  }
  // A password-protected PPTX is no zip: its package is encrypted inside a compound file.
  if (CFB.find(container, 'EncryptedPackage')) return 'encrypted';
  const currentUser = CFB.find(container, 'Current User')?.content;
  if (
    currentUser &&
    currentUser.length >= 16 &&
    Buffer.from(currentUser).readUInt32LE(12) === encryptedPptToken
  ) {
    return 'encrypted';
  }
  return null;
}

/**
 * Why a presentation could not be converted, when its bytes tell: a password (an encrypted
 * PPT, or a PPTX encrypted into a compound file), or damage (a zip without its directory or
 * without the presentation's main part). Null: nothing visible; the converter just failed.
 * Asked only after a conversion failed, so a good deck never pays for reading it twice.
 */
export async function diagnosePresentation(bytes: Buffer, type: string): Promise<PresentationProblem | null> {
  if (type === 'ppt') return diagnoseCompoundFile(bytes);
  const names = await zipEntryNames(bytes).catch(() => null);
  if (!names) return 'damaged';
  const mainPart = type === 'odp' ? 'content.xml' : 'ppt/presentation.xml';
  return names.includes(mainPart) ? null : 'damaged';
}
