import { reportMessages } from '@medshelf/shared';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';

interface Account {
  id: string;
  role: 'user' | 'editor';
}

/**
 * An editor disables readers and uploaders, never themself nor another editor: the editor role
 * is granted and taken back by a command, and one editor must not lock the others out.
 */
export function assertCanDisable(
  editor: SessionUser,
  target: Account | undefined,
): asserts target is Account {
  if (!target) throw notFound(reportMessages.userNotFound);
  if (target.id === editor.id) throw conflict(reportMessages.cannotDisableSelf);
  if (target.role === 'editor') throw conflict(reportMessages.cannotDisableEditor);
}
