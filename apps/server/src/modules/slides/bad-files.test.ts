import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { deckLimits, deckMessages } from '@medshelf/shared';
import * as mupdf from 'mupdf';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { multipart, pdfDeck, uploadDeck, validFields, waitForDeck } from '../../../test/decks.ts';
import { decks } from '../../db/schema/index.ts';

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function encryptedPdf() {
  const document = mupdf.Document.openDocument(await pdfDeck(2), 'application/pdf') as mupdf.PDFDocument;
  return document.saveToBuffer('encrypt=aes-256,user-password=secret,owner-password=owner').asUint8Array();
}

async function blankPdf(pages: number) {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([200, 100]);
  return pdf.save();
}

/** The start of a .fodp as LibreOffice writes it: one XML file, not the zip package of an .odp. */
const flatPresentation = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:body><office:presentation/></office:body></office:document>`;

describe('files that cannot become decks', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    // As on a machine without LibreOffice, whatever this one has.
    t = await buildTestApp({ converter: { kind: 'off' } });
    ({ cookie, id: userId } = await signedInUser(t, 'uploader2'));
  });
  afterAll(() => t.close());

  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
  const cases: [string, () => Promise<Uint8Array> | Uint8Array, string][] = [
    ['an empty file', () => new Uint8Array(), deckMessages.empty],
    [
      'text named .pdf',
      () => Buffer.from('These are my notes, not a PDF.\n'.repeat(50)),
      deckMessages.notADeck,
    ],
    ['a renamed executable', () => elf, deckMessages.notADeck],
    ['a PNG named .pdf', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), deckMessages.notADeck],
    [
      'a corrupt PDF',
      () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage\n%%EOF'),
      deckMessages.corrupt,
    ],
    ['a password-protected PDF', encryptedPdf, deckMessages.encrypted],
    ['a PDF of 301 pages', () => blankPdf(deckLimits.maxPages + 1), deckMessages.tooManyPages],
    // PDF readers look for the header in the first 1024 bytes only.
    [
      'a PDF whose header comes after 1024 bytes',
      async () => Buffer.concat([Buffer.alloc(1100, 0x20), await pdfDeck(1)]),
      deckMessages.notADeck,
    ],
    ['a flat OpenDocument presentation', () => Buffer.from(flatPresentation), deckMessages.flatPresentation],
  ];

  it.each(cases)('refuses %s with a clear message and keeps nothing', async (_name, make, message) => {
    const response = await uploadDeck(t, cookie, { bytes: await make(), name: 'lecture.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message } });
    expect(await t.app.db.select().from(decks)).toEqual([]);
    expect(await filesUnder(path.join(t.config.dataDir, 'files', 'decks'))).toEqual([]);
    expect(await filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('accepts a PDF whose header comes after a few bytes, as PDF readers do', async () => {
    const shifted = Buffer.concat([Buffer.from('\r\n\r\nGarbage before the header\n'), await pdfDeck(1)]);
    const response = await uploadDeck(t, cookie, { bytes: shifted, name: 'shifted.pdf' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await waitForDeck(t, userId, id)).toMatchObject({ status: 'ready', pageCount: 1 });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/decks/${id}`,
      headers: { cookie, origin: t.config.publicUrl },
    });
  });

  it('accepts a deck of exactly 300 pages at the check', async () => {
    const response = await uploadDeck(t, cookie, {
      bytes: await blankPdf(deckLimits.maxPages),
      name: 'big.pdf',
    });
    expect(response.statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/decks/${response.json<{ id: string }>().id}`,
      headers: { cookie, origin: t.config.publicUrl },
    });
  });

  it('refuses a presentation with a clear message when no converter is installed', async () => {
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(64),
      Buffer.from('ppt/presentation.xml'),
    ]);
    const response = await uploadDeck(t, cookie, { bytes: zip, name: 'deck.pptx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(deckMessages.noConverter);
  });

  it('refuses a file over 100 MB while it streams, keeping nothing', async () => {
    const head = await multipart(validFields);
    const boundary = head.headers['content-type'].split('boundary=')[1] ?? '';
    const fields = head.payload.subarray(0, head.payload.lastIndexOf(`--${boundary}--`));
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    async function* body() {
      yield fields;
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
      for (let sent = 0; sent <= deckLimits.maxBytes; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/decks',
      headers: { ...head.headers, cookie, origin: t.config.publicUrl },
      payload: Readable.from(body()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(deckMessages.tooLarge);
    expect(await t.app.db.select().from(decks)).toEqual([]);
    expect(await filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('asks for the file and the metadata, field by field', async () => {
    const noFile = await uploadDeck(t, cookie, undefined);
    expect(noFile.json().error.message).toBe(deckMessages.fileRequired);
    const bad = await uploadDeck(
      t,
      cookie,
      { bytes: await pdfDeck(1), name: 'a.pdf' },
      {
        ...validFields,
        title: '',
        subCategory: 'orthodontics',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'title', message: 'Title must be at least 3 characters' },
    ]);
    const wrongTopic = await uploadDeck(
      t,
      cookie,
      { bytes: await pdfDeck(1), name: 'a.pdf' },
      {
        ...validFields,
        subCategory: 'orthodontics',
      },
    );
    expect(wrongTopic.json().error.details).toEqual([
      { path: 'subCategory', message: 'Please choose a sub-category of the chosen category' },
    ]);
    expect(await t.app.db.select().from(decks)).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    const body = await multipart(validFields, { bytes: await pdfDeck(1), name: 'a.pdf' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/decks',
      headers: { ...body.headers, origin: t.config.publicUrl },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});
