import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';

export type ImportKind = 'books' | 'journals';

/** One row of the file: where it is (for the report) and its values by column or key. */
export interface ImportRecord {
  /** "row 3" (the CSV line the row starts on, the header being row 1) or "item 3" (JSON, from 1). */
  label: string;
  values: Record<string, unknown>;
  /** Set when the row cannot be read at all; it is reported and skipped. */
  problem?: string;
}

/** The whole file is unusable (not CSV/JSON, unreadable, broken quoting): nothing is imported. */
export class ImportFileError extends Error {}

// With `info`, each row comes as { record, info }; csv-parse's typings do not model that option.
const csvRows = z.array(
  z.object({
    record: z.array(z.string()),
    info: z.object({ lines: z.number(), empty_lines: z.number() }),
  }),
);
type CsvRow = z.output<typeof csvRows>[number];

function parseRows(text: string, skipBroken = false): CsvRow[] {
  const options = { bom: true, info: true, relax_column_count: true, skip_empty_lines: true } as const;
  const rows = skipBroken
    ? parse(text, { ...options, skip_records_with_error: true, on_skip: () => undefined })
    : parse(text, options);
  return csvRows.parse(rows);
}

/** csv-parse names the line where the file ended; the editor needs the row where the quote opened. */
function unclosedQuoteRow(text: string): number {
  return (parseRows(text, true).at(-1)?.info.lines ?? 0) + 1;
}

/**
 * CSV rows as records keyed by the header. A quoting error is a file error, not a row error:
 * after an unclosed quote every later field is shifted, so no row after it can be trusted.
 */
export function csvRecords(text: string, fileName: string): { header: string[]; records: ImportRecord[] } {
  let rows: CsvRow[];
  try {
    rows = parseRows(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new ImportFileError(
        `${fileName} is not valid CSV: a quote opened on row ${unclosedQuoteRow(text)} is never closed`,
      );
    }
    throw new ImportFileError(`${fileName} is not valid CSV: ${error.message}`);
  }
  const [headerRow, ...dataRows] = rows;
  const header = (headerRow?.record ?? []).map((name) => name.trim());
  if (!header.some(Boolean))
    throw new ImportFileError(`${fileName} has no header row (e.g. title,authors,subject,pdf)`);
  let previous = headerRow ?? { info: { lines: 1, empty_lines: 0 } };
  const records = dataRows.map((row) => {
    // csv-parse counts the line a row ends on; the report names the line it starts on.
    const start = previous.info.lines + 1 + (row.info.empty_lines - previous.info.empty_lines);
    previous = row;
    const record: ImportRecord = { label: `row ${start}`, values: {} };
    if (row.record.length !== header.length) {
      record.problem = `has ${row.record.length} fields but the header has ${header.length} (a missing or extra comma?)`;
      return record;
    }
    header.forEach((name, index) => {
      if (name) record.values[name] = row.record[index] ?? '';
    });
    return record;
  });
  return { header, records };
}

/** JSON: an array of objects, each a row. */
export function jsonRecords(text: string, fileName: string): { header: string[]; records: ImportRecord[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(
      `${fileName} is not valid JSON: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!Array.isArray(data)) {
    throw new ImportFileError(
      `${fileName} must hold an array of objects, e.g. [{"title": "…", "subject": "dental"}]`,
    );
  }
  const records = data.map((item: unknown, index) => {
    const label = `item ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return { label, values: {}, problem: 'is not an object with named fields' };
    }
    return { label, values: item as Record<string, unknown> };
  });
  const first = records.find((record) => !record.problem);
  return { header: Object.keys(first?.values ?? {}), records };
}

/** Books have a title, journals a name: the file says which unless --kind does. */
export function detectKind(header: string[], fileName: string): ImportKind {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  if (names.has('title') && !names.has('name')) return 'books';
  if (names.has('name') && !names.has('title')) return 'journals';
  throw new ImportFileError(
    `Cannot tell whether ${fileName} holds books (a "title" column) or journals (a "name" column): add --kind books or --kind journals`,
  );
}

export async function readImportFile(file: string) {
  const fileName = path.basename(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new ImportFileError(`Cannot read ${file}: check the path`);
  }
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') return csvRecords(text, fileName);
  if (extension === '.json') return jsonRecords(text, fileName);
  throw new ImportFileError(`${fileName}: give a .csv or a .json file`);
}
