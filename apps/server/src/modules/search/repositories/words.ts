import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { rowsOf } from '../../../db/rows.ts';

/** Whether the vocabulary holds each word as typed and, for `complete` ones, its shortest completions. */
export function knownWords(db: Executor, words: { word: string; complete: boolean }[], completions: number) {
  return rowsOf(
    db,
    sql`
      select q.word,
        exists (select 1 from search_words w where w.word = q.word) as known,
        case when q.complete then array(
          -- The C collation orders by code point: the range is every longer word with this prefix.
          select w.word from search_words w
          where w.word > q.word and w.word < q.word || chr(1114111)
          order by length(w.word), w.word limit ${completions}
        ) end as completions
      from unnest(${sql.param(words.map((w) => w.word))}::text[], ${sql.param(words.map((w) => w.complete))}::boolean[]) as q(word, complete)`,
    z.object({ word: z.string(), known: z.boolean(), completions: z.array(z.string()).nullable() }),
  );
}

/** Up to `candidates` words of the vocabulary spelled like each word, by trigram similarity. */
export function closeSpellings(db: Executor, words: string[], candidates: number) {
  return rowsOf(
    db,
    sql`
      select q.word, c.word as candidate, c.similarity
      from unnest(${sql.param(words)}::text[]) as q(word)
      -- The key once per word: search_word_key is not inlined, so each call costs a function call.
      cross join lateral (select search_word_key(q.word) as key) k
      cross join lateral (
        select w.word, similarity(w.key, k.key) as similarity from search_words w
        where w.key % k.key
        order by similarity(w.key, k.key) desc, w.word
        limit ${candidates}
      ) c`,
    z.object({ word: z.string(), candidate: z.string(), similarity: z.coerce.number() }),
  );
}
