import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BookList, JournalList } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { bookPdf, coverImage, renamedExecutable, waitForBook } from '../../test/library/books.ts';
import { editorUser } from '../../test/library/editor.ts';
import { books, journals } from '../db/schema/index.ts';
import { runImport } from './import-command.ts';

describe('npm run import', () => {
  let t: TestApp;
  let dir: string;
  let editorEmail: string;

  /** Runs the command on the test app's database and storage; returns its exit code and lines. */
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const { code } = await runImport(
      { db: t.app.db, storage: t.app.storage },
      args,
      (line) => lines.push(line),
      dir,
    );
    return { code, lines };
  };
  const write = (name: string, content: string | Uint8Array) => writeFile(path.join(dir, name), content);
  const bookCount = async () => (await t.app.db.select().from(books)).length;

  beforeAll(async () => {
    // Sweeps every second, so the imported PDF is picked up as a running server would.
    t = await buildTestApp({ jobStallSeconds: 1 });
    dir = await mkdtemp(path.join(tmpdir(), 'medshelf-import-'));
    editorEmail = (await editorUser(t, 'importeditor')).email;
    await write('physiology.pdf', await bookPdf(1));
    await write('cover.png', await coverImage('png'));
    await write('setup.pdf', renamedExecutable());
    await write(
      'books.csv',
      [
        'title,authors,edition,year,isbn,subject,category,externalUrl,pdf,cover',
        'Textbook of Physiology,"Guyton, A.; Hall, J.",14th,2020,978-0-306-40615-7,Basic Science,Physiology,,physiology.pdf,cover.png',
        'Bad Check Digit,,,,978-0-00-000000-1,dental,,https://books.example.org/x,,',
        '"Oral Pathology, Illustrated",R. Rao,,2018,,dental,Oral Pathology,https://books.example.org/oral,,',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('checks a dry run fully and writes nothing', async () => {
    const { code, lines } = await run('books.csv', '--dry-run');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'row 2: would import "Textbook of Physiology" (PDF of 2 pages, to be processed by the server)',
      'row 3: rejected — ISBN 978-0-00-000000-1 has a wrong check digit',
      'row 4: would import "Oral Pathology, Illustrated"',
      'Dry run: 2 of 3 book rows would be imported, 1 rejected. Nothing was written.',
    ]);
    expect(await bookCount()).toBe(0);
  });

  it('imports the good rows, reports the bad one, and the server processes the PDF', async () => {
    const { code, lines } = await run('books.csv', '--files', '.', '--as', editorEmail);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'row 2: imported "Textbook of Physiology" (PDF of 2 pages, to be processed by the server)',
      'row 3: rejected — ISBN 978-0-00-000000-1 has a wrong check digit',
      'row 4: imported "Oral Pathology, Illustrated"',
      '2 of 3 book rows imported, 1 rejected.',
    ]);
    const [physiology] = await t.app.db.select().from(books).where(eq(books.isbn, '9780306406157'));
    expect(physiology).toMatchObject({ authors: ['Guyton, A.', 'Hall, J.'], status: 'queued', jobId: null });
    expect(physiology?.addedBy).not.toBeNull();
    expect(await waitForBook(t, physiology?.id ?? '')).toMatchObject({ status: 'ready', pageCount: 2 });
    const list = (await t.app.inject({ url: '/api/books?sort=title' })).json<BookList>();
    expect(list.items.map((item) => [item.title, item.hasPdf, item.cover?.width])).toEqual([
      ['Oral Pathology, Illustrated', false, undefined],
      ['Textbook of Physiology', true, 300],
    ]);
  });

  it('refuses the same rows when run again', async () => {
    const { code, lines } = await run('books.csv');
    expect(code).toBe(1);
    expect(lines[0]).toBe(
      'row 2: rejected — A book with ISBN 9780306406157 is already in the library: "Textbook of Physiology"',
    );
    expect(lines[2]).toBe('row 4: rejected — "Oral Pathology, Illustrated" (2018) is already in the library');
    expect(await bookCount()).toBe(2);
  });

  it('imports nothing from a CSV with an unclosed quote', async () => {
    await write(
      'broken.csv',
      'title,subject,externalUrl\n"Unclosed,dental,https://a.example\nFine,dental,https://b.example\n',
    );
    const { code, lines } = await run('broken.csv');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'broken.csv is not valid CSV: a quote opened on row 2 is never closed. Nothing was imported.',
    ]);
    expect(await bookCount()).toBe(2);
  });

  it('reports rows with a wrong number of fields, unknown subjects, missing or fake PDFs', async () => {
    await write(
      'mixed.csv',
      [
        'title,subject,pdf',
        'Too,many,fields,here',
        'Unknown Subject,Astrology,physiology.pdf',
        'Missing File,nursing,nowhere.pdf',
        'Fake PDF,nursing,setup.pdf',
        'No Title Given,,',
      ].join('\n'),
    );
    const { code, lines } = await run('mixed.csv', '--dry-run');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'row 2: rejected — has 4 fields but the header has 3 (a missing or extra comma?)',
      'row 3: rejected — Subject "Astrology" is not one of Basic Science, Clinical Science, Dental, Nursing',
      `row 4: rejected — PDF file "nowhere.pdf" was not found in ${dir}`,
      'row 5: rejected — setup.pdf: This file is not a PDF. Please upload the book as a PDF.',
      'row 6: rejected — Subject is required',
      'Dry run: 0 of 5 book rows would be imported, 5 rejected. Nothing was written.',
    ]);
  });

  it('refuses JSON that is not an array, and items with wrong types', async () => {
    await write('object.json', JSON.stringify({ title: 'Not in an array' }));
    expect((await run('object.json')).lines).toEqual([
      'object.json must hold an array of objects, e.g. [{"title": "…", "subject": "dental"}]. Nothing was imported.',
    ]);
    await write('invalid.json', '[{"title": ');
    expect((await run('invalid.json')).lines[0]).toMatch(/^invalid\.json is not valid JSON: /);
    await write(
      'types.json',
      JSON.stringify([
        { title: 42, subject: 'dental', externalUrl: 'https://a.example' },
        {
          title: 'Year as words',
          subject: 'dental',
          year: 'nineteen',
          authors: 7,
          externalUrl: 'https://a.example',
        },
        'just a string',
        {
          title: 'Good JSON book',
          authors: ['J. Doe'],
          year: 2021,
          subject: 'nursing',
          externalUrl: 'https://j.example',
        },
      ]),
    );
    const { code, lines } = await run('types.json', '--kind', 'books');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'item 1: rejected — Title must be text',
      'item 2: rejected — Authors must be a list of names; Year must be a whole number, e.g. 2019',
      'item 3: rejected — is not an object with named fields',
      'item 4: imported "Good JSON book"',
      '1 of 4 book rows imported, 3 rejected.',
    ]);
  });

  it('imports journals, told apart by their "name" column', async () => {
    await write(
      'journals.csv',
      [
        'name,publisher,issn,subject,homepage,cover',
        'Journal of Oral Health,Demo Dental,0378-5955,dental,https://joh.example.org,cover.png',
        'Journal of Oral Health,Again,,dental,,',
        'Nursing Review,,1234-5678,nursing,,',
      ].join('\n'),
    );
    const { code, lines } = await run('journals.csv');
    expect(code).toBe(1);
    expect(lines).toEqual([
      'row 2: imported "Journal of Oral Health" as journal-of-oral-health',
      'row 3: rejected — Another journal already has the slug "journal-of-oral-health". Please choose another.',
      'row 4: rejected — ISSN 1234-5678 has a wrong check digit',
      '1 of 3 journal rows imported, 2 rejected.',
    ]);
    const list = (await t.app.inject({ url: '/api/journals' })).json<JournalList>();
    expect(list.items).toEqual([
      expect.objectContaining({
        slug: 'journal-of-oral-health',
        cover: expect.objectContaining({ width: 300, height: 400 }),
      }),
    ]);
    expect(await t.app.db.select().from(journals)).toHaveLength(1);
  });

  it('explains its usage and refuses a non-editor for --as', async () => {
    expect((await run()).code).toBe(2);
    const notEditor = await run('books.csv', '--as', 'nobody@example.com');
    expect(notEditor).toEqual({
      code: 2,
      lines: [
        'No editor with the email nobody@example.com: grant the role with `npm run admin -- grant-editor nobody@example.com`',
      ],
    });
  });
});
