import { paths } from '@medshelf/shared/routes';
import {
  Callout,
  LegalPage,
  List,
  MailLink,
  policiesUpdated,
  Section,
  TextLink,
} from '../components/legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and conditions"
      description="The rules for using MedShelf: your account, what you may upload, the licence you give us, and our medical disclaimer."
      updated={policiesUpdated}
    >
      <Callout title="In short">
        <p>
          Use MedShelf to study and to share your own study material. Upload only what you have the right to
          share, never upload patient details, and treat everything here as learning material, not medical
          advice.
        </p>
      </Callout>

      <Section id="agreement" title="1. About these terms">
        <p>
          These terms apply to everyone who visits or uses MedShelf (&ldquo;we&rdquo;, &ldquo;us&rdquo;), the
          website where students of medicine, dental surgery, nursing, Ayurveda and physiotherapy read and
          share slides, books, journals, articles and news. By using the site you agree to these terms and to
          our <TextLink to={paths.privacy()}>privacy policy</TextLink>. If you do not agree, please do not use
          MedShelf.
        </p>
      </Section>

      <Section id="accounts" title="2. Your account">
        <p>
          You can browse without an account. To upload, comment, like, follow, clip pages or keep playlists
          you need one, and you must be at least 16 years old.
        </p>
        <List>
          <li>
            Sign up with an email address and password (the account works once you verify the email), or sign
            in with Google or Facebook.
          </li>
          <li>Give accurate details, keep your password to yourself and use one account per person.</li>
          <li>
            You are responsible for what happens under your account. If you think someone else has used it,
            reset your password and write to <MailLink address="hello@medshelf.example" />.
          </li>
          <li>Choose a username that does not impersonate another person, college or organisation.</li>
        </List>
      </Section>

      <Section id="acceptable-use" title="3. Acceptable use">
        <p>When you use MedShelf, you agree not to:</p>
        <List>
          <li>upload or share material you do not own or have no permission to share;</li>
          <li>
            upload anything that identifies a patient &mdash; names, faces, hospital numbers, case sheets or
            images &mdash; unless it is properly anonymised and you have the consent you need;
          </li>
          <li>harass, threaten or abuse other users, or post hateful, sexual or violent content;</li>
          <li>post spam, advertising, paid-coaching promotions or misleading health claims;</li>
          <li>
            upload malware, try to break into accounts or servers, or scrape the site in a way that slows it
            down for others;
          </li>
          <li>get around limits the site sets, such as a deck whose uploader has turned downloads off;</li>
          <li>use MedShelf for anything that is illegal in India or where you live.</li>
        </List>
      </Section>

      <Section id="uploads" title="4. Your uploads and the licence you give us">
        <p>
          You keep the copyright in the slide decks, comments and other material you post. To run the site we
          need your permission to handle them, so you give MedShelf a non-exclusive, worldwide, royalty-free
          licence to:
        </p>
        <List>
          <li>store your files on our server and keep working copies and backups;</li>
          <li>
            convert them into page images and thumbnails, and extract their text so they can be searched;
          </li>
          <li>
            show them to visitors, let signed-in users like, comment on, add them to playlists and clip single
            pages for their own study;
          </li>
          <li>
            let others download the original file, but only if you switched on &ldquo;allow download&rdquo;.
          </li>
        </List>
        <p>
          The licence ends when you delete the upload or your account, except for copies in backups, which
          expire on their normal cycle, and for files other people have already downloaded. You confirm that
          you have the rights to grant this licence.
        </p>
      </Section>

      <Section id="copyright" title="5. Copyright and other people's content">
        <p>
          Books, journals and news feeds are added by our editor team. Articles and news are short summaries
          that link to the original publisher, and all rights stay with their owners. If you believe something
          on MedShelf infringes your copyright, follow our{' '}
          <TextLink to={paths.dmca()}>copyright and DMCA policy</TextLink>. Accounts that repeatedly upload
          infringing material are disabled.
        </p>
      </Section>

      <Section id="medical-disclaimer" title="6. Medical disclaimer">
        <p>
          Everything on MedShelf is for education only. It is not medical advice, diagnosis or treatment, and
          it does not replace your teachers, current textbooks, national guidelines or the judgement of a
          qualified clinician.
        </p>
        <List>
          <li>
            Slide decks are uploaded by users and are not peer-reviewed. They may be out of date, incomplete
            or wrong, especially drug doses.
          </li>
          <li>Always check information against a reliable, current source before using it with patients.</li>
          <li>
            If you or someone near you has a medical emergency, call 112 (in India) or your local emergency
            number.
          </li>
        </List>
      </Section>

      <Section id="termination" title="7. Suspension and termination">
        <p>
          You can stop using MedShelf and delete your uploads at any time; to close your account, write to{' '}
          <MailLink address="privacy@medshelf.example" />. Our editors may remove content or disable an
          account that breaks these terms or the law, usually with a note explaining why. If an account is
          disabled by mistake, write to <MailLink address="hello@medshelf.example" /> and we will look at it
          again.
        </p>
      </Section>

      <Section id="liability" title="8. No warranty and limitation of liability">
        <p>
          MedShelf is free and provided &ldquo;as is&rdquo;. We work to keep it running and accurate, but we
          do not promise that it will always be available, error-free or that decks saved for offline reading
          will stay on your device. To the extent the law allows, we are not liable for indirect or
          consequential loss, lost data or exam results, or for decisions made on the basis of content on the
          site. Nothing in these terms limits rights you have under Indian consumer law that cannot be
          excluded.
        </p>
      </Section>

      <Section id="law" title="9. Governing law">
        <p>
          These terms are governed by the laws of India, including the Information Technology Act, 2000 and
          the Copyright Act, 1957. Any dispute will be handled by the competent courts in India. Please write
          to us first &mdash; most problems can be sorted out by email.
        </p>
      </Section>

      <Section id="changes" title="10. Changes to these terms">
        <p>
          We may update these terms as MedShelf grows. The date at the top shows the latest version. For
          important changes we will show a notice on the site before they take effect. If you keep using
          MedShelf after that, the new terms apply.
        </p>
        <p>
          Questions about these terms? Write to <MailLink address="hello@medshelf.example" />.
        </p>
      </Section>
    </LegalPage>
  );
}
