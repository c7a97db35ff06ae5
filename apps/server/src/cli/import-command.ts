import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../db/client.ts';
import { editorIdByEmail } from '../modules/auth/index.ts';
import { createTaxonomyService } from '../modules/taxonomy/index.ts';
import type { Storage } from '../storage/storage.ts';
import { detectKind, ImportFileError, type ImportKind, readImportFile } from './import-records.ts';
import { importRow } from './import-rows.ts';

export const importUsage = `Usage: npm run import -- <file.csv|file.json> [--files <dir>] [--kind books|journals] [--dry-run] [--as <editor email>]
  <file>          books or journals, one per row (CSV with a header) or per item (a JSON array)
  --files <dir>   where the pdf and cover files named in the rows are (default: the file's folder)
  --kind          books or journals (default: told by a "title" or a "name" column)
  --dry-run       check every row and file, report, and write nothing
  --as <email>    the editor the rows are added by

Books:    title, authors (separated by ";"), edition, year, publisher, isbn, subject, category,
          description, externalUrl, pdf, cover
Journals: name, slug, publisher, issn, subject, homepage, description, feedUrl, cover
The books' PDFs are processed by the running server (or at its next start).`;

export interface ImportResult {
  code: number;
}

type Print = (line: string) => void;

function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      files: { type: 'string' },
      kind: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      as: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [file, ...rest] = positionals;
  if (values.help || !file || rest.length) return null;
  const kind = values.kind;
  if (kind !== undefined && kind !== 'books' && kind !== 'journals') return null;
  return {
    file,
    kind: kind as ImportKind | undefined,
    filesDir: values.files,
    dryRun: values['dry-run'],
    as: values.as,
  };
}

/**
 * `npm run import`: reads a CSV or JSON file of books or journals, checks each row as the editor
 * API would (fields, files by content, duplicates), imports the good ones unless --dry-run and
 * prints one line per row. Exit code 1 when any row (or the file) was rejected, 2 for bad usage.
 */
export async function runImport(
  deps: { db: Database; storage: Storage },
  args: string[],
  print: Print,
  /** Where relative paths start: `npm run` moves to the repository root, INIT_CWD is where it was run. */
  cwd = process.cwd(),
): Promise<ImportResult> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(args);
  } catch (error) {
    print(`${error instanceof Error ? error.message : error}\n\n${importUsage}`);
    return { code: 2 };
  }
  if (!options) {
    print(importUsage);
    return { code: 2 };
  }
  let addedBy: string | null = null;
  if (options.as) {
    addedBy = await editorIdByEmail(deps.db, options.as);
    if (!addedBy) {
      print(
        `No editor with the email ${options.as}: grant the role with \`npm run admin -- grant-editor ${options.as}\``,
      );
      return { code: 2 };
    }
  }
  let file: Awaited<ReturnType<typeof readImportFile>>;
  let kind: ImportKind;
  try {
    file = await readImportFile(path.resolve(cwd, options.file));
    kind = options.kind ?? detectKind(file.header, path.basename(options.file));
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    print(`${error.message}. Nothing was imported.`);
    return { code: 1 };
  }
  // Subjects and categories must exist before a row can name them (a fresh database has none).
  await createTaxonomyService(deps.db);
  const target = {
    ...deps,
    filesDir: path.resolve(cwd, options.filesDir ?? path.dirname(options.file)),
    dryRun: options.dryRun,
    addedBy,
    seen: new Map<string, string>(),
  };
  let accepted = 0;
  for (const record of file.records) {
    const outcome = await importRow(target, kind, record);
    if (outcome.imported) accepted += 1;
    print(outcome.line);
  }
  const rejected = file.records.length - accepted;
  const total = `${file.records.length} ${kind === 'books' ? 'book' : 'journal'} row${file.records.length === 1 ? '' : 's'}`;
  print(
    options.dryRun
      ? `Dry run: ${accepted} of ${total} would be imported, ${rejected} rejected. Nothing was written.`
      : `${accepted} of ${total} imported, ${rejected} rejected.`,
  );
  return { code: rejected > 0 ? 1 : 0 };
}
