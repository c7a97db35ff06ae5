import { requestMessages } from '@medshelf/shared';
import { badRequest } from './http-errors.ts';

/** A NUL (PostgreSQL refuses it in text) or half of a surrogate pair (not text at all). */
const notText = /[\0\p{Cs}]/u;

export const isCleanText = (value: string): boolean => !notText.test(value);

/** Every string in a parsed JSON value, keys included, is clean text. */
export function isCleanValue(value: unknown): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (Array.isArray(value)) return value.every(isCleanValue);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => isCleanText(key) && isCleanValue(item));
  }
  return true;
}

/** For text read outside the JSON parser (multipart fields and file names): 400 unless clean. */
export function assertCleanText(value: string): string {
  if (!isCleanText(value)) throw badRequest(requestMessages.invalidText);
  return value;
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one pass over the text
 * before it is parsed (brackets inside strings do not count).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** A request target whose percent-escapes decode to clean text (no NUL, no broken UTF-8). */
export function isCleanUrl(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    return isCleanText(decodeURIComponent(url));
  } catch {
    return false;
  }
}
