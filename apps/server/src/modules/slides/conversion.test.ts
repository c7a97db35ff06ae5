import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type DeckDetail, deckMessages } from '@medshelf/shared';
import CFB from 'cfb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { findSoffice, presentationFromPdf } from '../../../test/find-soffice.ts';
import { deckPages } from '../../db/schema/index.ts';

function compoundFile(streams: Record<string, Buffer>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return CFB.write(container, { type: 'buffer' }) as Uint8Array;
}

/**
 * What PowerPoint writes when a password is set: the CurrentUserAtom's headerToken says the
 * document is encrypted ([MS-PPT] 2.3.2); the encrypted streams themselves are noise here.
 */
function encryptedPpt() {
  const currentUser = Buffer.alloc(32);
  currentUser.writeUInt16LE(0x0ff6, 2);
  currentUser.writeUInt32LE(24, 4);
  currentUser.writeUInt32LE(0x14, 8);
  currentUser.writeUInt32LE(0xf3d1c4df, 12);
  return compoundFile({
    'Current User': currentUser,
    'PowerPoint Document': Buffer.alloc(4096, 0x5a),
    EncryptedSummary: Buffer.alloc(512, 0x33),
  });
}

/** A password-protected PPTX: an encrypted package inside a compound file ([MS-OFFCRYPTO]). */
function encryptedPptx() {
  return compoundFile({
    EncryptionInfo: Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), Buffer.alloc(200, 1)]),
    EncryptedPackage: Buffer.alloc(8192, 0x6b),
  });
}

describe('presentations (PPTX, ODP) converted with LibreOffice', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let work: string;
  let soffice: string;

  /** A presentation made by LibreOffice itself from one of our PDFs. */
  const presentation = async (format: 'pptx' | 'odp', pages: number) =>
    presentationFromPdf(soffice, work, await pdfDeck(pages, 'Nephrology'), format);

  beforeAll(async () => {
    soffice = findSoffice();
    work = await mkdtemp(path.join(tmpdir(), 'medshelf-convert-test-'));
    t = await buildTestApp({ converter: { kind: 'path', path: soffice } });
    owner = await signedInUser(t, 'presenter');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it.each(['pptx', 'odp'] as const)(
    'turns a %s into a deck with its pages and text',
    async (format) => {
      const bytes = await presentation(format, 3);
      const created = await uploadDeck(t, owner.cookie, { bytes, name: `lecture.${format}` });
      expect(created.statusCode).toBe(201);
      const deck = created.json<DeckDetail>();
      expect(await waitForDeck(t, owner.id, deck.id)).toMatchObject({ status: 'ready', pageCount: 3 });
      const texts = await t.app.db.select({ text: deckPages.text }).from(deckPages);
      expect(texts.some((row) => row.text.includes('Nephrology page 3'))).toBe(true);
      const original = await t.app.inject({ url: `/api/decks/${deck.id}/original` });
      expect(original.headers['content-disposition']).toContain(`.${format}"`);
    },
    120_000,
  );

  it('refuses a zip bomb dressed as a presentation before anything unpacks it', async () => {
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from('<p:presentation/>'), 'ppt/presentation.xml');
    // 600 MB of zeros packs into well under a megabyte.
    const chunk = Buffer.alloc(1024 * 1024);
    zip.addReadStream(
      Readable.from(
        (function* () {
          for (let n = 0; n < 600; n += 1) yield chunk;
        })(),
      ),
      'ppt/media/image1.bin',
    );
    zip.end();
    const bytes = await buffer(zip.outputStream);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await uploadDeck(t, owner.cookie, { bytes, name: 'lecture.pptx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: deckMessages.expandsTooMuch } });
  }, 120_000);

  async function failureOf(bytes: Uint8Array, name: string) {
    const created = await uploadDeck(t, owner.cookie, { bytes, name });
    expect(created.statusCode).toBe(201);
    return waitForDeck(t, owner.id, created.json<DeckDetail>().id);
  }

  it('fails a damaged presentation, saying it is damaged', async () => {
    // Cut short: no zip directory at all.
    const cut = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(200, 7),
      Buffer.from('ppt/presentation.xml'),
    ]);
    expect(await failureOf(cut, 'broken.pptx')).toMatchObject({
      status: 'failed',
      failureReason: deckMessages.presentationDamaged,
    });
    // A whole zip that holds the ODP's signature and nothing else.
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from('application/vnd.oasis.opendocument.presentation'), 'mimetype', {
      compress: false,
    });
    zip.end();
    expect(await failureOf(await buffer(zip.outputStream), 'empty.odp')).toMatchObject({
      status: 'failed',
      failureReason: deckMessages.presentationDamaged,
    });
  }, 120_000);

  it.each([
    ['a PowerPoint 97-2003 file', 'locked.ppt', encryptedPpt],
    ['a PPTX (an encrypted package)', 'locked.pptx', encryptedPptx],
  ])(
    'fails %s protected by a password, saying so',
    async (_name, file, make) => {
      expect(await failureOf(make(), file)).toMatchObject({
        status: 'failed',
        failureReason: deckMessages.presentationEncrypted,
      });
    },
    120_000,
  );
});
