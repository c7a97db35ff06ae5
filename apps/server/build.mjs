// Bundles the server into dist/main.js (and the render threads' dist/render-worker.js): our own TypeScript (and @medshelf/shared) inlined,
// every npm dependency left as an import so native and WASM packages load as published.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@medshelf/'));

await build({
  // The render pool's threads load their own file, next to main.js (see documents/render-pool.ts).
  entryPoints: { main: 'src/main.ts', 'render-worker': 'src/documents/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
