import { seedTaxonomy } from '@medshelf/shared';
import type { SlidesContext } from '../../modules/slides/index.ts';
import { addDeck } from '../../modules/slides/index.ts';
import { findTopicIds } from '../../modules/taxonomy/index.ts';
import { insertPastViews } from '../demo-repository.ts';
import { makeDeckPdf } from './deck-pdf.ts';
import { demoLecture, demoTitlePatterns } from './demo-slides.ts';

export interface DemoOwner {
  id: string;
  /** Subject slugs this owner uploads in. */
  subjects: string[];
}

/**
 * One generated deck per sub-category, uploaded by demo users of matching subjects, pushed
 * through the real pipeline (stored, queued, rendered). Views are spread so "trending" differs
 * from "newest". Deterministic: the same install always gets the same decks.
 */
export async function seedDemoDecks(
  ctx: SlidesContext,
  owners: DemoOwner[],
  options: { pagesPerDeck?: number; limit?: number } = {},
): Promise<number> {
  const pages = options.pagesPerDeck ?? 4;
  const topics = seedTaxonomy().categories.flatMap((category) =>
    category.subCategories.map((sub) => ({ category, sub })),
  );
  let created = 0;
  for (const [index, { category, sub }] of topics.slice(0, options.limit ?? topics.length).entries()) {
    const ids = await findTopicIds(ctx.db, category.slug, sub.slug);
    if (!ids) continue;
    const candidates = owners.filter((owner) => owner.subjects.includes(category.subject));
    const pool = candidates.length ? candidates : owners;
    const owner = pool[index % pool.length];
    if (!owner) break;
    const title = (demoTitlePatterns[index % demoTitlePatterns.length] ?? ((topic: string) => topic))(
      sub.name,
    );
    const bytes = Buffer.from(await makeDeckPdf(title, demoLecture(sub.name, category.name, pages)));
    const views = (index * 37) % 250;
    const recent = (index * 13) % 60;
    const deck = await addDeck(
      ctx,
      owner.id,
      {
        title,
        description: `A ${pages}-page lecture on ${sub.name} (${category.name}): concepts, clinical features, investigations and management.`,
        category: category.slug,
        subCategory: sub.slug,
        tags: [sub.name.toLowerCase(), category.name.toLowerCase()].slice(0, 2),
        allowDownload: index % 3 !== 0,
        ...ids,
      },
      { body: bytes, size: bytes.length, name: `${sub.slug}.pdf`, type: 'pdf', pageCount: pages },
      { counters: { views, likes: (index * 7) % 40, trendingViews: recent }, bulk: true },
    );
    if (recent > 0) await insertPastViews(ctx.db, deck.id, index % 5, recent);
    created += 1;
  }
  return created;
}
