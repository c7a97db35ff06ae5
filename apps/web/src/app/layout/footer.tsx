import type { ReactNode } from 'react';
import { ThemeSwitch } from '../../components/ui/theme-switch.tsx';
import { appLinkAttribute } from '../../lib/app-links.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import {
  companyLinks,
  exploreLinks,
  footerCounts,
  productLinks,
  resourceLinks,
  socialLinks,
} from './footer-links.ts';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase dark:text-slate-950">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">{children}</ul>
    </div>
  );
}

// Plain links that the app's one listener navigates (lib/app-links.ts): each router <Link> runs
// about ten hooks as it hydrates, and the footer is hydrated on every page.
// The footer stays dark in both themes: in the dark one the scales are turned over (index.css).
const linkClass =
  'inline-block py-1.5 text-slate-200 hover:text-white hover:underline dark:text-slate-800 dark:hover:text-slate-950';

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 dark:bg-black dark:text-slate-800">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <dl className="flex flex-wrap gap-8 border-b border-slate-700 pb-8 dark:border-slate-300">
          {footerCounts.map((count) => (
            <div key={count.label}>
              <dt className="text-sm text-slate-300 dark:text-slate-700">{t(count.label)}</dt>
              <dd className="text-3xl font-bold text-white dark:text-slate-950">{count.value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid grid-cols-2 gap-8 pt-8 md:grid-cols-5">
          <Column title={t('footer.ourApps')}>
            {productLinks.map((link) => (
              <li key={link.app}>
                <a className={linkClass} href={link.href} target="_blank" rel="noopener noreferrer">
                  {t('footer.app', { app: link.app })}
                </a>
              </li>
            ))}
          </Column>
          <Column title={t('footer.explore')}>
            {exploreLinks.map((link) => (
              <li key={link.label}>
                <a className={linkClass} href={link.to} {...appLinkAttribute}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          </Column>
          <Column title={t('footer.company')}>
            {companyLinks.map((link) => (
              <li key={link.label}>
                <a className={linkClass} href={link.to} {...appLinkAttribute}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          </Column>
          <Column title={t('footer.resources')}>
            {resourceLinks.map((link) => (
              <li key={link.label}>
                <a className={linkClass} href={link.to} {...appLinkAttribute}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          </Column>
          <Column title={t('footer.followUs')}>
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a className={linkClass} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}{' '}
                  <span className="text-slate-300 dark:text-slate-700">
                    {t('footer.followers', { followers: link.followers })}
                  </span>
                </a>
              </li>
            ))}
          </Column>
        </div>
        <ThemeSwitch className="mt-10 text-slate-200 dark:text-slate-800" />
        <p className="mt-6 text-sm text-slate-300 dark:text-slate-700">
          {t('footer.madeFor', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
