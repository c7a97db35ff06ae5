import { limits } from '@medshelf/shared/limits';
import { paths } from '@medshelf/shared/routes';
import type { MessageId } from '../../lib/i18n/i18n.ts';

// Labels are message ids (lib/i18n).

const playStore = (app: string) =>
  `https://play.google.com/store/search?q=${encodeURIComponent(`MedShelf ${app}`)}&c=apps`;

export const footerCounts = [
  { value: limits.footerSlideCount, label: 'footer.slides' },
  { value: limits.footerBookCount, label: 'footer.books' },
] as const;

/** The companion apps (SPEC §1): external links, opened in a new tab. */
export const productLinks = ['PDF', 'ECG', 'Histology', 'MCQ', 'Radiology', 'Surgery', 'Medicine'].map(
  (app) => ({
    app,
    href: playStore(app),
  }),
);

interface FooterLink {
  label: MessageId;
  to: string;
}

export const exploreLinks: FooterLink[] = [
  { label: 'footer.slides', to: paths.slide() },
  { label: 'footer.books', to: paths.book() },
  { label: 'footer.journals', to: paths.journal() },
  { label: 'footer.articles', to: paths.article() },
  { label: 'footer.news', to: paths.news() },
];

export const companyLinks: FooterLink[] = [
  { label: 'footer.aboutUs', to: paths.about() },
  { label: 'footer.team', to: `${paths.about()}#team` },
  { label: 'footer.contact', to: `${paths.about()}#contact` },
  { label: 'footer.terms', to: paths.terms() },
  { label: 'footer.privacy', to: paths.privacy() },
];

export const resourceLinks: FooterLink[] = [
  { label: 'footer.uploadSlides', to: paths.uploadSlide() },
  { label: 'footer.chooseCourse', to: paths.register() },
  { label: 'footer.dmca', to: paths.dmca() },
];

/** Follower labels as SPEC §9 gives them. */
export const socialLinks = [
  { label: 'Facebook', followers: '63k', href: 'https://www.facebook.com/medshelf' },
  { label: 'Instagram', followers: '12.2k', href: 'https://www.instagram.com/medshelf' },
];
