import path from 'node:path';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/escape-html.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail through SMTP_URL, or the local outbox. Outside production the outbox is browsable at
 * /dev/outbox; it is never served in production, where SMTP_URL is expected.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir, env } = app.config;
    if (smtpUrl) {
      app.decorate('mailer', createSmtpMailer(smtpUrl, mailFrom));
    } else {
      const outbox = createOutboxMailer(path.join(dataDir, 'outbox'), mailFrom);
      app.decorate('mailer', outbox);
      if (env === 'production') {
        app.log.warn('SMTP_URL is not set: mail is written to DATA_DIR/outbox and nobody receives it');
      } else {
        app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
          const items = (await outbox.list())
            .map(
              (m) =>
                `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>${m.html}</article>`,
            )
            .join('<hr>');
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(
              `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox | MedShelf</title></head><body style="font-family:system-ui;max-width:720px;margin:2rem auto;padding:0 1rem"><h1>Outbox</h1><p>Mail this laptop would have sent, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
            );
        });
      }
    }
    app.addHook('onClose', () => app.mailer.close());
  },
  { name: 'mail', dependencies: ['config'] },
);
