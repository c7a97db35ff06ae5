import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

let scratch: string;

/** A scratch tree linted with the project's own biome.json (its rules, not a copy of them). */
function lint(files: Record<string, string>) {
  scratch = mkdtempSync(path.join(tmpdir(), 'medshelf-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  const result = spawnSync(biome, ['lint', '--max-diagnostics=50', '.'], { cwd: scratch, encoding: 'utf8' });
  return { ok: result.status === 0, output: result.stdout + result.stderr };
}

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const modules = 'apps/server/src/modules';
const books = {
  [`${modules}/books/book-input.ts`]: 'export const issuesOf = (text: string) => text.length;\n',
  [`${modules}/books/index.ts`]: "export { issuesOf } from './book-input.ts';\n",
};

describe('lint keeps features apart', () => {
  it('accepts what a module offers through its index.ts', () => {
    const result = lint({
      ...books,
      [`${modules}/journals/journal-input.ts`]:
        "import { issuesOf } from '../books/index.ts';\nexport const check = issuesOf('x');\n",
      [`${modules}/journals/routes/editor.ts`]:
        "import { issuesOf } from '../../books/index.ts';\nexport const again = issuesOf('y');\n",
      'apps/server/src/app.ts':
        "import { issuesOf } from './modules/books/index.ts';\nexport const n = issuesOf('z');\n",
    });
    expect(result.output).not.toMatch(/noRestrictedImports|noImportCycles/);
    expect(result.ok).toBe(true);
  });

  it.each([
    [`${modules}/journals/journal-input.ts`, '../books/book-input.ts'],
    [`${modules}/journals/routes/editor.ts`, '../../books/book-input.ts'],
    ['apps/server/src/app.ts', './modules/books/book-input.ts'],
    ['apps/server/src/cli/import.ts', '../modules/books/book-input.ts'],
    ['apps/server/src/demo/books/seed.ts', '../../modules/books/book-input.ts'],
  ])('fails %s importing another module’s private file', (file, specifier) => {
    const result = lint({
      ...books,
      [file]: `import { issuesOf } from '${specifier}';\nexport const check = issuesOf('x');\n`,
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('noRestrictedImports');
  });

  const web = 'apps/web/src';
  const slides = {
    [`${web}/features/slides/format.ts`]: "export const pages = (n: number) => String(n) + ' pages';\n",
    [`${web}/features/slides/index.ts`]: "export { pages } from './format.ts';\n",
  };

  it('accepts a web feature’s index.ts from other features and the app', () => {
    const result = lint({
      ...slides,
      [`${web}/features/playlists/components/level.tsx`]:
        "import { pages } from '../../slides/index.ts';\nexport const Level = () => <p>{pages(2)}</p>;\n",
      [`${web}/app/layout/root.tsx`]:
        "import { pages } from '../../features/slides/index.ts';\nexport const Root = () => <p>{pages(1)}</p>;\n",
    });
    expect(result.output).not.toMatch(/noRestrictedImports|noImportCycles/);
    expect(result.ok).toBe(true);
  });

  it.each([
    [`${web}/features/playlists/components/level.tsx`, '../../slides/format.ts'],
    [`${web}/features/playlists/level.tsx`, '../slides/format.ts'],
    [`${web}/app/layout/root.tsx`, '../../features/slides/format.ts'],
    [`${web}/components/ui/card.tsx`, '../../features/slides/index.ts'],
    [`${web}/lib/format.tsx`, '../features/slides/index.ts'],
  ])('fails %s importing %s', (file, specifier) => {
    const result = lint({
      ...slides,
      [file]: `import { pages } from '${specifier}';\nexport const View = () => <p>{pages(3)}</p>;\n`,
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('noRestrictedImports');
  });

  it('fails an import cycle', () => {
    const result = lint({
      [`${modules}/books/a.ts`]: "import { b } from './b.ts';\nexport const a = () => b();\n",
      [`${modules}/books/b.ts`]: "import { a } from './a.ts';\nexport const b = (): number => a();\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('noImportCycles');
  });
});
