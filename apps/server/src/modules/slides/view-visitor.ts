import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Counter, counter } from '../../db/counters.ts';
import { isKnownBot } from '../../lib/known-bots.ts';

const visitorCookie = 'medshelf_visitor';

function readCookie(header: string | undefined): string | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${visitorCookie}=([A-Za-z0-9_-]{12,64})`));
  return match?.[1] ?? null;
}

export interface Visitor {
  /** Stored with the visit: the user, or a keyed hash of the visitor's cookie (no address). */
  key: string;
  /** Anonymous visits counted from this address today, capped: made-up cookies cannot buy views. */
  fromAddress: Counter | null;
}

/**
 * Who is viewing: a signed-in user by id; an anonymous visitor by the cookie they were given,
 * or, without one, by a keyed hash of address, browser and day, which is also the cookie they
 * are given now, so asking again with or without it counts once. Null for a known bot.
 */
export function viewVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
  deckId: string,
): Visitor | null {
  const agent = request.headers['user-agent'] ?? '';
  if (isKnownBot(agent)) return null;
  if (userId) return { key: `u:${userId}`, fromAddress: null };
  const day = app.config.clock().toISOString().slice(0, 10);
  let cookie = readCookie(request.headers.cookie);
  if (!cookie) {
    cookie = app.keyedHash('visitor', request.ip, agent, day);
    const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${visitorCookie}=${cookie}; Path=/api/decks; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return {
    key: `v:${app.keyedHash('view', cookie)}`,
    fromAddress: counter(
      'view-address',
      [app.keyedHash('address', request.ip), deckId, day],
      24 * 60 * 60_000,
    ),
  };
}
