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

const copyright = <MailLink address="copyright@medshelf.example" />;

export function DmcaPage() {
  const t = useT();
  const lt = useLegalT();
  return (
    <LegalPage title={t('static.dmca')} description={lt('static.dmca.description')} updated={policiesUpdated}>
      <Callout title={lt('static.dmca.sendTo')}>
        <p>
          <RichMarkup text={lt('static.dmca.sendToAddress')} components={{ 0: copyright }} />
        </p>
      </Callout>

      <Section id="overview" title={lt('static.dmca.approachTitle')}>
        <p>
          <RichMarkup
            text={lt('static.dmca.approach')}
            components={{ 0: <TextLink to={paths.terms()}>{null}</TextLink> }}
          />
        </p>
      </Section>

      <Section id="notice" title={lt('static.dmca.noticeTitle')}>
        <p>
          <RichMarkup text={lt('static.dmca.noticeIntro')} components={{ 0: copyright }} />
        </p>
        <List ordered>
          <li>{lt('static.dmca.notice1')}</li>
          <li>{lt('static.dmca.notice2')}</li>
          <li>{lt('static.dmca.notice3')}</li>
          <li>{lt('static.dmca.contactDetails')}</li>
          <li>{lt('static.dmca.notice5')}</li>
          <li>{lt('static.dmca.notice6')}</li>
        </List>
        <p>{lt('static.dmca.noticeConsider')}</p>
      </Section>

      <Section id="review" title={lt('static.dmca.reviewTitle')}>
        <List ordered>
          <li>{lt('static.dmca.review1')}</li>
          <li>{lt('static.dmca.review2')}</li>
          <li>{lt('static.dmca.review3')}</li>
          <li>{lt('static.dmca.review4')}</li>
        </List>
      </Section>

      <Section id="counter-notice" title={lt('static.dmca.counterTitle')}>
        <p>
          <RichMarkup text={lt('static.dmca.counterIntro')} components={{ 0: copyright }} />
        </p>
        <List ordered>
          <li>{lt('static.dmca.counter1')}</li>
          <li>{lt('static.dmca.counter2')}</li>
          <li>{lt('static.dmca.counter3')}</li>
          <li>{lt('static.dmca.contactDetails')}</li>
          <li>{lt('static.dmca.counter5')}</li>
        </List>
        <SubSection title={lt('static.dmca.afterTitle')}>
          <p>{lt('static.dmca.after')}</p>
        </SubSection>
      </Section>

      <Section id="repeat-infringers" title={lt('static.dmca.repeatTitle')}>
        {/* Quotes the sign-in refusal, a SPEC text, in English in every language (legal-text.test.ts). */}
        <p>{lt('static.dmca.repeat')}</p>
      </Section>

      <Section id="publishers" title={lt('static.dmca.publishersTitle')}>
        <p>{lt('static.dmca.publishers')}</p>
      </Section>

      <Section id="contact" title={lt('static.dmca.contactTitle')}>
        <p>
          <RichMarkup
            text={lt('static.dmca.contact')}
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
