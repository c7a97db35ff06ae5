import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { hotReadsChannel } from '../lib/hot-read-cache.ts';
import { runAdminCommand } from './admin-commands.ts';

/** `npm run admin -- <command> <email>`, on the database the server would use. */
try {
  const config = loadConfig(process.env, null);
  const database = await openDatabase(config.database, (error) => console.warn(error.message));
  const { code, message } = await runAdminCommand(database.db, process.argv.slice(2));
  // A disabled account's decks and profile leave what running servers hold for visitors.
  if (code === 0) await database.notify(hotReadsChannel, 'admin');
  await database.close();
  (code === 0 ? console.info : console.error)(message);
  process.exitCode = code;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
