import { limits } from '@medshelf/shared/limits';
import { paths } from '@medshelf/shared/routes';

const playStore = (app: string) =>
  `https://play.google.com/store/search?q=${encodeURIComponent(`MedShelf ${app}`)}&c=apps`;

export const footerCounts = [
  { value: limits.footerSlideCount, label: 'Slides' },
  { value: limits.footerBookCount, label: 'Books' },
] as const;

/** The companion apps (SPEC §1): external links, opened in a new tab. */
export const productLinks = ['PDF', 'ECG', 'Histology', 'MCQ', 'Radiology', 'Surgery', 'Medicine'].map(
  (app) => ({
    label: `${app} app`,
    href: playStore(app),
  }),
);

export const exploreLinks = [
  { label: 'Slides', to: paths.slide() },
  { label: 'Books', to: paths.book() },
  { label: 'Journals', to: paths.journal() },
  { label: 'Articles', to: paths.article() },
  { label: 'News', to: paths.news() },
];

export const companyLinks = [
  { label: 'About us', to: paths.about() },
  { label: 'Team', to: `${paths.about()}#team` },
  { label: 'Contact', to: `${paths.about()}#contact` },
  { label: 'Terms and conditions', to: paths.terms() },
  { label: 'Privacy policy', to: paths.privacy() },
];

export const resourceLinks = [
  { label: 'Upload your slides', to: paths.uploadSlide() },
  { label: 'Choose your course', to: paths.register() },
  { label: 'DMCA policy', to: paths.dmca() },
];

/** Follower labels as SPEC §9 gives them. */
export const socialLinks = [
  { label: 'Facebook', followers: '63k', href: 'https://www.facebook.com/medshelf' },
  { label: 'Instagram', followers: '12.2k', href: 'https://www.instagram.com/medshelf' },
];
