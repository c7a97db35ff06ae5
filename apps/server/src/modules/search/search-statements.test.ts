import { searchTypes } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { deckHitsStatement } from './repositories/hits.ts';
import { compileQueries, countStatement, indexStatement, walkStatement } from './repositories/ranking.ts';
import { deckSource, filterFor, preferredFor, sources } from './sources.ts';

// The statements the search runs most, as PostgreSQL receives them: a change to their text (and
// so perhaps to their plans) shows in review as a change to the snapshot beside this file.
const dialect = new PgDialect({ casing: 'snake_case' });
const render = (statement: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text: text.replace(/\s+/g, ' ').trim(), params };
};

// "heart failure" as the planner compiles it, with a subject filter and a preference.
const queries = compileQueries({
  all: "'heart' & 'failur'",
  allLoose: "'heart' & 'failur'",
  phrases: "'heart' <-> 'failur'",
  any: "'heart' | 'failur'",
  expanded: ['heart', 'failure'],
});
const filter = { subjects: ['cardiology'], categoryId: null, unknownCategory: false };

describe('the key search statements', () => {
  it('counts every type in one statement', () => {
    const counted = searchTypes.map((type) => ({ source: sources[type], filter: filterFor(type, filter) }));
    expect(render(countStatement(counted, queries))).toMatchSnapshot();
  });

  it('walks the popularity order for a common word, then takes rare ones from the index', () => {
    const preferred = preferredFor('slides', ['cardiology']);
    const base = sql.join(
      [deckSource.visible, filterFor('slides', filter), preferred].filter((part) => part !== null),
      sql` and `,
    );
    const [title, , , pages] = deckSource.tiers;
    if (!title || !pages) throw new Error('decks are searched by title and by page text');
    const titleBranch = { base, match: title.match(queries), heavy: title.heavy };
    const pageBranch = { base, match: pages.match(queries), heavy: pages.heavy };
    expect({
      walkTitles: render(walkStatement(deckSource, titleBranch, 20)),
      walkPages: render(walkStatement(deckSource, pageBranch, 20)),
      fromIndex: render(indexStatement(deckSource, titleBranch, 20)),
    }).toMatchSnapshot();
  });

  it('reads a page of deck hits with their best pages', () => {
    expect(render(deckHitsStatement(['deck-1', 'deck-2'], queries))).toMatchSnapshot();
  });
});
