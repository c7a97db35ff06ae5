import { socialLimits } from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import { newDecksFromFollowed } from '../following/index.ts';
import { digestEmail } from './digest-email.ts';
import { claimDueMembers, releaseClaim } from './repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export type DigestContext = Pick<FastifyInstance, 'db' | 'mailer' | 'keyedHash' | 'log'> & {
  publicUrl: string;
};

const batchSize = 100;

export const unsubscribeUrl = (ctx: Pick<DigestContext, 'keyedHash' | 'publicUrl'>, userId: string) =>
  `${ctx.publicUrl}/api/digest/unsubscribe?token=${encodeURIComponent(unsubscribeToken(ctx.keyedHash, userId))}`;

/**
 * Sends every digest due at `now`, a batch of members at a time: each is claimed before its
 * email goes (so no member gets two), and given back when the email fails (so the next run
 * tries again). How many were sent.
 */
export async function sendDueDigests(ctx: DigestContext, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    let failed = false;
    const due = await claimDueMembers(ctx.db, now, socialLimits.digestEveryDays, batchSize);
    for (const member of due) {
      try {
        const { decks, total } = await newDecksFromFollowed(
          ctx.db,
          member.user_id,
          member.since,
          socialLimits.digestMaxDecks,
        );
        if (!decks.length) continue;
        await ctx.mailer.send(
          digestEmail({
            to: member.email,
            publicUrl: ctx.publicUrl,
            decks,
            total,
            unsubscribeUrl: unsubscribeUrl(ctx, member.user_id),
            language: member.language,
          }),
        );
        sent += 1;
      } catch (error) {
        ctx.log.warn(
          { err: error, userId: member.user_id },
          'could not send a digest; it will be tried again',
        );
        await releaseClaim(ctx.db, member.user_id, now, member.previous);
        failed = true;
      }
    }
    // A failing mail server stops the run: the members given back would be claimed again at once.
    if (due.length < batchSize || failed) return sent;
  }
}
