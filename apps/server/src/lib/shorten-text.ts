/** Text on one line, cut at a word boundary to at most `max` characters (the ellipsis included). */
export function shortenAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
