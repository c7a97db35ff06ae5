import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** The auth endpoints that send mail or test a password: limited per IP and per email. */
const limitedPaths = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
]);

/**
 * Counts one attempt under `key` in a fixed window and returns the count so far. The counter
 * lives in the database, so every process of the site sees the same number.
 */
async function countAttempt(db: Database, key: string, windowMs: number): Promise<number> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

const tooMany = (wait: string) =>
  new HttpError(429, 'rate_limited', `Too many attempts. Please wait ${wait} and try again.`);

/** A preHandler for /api/auth/*: 429 with a clear message past either limit. */
export function authRateLimiter(app: FastifyInstance) {
  const { perIpPerMinute, perEmailPerQuarterHour } = app.config.authRateLimits;
  return async (request: FastifyRequest) => {
    const path = (request.url.split('?')[0] ?? '').replace(/^\/api\/auth/, '');
    if (request.method !== 'POST' || !limitedPaths.has(path)) return;
    if ((await countAttempt(app.db, `ip:${request.ip}:${path}`, 60_000)) > perIpPerMinute)
      throw tooMany('a minute');
    const body = request.body as { email?: unknown } | undefined;
    if (typeof body?.email !== 'string') return;
    const email = body.email.trim().toLowerCase();
    if ((await countAttempt(app.db, `email:${email}:${path}`, 15 * 60_000)) > perEmailPerQuarterHour) {
      throw tooMany('15 minutes');
    }
  };
}
