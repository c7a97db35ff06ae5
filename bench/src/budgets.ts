/** The budgets from the issue and ARCHITECTURE.md "Fast on a cheap phone"; a miss is reported, not thrown. */
import type { EntrySize } from './entry-size.ts';
import { type CategoryId, categoryIds, type PageResult } from './lighthouse-pages.ts';

export const categoryMinimum: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
export const entryGzipIssueBudgetKb = 100;
export const entryGzipArchitectureTargetKb = 90;

export interface BudgetCheck {
  name: string;
  actual: number | null;
  limit: string;
  pass: boolean;
}

export const kb = (bytes: number) => bytes / 1024;

/**
 * The entry and the chunks index.html preloads with it: all of it is fetched before the app
 * starts, however the bundler happens to split it, so the budget counts all of it.
 */
export function startupJsGzipBytes(entry: EntrySize): number {
  return [entry.entry, ...entry.preloaded].reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
}

export function checkBudgets(pages: PageResult[], entry: EntrySize): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const page of pages) {
    for (const id of categoryIds) {
      const actual = page.scores[id];
      checks.push({
        name: `${page.path} ${id}`,
        actual,
        limit: `>= ${categoryMinimum[id]}`,
        pass: actual !== null && actual >= categoryMinimum[id],
      });
    }
  }
  const entryKb = kb(startupJsGzipBytes(entry));
  checks.push(
    {
      name: 'entry + preloads JS gzip KB (issue)',
      actual: entryKb,
      limit: `<= ${entryGzipIssueBudgetKb}`,
      pass: entryKb <= entryGzipIssueBudgetKb,
    },
    {
      name: 'entry + preloads JS gzip KB (architecture target)',
      actual: entryKb,
      limit: `<= ${entryGzipArchitectureTargetKb}`,
      pass: entryKb <= entryGzipArchitectureTargetKb,
    },
  );
  return checks;
}
