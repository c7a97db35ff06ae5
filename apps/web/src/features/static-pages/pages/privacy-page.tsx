import { paths } from '@medshelf/shared/routes';
import { RichMarkup } from '../../../lib/i18n/rich-text.tsx';
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
import { useLegalT } from '../legal-text.ts';

const strong = <strong className="font-semibold text-slate-900" />;
const privacy = <MailLink address="privacy@medshelf.example" />;

export function PrivacyPage() {
  const t = useT();
  const lt = useLegalT();
  return (
    <LegalPage
      title={t('static.privacy')}
      description={lt('static.privacy.description')}
      updated={policiesUpdated}
    >
      <Callout title={lt('static.inShort')}>
        <List>
          <li>{lt('static.privacy.short1')}</li>
          <li>{lt('static.privacy.short2')}</li>
          <li>{lt('static.privacy.short3')}</li>
          <li>{lt('static.privacy.short4')}</li>
        </List>
      </Callout>

      <Section id="what-we-collect" title={lt('static.privacy.collectTitle')}>
        <SubSection title={lt('static.privacy.accountTitle')}>
          <p>{lt('static.privacy.account')}</p>
        </SubSection>
        <SubSection title={lt('static.privacy.detailsTitle')}>
          <p>{lt('static.privacy.details')}</p>
        </SubSection>
        <SubSection title={lt('static.privacy.activityTitle')}>
          <p>{lt('static.privacy.activity')}</p>
        </SubSection>
        <SubSection title={lt('static.privacy.statsTitle')}>
          <p>
            <RichMarkup text={lt('static.privacy.stats')} components={{ 0: <em /> }} />
          </p>
          <p>{lt('static.privacy.statsOnce')}</p>
        </SubSection>
        <SubSection title={lt('static.privacy.logsTitle')}>
          <p>{lt('static.privacy.logs')}</p>
        </SubSection>
      </Section>

      <Section id="cookies" title={lt('static.privacy.cookiesTitle')}>
        <List>
          <li>
            <RichMarkup text={lt('static.privacy.cookieSession')} components={{ 0: strong }} />
          </li>
          <li>
            <RichMarkup text={lt('static.privacy.cookieVisitor')} components={{ 0: strong }} />
          </li>
          <li>
            <RichMarkup text={lt('static.privacy.cookieLocal')} components={{ 0: strong }} />
          </li>
          <li>
            <RichMarkup text={lt('static.privacy.cookieOffline')} components={{ 0: strong }} />
          </li>
        </List>
        <p>{lt('static.privacy.cookiesNone')}</p>
      </Section>

      <Section id="how-we-use" title={lt('static.privacy.useTitle')}>
        <List>
          <li>{lt('static.privacy.use1')}</li>
          <li>{lt('static.privacy.use2')}</li>
          <li>{lt('static.privacy.use3')}</li>
          <li>{lt('static.privacy.use4')}</li>
        </List>
      </Section>

      <Section id="what-others-see" title={lt('static.privacy.othersTitle')}>
        <p>{lt('static.privacy.others')}</p>
      </Section>

      <Section id="sharing" title={lt('static.privacy.sharingTitle')}>
        <p>{lt('static.privacy.sharingIntro')}</p>
        <List>
          <li>{lt('static.privacy.sharing1')}</li>
          <li>{lt('static.privacy.sharing2')}</li>
          <li>
            <RichMarkup
              text={lt('static.privacy.sharing3')}
              components={{ 0: <TextLink to={paths.dmca()}>{null}</TextLink> }}
            />
          </li>
          <li>{lt('static.privacy.sharing4')}</li>
        </List>
        <p>{lt('static.privacy.shareButtons')}</p>
      </Section>

      <Section id="security" title={lt('static.privacy.securityTitle')}>
        <p>{lt('static.privacy.security')}</p>
      </Section>

      <Section id="retention" title={lt('static.privacy.retentionTitle')}>
        <p>{lt('static.privacy.retention')}</p>
      </Section>

      <Section id="your-rights" title={lt('static.privacy.rightsTitle')}>
        <p>{lt('static.privacy.rightsIntro')}</p>
        <List>
          <li>{lt('static.privacy.rights1')}</li>
          <li>{lt('static.privacy.rights2')}</li>
          <li>{lt('static.privacy.rights3')}</li>
          <li>{lt('static.privacy.rights4')}</li>
        </List>
        <p>
          <RichMarkup text={lt('static.privacy.rightsContact')} components={{ 0: privacy }} />
        </p>
      </Section>

      <Section id="children" title={lt('static.privacy.childrenTitle')}>
        <p>
          <RichMarkup text={lt('static.privacy.children')} components={{ 0: privacy }} />
        </p>
      </Section>

      <Section id="changes" title={lt('static.privacy.changesTitle')}>
        <p>
          <RichMarkup
            text={lt('static.privacy.changes')}
            components={{ 0: privacy, 1: <TextLink to={paths.terms()}>{null}</TextLink> }}
          />
        </p>
      </Section>
    </LegalPage>
  );
}
