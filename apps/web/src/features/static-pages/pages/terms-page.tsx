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
  TextLink,
} from '../components/legal-page.tsx';
import { useLegalT } from '../legal-text.ts';

const hello = <MailLink address="hello@medshelf.example" />;

export function TermsPage() {
  const t = useT();
  const lt = useLegalT();
  return (
    <LegalPage
      title={t('static.terms')}
      description={lt('static.terms.description')}
      updated={policiesUpdated}
    >
      <Callout title={lt('static.inShort')}>
        <p>{lt('static.terms.short')}</p>
      </Callout>

      <Section id="agreement" title={lt('static.terms.agreementTitle')}>
        <p>
          <RichMarkup
            text={lt('static.terms.agreement')}
            components={{ 0: <TextLink to={paths.privacy()}>{null}</TextLink> }}
          />
        </p>
      </Section>

      <Section id="accounts" title={lt('static.terms.accountsTitle')}>
        <p>{lt('static.terms.accounts')}</p>
        <List>
          <li>{lt('static.terms.accountsSignUp')}</li>
          <li>{lt('static.terms.accountsAccurate')}</li>
          <li>
            <RichMarkup text={lt('static.terms.accountsResponsible')} components={{ 0: hello }} />
          </li>
          <li>{lt('static.terms.accountsUsername')}</li>
        </List>
      </Section>

      <Section id="acceptable-use" title={lt('static.terms.useTitle')}>
        <p>{lt('static.terms.useIntro')}</p>
        <List>
          <li>{lt('static.terms.use1')}</li>
          <li>{lt('static.terms.use2')}</li>
          <li>{lt('static.terms.use3')}</li>
          <li>{lt('static.terms.use4')}</li>
          <li>{lt('static.terms.use5')}</li>
          <li>{lt('static.terms.use6')}</li>
          <li>{lt('static.terms.use7')}</li>
        </List>
      </Section>

      <Section id="uploads" title={lt('static.terms.uploadsTitle')}>
        <p>{lt('static.terms.uploadsIntro')}</p>
        <List>
          <li>{lt('static.terms.uploads1')}</li>
          <li>{lt('static.terms.uploads2')}</li>
          <li>{lt('static.terms.uploads3')}</li>
          <li>{lt('static.terms.uploads4')}</li>
        </List>
        <p>{lt('static.terms.uploadsEnd')}</p>
      </Section>

      <Section id="copyright" title={lt('static.terms.copyrightTitle')}>
        <p>
          <RichMarkup
            text={lt('static.terms.copyright')}
            components={{ 0: <TextLink to={paths.dmca()}>{null}</TextLink> }}
          />
        </p>
      </Section>

      <Section id="medical-disclaimer" title={lt('static.terms.disclaimerTitle')}>
        <p>{lt('static.terms.disclaimer')}</p>
        <List>
          <li>{lt('static.terms.disclaimer1')}</li>
          <li>{lt('static.terms.disclaimer2')}</li>
          <li>{lt('static.terms.disclaimer3')}</li>
        </List>
      </Section>

      <Section id="termination" title={lt('static.terms.terminationTitle')}>
        <p>
          <RichMarkup
            text={lt('static.terms.termination')}
            components={{ 0: <MailLink address="privacy@medshelf.example" />, 1: hello }}
          />
        </p>
      </Section>

      <Section id="liability" title={lt('static.terms.liabilityTitle')}>
        <p>{lt('static.terms.liability')}</p>
      </Section>

      <Section id="law" title={lt('static.terms.lawTitle')}>
        <p>{lt('static.terms.law')}</p>
      </Section>

      <Section id="changes" title={lt('static.terms.changesTitle')}>
        <p>{lt('static.terms.changes')}</p>
        <p>
          <RichMarkup text={lt('static.terms.questions')} components={{ 0: hello }} />
        </p>
      </Section>
    </LegalPage>
  );
}
