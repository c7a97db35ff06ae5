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

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      description="What MedShelf collects, why, what other people can see, how long we keep it and how to get it deleted."
      updated={policiesUpdated}
    >
      <Callout title="In short">
        <List>
          <li>We collect only what the site needs to work, and we never sell your data.</li>
          <li>
            No advertising or third-party tracking. Two cookies: your sign-in session, and one that counts
            your view of a deck once a day.
          </li>
          <li>We email you only to verify your address or reset your password.</li>
          <li>You can correct your details and ask us to delete your account at any time.</li>
        </List>
      </Callout>

      <Section id="what-we-collect" title="What we collect">
        <SubSection title="Your account">
          <p>
            Your email address and username. If you sign up with a password, we store only a salted hash of
            it, never the password itself. If you sign in with Google or Facebook, we receive your name, email
            address and profile photo from them &mdash; not your password, contacts or posts.
          </p>
        </SubSection>
        <SubSection title="Details you choose to add">
          <p>
            Your profile photo and any of the optional fields on your profile: name, nickname, language,
            gender, work, education, a short summary and links to Facebook, Instagram or X. Leave any of them
            empty if you prefer. We also store your preference, the faculty you study (for example MBBS or
            Nursing), so we can show you the right subjects.
          </p>
        </SubSection>
        <SubSection title="What you do on MedShelf">
          <p>
            The slide decks you upload (the file, its page images and extracted text, title, description and
            tags), your comments, likes, follows, playlists, clipped pages and notes, and any reports you send
            us. We count views of decks to show view totals and trending lists, not to build a profile of you.
          </p>
        </SubSection>
        <SubSection title="Statistics for uploaders">
          <p>
            When you read a deck, its uploader can see how it is doing, as totals only: views per day, likes,
            saves, clips and downloads per day, how long readers spent on each page, and where views came from
            (MedShelf pages, MedShelf search, a link on another site, or a site that embeds the deck &mdash;
            named by its web address, such as <em>blog.example.org</em>). For this we keep, for a few minutes
            until they are added to the day&rsquo;s totals, the deck, the time, the kind of action, where you
            came from and, for reading, the page number and seconds. We do not keep who you are with them: no
            account, cookie or IP address. Uploaders never see who read their decks, and their own views are
            not counted. No third-party analytics service is involved.
          </p>
          <p>
            To count a view once a day, we keep a one-way code of your account or of a random cookie (below)
            with the deck and the day, and delete it the day after.
          </p>
        </SubSection>
        <SubSection title="Server logs">
          <p>
            Like any web server, ours records the IP address, browser type, time and page of each request. We
            use these logs only to keep the site secure and to fix errors, and delete them after 30 days.
          </p>
        </SubSection>
      </Section>

      <Section id="cookies" title="Cookies and storage on your device">
        <List>
          <li>
            <strong className="font-semibold text-slate-900">One session cookie</strong> keeps you signed in.
            It is needed for the site to work and is removed when you log out or it expires.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">One visitor cookie</strong>, a random code on the
            deck pages, lets us count your view of a deck once a day instead of every time you open it.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Local browser storage</strong> remembers your
            username and faculty preference so pages open personalised, even on a slow connection.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Offline decks</strong> you save are kept in your
            browser on your own phone or computer. We cannot see them; clearing the site&rsquo;s data in your
            browser removes them.
          </li>
        </List>
        <p>We do not use advertising, analytics or social-media tracking cookies.</p>
      </Section>

      <Section id="how-we-use" title="How we use your information">
        <List>
          <li>to run your account, show your profile and deliver the features you use;</li>
          <li>to personalise lists to your faculty and to make uploads searchable;</li>
          <li>to prevent spam and abuse, and to let our editors handle reports and copyright notices;</li>
          <li>
            to send emails for verifying your address and resetting your password &mdash; nothing else, no
            newsletters or marketing.
          </li>
        </List>
      </Section>

      <Section id="what-others-see" title="What other people can see">
        <p>
          Your public profile shows your username, name, photo, summary and any optional details you filled
          in, along with your uploads, public playlists, followers and the people you follow. Comments are
          public on the deck they belong to. Playlists and other items you mark private are shown only to you.
          Your email address is never shown to other users.
        </p>
      </Section>

      <Section id="sharing" title="Who we share it with">
        <p>We do not sell, rent or trade your personal data. We share it only:</p>
        <List>
          <li>with Google or Facebook, if you choose to sign in with them;</li>
          <li>with the email service that delivers our verification and password-reset messages;</li>
          <li>
            with the person who sent a copyright notice, if you file a counter-notice (see our{' '}
            <TextLink to={paths.dmca()}>DMCA policy</TextLink>);
          </li>
          <li>when Indian law or a valid order from a court or authority requires it.</li>
        </List>
        <p>
          Share buttons for WhatsApp, Facebook and X only open a link in that app when you tap them; they do
          not load trackers on our pages.
        </p>
      </Section>

      <Section id="security" title="Where it is stored and how we protect it">
        <p>
          Your data and uploaded files are stored on MedShelf&rsquo;s own server, not with a third-party
          platform. Connections use HTTPS, passwords are stored as salted hashes with a slow hashing
          algorithm, and only the few people who run the site can reach the database. No system is perfectly
          secure; if a breach affects you, we will tell you and the authorities as the law requires.
        </p>
      </Section>

      <Section id="retention" title="How long we keep it">
        <p>
          We keep your account data while your account is open. You can delete your uploads, comments,
          playlists and clips yourself at any time. When your account is deleted, your profile and content
          disappear from the site straight away and are removed from our database within 30 days, and from
          backups within 90 days.
        </p>
      </Section>

      <Section id="your-rights" title="Your rights">
        <p>Under Indian law, including the Digital Personal Data Protection Act, 2023, you can ask us to:</p>
        <List>
          <li>tell you what personal data we hold about you and give you a copy;</li>
          <li>correct it (most details you can edit yourself on your profile page);</li>
          <li>delete your account and the data linked to it;</li>
          <li>stop processing that you have consented to.</li>
        </List>
        <p>
          Write from your account&rsquo;s email address to <MailLink address="privacy@medshelf.example" />. We
          reply within 30 days. If you are not satisfied, you can complain to the Data Protection Board of
          India.
        </p>
      </Section>

      <Section id="children" title="Children">
        <p>
          MedShelf is made for college students. People under 16 may not create an account. If we learn that
          an account belongs to someone under 16, we will delete it. Parents or guardians can contact us at{' '}
          <MailLink address="privacy@medshelf.example" />.
        </p>
      </Section>

      <Section id="changes" title="Changes and contact">
        <p>
          If we change this policy, we will update the date at the top and, for important changes, show a
          notice on the site first. Questions about your privacy? Write to{' '}
          <MailLink address="privacy@medshelf.example" />. See also our{' '}
          <TextLink to={paths.terms()}>terms and conditions</TextLink>.
        </p>
      </Section>
    </LegalPage>
  );
}
