import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import { runImport } from './import-command.ts';

/**
 * `npm run import -- books.csv --files ./dir [--dry-run] [--as editor@email]`, on the database
 * and file storage the server would use (DATABASE_URL or DATA_DIR, S3_*).
 */
try {
  const config = loadConfig(process.env, null);
  const database = await openDatabase(config.database, (error) => console.warn(error.message));
  const s3 = config.s3 ? createS3Storage(config.s3) : null;
  const storage = s3 ?? (await createLocalStorage(path.join(config.dataDir, 'files')));
  try {
    const { code } = await runImport(
      { db: database.db, storage },
      process.argv.slice(2),
      (line) => console.info(line),
      process.env.INIT_CWD ?? process.cwd(),
    );
    process.exitCode = code;
  } finally {
    s3?.destroy();
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
