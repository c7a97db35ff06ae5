/**
 * The fields of a loose record (a CSV row, a JSON item, multipart fields) that a schema knows:
 * keys matched without regard to case or through `aliases` (lower-case name to field), strings
 * trimmed, empty cells left out. Values of the wrong type pass through for the schema to refuse.
 */
export function knownFields(
  record: Record<string, unknown>,
  keys: string[],
  aliases: Record<string, string>,
): Record<string, unknown> {
  const known = new Map(keys.map((key) => [key.toLowerCase(), key]));
  const input: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(record)) {
    const lower = rawKey.trim().toLowerCase();
    const key = aliases[lower] ?? known.get(lower);
    if (!key) continue;
    const value = typeof rawValue === 'string' ? rawValue.trim() : rawValue;
    if (value === '' || value === null || value === undefined) continue;
    input[key] = value;
  }
  return input;
}
