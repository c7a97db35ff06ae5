import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory, found from this module whether it runs from source (tests)
 * or from the bundle in dist/, so migrations and the web build are found in both.
 */
export const serverRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the running module');
    dir = parent;
  }
  return dir;
})();

export const migrationsDir = path.join(serverRoot, 'src', 'db', 'migrations');
export const defaultWebRoot = path.join(serverRoot, '..', 'web', 'dist');
