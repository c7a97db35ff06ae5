import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header, when the message has one (the weekly digest). */
  listUnsubscribe: string | null;
  receivedAt: string;
}

/**
 * A real SMTP server on loopback: the app under test sends its mail here through nodemailer,
 * and each message is written to `dir` as JSON for the tests to read.
 */
export function startSmtpPeer(port: number, dir: string): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            // The raw line: mailparser folds List-* headers into a structure of its own.
            listUnsubscribe:
              parsed.headerLines
                .find((header) => header.key === 'list-unsubscribe')
                ?.line.replace(/^[^:]*:\s*/, '')
                .replace(/\r?\n\s+/g, ' ') ?? null,
            receivedAt: new Date().toISOString(),
          };
          // Written aside, then renamed: a test never reads half a message.
          const file = path.join(dir, `${Date.now()}-${randomUUID()}.json`);
          await writeFile(`${file}.partial`, JSON.stringify(mail));
          await rename(`${file}.partial`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
