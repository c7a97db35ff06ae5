import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SearchResults } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../../test/fresh-database.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseConfig, loadConfig } from '../../config.ts';
import { migrationsDir } from '../../lib/package-root.ts';

type Run = (statement: ReturnType<typeof sql>) => Promise<unknown>;

/** The migrations up to `lastTag`, in a folder of their own, as a database made before the next one had them. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'medshelf-migrations-'));
  await cp(migrationsDir, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** A database as 0008 left it, with `fill` run on it; its config for the app. */
async function olderDatabase(directory: string, folder: string, fill: (run: Run) => Promise<void>) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = path.join(directory, 'db');
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: folder });
    await fill((statement) => db.execute(statement));
    await client.close();
    return { config: { kind: 'pglite', dataDir } satisfies DatabaseConfig, drop: async () => {} };
  }
  const database = await createFreshDatabase(serverUrl, 'medshelf_upgrade');
  const pool = new pg.Pool({ connectionString: database.url });
  const db = drizzleNodePg({ client: pool });
  await migrateNodePg(db, { migrationsFolder: folder });
  await fill((statement) => db.execute(statement));
  await pool.end();
  return { config: { kind: 'postgres', url: database.url } satisfies DatabaseConfig, drop: database.drop };
}

describe('upgrading a database to search in every script', () => {
  let directory: string;
  let folder: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'medshelf-upgrade-'));
    folder = await migrationsUpTo('0008_unfinished_decks');
    const older = await olderDatabase(directory, folder, async (run) => {
      // The taxonomy is seeded when the app starts: the older app had put it there.
      await run(
        sql`insert into subjects (slug, name, position) values ('clinical-science', 'Clinical Science', 1)`,
      );
      await run(sql`insert into categories (slug, name, subject_slug, position)
        values ('medicine', 'Medicine', 'clinical-science', 1)`);
      await run(sql`insert into sub_categories (category_id, slug, name, position)
        select id, 'cardiology', 'Cardiology', 1 from categories`);
      await run(sql`insert into users (id, name, email, email_verified, username)
        values ('u1', 'Owner', 'owner@example.com', true, 'owner')`);
      await run(sql`insert into decks (id, owner_id, slug, title, description, category_id, sub_category_id, tags,
          status, page_count, original_name, original_type, original_size)
        select 'd1', 'u1', 'deck', 'हृदय रोग', 'Tecnick.com', c.id, s.id, '{}', 'processing', 1, 'deck.pdf', 'pdf', 1000
        from categories c join sub_categories s on s.category_id = c.id limit 1`);
      await run(sql`insert into deck_pages (deck_id, file_version, number, width, height, text)
        values ('d1', 1, 1, 1200, 675, 'मधुमेह और हृदय का संबंध।')`);
      await run(sql`update decks set status = 'ready', pages_done = 1 where id = 'd1'`);
    });
    drop = older.drop;
    app = await buildApp(
      {
        ...loadConfig({ DATA_DIR: directory, NODE_ENV: 'test' }, null),
        database: older.config,
        demoContent: false,
      },
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await rm(directory, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  });

  const titlesFor = async (q: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/search', query: { q } });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResults>().items.map((item) => item.title.map((piece) => piece.text).join(''));
  };

  it('reindexes the rows that were there before', async () => {
    expect(await titlesFor('हृदय')).toEqual(['हृदय रोग']);
    expect(await titlesFor('मधुमेह')).toEqual(['हृदय रोग']);
    expect(await titlesFor('tecnick')).toEqual(['हृदय रोग']);
    // The vocabulary has the old rows' words too: a typo finds them.
    expect(await titlesFor('मधुमह')).toEqual(['हृदय रोग']);
  });

  it('indexes new rows with the rebuilt triggers', async () => {
    await app.db.execute(sql`update decks set title = 'মধুমেহ চিকিৎসা' where id = 'd1'`);
    expect(await titlesFor('মধুমেহ')).toEqual(['মধুমেহ চিকিৎসা']);
  });
});
