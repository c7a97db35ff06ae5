import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { rowsOf } from '../../db/rows.ts';
import { normalizeWords, tokens } from './words.ts';

describe('splitting text into words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('splits text as the database does, character by character', async () => {
    // Each assigned character between two letters: the database's words of "a<c>b" (after
    // search_prepare) and the words tokens() finds must be the same, for every code point.
    // Only where the words fall is compared: lower case of letters newer than the database's
    // tables (or İ, which JavaScript lowers to i and a dot) may differ.
    const shape = (words: string[]) =>
      JSON.stringify(words.map((word) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')));
    const samples: string[] = [];
    for (let code = 1; code <= 0x3ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (!/\p{Cn}/u.test(char)) samples.push(`a${char}b`);
    }
    const rows = await rowsOf(
      t.app.db,
      sql`
        select coalesce(regexp_split_to_array(nullif(btrim(search_prepare(s), ' '), ''), ' +'), '{}') as words
        from unnest(${sql.param(samples)}::text[]) with ordinality as u(s, n) order by n`,
      z.object({ words: z.array(z.string()) }),
    );
    const differences = samples.flatMap((sample, index) => {
      const ours = shape(tokens(sample).map((token) => token.word));
      const theirs = shape(rows[index]?.words ?? []);
      return ours === theirs ? [] : [`U+${sample.codePointAt(1)?.toString(16)}: ${ours} ≠ ${theirs}`];
    });
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('numbers the words as the database numbers them in a tsvector', async () => {
    const text =
      'The loop of Henle — हृदय स्वास्थ्य। মধুমেহ, இதயம்; القلب، 心臓病の治療 Сердце Tecnick.com beta-blocker ' +
      `ﬁbrosis 3rd 1e5 x² क़ a\u200db \u0301lone ${'long'.repeat(600)} last`;
    const [row] = await rowsOf(
      t.app.db,
      sql`
        select json_agg(json_build_object('lexeme', lexeme, 'positions', positions)) as lexemes
        from unnest(to_tsvector('simple', search_prepare(${text})))`,
      z.object({ lexemes: z.array(z.object({ lexeme: z.string(), positions: z.array(z.number()) })) }),
    );
    const words = tokens(text);
    for (const { lexeme, positions } of row?.lexemes ?? []) {
      for (const position of positions) {
        expect(words.find((word) => word.position === position)?.word, lexeme).toBe(lexeme);
      }
    }
    expect(words.at(-1)?.word).toBe('last');
  });

  it('keeps marks of scripts that need them and folds accents of Latin ones', () => {
    expect(normalizeWords('Sjögren’s “hṛdaya” हृदय ЁЖИК Йод')).toEqual([
      'sjogren',
      's',
      'hrdaya',
      'हृदय',
      'ежик',
      'йод',
    ]);
    expect(normalizeWords('心臓病の治療 ビタミン')).toEqual(['心臓病の治療', 'ビタミン']);
  });
});
