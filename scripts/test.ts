/**
 * `npm test`: every check, in order, stopping at the first failure.
 *   npm test                  typecheck, lint, arch, unit (incl. API on a real database), e2e
 *   npm test -- unit e2e      only the named steps (CI repeats these on PostgreSQL)
 * API and e2e tests use PostgreSQL when DATABASE_URL names a server, the embedded one otherwise.
 */
import { spawnSync } from 'node:child_process';
import { ensureDevanagariFont } from '../e2e/support/devanagari-font.ts';
import { findChromium } from '../e2e/support/find-chromium.ts';

const steps = {
  typecheck: ['npm', ['run', 'typecheck']],
  lint: ['npx', ['biome', 'ci', '.']],
  // Queries outside repositories, casts and re-export-only indexes: what Biome cannot see.
  arch: ['npx', ['tsx', 'scripts/arch.ts', '--check']],
  unit: ['npx', ['vitest', 'run']],
  e2e: ['npm', ['run', 'test:e2e']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

type Step = keyof typeof steps;
const isStep = (name: string): name is Step => name in steps;

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !isStep(name));
if (unknown.length) {
  console.error(`Unknown test step: ${unknown.join(', ')}. Steps: ${Object.keys(steps).join(', ')}`);
  process.exit(2);
}
const selected: Step[] = requested.length ? requested.filter(isStep) : (Object.keys(steps) as Step[]);

const env = { ...process.env };
if (selected.includes('e2e')) {
  // Found (or installed) once here, so the test workers do not each look for it.
  env.CHROMIUM_PATH = findChromium();
  console.info(`Chromium: ${env.CHROMIUM_PATH}`);
  ensureDevanagariFont();
}
console.info(`Database: ${env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'}`);

for (const name of selected) {
  const [command, args] = steps[name];
  console.info(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✓ ${name} passed in ${seconds} s`);
}
console.info(`\nAll ${selected.length} steps passed.`);
