import path from 'node:path';
import { createOutboxMailer, type OutboxEntry } from '../src/mail/outbox-mailer.ts';

/** The mail the app under test wrote to its outbox, newest first. */
export function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  return createOutboxMailer(path.join(dataDir, 'outbox'), 'test').list();
}

/** The first link in a message's text that contains `fragment`. */
export function linkIn(message: OutboxEntry | undefined, fragment: string): string {
  const link = message?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in ${message?.subject ?? 'no message'}`);
  return link;
}
