/**
 * URL slug for a display name: lower case, ASCII, words joined by '-'.
 * "Obstetrics & Gynaecology" → "obstetrics-and-gynaecology".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
