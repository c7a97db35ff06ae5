import { paths } from '@medshelf/shared/routes';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import {
  Callout,
  LegalPage,
  List,
  MailLink,
  policiesUpdated,
  Section,
  SubSection,
  TextLink,
} from '../components/legal-page.tsx';

const strong = <strong className="font-semibold text-slate-900" />;
const privacy = <MailLink address="privacy@medshelf.example" />;

export function PrivacyPage() {
  const t = useT();
  return (
    <LegalPage
      title={t('static.privacy')}
      description={t('static.privacy.description')}
      updated={policiesUpdated}
    >
      <Callout title={t('static.inShort')}>
        <List>
          <li>{t('static.privacy.short1')}</li>
          <li>{t('static.privacy.short2')}</li>
          <li>{t('static.privacy.short3')}</li>
          <li>{t('static.privacy.short4')}</li>
        </List>
      </Callout>

      <Section id="what-we-collect" title={t('static.privacy.collectTitle')}>
        <SubSection title={t('static.privacy.accountTitle')}>
          <p>{t('static.privacy.account')}</p>
        </SubSection>
        <SubSection title={t('static.privacy.detailsTitle')}>
          <p>{t('static.privacy.details')}</p>
        </SubSection>
        <SubSection title={t('static.privacy.activityTitle')}>
          <p>{t('static.privacy.activity')}</p>
        </SubSection>
        <SubSection title={t('static.privacy.statsTitle')}>
          <p>
            <RichText id="static.privacy.stats" components={{ 0: <em /> }} />
          </p>
          <p>{t('static.privacy.statsOnce')}</p>
        </SubSection>
        <SubSection title={t('static.privacy.logsTitle')}>
          <p>{t('static.privacy.logs')}</p>
        </SubSection>
      </Section>

      <Section id="cookies" title={t('static.privacy.cookiesTitle')}>
        <List>
          <li>
            <RichText id="static.privacy.cookieSession" components={{ 0: strong }} />
          </li>
          <li>
            <RichText id="static.privacy.cookieVisitor" components={{ 0: strong }} />
          </li>
          <li>
            <RichText id="static.privacy.cookieLocal" components={{ 0: strong }} />
          </li>
          <li>
            <RichText id="static.privacy.cookieOffline" components={{ 0: strong }} />
          </li>
        </List>
        <p>{t('static.privacy.cookiesNone')}</p>
      </Section>

      <Section id="how-we-use" title={t('static.privacy.useTitle')}>
        <List>
          <li>{t('static.privacy.use1')}</li>
          <li>{t('static.privacy.use2')}</li>
          <li>{t('static.privacy.use3')}</li>
          <li>{t('static.privacy.use4')}</li>
        </List>
      </Section>

      <Section id="what-others-see" title={t('static.privacy.othersTitle')}>
        <p>{t('static.privacy.others')}</p>
      </Section>

      <Section id="sharing" title={t('static.privacy.sharingTitle')}>
        <p>{t('static.privacy.sharingIntro')}</p>
        <List>
          <li>{t('static.privacy.sharing1')}</li>
          <li>{t('static.privacy.sharing2')}</li>
          <li>
            <RichText
              id="static.privacy.sharing3"
              components={{ 0: <TextLink to={paths.dmca()}>{null}</TextLink> }}
            />
          </li>
          <li>{t('static.privacy.sharing4')}</li>
        </List>
        <p>{t('static.privacy.shareButtons')}</p>
      </Section>

      <Section id="security" title={t('static.privacy.securityTitle')}>
        <p>{t('static.privacy.security')}</p>
      </Section>

      <Section id="retention" title={t('static.privacy.retentionTitle')}>
        <p>{t('static.privacy.retention')}</p>
      </Section>

      <Section id="your-rights" title={t('static.privacy.rightsTitle')}>
        <p>{t('static.privacy.rightsIntro')}</p>
        <List>
          <li>{t('static.privacy.rights1')}</li>
          <li>{t('static.privacy.rights2')}</li>
          <li>{t('static.privacy.rights3')}</li>
          <li>{t('static.privacy.rights4')}</li>
        </List>
        <p>
          <RichText id="static.privacy.rightsContact" components={{ 0: privacy }} />
        </p>
      </Section>

      <Section id="children" title={t('static.privacy.childrenTitle')}>
        <p>
          <RichText id="static.privacy.children" components={{ 0: privacy }} />
        </p>
      </Section>

      <Section id="changes" title={t('static.privacy.changesTitle')}>
        <p>
          <RichText
            id="static.privacy.changes"
            components={{ 0: privacy, 1: <TextLink to={paths.terms()}>{null}</TextLink> }}
          />
        </p>
      </Section>
    </LegalPage>
  );
}
