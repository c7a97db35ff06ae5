import { paths } from '@medshelf/shared/routes';
import { LegalPage, List, MailLink, Section, SubSection, TextLink } from '../components/legal-page.tsx';

export function AboutPage() {
  return (
    <LegalPage
      title="About MedShelf"
      description="A free study shelf for students of MBBS, BDS, nursing, BAMS and physiotherapy: slides, books, journals, articles and news in one place."
    >
      <Section id="what-is-medshelf" title="What MedShelf is">
        <p>
          MedShelf is a shelf of study material for students of medicine (MBBS), dental surgery (BDS),
          nursing, Ayurveda (BAMS) and physiotherapy. It brings slide decks, books, journals, articles and
          news together, sorted by faculty, subject and topic, so you can go from &ldquo;2nd year
          Pathology&rdquo; to the deck you need in a few taps.
        </p>
        <p>
          We built it for the way most of our readers study: on an inexpensive Android phone, on mobile data
          that comes and goes. Pages load as light images, lists appear quickly, and you can save decks to
          read offline on the bus or in the hostel.
        </p>
      </Section>

      <Section id="what-you-can-do" title="What you can do here">
        <List>
          <li>
            Read <TextLink to={paths.slide()}>slide decks</TextLink> page by page, and search for words inside
            their pages.
          </li>
          <li>
            Find <TextLink to={paths.book()}>books</TextLink> and{' '}
            <TextLink to={paths.journal()}>journals</TextLink> for your subjects, and follow the latest{' '}
            <TextLink to={paths.article()}>articles</TextLink> and <TextLink to={paths.news()}>news</TextLink>
            .
          </li>
          <li>Keep playlists by year, subject and topic, and clip single pages to revise later.</li>
          <li>Follow classmates and seniors, like decks and discuss them in the comments.</li>
          <li>Upload your own decks and help the students who come after you.</li>
        </List>
        <p>Reading is free and needs no account. You only sign up when you want to upload or save things.</p>
      </Section>

      <Section id="principles" title="What we care about">
        <List>
          <li>
            <strong className="font-semibold text-slate-900">Light and fast.</strong> Every page should work
            on a slow connection and a small screen, and be usable with a keyboard or screen reader.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Respect for your data.</strong> No ads, no
            third-party trackers, and no selling of data. Read our{' '}
            <TextLink to={paths.privacy()}>privacy policy</TextLink>.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Respect for authors.</strong> Uploaders are
            credited on every deck, and copyright owners can ask for removal under our{' '}
            <TextLink to={paths.dmca()}>DMCA policy</TextLink>.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Learning, not advice.</strong> MedShelf is for
            education. It is not a source of medical advice for patients; see our{' '}
            <TextLink to={paths.terms()}>terms</TextLink>.
          </li>
        </List>
      </Section>

      <Section id="team" title="Our team">
        <p>
          MedShelf is run by a small team, most of whom studied or still study in the fields the site serves.
          We would rather keep the site simple and reliable than big.
        </p>
        <SubSection title="Developers and designers">
          <p>
            A few software developers build and run MedShelf on its own server, and a designer makes sure it
            stays readable on small screens and accessible to everyone.
          </p>
        </SubSection>
        <SubSection title="Editors">
          <p>
            A group of graduates and senior students from medicine, dentistry, nursing, Ayurveda and
            physiotherapy choose the books, journals and news feeds, check reports from readers and review
            copyright notices.
          </p>
        </SubSection>
        <SubSection title="Our community">
          <p>
            Most of what you read here was shared by students and teachers. Every upload, playlist and helpful
            comment makes the shelf better for the next batch.
          </p>
        </SubSection>
        <p>
          Want to help as an editor, or tell us what to build next? Write to{' '}
          <MailLink address="hello@medshelf.example" />.
        </p>
      </Section>

      <Section id="contact" title="Contact us">
        <p>We read every message and usually reply within a few working days.</p>
        <List>
          <li>
            Questions, feedback and problems with the site: <MailLink address="hello@medshelf.example" />. If
            a deck looks wrong, include its link.
          </li>
          <li>
            Copyright notices and takedown requests: <MailLink address="copyright@medshelf.example" /> (see
            our <TextLink to={paths.dmca()}>DMCA policy</TextLink> for what to include).
          </li>
          <li>
            Privacy questions and requests to see or delete your data:{' '}
            <MailLink address="privacy@medshelf.example" />.
          </li>
        </List>
      </Section>
    </LegalPage>
  );
}
