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
  TextLink,
} from '../components/legal-page.tsx';

const hello = <MailLink address="hello@medshelf.example" />;

export function TermsPage() {
  const t = useT();
  return (
    <LegalPage
      title={t('static.terms')}
      description={t('static.terms.description')}
      updated={policiesUpdated}
    >
      <Callout title={t('static.inShort')}>
        <p>{t('static.terms.short')}</p>
      </Callout>

      <Section id="agreement" title={t('static.terms.agreementTitle')}>
        <p>
          <RichText
            id="static.terms.agreement"
            components={{ 0: <TextLink to={paths.privacy()}>{null}</TextLink> }}
          />
        </p>
      </Section>

      <Section id="accounts" title={t('static.terms.accountsTitle')}>
        <p>{t('static.terms.accounts')}</p>
        <List>
          <li>{t('static.terms.accountsSignUp')}</li>
          <li>{t('static.terms.accountsAccurate')}</li>
          <li>
            <RichText id="static.terms.accountsResponsible" components={{ 0: hello }} />
          </li>
          <li>{t('static.terms.accountsUsername')}</li>
        </List>
      </Section>

      <Section id="acceptable-use" title={t('static.terms.useTitle')}>
        <p>{t('static.terms.useIntro')}</p>
        <List>
          <li>{t('static.terms.use1')}</li>
          <li>{t('static.terms.use2')}</li>
          <li>{t('static.terms.use3')}</li>
          <li>{t('static.terms.use4')}</li>
          <li>{t('static.terms.use5')}</li>
          <li>{t('static.terms.use6')}</li>
          <li>{t('static.terms.use7')}</li>
        </List>
      </Section>

      <Section id="uploads" title={t('static.terms.uploadsTitle')}>
        <p>{t('static.terms.uploadsIntro')}</p>
        <List>
          <li>{t('static.terms.uploads1')}</li>
          <li>{t('static.terms.uploads2')}</li>
          <li>{t('static.terms.uploads3')}</li>
          <li>{t('static.terms.uploads4')}</li>
        </List>
        <p>{t('static.terms.uploadsEnd')}</p>
      </Section>

      <Section id="copyright" title={t('static.terms.copyrightTitle')}>
        <p>
          <RichText
            id="static.terms.copyright"
            components={{ 0: <TextLink to={paths.dmca()}>{null}</TextLink> }}
          />
        </p>
      </Section>

      <Section id="medical-disclaimer" title={t('static.terms.disclaimerTitle')}>
        <p>{t('static.terms.disclaimer')}</p>
        <List>
          <li>{t('static.terms.disclaimer1')}</li>
          <li>{t('static.terms.disclaimer2')}</li>
          <li>{t('static.terms.disclaimer3')}</li>
        </List>
      </Section>

      <Section id="termination" title={t('static.terms.terminationTitle')}>
        <p>
          <RichText
            id="static.terms.termination"
            components={{ 0: <MailLink address="privacy@medshelf.example" />, 1: hello }}
          />
        </p>
      </Section>

      <Section id="liability" title={t('static.terms.liabilityTitle')}>
        <p>{t('static.terms.liability')}</p>
      </Section>

      <Section id="law" title={t('static.terms.lawTitle')}>
        <p>{t('static.terms.law')}</p>
      </Section>

      <Section id="changes" title={t('static.terms.changesTitle')}>
        <p>{t('static.terms.changes')}</p>
        <p>
          <RichText id="static.terms.questions" components={{ 0: hello }} />
        </p>
      </Section>
    </LegalPage>
  );
}
