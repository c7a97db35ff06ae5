import { journalCoverSize } from '@medshelf/shared';
import sharp from 'sharp';
import type { RenderPool } from '../../documents/render-pool.ts';
import { createJournal, type JournalsContext, validateJournal } from '../../modules/journals/index.ts';
import { coverArt } from '../books/cover-art.ts';
import { hasJournals } from '../demo-repository.ts';
import { demoJournals } from './demo-journals.ts';

/** The demo journals with generated covers; skipped when there are journals already. */
export async function seedDemoJournals(
  ctx: JournalsContext,
  pool: RenderPool,
  limit = demoJournals.length,
): Promise<number> {
  if (await hasJournals(ctx.db)) return 0;
  let added = 0;
  for (const demo of demoJournals.slice(0, limit)) {
    const journal = await validateJournal(ctx.db, {
      slug: demo.slug,
      name: demo.name,
      publisher: demo.publisher,
      issn: demo.issn,
      subject: demo.subject,
      description: `${demo.description} Generated demo content.`,
    });
    const art = await coverArt(
      pool,
      { title: demo.name, authors: [demo.publisher], accent: demo.accent },
      journalCoverSize.width,
    );
    const { data, info } = await sharp(art.pixels, {
      raw: { width: art.width, height: art.height, channels: 3 },
    })
      .resize({ ...journalCoverSize, fit: 'cover', position: 'north' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    await createJournal(ctx, null, journal, { webp: data, width: info.width, height: info.height });
    added += 1;
  }
  return added;
}
