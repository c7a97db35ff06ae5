import { paths } from '@medshelf/shared/routes';
import type { ReactElement, ReactNode } from 'react';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { LegalPage, List, MailLink, Section, SubSection, TextLink } from '../components/legal-page.tsx';

const strong = <strong className="font-semibold text-slate-900" />;
const link = (to: string): ReactElement<{ children?: ReactNode }> => <TextLink to={to}>{null}</TextLink>;

export function AboutPage() {
  const t = useT();
  return (
    <LegalPage title={t('static.about')} description={t('static.aboutDescription')}>
      <Section id="what-is-medshelf" title={t('static.aboutWhatTitle')}>
        <p>{t('static.aboutWhat1')}</p>
        <p>{t('static.aboutWhat2')}</p>
      </Section>

      <Section id="what-you-can-do" title={t('static.aboutDoTitle')}>
        <List>
          <li>
            <RichText id="static.aboutDoRead" components={{ 0: link(paths.slide()) }} />
          </li>
          <li>
            <RichText
              id="static.aboutDoFind"
              components={{
                0: link(paths.book()),
                1: link(paths.journal()),
                2: link(paths.article()),
                3: link(paths.news()),
              }}
            />
          </li>
          <li>{t('static.aboutDoPlaylists')}</li>
          <li>{t('static.aboutDoFollow')}</li>
          <li>{t('static.aboutDoUpload')}</li>
        </List>
        <p>{t('static.aboutFree')}</p>
      </Section>

      <Section id="principles" title={t('static.aboutCareTitle')}>
        <List>
          <li>
            <RichText id="static.aboutCareLight" components={{ 0: strong }} />
          </li>
          <li>
            <RichText id="static.aboutCareData" components={{ 0: strong, 1: link(paths.privacy()) }} />
          </li>
          <li>
            <RichText id="static.aboutCareAuthors" components={{ 0: strong, 1: link(paths.dmca()) }} />
          </li>
          <li>
            <RichText id="static.aboutCareAdvice" components={{ 0: strong, 1: link(paths.terms()) }} />
          </li>
        </List>
      </Section>

      <Section id="team" title={t('static.aboutTeamTitle')}>
        <p>{t('static.aboutTeam')}</p>
        <SubSection title={t('static.aboutDevelopersTitle')}>
          <p>{t('static.aboutDevelopers')}</p>
        </SubSection>
        <SubSection title={t('static.aboutEditorsTitle')}>
          <p>{t('static.aboutEditors')}</p>
        </SubSection>
        <SubSection title={t('static.aboutCommunityTitle')}>
          <p>{t('static.aboutCommunity')}</p>
        </SubSection>
        <p>
          <RichText id="static.aboutHelp" components={{ 0: <MailLink address="hello@medshelf.example" /> }} />
        </p>
      </Section>

      <Section id="contact" title={t('static.aboutContactTitle')}>
        <p>{t('static.aboutContactReply')}</p>
        <List>
          <li>
            <RichText
              id="static.aboutContactSite"
              components={{ 0: <MailLink address="hello@medshelf.example" /> }}
            />
          </li>
          <li>
            <RichText
              id="static.aboutContactCopyright"
              components={{ 0: <MailLink address="copyright@medshelf.example" />, 1: link(paths.dmca()) }}
            />
          </li>
          <li>
            <RichText
              id="static.aboutContactPrivacy"
              components={{ 0: <MailLink address="privacy@medshelf.example" /> }}
            />
          </li>
        </List>
      </Section>
    </LegalPage>
  );
}
