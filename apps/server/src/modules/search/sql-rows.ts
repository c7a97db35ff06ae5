/** The rows of `db.execute`, whichever driver ran it (both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
