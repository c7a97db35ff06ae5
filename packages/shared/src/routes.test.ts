import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from './routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/book', 'book'],
    ['/bookdetails/abc123', 'bookDetails'],
    ['/articledetails/heart-failure-update/bmj', 'articleDetails'],
    ['/slidesubcategory/medicine/cardiology', 'slideSubCategory'],
    ['/slidedetails/d1/medicine/cardiology', 'slideDetails'],
    ['/uploadslide', 'uploadSlide'],
    ['/uploadslide/u1', 'uploadSlide'],
    ['/uploadslide/u1/d1', 'uploadSlide'],
    ['/playlist', 'playlist'],
    ['/playlist/a/b/c', 'playlist'],
    ['/viewplaylist/ravi', 'viewPlaylist'],
    ['/viewplaylist/ravi/a/b/c', 'viewPlaylist'],
    ['/search/searchtext/cardiology', 'search'],
    ['/dcmapolicy', 'dmca'],
    ['/book/', 'book'],
    ['/editor', 'editor'],
    ['/editor/feeds', 'editor'],
  ])('%s is the %s route', (pathname, name) => {
    expect(matchRoute(pathname)).toBe(name);
  });

  it.each([
    '/books',
    '/bookdetails',
    '/slidedetails/d1/medicine',
    '/playlist/a/b/c/d',
    '/viewplaylist',
    '/search/searchtext',
    '/404',
    '/nothing/here',
    '/editor/feeds/extra',
  ])('%s is not an app route', (pathname) => {
    expect(matchRoute(pathname)).toBeUndefined();
  });
});

describe('paths', () => {
  it('encodes what users type into the path', () => {
    expect(paths.search('ECG / EKG?')).toBe('/search/searchtext/ECG%20%2F%20EKG%3F');
    expect(matchRoute(paths.search('ECG / EKG?'))).toBe('search');
  });
});
