/** The fixed queries of the search bench: what people type, from exact words to typos and filters. */
export interface SearchTarget {
  key: string;
  label: string;
  kind: 'results' | 'suggest';
  path: string;
}

const results = (key: string, label: string, query: Record<string, string>): SearchTarget => ({
  key,
  label,
  kind: 'results',
  path: `/api/search?${new URLSearchParams(query)}`,
});

const suggestion = (key: string, q: string): SearchTarget => ({
  key,
  label: `suggest "${q}"`,
  kind: 'suggest',
  path: `/api/search/suggest?${new URLSearchParams({ q })}`,
});

export const searchTargets: SearchTarget[] = [
  results('exact-common', 'exact, in most decks: patient', { q: 'patient' }),
  results('exact-topic', 'exact, a topic: hypertension', { q: 'hypertension' }),
  results('exact-rare', 'exact, rare: glomerulus', { q: 'glomerulus' }),
  results('exact-two', 'exact, two words: asthma management', { q: 'asthma management' }),
  results('typo-1', 'typo: hypertensoin', { q: 'hypertensoin' }),
  results('typo-2', 'typo: pnuemonia', { q: 'pnuemonia' }),
  results('prefix-1', 'prefix: nephro', { q: 'nephro' }),
  results('prefix-2', 'prefix: heart fail', { q: 'heart fail' }),
  results('phrase', 'phrase: "heart failure"', { q: '"heart failure"' }),
  results('synonym', 'synonym: ecg', { q: 'ecg' }),
  results('no-match', 'no match: zyxwvut qqqq', { q: 'zyxwvut qqqq' }),
  results('filter-subject', 'filtered: asthma, clinical-science', {
    q: 'asthma',
    subject: 'clinical-science',
  }),
  results('filter-category', 'filtered: sepsis, category medicine', { q: 'sepsis', category: 'medicine' }),
  results('filter-faculty', 'filtered: caries, faculty bds', { q: 'caries', faculty: 'bds' }),
  results('page-5', 'page 5: diabetes', { q: 'diabetes', page: '5' }),
  results('books', 'books tab: anatomy', { q: 'anatomy', type: 'books' }),
  results('people', 'people tab: sharma', { q: 'sharma', type: 'people' }),
  results('articles', 'articles tab: stroke', { q: 'stroke', type: 'articles' }),
  suggestion('suggest-short', 'ca'),
  suggestion('suggest-prefix', 'cardio'),
  suggestion('suggest-word', 'hypertension'),
  suggestion('suggest-two', 'asthma man'),
  suggestion('suggest-typo', 'pnuemonia'),
  suggestion('suggest-person', 'priya'),
  suggestion('suggest-none', 'qqqqzz'),
];
