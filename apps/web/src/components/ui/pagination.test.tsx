import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Pagination } from './pagination.tsx';

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the pager', () => {
  it('continues from the list’s cursor on Next, and links other pages by number alone', () => {
    renderInApp(<Pagination page={2} pageCount={5} next="abc" label="Pages of decks" />);
    expect(href('Next')).toBe('/?page=3&after=abc');
    expect(href('Page 3')).toBe('/?page=3&after=abc');
    expect(href('Previous')).toBe('/');
    expect(href('Page 5')).toBe('/?page=5');
  });

  it('links Next by number when the list has no cursor', () => {
    renderInApp(<Pagination page={2} pageCount={5} label="Pages of books" />);
    expect(href('Next')).toBe('/?page=3');
  });
});
