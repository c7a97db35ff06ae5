import { deckLimits, deckMessages } from '@medshelf/shared/deck-limits';
import type { ApiError } from '../../../lib/api-client.ts';
import { type DeckForm, showServerFieldErrors } from '../hooks/use-upload-form.ts';

/**
 * The checks the browser can make before sending a single byte, with the server's own
 * messages: the size here, what the file is and how many pages it has in `inspectFile`.
 */
function precheckFile(file: File): string | null {
  if (file.size === 0) return deckMessages.empty;
  if (file.size > deckLimits.maxBytes) return deckMessages.tooLarge;
  return null;
}

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);
const ole2Magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const flatOdp = /<office:document\b[^>]*opendocument\.presentation/;
/**
 * Pages are counted in PDFs up to this size: a larger one would hold a cheap phone's memory and
 * time for long, and the server counts them anyway.
 */
const countPagesUpTo = 30 * 1024 * 1024;

async function pageCount(file: File): Promise<number | null> {
  if (file.size > countPagesUpTo) return null;
  try {
    const { pdfPageCount } = await import('./pdf-page-count.ts');
    return await pdfPageCount(file);
  } catch {
    // What pdf-lib cannot read, the server's reader may: it decides and says why.
    return null;
  }
}

/**
 * What the file is, from its first bytes as the server sniffs it (a PDF, or a PPT, PPTX or ODP
 * package, whose contents the server checks), and a PDF's page count. Null when it may be sent.
 */
async function inspect(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16 * 1024).arrayBuffer());
  const text = new TextDecoder('latin1').decode(head);
  if (text.slice(0, 1024).includes('%PDF-')) {
    const pages = await pageCount(file);
    return pages !== null && pages > deckLimits.maxPages ? deckMessages.tooManyPages : null;
  }
  if (startsWith(head, ole2Magic) || startsWith(head, zipMagic)) return null;
  return flatOdp.test(text) ? deckMessages.flatPresentation : deckMessages.notADeck;
}

const inspected = new WeakMap<File, Promise<string | null>>();

/** Every check of a chosen file, once per file: when it is chosen, and again before sending. */
export function checkDeckFile(file: File): Promise<string | null> {
  const problem = precheckFile(file);
  if (problem) return Promise.resolve(problem);
  let result = inspected.get(file);
  if (!result) {
    result = inspect(file).catch(() => null);
    inspected.set(file, result);
  }
  return result;
}

/** A title made from a file's name: "heart_failure-basics.pdf" becomes "Heart failure basics". */
export function titleFromFileName(name: string): string {
  const words = name
    .replace(/\.[^.]*$/, '')
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .slice(0, deckLimits.titleMaxLength);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A refusal about the file itself (not a PDF, damaged, too large…) belongs next to the picker. */
export function isFileProblem(error: ApiError): boolean {
  return (error.status === 400 || error.status === 413) && error.code !== 'validation_failed';
}

/**
 * Where a failed upload's message goes: per-field messages beside their fields, a problem with
 * the file beside the picker, anything else (a dropped connection, a server fault) in the
 * transfer status with Retry. Returns true when the transfer status should keep showing it.
 */
export function placeUploadError(form: DeckForm | null, error: ApiError, setFileError: (m: string) => void) {
  if (form && error.code === 'validation_failed' && showServerFieldErrors(form, error)) return false;
  if (isFileProblem(error)) {
    setFileError(error.message);
    return false;
  }
  return true;
}
