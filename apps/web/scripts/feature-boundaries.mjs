// Counts what the web layout forbids: imports of a feature's private files from outside it (only
// `features/<name>/index.ts` is public), cycles between features, and an index.ts with code of its
// own (the bundler skips an index only when it holds nothing but re-exports: vite.config.ts), and
// components/ or lib/ importing a feature (the lower layer knows none).
// Exits 1 when any is non-zero, listing each offence.
// `node apps/web/scripts/feature-boundaries.mjs [--quiet]`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '..', 'src');
const quiet = process.argv.includes('--quiet');
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** `features/<name>/…` → name; anything else → undefined. */
function featureOf(relative) {
  const [top, name] = relative.split('/');
  return top === 'features' ? name : undefined;
}

const files = (await readdir(src, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

const privateImports = [];
const indexesWithCode = [];
const lowerLayerImports = [];
const edges = new Map();
for (const file of files) {
  const from = path.relative(src, file).split(path.sep).join('/');
  const fromFeature = featureOf(from);
  const text = await readFile(file, 'utf8');
  if (fromFeature && from === `features/${fromFeature}/index.ts`) {
    const statements = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').split(';');
    if (statements.some((statement) => statement.trim() && !/^\s*export\s[\s\S]*\sfrom\s/.test(statement))) {
      indexesWithCode.push(from);
    }
  }
  for (const [, specifier] of text.matchAll(importPattern)) {
    const to = path
      .relative(src, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join('/');
    const toFeature = featureOf(to);
    if (!toFeature || toFeature === fromFeature) continue;
    if (/^(components|lib)\//.test(from)) lowerLayerImports.push(`${from} → ${to}`);
    if (to !== `features/${toFeature}/index.ts`) privateImports.push(`${from} → ${to}`);
    if (fromFeature) {
      if (!edges.has(fromFeature)) edges.set(fromFeature, new Set());
      edges.get(fromFeature).add(toFeature);
    }
  }
}

/** Strongly connected groups of more than one feature (Tarjan). */
function cycles() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const groups = cycles();
if (!quiet) {
  for (const line of privateImports.sort()) console.info(`private import: ${line}`);
  for (const group of groups) console.info(`feature cycle: {${group.join(', ')}}`);
  for (const index of indexesWithCode) console.info(`index with code of its own: ${index}`);
  for (const line of lowerLayerImports) console.info(`lower layer importing a feature: ${line}`);
}
console.info(`cross-feature private imports: ${privateImports.length}`);
console.info(`feature cycles: ${groups.length}`);
console.info(`index files with code of their own: ${indexesWithCode.length}`);
console.info(`lower-layer (components/, lib/) imports of features: ${lowerLayerImports.length}`);
if (privateImports.length || groups.length || indexesWithCode.length || lowerLayerImports.length) {
  process.exitCode = 1;
}
