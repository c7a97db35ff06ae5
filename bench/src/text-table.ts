/** Plain-text tables and figures for a terminal or a CI log, shared by the bench's reports. */

export function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  // Text columns line up on the left, figures on the right, as in a spreadsheet.
  return rows.map(
    (row) =>
      `  ${row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd()}`,
  );
}

export const mark = (pass: boolean) => (pass ? 'PASS' : 'MISS');
export const whole = (value: number | null) =>
  value === null ? 'n/a' : Math.round(value).toLocaleString('en-US');
