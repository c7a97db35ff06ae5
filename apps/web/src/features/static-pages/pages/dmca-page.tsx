import { paths } from '@medshelf/shared/routes';
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

export function DmcaPage() {
  return (
    <LegalPage
      title="Copyright and DMCA policy"
      description="How to ask MedShelf to take down material that infringes your copyright, how uploaders can respond, and how our editors handle it."
      updated={policiesUpdated}
    >
      <Callout title="Send copyright notices to">
        <p>
          <MailLink address="copyright@medshelf.example" /> with the subject line &ldquo;Copyright
          notice&rdquo;.
        </p>
      </Callout>

      <Section id="overview" title="Our approach">
        <p>
          Most slide decks on MedShelf are uploaded by students and teachers, and books, journals and news
          feeds are added by our editor team. We respect the work of authors and publishers, and our{' '}
          <TextLink to={paths.terms()}>terms</TextLink> forbid uploading material without permission. If
          something slips through, we follow the notice-and-takedown process of the US Digital Millennium
          Copyright Act (DMCA) for everyone, and we also act on notices under India&rsquo;s Copyright Act,
          1957 and Information Technology Act, 2000.
        </p>
      </Section>

      <Section id="notice" title="How to send a takedown notice">
        <p>
          Email <MailLink address="copyright@medshelf.example" />. You must be the copyright owner or
          authorised to act for them. To be complete, your notice must include:
        </p>
        <List ordered>
          <li>your physical or electronic signature (typing your full name is enough);</li>
          <li>
            the work you say is infringed, for example the book title, edition, ISBN and the chapters or
            figures copied;
          </li>
          <li>
            the exact MedShelf address of each item, and the page numbers if only some pages of a deck are
            affected;
          </li>
          <li>your name, postal address, phone number and email address;</li>
          <li>
            a statement that you believe in good faith that the use is not authorised by the copyright owner,
            its agent or the law;
          </li>
          <li>
            a statement that the information in your notice is accurate and, under penalty of perjury, that
            you are the owner or authorised to act for the owner.
          </li>
        </List>
        <p>
          Before sending, please consider whether the use may be allowed by law, for example fair dealing for
          private study, research or teaching under section 52 of the Copyright Act. Knowingly false notices
          can make you liable for damages.
        </p>
      </Section>

      <Section id="review" title="What happens next">
        <List ordered>
          <li>We confirm that we have received your notice.</li>
          <li>
            Our editor team reviews it. If something is missing, we write back and ask for it instead of
            ignoring the notice.
          </li>
          <li>
            If the notice is complete, we remove or disable the material &mdash; the whole deck or only the
            pages concerned &mdash; usually within two working days.
          </li>
          <li>
            We tell the uploader what was removed and why, and send them a copy of the notice so they can
            reply.
          </li>
        </List>
      </Section>

      <Section id="counter-notice" title="Counter-notice">
        <p>
          If your upload was removed and you believe this was a mistake &mdash; because you own the work, have
          permission, or the use is allowed by law &mdash; you can send a counter-notice to{' '}
          <MailLink address="copyright@medshelf.example" />. It must include:
        </p>
        <List ordered>
          <li>your physical or electronic signature;</li>
          <li>the material that was removed and the MedShelf address where it appeared;</li>
          <li>
            a statement, under penalty of perjury, that you believe in good faith the material was removed by
            mistake or misidentification;
          </li>
          <li>your name, postal address, phone number and email address;</li>
          <li>
            a statement that you consent to the jurisdiction of the competent courts in India and will accept
            legal papers from the person who sent the original notice.
          </li>
        </List>
        <SubSection title="After a counter-notice">
          <p>
            We forward your counter-notice, including your contact details, to the person who sent the
            original notice. If they do not tell us within 10 to 14 working days that they have started court
            action, our editors may restore the material.
          </p>
        </SubSection>
      </Section>

      <Section id="repeat-infringers" title="Repeat infringers">
        <p>
          We disable the accounts of people who repeatedly upload infringing material. As a rule, an account
          that receives three valid takedown notices is disabled, and its owner sees the message &ldquo;Your
          account has been disabled&rdquo; when signing in. Editors may act sooner in clear cases, such as
          uploading entire textbooks. Notices that are withdrawn or successfully countered do not count.
        </p>
      </Section>

      <Section id="publishers" title="Books, journals, articles and news">
        <p>
          Articles and news on MedShelf are short summaries from publishers&rsquo; public feeds, each with a
          link to the original. If you are a publisher and want your feed, a journal listing or a book removed
          or corrected, write to the same address and our editors will handle it.
        </p>
      </Section>

      <Section id="contact" title="Contact">
        <p>
          Copyright notices and counter-notices: <MailLink address="copyright@medshelf.example" />. Other
          questions: <MailLink address="hello@medshelf.example" />. We treat the personal details in notices
          as described in our <TextLink to={paths.privacy()}>privacy policy</TextLink>.
        </p>
      </Section>
    </LegalPage>
  );
}
