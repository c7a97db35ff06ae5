import type { FeedKind } from '@medshelf/shared';

/** One of the demo's generated feeds; nothing in it is copied from anywhere. */
export interface DemoFeed {
  file: string;
  format: 'rss' | 'atom';
  kind: FeedKind;
  sourceName: string;
  /** The demo journal (journals module) whose latest articles this feed supplies. */
  journalSlug: string | null;
  subject: string;
  colour: string;
  topics: string[];
  titles: ((topic: string) => string)[];
}

const articleTitles = [
  (topic: string) => `New models of ${topic}`,
  (topic: string) => `What we still do not know about ${topic}`,
  (topic: string) => `A teaching guide to ${topic}`,
];

export const demoFeeds: DemoFeed[] = [
  {
    file: 'journal-of-basic-medical-sciences.xml',
    format: 'rss',
    kind: 'article',
    sourceName: 'Journal of Basic Medical Sciences',
    journalSlug: 'journal-of-basic-medical-sciences',
    subject: 'basic-science',
    colour: '#2563eb',
    topics: ['mitochondrial signalling', 'renal tubular transport', 'T-cell memory'],
    titles: articleTitles,
  },
  {
    file: 'clinical-medicine-review.xml',
    format: 'atom',
    kind: 'article',
    sourceName: 'Clinical Medicine Review',
    journalSlug: 'clinical-medicine-review',
    subject: 'clinical-science',
    colour: '#dc2626',
    topics: ['early sepsis recognition', 'heart failure follow-up', 'anticoagulation in the elderly'],
    titles: [
      (topic) => `Practical steps for ${topic}`,
      (topic) => `Auditing ${topic} on a busy ward`,
      (topic) => `Case-based review: ${topic}`,
    ],
  },
  {
    file: 'journal-of-oral-health.xml',
    format: 'rss',
    kind: 'article',
    sourceName: 'Journal of Oral Health',
    journalSlug: 'journal-of-oral-health',
    subject: 'dental',
    colour: '#0891b2',
    topics: ['periodontal pocket healing', 'enamel remineralisation', 'denture stomatitis'],
    titles: articleTitles,
  },
  {
    file: 'nursing-practice-journal.xml',
    format: 'atom',
    kind: 'article',
    sourceName: 'Nursing Practice Journal',
    journalSlug: 'nursing-practice-journal',
    subject: 'nursing',
    colour: '#7c3aed',
    topics: ['early warning scores', 'wound care documentation', 'safe staffing ratios'],
    titles: articleTitles,
  },
  {
    file: 'dental-care-news.xml',
    format: 'atom',
    kind: 'news',
    sourceName: 'Dental Care News',
    journalSlug: null,
    subject: 'dental',
    colour: '#0d9488',
    topics: [
      'fluoride varnish programmes',
      'school dental screening',
      'orthodontic waiting lists',
      'implant maintenance visits',
      'dental anxiety clinics',
      'oral cancer checks',
    ],
    titles: [
      (topic) => `Regional board expands ${topic}`,
      (topic) => `Students volunteer for ${topic}`,
      (topic) => `Survey looks at ${topic}`,
    ],
  },
  {
    file: 'nursing-ward-bulletin.xml',
    format: 'rss',
    kind: 'news',
    sourceName: 'Nursing Ward Bulletin',
    journalSlug: null,
    subject: 'nursing',
    colour: '#9333ea',
    topics: [
      'night-shift handovers',
      'pressure ulcer prevention',
      'medication rounds',
      'falls prevention',
      'student placements',
      'hand hygiene audits',
    ],
    titles: [
      (topic) => `Hospital trial changes ${topic}`,
      (topic) => `Nurses share lessons on ${topic}`,
      (topic) => `New guidance published on ${topic}`,
    ],
  },
];

const firstNames = ['Amara', 'Bilal', 'Chen', 'Dina', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jun'];
const lastNames = ['Okafor', 'Lindqvist', 'Haddad', 'Moreau', 'Tanaka', 'Novak', 'Reyes', 'Iqbal'];

export interface DemoStory {
  guid: string;
  title: string;
  slug: string;
  authors: string[];
  publishedAt: Date;
  summaryHtml: string;
  image: string;
}

const day = 24 * 60 * 60 * 1000;

/**
 * The feed's stories, dated back from `anchor` over about six weeks. Deterministic for a given
 * anchor, so the same day's document is byte-identical (and its ETag stable).
 */
export function demoStories(feed: DemoFeed, feedIndex: number, anchor: Date): DemoStory[] {
  return feed.topics.map((topic, index) => {
    const seed = feedIndex * 7 + index;
    const title = feed.titles[index % feed.titles.length]?.(topic) ?? topic;
    const capitalised = topic.charAt(0).toUpperCase() + topic.slice(1);
    const author = (offset: number) =>
      `${firstNames[(seed + offset) % firstNames.length]} ${lastNames[(seed * 3 + offset) % lastNames.length]}`;
    const paragraphs =
      feed.kind === 'article'
        ? `<p>${capitalised} is a frequent exam topic and a daily clinical concern. This piece sets out <strong>the core mechanisms</strong>, the evidence behind current teaching, and where the open questions lie.</p><ul><li>Key definitions</li><li>Worked examples</li><li>Points for revision</li></ul>`
        : `<p>A short report on <em>${topic}</em>: what changed this month, who it affects, and what students on placement should know.</p><blockquote>Generated demo text for MedShelf.</blockquote>`;
    return {
      guid: `urn:medshelf-demo:${feed.file}:${index + 1}`,
      title,
      slug: `${feed.file.replace(/\.xml$/, '')}-${index + 1}`,
      authors: feed.kind === 'article' && index % 2 === 0 ? [author(0), author(5)] : [author(0)],
      // Spread over weeks, the newest first; news comes more often than articles.
      publishedAt: new Date(
        anchor.getTime() - (index * (feed.kind === 'news' ? 3.5 : 12) + feedIndex + 1) * day,
      ),
      summaryHtml: paragraphs,
      image: `${feed.file.replace(/\.xml$/, '')}-${index + 1}.svg`,
    };
  });
}
