import { paths } from '@medshelf/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { shortenAtWord } from '../../lib/shorten-text.ts';
import type { PageHead } from '../../plugins/page-heads.ts';
import { linkPreviewImage } from '../files/index.ts';
import { fileUrl } from './journal-keys.ts';
import { findJournal, findJournalBySlug } from './repository.ts';

/** A journal's cover, the source of its link preview. */
export async function journalPreviewSource(db: Database, journalId: string): Promise<string | null> {
  return (await findJournal(db, journalId))?.coverKey ?? null;
}

export const journalDetailsPattern = /^\/journaldetails\/?$/i;

/** The journal named by `?journal=` (the route has no path segment for it). */
export function journalSlugOf(request: Pick<FastifyRequest, 'url'>): string | null {
  return new URL(request.url, 'http://localhost').searchParams.get('journal')?.trim() || null;
}

/** The head of `/journaldetails?journal={slug}`: name, description, cover, schema.org Periodical. */
export async function journalDetailsHead(
  db: Database,
  publicUrl: string,
  request: Pick<FastifyRequest, 'url'>,
): Promise<PageHead | null> {
  const slug = journalSlugOf(request);
  const journal = slug ? await findJournalBySlug(db, slug) : undefined;
  if (!journal) return null;
  const url = `${publicUrl}${paths.journalDetails(journal.slug)}`;
  const cover = journal.coverKey ? fileUrl(journal.coverKey) : null;
  const publisher = journal.publisher ? ` published by ${journal.publisher}` : '';
  const lead = `${journal.name}: a ${journal.subjectName} journal${publisher}. Its latest articles on MedShelf.`;
  const description = shortenAtWord(journal.description ? `${lead} ${journal.description}` : lead, 300);
  return {
    title: journal.name,
    description,
    image: journal.coverKey ? linkPreviewImage(publicUrl, journal.coverKey) : undefined,
    canonicalPath: paths.journalDetails(journal.slug),
    preloadImage: cover ? { href: cover } : undefined,
    jsonLd: {
      '@type': 'Periodical',
      name: journal.name,
      description,
      url,
      ...(journal.issn ? { issn: journal.issn } : {}),
      ...(journal.publisher ? { publisher: { '@type': 'Organization', name: journal.publisher } } : {}),
      ...(journal.homepage ? { sameAs: journal.homepage } : {}),
      ...(cover ? { image: `${publicUrl}${cover}` } : {}),
      about: journal.subjectName,
    },
  };
}
