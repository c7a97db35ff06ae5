import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

describe('local storage', () => {
  let root: string;
  let storage: Storage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'medshelf-local-storage-'));
    storage = await createLocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  // A deck deleted while its processing job still writes pages: the folder gains files while it
  // is being removed, and the removal must not fail the request with ENOTEMPTY.
  it('deletes a prefix while another writer is still adding to it', async () => {
    const put = (n: number) => storage.put(`decks/busy/v1/pages/${n}.webp`, Buffer.alloc(2048), 'image/webp');
    await Promise.all(Array.from({ length: 300 }, (_, n) => put(n)));

    let writing = true;
    const writer = (async () => {
      for (let n = 300; writing && n < 3000; n++) await put(n).catch(() => undefined);
    })();
    const removal = storage.deletePrefix('decks/busy/');
    const outcome = await removal.then(
      () => 'deleted',
      (error: NodeJS.ErrnoException) => error.code,
    );
    writing = false;
    await writer;
    expect(outcome).toBe('deleted');
  });

  it('finds no file under a name longer than the file system allows, instead of failing', async () => {
    const key = `avatars/${'a'.repeat(5000)}/abcdefghijkl.webp`;
    expect(await storage.get(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
  });
});
