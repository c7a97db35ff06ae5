import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite database every test database starts from; null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/**
 * Starting PGlite means an initdb, then the migrations and the job queue's schema: seconds per
 * test file. They are done once here, on a database that is then dumped; each test file's
 * database is loaded from the dump and only checks that its schema is current.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'medshelf-test-template-'));
  const dataDir = path.join(directory, 'data');
  const app = await buildApp(
    {
      ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }, null),
      database: { kind: 'pglite', dataDir: path.join(directory, 'db') },
      demoContent: false,
    },
    { logger: false },
  );
  await app.ready();
  await app.close();
  const client = await PGlite.create({
    dataDir: path.join(directory, 'db'),
    extensions: { pg_trgm, unaccent },
  });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const template = path.join(directory, 'template.tar');
  await writeFile(template, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', template);
  return () => rm(directory, { recursive: true, force: true });
}
