import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const webDist = path.join(repoRoot, 'apps/web/dist');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const resultsDir = path.join(repoRoot, 'bench/results');
