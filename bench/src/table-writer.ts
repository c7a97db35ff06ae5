/**
 * Buffers generated rows and writes them a batch at a time with one multi-row INSERT each:
 * `insert … select from unnest($1::text[], $2::int[], …)`. One array parameter per column keeps
 * a batch of thousands of rows to a handful of parameters (a VALUES list needs one per cell and
 * stops at 65,535), and the statement text stays the same for every batch.
 */
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

export type Cell = string | number | boolean | string[];
export type Row = Cell[];

export interface TableWriterOptions {
  batchRows?: number;
  /** Writers whose rows this table references: flushed first, so foreign keys always find them. */
  after?: TableWriter[];
}

// Joins a text[] cell into one string for the unnest column (arrays of arrays cannot be unnested
// row by row); a control character no generated text contains.
const arraySeparator = '\u001f';

export class TableWriter {
  written = 0;
  private buffered: Row[] = [];
  private readonly statement: string;
  private readonly batchRows: number;
  private readonly after: TableWriter[];
  private readonly columns: { name: string; type: string }[];

  constructor(
    private readonly handle: DatabaseHandle,
    table: string,
    /** `name type` pairs, comma-separated, e.g. `id text, tags text[]`; `text[]` cells are string arrays. */
    columnList: string,
    options: TableWriterOptions = {},
  ) {
    this.columns = columnList.split(',').map((column) => {
      const [name = '', type = ''] = column.trim().split(/\s+/);
      return { name, type };
    });
    const columns = this.columns;
    this.batchRows = options.batchRows ?? 5_000;
    this.after = options.after ?? [];
    const names = columns.map(({ name }) => `"${name}"`);
    const selected = columns.map(({ name, type }) =>
      type === 'text[]' ? `string_to_array("${name}", chr(31))` : `"${name}"`,
    );
    const parameters = columns.map(
      ({ type }, index) => `$${index + 1}::${type === 'text[]' ? 'text' : type}[]`,
    );
    this.statement =
      `insert into "${table}" (${names.join(', ')}) select ${selected.join(', ')} ` +
      `from unnest(${parameters.join(', ')}) as row_values(${names.join(', ')})`;
  }

  async add(row: Row): Promise<void> {
    this.buffered.push(row);
    if (this.buffered.length >= this.batchRows) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffered.length === 0) return;
    for (const writer of this.after) await writer.flush();
    const rows = this.buffered;
    this.buffered = [];
    const values = this.columns.map((_, column) =>
      rows.map((row) => {
        const cell = row[column];
        if (cell === undefined) throw new Error(`a row for ${this.statement.slice(0, 40)}… is short`);
        return Array.isArray(cell) ? cell.join(arraySeparator) : cell;
      }),
    );
    await this.handle.executeSql(this.statement, values);
    this.written += rows.length;
  }
}
