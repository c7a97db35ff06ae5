export interface DemoJournal {
  slug: string;
  name: string;
  publisher: string;
  issn: string;
  subject: 'basic-science' | 'clinical-science' | 'dental' | 'nursing';
  description: string;
  accent: [number, number, number];
}

/**
 * Generated journals (names, publishers and ISSNs are made up; the ISSNs have valid check
 * digits). Their feeds are the feeds demo's: it links one to a journal with
 * `linkJournalFeed(db, slug, feedId)` from journals/journal-service.ts.
 */
/** A valid ISSN in a range that names no real journal (9990-…), one per demo journal. */
export function demoIssn(index: number): string {
  const digits = `9990${String(index).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 7; i += 1) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${digits.slice(0, 4)}-${digits.slice(4)}${check === 10 ? 'X' : check}`;
}

export const demoJournals: readonly DemoJournal[] = [
  {
    slug: 'journal-of-basic-medical-sciences',
    name: 'Journal of Basic Medical Sciences',
    publisher: 'MedShelf Demo Society',
    issn: demoIssn(1),
    subject: 'basic-science',
    description: 'Anatomy, physiology and biochemistry research for students and teachers.',
    accent: [0.05, 0.42, 0.45],
  },
  {
    slug: 'pathology-and-pharmacology-letters',
    name: 'Pathology and Pharmacology Letters',
    publisher: 'MedShelf Demo Society',
    issn: demoIssn(2),
    subject: 'basic-science',
    description: 'Short reports on disease mechanisms and drug action.',
    accent: [0.22, 0.25, 0.6],
  },
  {
    slug: 'clinical-medicine-review',
    name: 'Clinical Medicine Review',
    publisher: 'Demo Clinical Press',
    issn: demoIssn(3),
    subject: 'clinical-science',
    description: 'Reviews of diagnosis and treatment in internal medicine.',
    accent: [0.62, 0.12, 0.2],
  },
  {
    slug: 'surgical-practice-today',
    name: 'Surgical Practice Today',
    publisher: 'Demo Clinical Press',
    issn: demoIssn(4),
    subject: 'clinical-science',
    description: 'Techniques, outcomes and training in general surgery.',
    accent: [0.35, 0.42, 0.12],
  },
  {
    slug: 'journal-of-oral-health',
    name: 'Journal of Oral Health',
    publisher: 'Demo Dental Association',
    issn: demoIssn(5),
    subject: 'dental',
    description: 'Research across oral pathology, periodontics and prosthodontics.',
    accent: [0.05, 0.42, 0.45],
  },
  {
    slug: 'dental-education-quarterly',
    name: 'Dental Education Quarterly',
    publisher: 'Demo Dental Association',
    issn: demoIssn(6),
    subject: 'dental',
    description: 'Teaching and learning in dental schools.',
    accent: [0.22, 0.25, 0.6],
  },
  {
    slug: 'nursing-practice-journal',
    name: 'Nursing Practice Journal',
    publisher: 'Demo Nursing Council',
    issn: demoIssn(7),
    subject: 'nursing',
    description: 'Evidence for everyday nursing care on the wards and in the community.',
    accent: [0.62, 0.12, 0.2],
  },
  {
    slug: 'midwifery-and-community-care',
    name: 'Midwifery and Community Care',
    publisher: 'Demo Nursing Council',
    issn: demoIssn(8),
    subject: 'nursing',
    description: 'Midwifery, maternal health and community nursing.',
    accent: [0.35, 0.42, 0.12],
  },
];
