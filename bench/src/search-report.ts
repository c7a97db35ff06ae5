/** The search bench's budgets and its tables: one per size, each query's server time beside its budget. */
import type { BudgetCheck } from './budgets.ts';
import { summary } from './report.ts';
import { machineLine } from './report-server.ts';
import type { SearchSizeResult, SearchTiming } from './search.ts';
import { mark, table } from './text-table.ts';

/** The targets, at 50,000 decks on PostgreSQL: server time per request, p95. */
export const searchResultsMaxP95Ms = 30;
export const suggestMaxP95Ms = 15;
/** The size the targets are set at; other sizes show how the times grow. */
export const searchBudgetDecks = 50_000;

const budgetOf = (timing: SearchTiming) =>
  timing.target.kind === 'suggest' ? suggestMaxP95Ms : searchResultsMaxP95Ms;

const databaseName = (database: SearchSizeResult['database']) =>
  database === 'pglite' ? 'PGlite' : 'PostgreSQL';

/** Budget checks for the size the targets are set at (on whichever database ran). */
export function checkSearchBudgets(results: SearchSizeResult[]): BudgetCheck[] {
  return results
    .filter((result) => result.decks === searchBudgetDecks)
    .flatMap((result) =>
      result.timings.map((timing) => ({
        name: `search ${databaseName(result.database)} ${timing.target.label} p95 ms`,
        actual: timing.p95Ms,
        limit: `<= ${budgetOf(timing)}`,
        pass: timing.p95Ms <= budgetOf(timing),
      })),
    );
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(value < 10 ? 2 : 1));

export function formatSearch(result: SearchSizeResult): string {
  const atBudgetSize = result.decks === searchBudgetDecks;
  const header = ['query', 'n', 'p50 ms', 'p95 ms', 'max ms', 'budget', 'found'];
  const rows = result.timings.map((timing) => [
    timing.target.label,
    String(timing.requests),
    ms(timing.p50Ms),
    ms(timing.p95Ms),
    ms(timing.maxMs),
    `${atBudgetSize ? mark(timing.p95Ms <= budgetOf(timing)) : '(info)'} <= ${budgetOf(timing)}`,
    timing.found,
  ]);
  const generated = result.generation.rows;
  const content = result.content.rows;
  return [
    '',
    `Search on ${databaseName(result.database)}, ${result.decks.toLocaleString('en-US')} decks: server time per request`,
    '  (app.inject, one request at a time, after a warm-up; routing, validation, queries and serialisation).',
    `  ${machineLine()}`,
    `  Data: ${generated.decks.toLocaleString('en-US')} decks with ${generated.deck_pages.toLocaleString('en-US')} pages of text, ` +
      `${content.books.toLocaleString('en-US')} books with ${content.book_pages.toLocaleString('en-US')} pages, ` +
      `${content.journals} journals, ${content.feed_items.toLocaleString('en-US')} articles and news, ` +
      `${generated.users.toLocaleString('en-US')} people; ${result.content.vocabulary.toLocaleString('en-US')} words in the vocabulary.`,
    `  Generated in ${result.generation.insertSeconds.toFixed(0)} s + ${result.content.insertSeconds.toFixed(0)} s; ` +
      `search_reindex ${result.content.reindexSeconds.toFixed(0)} s; VACUUM ANALYZE ${result.analyzeSeconds.toFixed(0)} s.`,
    `  Budgets (at ${searchBudgetDecks.toLocaleString('en-US')} decks): results p95 <= ${searchResultsMaxP95Ms} ms, ` +
      `suggestions p95 <= ${suggestMaxP95Ms} ms. Counts stop at 1,000 ("+").`,
    ...table([header, ...rows]),
    atBudgetSize ? summary(checkSearchBudgets([result])) : '',
    '',
  ].join('\n');
}
