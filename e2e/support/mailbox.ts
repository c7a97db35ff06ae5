import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from './smtp-peer.ts';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const names = (await readdir(mailDir())).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(mailDir(), name), 'utf8')) as ReceivedMail),
  );
  return mails.filter((mail) => mail.to === address);
}

/** Waits until `address` has received `count` messages whose subject contains `subject`, returns the last. */
export async function waitForMail(address: string, subject: string, count = 1): Promise<ReceivedMail> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.subject.includes(subject));
        return found.length;
      },
      { message: `mail "${subject}" to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[found.length - 1] as ReceivedMail;
}

/** The link in a mail's text that contains `fragment`. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no ${fragment} link in "${mail.subject}"`);
  return link;
}
