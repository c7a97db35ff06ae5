import { messages, requestMessages, waitMessages } from '@medshelf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bump, type Counter, counter, peek, reset } from '../../db/counters.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';

/** The auth endpoints that send mail: limited per IP and per email. */
const mailPaths = new Set(['/sign-up/email', '/request-password-reset', '/send-verification-email']);
const signInPath = '/sign-in/email';
const quarterHour = 15 * 60_000;
/** Longer than any address allows (RFC 5321); refused before it is hashed, counted or parsed. */
const maxEmailLength = 254;

const tooMany = (wait: string) => new HttpError(429, 'rate_limited', requestMessages.tooManyAttempts(wait));

function pathOf(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').replace(/^\/api\/auth/, '');
}

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  if (email.length > maxEmailLength) throw badRequest(messages.invalidEmail);
  return email.trim().toLowerCase();
}

interface SignInCounters {
  /** Failures on this account from this address: the guesser's own limit. */
  pair: Counter;
  /** Failures from this address on any account: one address trying many accounts. */
  address: Counter;
  /** Failures on this account from anywhere: past its cap, unknown addresses are slowed. */
  account: Counter;
  /** The one attempt an unknown address may make on a pressed account per interval. */
  slow: Counter;
  /** A success on this account from this address: that address is never slowed for it. */
  trusted: Counter;
}

declare module 'fastify' {
  interface FastifyRequest {
    signInCounters?: SignInCounters;
  }
}

/**
 * Limits on /api/auth/*: every limited path per IP per minute; the mail-sending ones per email;
 * sign-in by failures per (account, address) and per address, while failures on an account
 * from everywhere only slow other addresses down, so a guesser cannot lock its owner out.
 */
export function authRateLimiter(app: FastifyInstance) {
  const { perIpPerMinute, perEmailPerQuarterHour } = app.config.authRateLimits;
  const limits = app.config.signInLimits;

  const signInCounters = (email: string, address: string): SignInCounters => ({
    pair: counter('sign-in-pair', [email, address], quarterHour),
    address: counter('sign-in-address', [address], quarterHour),
    account: counter('sign-in-account', [email], quarterHour),
    slow: counter('sign-in-slow', [email], limits.slowSeconds * 1000),
    trusted: counter('sign-in-trusted', [email, address], limits.trustedDays * 24 * 60 * 60_000),
  });

  async function limitSignIn(request: FastifyRequest, email: string) {
    const counters = signInCounters(email, request.ip);
    // Counted as failures before the password is checked, so parallel guesses count too; a
    // success takes its attempt back.
    const pair = await bump(app.db, counters.pair);
    const address = await bump(app.db, counters.address);
    const account = await bump(app.db, counters.account);
    request.signInCounters = counters;
    if (pair > limits.perAccountAndAddress || address > limits.perAddress)
      throw tooMany(waitMessages.minutes(15));
    if (account > limits.perAccountBeforeSlowing && (await peek(app.db, counters.trusted)) === 0) {
      if ((await bump(app.db, counters.slow)) > 1) throw tooMany(waitMessages.seconds(limits.slowSeconds));
    }
  }

  return {
    async preHandler(request: FastifyRequest) {
      const path = pathOf(request);
      if (request.method !== 'POST' || !(mailPaths.has(path) || path === signInPath)) return;
      if ((await bump(app.db, counter('ip', [request.ip, path], 60_000))) > perIpPerMinute)
        throw tooMany(waitMessages.aMinute);
      const email = emailOf(request);
      if (email === null) return;
      if (path === signInPath) return limitSignIn(request, email);
      if ((await bump(app.db, counter('email', [email, path], quarterHour))) > perEmailPerQuarterHour) {
        throw tooMany(waitMessages.minutes(15));
      }
    },

    /** After the answer is known: a success clears this address's failures and trusts it. */
    async onSend(request: FastifyRequest, reply: FastifyReply) {
      const counters = request.signInCounters;
      if (!counters || reply.statusCode >= 300) return;
      await reset(app.db, counters.pair);
      await bump(app.db, counters.address, -1);
      await bump(app.db, counters.account, -1);
      await bump(app.db, counters.trusted);
    },
  };
}
