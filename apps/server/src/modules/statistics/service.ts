import {
  type DeckStatistics,
  type MemberStatistics,
  paths,
  type ReadingReport,
  type StatisticsCounts,
  statisticsLimits,
  statisticsMessages,
  viewSourceSchema,
} from '@medshelf/shared';
import type { Executor } from '../../db/executor.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { type DeckEvent, insertEvent, insertReading, rollUpBatch } from './events-repository.ts';
import {
  countsPerDay,
  countsSinceStart,
  decksWithCounts,
  findDeckForStatistics,
  mostReadPages,
  type Scope,
  viewsBySource,
} from './repository.ts';

export interface StatisticsContext {
  db: Executor;
  clock: () => Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC days of the window, oldest first, today last. */
function windowDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: statisticsLimits.windowDays }, (_, index) =>
    dayOf(new Date(today - (statisticsLimits.windowDays - 1 - index) * 24 * 60 * 60_000)),
  );
}

const none: StatisticsCounts = { views: 0, likes: 0, saves: 0, clips: 0, downloads: 0 };

function add(a: StatisticsCounts, b: StatisticsCounts): StatisticsCounts {
  return {
    views: a.views + b.views,
    likes: a.likes + b.likes,
    saves: a.saves + b.saves,
    clips: a.clips + b.clips,
    downloads: a.downloads + b.downloads,
  };
}

interface Window {
  days: string[];
  from: string;
  to: string;
}

function currentWindow(ctx: StatisticsContext): Window {
  const days = windowDays(ctx.clock());
  return { days, from: days[0] ?? '', to: days.at(-1) ?? '' };
}

/** Days, sums and sources of a scope over the window. */
async function countsOver(ctx: StatisticsContext, scope: Scope, { days, from, to }: Window) {
  const [counted, allTime, sources] = await Promise.all([
    countsPerDay(ctx.db, scope, from, to),
    countsSinceStart(ctx.db, scope),
    viewsBySource(ctx.db, scope, from, to, 50),
  ]);
  const byDay = new Map(counted.map(({ day, ...counts }) => [day, counts]));
  const filled = days.map((day) => ({ day, ...(byDay.get(day) ?? none) }));
  return {
    days: filled,
    window: filled.reduce<StatisticsCounts>(add, none),
    allTime,
    sources: sources.map((row) => ({
      source: viewSourceSchema.parse(row.source),
      host: row.host || null,
      views: row.views,
    })),
  };
}

/** A deck's statistics, for its uploader only: others learn no more than the deck page shows. */
export async function deckStatistics(
  ctx: StatisticsContext,
  user: SessionUser,
  deckId: string,
): Promise<DeckStatistics> {
  const deck = await findDeckForStatistics(ctx.db, deckId);
  if (!deck) throw notFound('This slide deck is not available.');
  if (deck.ownerId !== user.id) throw forbidden(statisticsMessages.notYours);
  const window = currentWindow(ctx);
  const [counts, pages] = await Promise.all([
    countsOver(ctx, { deckId }, window),
    mostReadPages(ctx.db, deckId, window.from, window.to, statisticsLimits.topPages),
  ]);
  return {
    deck: {
      id: deck.id,
      title: deck.title,
      path: paths.slideDetails(deck.id, deck.category, deck.subCategory),
    },
    ...counts,
    pages,
  };
}

/** Every deck of the signed-in member together, and each deck's sums. */
export async function memberStatistics(ctx: StatisticsContext, user: SessionUser): Promise<MemberStatistics> {
  const [counts, decks] = await Promise.all([
    countsOver(ctx, { ownerId: user.id }, currentWindow(ctx)),
    decksWithCounts(ctx.db, user.id),
  ]);
  return {
    ...counts,
    decks: decks.map(({ category, subCategory, ...deck }) => ({
      ...deck,
      path: paths.slideDetails(deck.id, category, subCategory),
    })),
  };
}

/**
 * Records what a reader did with a deck for its uploader's statistics (never the uploader's own
 * doings). Other features call this after their own checks have let the action through.
 */
export function recordDeckEvent(
  ctx: StatisticsContext,
  deckId: string,
  actorId: string | null,
  event: DeckEvent,
): Promise<void> {
  return insertEvent(ctx.db, deckId, actorId, ctx.clock(), event);
}

/** A reader's time on pages of a ready deck; pages beyond the deck's last are left out. */
export function recordReading(
  ctx: StatisticsContext,
  deckId: string,
  actorId: string | null,
  report: ReadingReport,
): Promise<void> {
  return insertReading(ctx.db, deckId, actorId, ctx.clock(), report.pages);
}

/** Sums every waiting event into the daily tables, a batch at a time; how many it moved. */
export async function rollUp(db: Executor, batch = 50_000): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await rollUpBatch(db, batch);
    total += moved;
    if (moved < batch) return total;
  }
}
