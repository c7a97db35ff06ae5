import type { SearchHit, SearchResults, Suggestions } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertDeck, insertUser, searchFor } from '../../../test/search-fixtures.ts';

const text = (pieces: { text: string }[] | null) => (pieces ?? []).map((piece) => piece.text).join('');
const marked = (pieces: { text: string; match: boolean }[] | null) =>
  (pieces ?? []).filter((piece) => piece.match).map((piece) => piece.text);

describe('search in every script', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const found = async (q: string): Promise<SearchHit[]> => {
    const response = await searchFor(t, { q });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResults>().items;
  };
  const titlesFor = async (q: string) => (await found(q)).map((hit) => text(hit.title));

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t, { username: 'polyglot' });
    ids.hindi = await insertDeck(t, owner, {
      title: 'हृदय रोग का परिचय',
      description: 'आयुर्वेद में स्वास्थ्य',
      pages: ['पहला पृष्ठ', 'मधुमेह और हृदय का संबंध। उच्च रक्तचाप भी कारण है।'],
    });
    ids.bengali = await insertDeck(t, owner, { title: 'হৃদরোগের চিকিৎসা', pages: ['রক্তচাপ মাপা'] });
    ids.tamil = await insertDeck(t, owner, { title: 'இதயம் மற்றும் நுரையீரல்', pages: ['சர்க்கரை நோய்'] });
    ids.arabic = await insertDeck(t, owner, { title: 'أمراض القلب', pages: ['ارتفاع ضغط الدم، والسكري'] });
    ids.japanese = await insertDeck(t, owner, {
      title: '循環器の基礎',
      pages: ['心臓病の治療について。ビタミン 不足'],
    });
    ids.russian = await insertDeck(t, owner, { title: 'Сердце и сосуды', pages: ['ЛЁГКИЕ и бронхи'] });
    ids.dotted = await insertDeck(t, owner, {
      title: 'Cardiac drugs',
      pages: ['Made with TCPDF by Tecnick.com LTD', 'Beta-blockers slow the heart'],
    });
  });
  afterAll(() => t.close());

  it('finds Hindi and Sanskrit words with their matras and viramas, in titles and on pages', async () => {
    expect(await titlesFor('हृदय')).toEqual(['हृदय रोग का परिचय']);
    expect(await titlesFor('स्वास्थ्य')).toEqual(['हृदय रोग का परिचय']);
    const [hit] = await found('मधुमेह');
    expect(hit).toMatchObject({ id: ids.hindi, pageNumber: 2 });
    // The whole word is marked, its vowel signs and all; the danda stays in the text, unmarked.
    expect(marked(hit?.snippet ?? null)).toEqual(['मधुमेह']);
    expect(text(hit?.snippet ?? null)).toBe('मधुमेह और हृदय का संबंध। उच्च रक्तचाप भी कारण है।');
    expect(marked((await found('हृदय'))[0]?.title ?? null)).toEqual(['हृदय']);
  });

  it('finds a Devanagari word typed with one matra off, and by its first letters', async () => {
    expect(await titlesFor('मधुमह')).toEqual(['हृदय रोग का परिचय']);
    expect(await titlesFor('मधुमैह')).toEqual(['हृदय रोग का परिचय']);
    expect(await titlesFor('स्वास्')).toEqual(['हृदय रोग का परिचय']);
  });

  it('finds Bengali, Tamil and Arabic words', async () => {
    expect(await titlesFor('হৃদরোগের')).toEqual(['হৃদরোগের চিকিৎসা']);
    expect(await titlesFor('রক্তচাপ')).toEqual(['হৃদরোগের চিকিৎসা']);
    expect(await titlesFor('இதயம்')).toEqual(['இதயம் மற்றும் நுரையீரல்']);
    expect(await titlesFor('நோய்')).toEqual(['இதயம் மற்றும் நுரையீரல்']);
    expect(await titlesFor('القلب')).toEqual(['أمراض القلب']);
    // The Arabic comma ends the word before it.
    expect(await titlesFor('الدم')).toEqual(['أمراض القلب']);
  });

  it('finds Japanese words inside unspaced text, as runs of characters in order', async () => {
    expect(await titlesFor('心臓病')).toEqual(['循環器の基礎']);
    expect(await titlesFor('治療')).toEqual(['循環器の基礎']);
    expect(await titlesFor('ビタミン')).toEqual(['循環器の基礎']);
    expect(await titlesFor('循環器')).toEqual(['循環器の基礎']);
    // Both characters are on the page, but not next to each other.
    expect(await titlesFor('臓心')).toEqual([]);
    const [hit] = await found('治療');
    expect(marked(hit?.snippet ?? null)).toEqual(['治療']);
  });

  it('ignores case in Cyrillic', async () => {
    expect(await titlesFor('сердце')).toEqual(['Сердце и сосуды']);
    expect(await titlesFor('СЕРДЦЕ')).toEqual(['Сердце и сосуды']);
    expect(await titlesFor('лёгкие')).toEqual(['Сердце и сосуды']);
  });

  it('finds words joined by dots or hyphens by the whole and by their parts', async () => {
    for (const q of ['Tecnick.com', 'tecnick', 'TECNICK.COM', 'beta-blocker', 'blockers', 'beta blocker']) {
      expect(await titlesFor(q), q).toEqual(['Cardiac drugs']);
    }
    const [hit] = await found('Tecnick.com');
    expect(marked(hit?.snippet ?? null)).toEqual(['Tecnick', 'com']);
  });

  it('cuts an opening without spaces between grapheme clusters', async () => {
    const owner = await insertUser(t, { username: 'unspaced' });
    // 160 UTF-16 units in, the cut would fall between ह and its vowel sign ृ.
    await insertDeck(t, owner, { title: 'लंबा विवरण', description: `ककि${'हृदय'.repeat(50)}` });
    const [hit] = await found('लंबा');
    expect(text(hit?.snippet ?? null)).toBe(`ककि${'हृदय'.repeat(39)} …`);
  });

  it('suggests titles in other scripts, marking the typed part', async () => {
    const suggest = async (q: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/search/suggest', query: { q } });
      expect(response.statusCode).toBe(200);
      return response.json<Suggestions>().items.filter((item) => item.kind === 'deck');
    };
    const [hindi] = await suggest('हृद');
    expect(hindi?.label).toEqual([
      { text: 'हृद', match: true },
      { text: 'य रोग का परिचय', match: false },
    ]);
    const [japanese] = await suggest('循環');
    expect(japanese?.label).toEqual([
      { text: '循環', match: true },
      { text: '器の基礎', match: false },
    ]);
  });
});
