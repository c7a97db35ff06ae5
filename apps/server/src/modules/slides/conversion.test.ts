import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { type DeckDetail, deckMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { findSoffice } from '../../../test/find-soffice.ts';
import { deckPages } from '../../db/schema/index.ts';

const run = promisify(execFile);

describe('presentations (PPTX, ODP) converted with LibreOffice', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let work: string;
  let soffice: string;

  /** A presentation made by LibreOffice itself from one of our PDFs. */
  async function presentation(format: 'pptx' | 'odp', pages: number) {
    const pdf = path.join(work, `source-${format}.pdf`);
    await writeFile(pdf, await pdfDeck(pages, 'Nephrology'));
    await run(soffice, [
      `-env:UserInstallation=file://${work}/profile`,
      '--headless',
      '--infilter=impress_pdf_import',
      '--convert-to',
      format,
      '--outdir',
      work,
      pdf,
    ]);
    return readFile(path.join(work, `source-${format}.${format}`));
  }

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

  it('fails a presentation LibreOffice cannot read, with a readable reason', async () => {
    const broken = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(200, 7),
      Buffer.from('ppt/presentation.xml'),
    ]);
    const created = await uploadDeck(t, owner.cookie, { bytes: broken, name: 'broken.pptx' });
    expect(created.statusCode).toBe(201);
    expect(await waitForDeck(t, owner.id, created.json<DeckDetail>().id)).toMatchObject({
      status: 'failed',
      failureReason: deckMessages.conversionFailed,
    });
  }, 120_000);
});
