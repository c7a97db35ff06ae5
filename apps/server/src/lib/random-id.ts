import { randomBytes } from 'node:crypto';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A URL-safe random id (62^length values; 12 characters ≈ 71 bits). */
export function randomId(length = 12): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 248) id += alphabet[byte % 62];
    if (id.length === length) return id;
  }
  return id + randomId(length - id.length);
}
