import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer.ts';

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Without SMTP_URL, mail is written to DATA_DIR/outbox as JSON, one file a message, so a
 * newcomer can open /dev/outbox and click the verification link.
 */
export function createOutboxMailer(dir: string, from: string): Mailer & { list(): Promise<OutboxEntry[]> } {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const entry: OutboxEntry = {
        id: `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}`,
        from,
        sentAt,
        ...message,
      };
      await writeFile(path.join(dir, `${entry.id}.json`), JSON.stringify(entry, null, 2));
    },
    async list() {
      const names = await readdir(dir).catch(() => []);
      const entries = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
      );
      return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
    async close() {},
  };
}
