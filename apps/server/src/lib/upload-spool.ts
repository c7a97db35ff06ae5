import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where uploads are spooled while they are checked: one folder under DATA_DIR for every route. */
export const uploadSpoolDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Removes spooled files last written over `olderThanMs` ago: a request ends by removing its own
 * file, so an old one is left by a process that was killed mid-upload. Answers how many went.
 */
export async function removeStaleUploads(dataDir: string, olderThanMs: number, now = Date.now()) {
  const dir = uploadSpoolDir(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
