import { bookMessages } from '@medshelf/shared';
import { notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { type BookRow, publicStatuses } from './repository.ts';

export const bookNotFound = () => notFound(bookMessages.notFound);

export const isEditor = (viewer: Pick<SessionUser, 'role'> | null) => viewer?.role === 'editor';

export const isPublic = (book: Pick<BookRow, 'status'>) =>
  (publicStatuses as readonly string[]).includes(book.status);

/** Anyone sees a public book; one being processed or failed only editors (others get 404). */
export function assertCanSee(
  viewer: Pick<SessionUser, 'role'> | null,
  book: BookRow | undefined,
): asserts book is BookRow {
  if (!book) throw bookNotFound();
  if (!isPublic(book) && !isEditor(viewer)) throw bookNotFound();
}
