import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.ts';

export async function createLocalStorage(root: string): Promise<Storage> {
  await mkdir(root, { recursive: true });
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
  };
}
