import { messages } from '@medshelf/shared/messages';
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

const copyright = <MailLink address="copyright@medshelf.example" />;

export function DmcaPage() {
  const t = useT();
  return (
    <LegalPage title={t('static.dmca')} description={t('static.dmca.description')} updated={policiesUpdated}>
      <Callout title={t('static.dmca.sendTo')}>
        <p>
          <RichText id="static.dmca.sendToAddress" components={{ 0: copyright }} />
        </p>
      </Callout>

      <Section id="overview" title={t('static.dmca.approachTitle')}>
        <p>
          <RichText
            id="static.dmca.approach"
            components={{ 0: <TextLink to={paths.terms()}>{null}</TextLink> }}
          />
        </p>
      </Section>

      <Section id="notice" title={t('static.dmca.noticeTitle')}>
        <p>
          <RichText id="static.dmca.noticeIntro" components={{ 0: copyright }} />
        </p>
        <List ordered>
          <li>{t('static.dmca.notice1')}</li>
          <li>{t('static.dmca.notice2')}</li>
          <li>{t('static.dmca.notice3')}</li>
          <li>{t('static.dmca.contactDetails')}</li>
          <li>{t('static.dmca.notice5')}</li>
          <li>{t('static.dmca.notice6')}</li>
        </List>
        <p>{t('static.dmca.noticeConsider')}</p>
      </Section>

      <Section id="review" title={t('static.dmca.reviewTitle')}>
        <List ordered>
          <li>{t('static.dmca.review1')}</li>
          <li>{t('static.dmca.review2')}</li>
          <li>{t('static.dmca.review3')}</li>
          <li>{t('static.dmca.review4')}</li>
        </List>
      </Section>

      <Section id="counter-notice" title={t('static.dmca.counterTitle')}>
        <p>
          <RichText id="static.dmca.counterIntro" components={{ 0: copyright }} />
        </p>
        <List ordered>
          <li>{t('static.dmca.counter1')}</li>
          <li>{t('static.dmca.counter2')}</li>
          <li>{t('static.dmca.counter3')}</li>
          <li>{t('static.dmca.contactDetails')}</li>
          <li>{t('static.dmca.counter5')}</li>
        </List>
        <SubSection title={t('static.dmca.afterTitle')}>
          <p>{t('static.dmca.after')}</p>
        </SubSection>
      </Section>

      <Section id="repeat-infringers" title={t('static.dmca.repeatTitle')}>
        {/* The sign-in refusal is a SPEC text: quoted word for word in every language. */}
        <p>{t('static.dmca.repeat', { disabled: messages.accountDisabled })}</p>
      </Section>

      <Section id="publishers" title={t('static.dmca.publishersTitle')}>
        <p>{t('static.dmca.publishers')}</p>
      </Section>

      <Section id="contact" title={t('static.dmca.contactTitle')}>
        <p>
          <RichText
            id="static.dmca.contact"
            components={{
              0: copyright,
              1: <MailLink address="hello@medshelf.example" />,
              2: <TextLink to={paths.privacy()}>{null}</TextLink>,
            }}
          />
        </p>
      </Section>
    </LegalPage>
  );
}
