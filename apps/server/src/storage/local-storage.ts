import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage.ts';

/** No such file, or a key no file could have (a name longer than the file system allows). */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENAMETOOLONG', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files under DATA_DIR/files; the content type travels beside each file. */
export async function createLocalStorage(root: string): Promise<Storage> {
  await mkdir(root, { recursive: true });
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`Bad storage key ${key}`);
    return file;
  };
  const typeFile = (file: string) => `${file}.type`;

  return {
    kind: 'local',
    async isReachable() {
      const probe = path.join(root, `.probe-${randomUUID()}`);
      try {
        await writeFile(probe, 'ok');
        return (await readFile(probe, 'utf8')) === 'ok';
      } catch {
        return false;
      } finally {
        await rm(probe, { force: true });
      }
    },
    async put(key, body, contentType) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        await writeFile(typeFile(file), contentType);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = resolve(key);
      try {
        const { size } = await stat(file);
        const contentType = await readFile(typeFile(file), 'utf8').catch(() => 'application/octet-stream');
        const body = createReadStream(file, range);
        return { body, size: range ? range.end - range.start + 1 : size, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      const target = resolve(prefix.replace(/\/$/, ''));
      // A job may still be writing into the folder (a deck deleted mid-processing): a file that
      // appears during the removal makes rmdir fail with ENOTEMPTY, and removing again gets it.
      await rm(target, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
      await rm(typeFile(target), { force: true });
    },
  };
}
