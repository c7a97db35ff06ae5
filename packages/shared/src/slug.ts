// Accents of Latin and Greek letters fold away in slugs, as they always did; other scripts' marks
// (Devanagari vowel signs, Cyrillic й) are part of their letters and stay.
const foldedAccents = /(?<=[\p{Script=Latin}\p{Script=Greek}])[\u0300-\u036f]+/gu;

// Plain ASCII names, most of them, are left as they are by the Unicode steps: they skip them.
// Unicode property classes take milliseconds to compile at their first use, in a browser as a
// page starts on a slow phone (the book page's tabs).
const beyondAscii = /[\u0080-\uffff]/;
const nonWordAscii = /[^a-z0-9]+/g;
const nonWord = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * URL slug for a display name: lower case, words of any script joined by '-'.
 * "Obstetrics & Gynaecology" → "obstetrics-and-gynaecology"; "Сердце и сосуды" →
 * "сердце-и-сосуды"; "हृदय रोग" → "हृदय-रोग" (browsers show such paths in their own script;
 * docs/decisions/0009-links.md).
 */
export function slugify(name: string): string {
  const plain = !beyondAscii.test(name);
  const letters = plain ? name : name.normalize('NFKD').replace(foldedAccents, '').normalize('NFC');
  return letters
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(plain ? nonWordAscii : nonWord, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug of at most `maxLength` characters, cut between words. */
export function slugWithin(name: string, maxLength: number): string {
  const slug = slugify(name);
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  return cut.slice(0, Math.max(0, cut.lastIndexOf('-')));
}

/**
 * The title part of an article's link (/articledetails/{title}/{source}): its slug, then its
 * id, which alone decides the item; titles repeat ("Editorial") and may have no slug at all.
 */
export const articleTitleSegment = (item: { slug: string; id: string }) =>
  item.slug ? `${item.slug}-${item.id}` : item.id;

/**
 * The id a title part ends with, to look up first; links made before ids were added end with
 * a word of the title instead, which is then no article's id and the slug decides.
 */
export function articleIdOf(segment: string): string | null {
  const id = segment.slice(segment.lastIndexOf('-') + 1);
  return /^[0-9A-Za-z]{1,64}$/.test(id) ? id : null;
}
