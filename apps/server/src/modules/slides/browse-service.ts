import type {
  DeckCard,
  DeckListQuery,
  deckListQuerySchema,
  SlideOverview,
  slideOverviewQuerySchema,
} from '@medshelf/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { decks } from '../../db/schema/index.ts';
import { seekPage, sharedFigures } from '../../lib/keyset.ts';
import { allCategories, findCategoryId, findTopicIds } from '../taxonomy/index.ts';
import type { SlidesContext } from './context.ts';
import { assertCanSee } from './policies.ts';
import { findDeck, overviewDeckIds, readyDeckList, selectCards, toCard } from './repository.ts';

const perCategory = 8;

export async function slideOverview(
  ctx: SlidesContext,
  query: z.output<typeof slideOverviewQuerySchema>,
): Promise<SlideOverview> {
  const { subjects, sort, after, limit } = query;
  // One more than asked says whether there are more.
  const found = await overviewDeckIds(ctx.db, subjects, sort, perCategory, {
    after,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const groups = limit === undefined ? found : found.slice(0, limit);
  const ids = groups.flatMap((group) => group.deckIds);
  const [cards, categoryRows] = await Promise.all([
    ids.length ? selectCards(ctx.db).where(inArray(decks.id, ids)) : Promise.resolve([]),
    allCategories(ctx.db),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, toCard(card)]));
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const last = groups.at(-1);
  const lastSlug = last ? categoryById.get(last.categoryId)?.slug : undefined;
  return {
    next: found.length > groups.length && lastSlug ? lastSlug : null,
    categories: groups.flatMap((group) => {
      const category = categoryById.get(group.categoryId);
      if (!category) return [];
      return [
        {
          slug: category.slug,
          name: category.name,
          subject: category.subjectSlug,
          total: group.total,
          decks: group.deckIds.flatMap((id) => cardById.get(id) ?? []),
        },
      ];
    }),
  };
}

/**
 * One page of ready decks; an unknown category or sub-category is an empty list, not an error.
 * Never OFFSET (decision 0029): `after` seeks to a cursor; page N starts after where page N-1
 * ends, from the page ends of this order computed once for everyone with the total.
 */
export async function listDecks(ctx: SlidesContext, query: z.output<typeof deckListQuerySchema>) {
  const { page, pageSize, sort } = query;
  const empty = { items: [], page, pageSize, total: 0, next: null };
  let categoryId: number | undefined;
  let subCategoryId: number | undefined;
  if (query.category && query.subCategory) {
    const topic = await findTopicIds(ctx.db, query.category, query.subCategory);
    if (!topic) return empty;
    ({ categoryId, subCategoryId } = topic);
  } else if (query.category) {
    categoryId = (await findCategoryId(ctx.db, query.category)) ?? undefined;
    if (categoryId === undefined) return empty;
  }
  const filter = { categoryId, subCategoryId, subjects: query.subjects };
  const list = sharedFigures(
    readyDeckList(ctx.db, filter, sort),
    ctx.hotReads,
    `ready-decks ${JSON.stringify(filter)}`,
    sort,
  );
  const { rows, total, next } = await seekPage(list, query);
  return { items: rows.map(toCard), page, pageSize, total, next };
}

export type { DeckListQuery };

/** Decks like this one: same sub-category first, then the same category; most viewed first. */
export async function relatedDecks(ctx: SlidesContext, deckId: string): Promise<DeckCard[]> {
  const deck = await findDeck(ctx.db, deckId);
  assertCanSee(null, deck);
  const rows = await selectCards(ctx.db)
    .where(and(eq(decks.status, 'ready'), eq(decks.categoryId, deck.categoryId), ne(decks.id, deck.id)))
    .orderBy(
      sql`case when ${decks.subCategoryId} = ${deck.subCategoryId} then 0 else 1 end`,
      desc(decks.views),
      asc(decks.id),
    )
    .limit(perCategory);
  return rows.map(toCard);
}
