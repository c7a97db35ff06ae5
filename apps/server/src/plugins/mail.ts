import path from 'node:path';
import { requestMessages } from '@medshelf/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { escapeHtml } from '../lib/escape-html.ts';
import { notFound } from '../lib/http-errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The connection itself comes from loopback (request.ip would believe forwarded headers) and
 * carries no forwarding header (a reverse proxy on this machine connects from loopback too).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address)) return false;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * Mail through SMTP_URL, or the local outbox. Outside production the outbox is browsable at
 * /dev/outbox to requests from this machine; it is never served in production, where SMTP_URL is
 * expected.
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
        app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
          // Every reset link is on this page: only for someone at this machine, never through a proxy.
          if (!fromThisMachine(request)) throw notFound(requestMessages.notFound);
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
