import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { ClipRow } from './repository.ts';

export const clipNotFound = () => notFound('This clip is not there any more.');

/** Only the owner changes a clip; others learn it exists only when it is public (then 403). */
export function assertOwnClip(viewer: { id: string }, clip: ClipRow | undefined): asserts clip is ClipRow {
  if (!clip) throw clipNotFound();
  if (clip.userId === viewer.id) return;
  throw clip.isPublic ? forbidden('Only the person who clipped this page can change it.') : clipNotFound();
}
