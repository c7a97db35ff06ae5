/**
 * `npm run arch`: the shape of the code in figures (README "Architecture").
 *   cross-feature private imports  a file outside a feature importing anything of it but its index.ts
 *   feature cycles                 groups of features that import each other, directly or not
 *   queries outside repositories   query-builder and execute calls in server files that are not a
 *                                  repository or under db/
 *   `as unknown as`                casts that tell the compiler to stop checking
 *   indexes with code              a feature index.ts holding more than `export … from` lines (web:
 *                                  the bundler skips an index only while it re-exports alone)
 *   duplicated blocks              exact clones found by jscpd (50 tokens or more)
 * `npm run arch -- --check` exits 1 when any of the first four is not 0. Tests are not counted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Side {
  name: string;
  src: string;
  /** The folder whose sub-folders are features. */
  features: string;
}

const sides: Side[] = [
  { name: 'server', src: 'apps/server/src', features: 'apps/server/src/modules' },
  { name: 'web', src: 'apps/web/src', features: 'apps/web/src/features' },
];

const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !isTest(full) ? [full] : [];
  });
}

const importPattern = /(?:from\s+|import\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(importPattern)].map((match) =>
    path.resolve(path.dirname(file), match[1] as string),
  );
}

/** The feature a file belongs to, or null for the shared layers around the features. */
function featureOf(side: Side, file: string): string | null {
  const relative = path.relative(path.join(root, side.features), file);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0] ?? null;
}

const isIndex = (side: Side, target: string) => {
  const feature = featureOf(side, target);
  return (
    feature !== null && /^index\.tsx?$/.test(path.relative(path.join(root, side.features, feature), target))
  );
};

/** Strongly connected components of more than one feature (Tarjan). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) component.push(member);
      } while (member && member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

interface Figures {
  privateImports: string[];
  cycles: string[][];
  queriesOutside: string[];
  unknownCasts: string[];
  indexesWithCode: string[];
}

// A query is a call on the database or a transaction; `.delete(` on a Map is not one.
const queryPattern =
  /\b(?:db|tx|executor|database)\s*\)?\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b/g;
const isRepository = (file: string) =>
  /(?:^|[-/])repository\.ts$/.test(file) || file.includes('/repositories/');

function measure(side: Side): Figures {
  const figures: Figures = {
    privateImports: [],
    cycles: [],
    queriesOutside: [],
    unknownCasts: [],
    indexesWithCode: [],
  };
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(path.join(root, side.src))) {
    const text = readFileSync(file, 'utf8');
    const shown = path.relative(root, file);
    const from = featureOf(side, file);
    for (const target of relativeImports(file, text)) {
      const to = featureOf(side, target);
      if (to === null || to === from) continue;
      if (!isIndex(side, target)) figures.privateImports.push(`${shown} → ${path.relative(root, target)}`);
      if (from !== null) {
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)?.add(to);
      }
    }
    for (const _ of text.matchAll(/\bas unknown as\b/g)) figures.unknownCasts.push(shown);
    if (from !== null && isIndex(side, file) && !reExportsOnly(text)) figures.indexesWithCode.push(shown);
    const relative = path.relative(path.join(root, side.src), file).split(path.sep).join('/');
    if (side.name === 'server' && !relative.startsWith('db/') && !isRepository(relative)) {
      for (const _ of text.matchAll(queryPattern)) figures.queriesOutside.push(shown);
    }
  }
  figures.cycles = cycles(edges);
  return figures;
}

const reExport = /export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+['"][^'"]+['"];?/g;
const comment = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const reExportsOnly = (text: string) => text.replace(comment, '').replace(reExport, '').trim() === '';

function duplicatedBlocks(): { clones: number; lines: number } | string {
  const output = mkdtempSync(path.join(tmpdir(), 'medshelf-jscpd-'));
  try {
    const result = spawnSync(
      'npx',
      [
        'jscpd',
        ...sides.map((side) => side.src),
        'packages/shared/src',
        '--silent',
        '--min-tokens',
        '50',
        '--reporters',
        'json',
        '--output',
        output,
        '--ignore',
        '**/*.test.ts,**/*.test.tsx,**/test/**,**/db/migrations/**',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const report = path.join(output, 'jscpd-report.json');
    if (result.status !== 0 || !existsSync(report)) return `jscpd failed: ${result.stderr || result.stdout}`;
    const { statistics } = JSON.parse(readFileSync(report, 'utf8')) as {
      statistics: { total: { clones: number; duplicatedLines: number } };
    };
    return { clones: statistics.total.clones, lines: statistics.total.duplicatedLines };
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

const check = process.argv.includes('--check');
const verbose = process.argv.includes('--verbose');
let failing = false;
const line = (label: string, count: number, details: string[]) => {
  console.info(`  ${label.padEnd(34)} ${String(count).padStart(5)}`);
  if (count > 0) {
    failing = true;
    for (const detail of verbose ? details : details.slice(0, 5)) console.info(`      ${detail}`);
    if (!verbose && details.length > 5) console.info(`      … ${details.length - 5} more (--verbose)`);
  }
};

for (const side of sides) {
  const figures = measure(side);
  console.info(`${side.name} (${side.features})`);
  line('cross-feature private imports', figures.privateImports.length, figures.privateImports);
  line(
    'feature cycles',
    figures.cycles.length,
    figures.cycles.map((members) => members.join(' ↔ ')),
  );
  if (side.name === 'server')
    line('queries outside repositories', figures.queriesOutside.length, tally(figures.queriesOutside));
  line('`as unknown as`', figures.unknownCasts.length, tally(figures.unknownCasts));
  if (side.name === 'web') line('indexes with code', figures.indexesWithCode.length, figures.indexesWithCode);
}

if (!check) {
  const duplicates = duplicatedBlocks();
  console.info(
    typeof duplicates === 'string'
      ? duplicates
      : `duplicated blocks (jscpd, ≥ 50 tokens)    ${duplicates.clones} clones, ${duplicates.lines} lines`,
  );
}

function tally(files: string[]): string[] {
  const counts = new Map<string, number>();
  for (const file of files) counts.set(file, (counts.get(file) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([file, count]) => `${count}  ${file}`);
}

if (check && failing) process.exit(1);
