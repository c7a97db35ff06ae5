import { describe, expect, it } from 'vitest';
import { articleIdOf, articleTitleSegment, slugify, slugWithin } from './slug.ts';

describe('slugs', () => {
  it('keeps ASCII slugs as they were and folds Latin accents', () => {
    expect(slugify('Obstetrics & Gynaecology')).toBe('obstetrics-and-gynaecology');
    expect(slugify('  Sjögren’s syndrome! ')).toBe('sjogren-s-syndrome');
  });

  it('slugs a plain ASCII name as the Unicode steps slug it', () => {
    // A name with one accented letter goes through the Unicode steps, where "é" folds to "e".
    for (let code = 0x20; code < 0x7f; code += 1) {
      const name = `Aa${String.fromCharCode(code)}b9`;
      const slug = slugify(name);
      expect(slugify(`${name} é`), name).toBe(slug ? `${slug}-e` : 'e');
    }
  });

  it('keeps other scripts readable, marks and all', () => {
    expect(slugify('Сердце и сосуды: йод')).toBe('сердце-и-сосуды-йод');
    expect(slugify('हृदय रोग — मधुमेह।')).toBe('हृदय-रोग-मधुमेह');
    expect(slugify('心臓病の治療')).toBe('心臓病の治療');
  });

  it('cuts long slugs between words', () => {
    expect(slugWithin('Heart failure in the elderly', 16)).toBe('heart-failure-in');
    expect(slugWithin('Heart failure', 40)).toBe('heart-failure');
  });

  it('puts the id last in an article link, where it is found again', () => {
    const segment = articleTitleSegment({ slug: 'новые-данные', id: 'Ab12Cd34Ef56' });
    expect(segment).toBe('новые-данные-Ab12Cd34Ef56');
    expect(articleIdOf(segment)).toBe('Ab12Cd34Ef56');
    expect(articleTitleSegment({ slug: '', id: 'Ab12Cd34Ef56' })).toBe('Ab12Cd34Ef56');
    expect(articleIdOf('Ab12Cd34Ef56')).toBe('Ab12Cd34Ef56');
    // An old link ends with a word of the title: looked up as an id first, in vain.
    expect(articleIdOf('новые-данные')).toBeNull();
  });
});
