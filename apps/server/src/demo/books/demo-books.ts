import type { BookChapter } from './book-pdf.ts';

export interface DemoBook {
  title: string;
  authors: string[];
  edition: string;
  year: number;
  subject: 'basic-science' | 'clinical-science' | 'dental' | 'nursing';
  category: string;
  /** The topic the generated chapters are about. */
  topic: string;
  /** Only a link, no PDF: how some books are listed. */
  linkOnly?: boolean;
  accent: [number, number, number];
}

const teal: [number, number, number] = [0.05, 0.42, 0.45];
const indigo: [number, number, number] = [0.22, 0.25, 0.6];
const crimson: [number, number, number] = [0.62, 0.12, 0.2];
const olive: [number, number, number] = [0.35, 0.42, 0.12];

/** Generated titles and people: nothing here is a real book or a real author. */
export const demoBooks: readonly DemoBook[] = [
  {
    title: 'Foundations of Human Anatomy',
    authors: ['Meera Kulkarni', 'Arjun Rao'],
    edition: '3rd',
    year: 2022,
    subject: 'basic-science',
    category: 'anatomy',
    topic: 'the upper limb',
    accent: teal,
  },
  {
    title: 'Neuroanatomy Made Clear',
    authors: ['Farah Siddiqui'],
    edition: '1st',
    year: 2021,
    subject: 'basic-science',
    category: 'anatomy',
    topic: 'the brainstem',
    accent: indigo,
  },
  {
    title: 'Principles of Medical Physiology',
    authors: ['Rohan Mehta', 'Kavya Iyer'],
    edition: '5th',
    year: 2023,
    subject: 'basic-science',
    category: 'physiology',
    topic: 'cardiac output',
    accent: crimson,
  },
  {
    title: 'Biochemistry for the Wards',
    authors: ['Sunil Bhat'],
    edition: '2nd',
    year: 2020,
    subject: 'basic-science',
    category: 'biochemistry',
    topic: 'glucose metabolism',
    accent: olive,
  },
  {
    title: 'Essentials of General Pathology',
    authors: ['Anita Desai', 'Vikram Nair'],
    edition: '4th',
    year: 2022,
    subject: 'basic-science',
    category: 'pathology',
    topic: 'inflammation and repair',
    accent: teal,
    linkOnly: true,
  },
  {
    title: 'Pharmacology in Practice',
    authors: ['Nikhil Joshi'],
    edition: '2nd',
    year: 2024,
    subject: 'basic-science',
    category: 'pharmacology',
    topic: 'drug receptors',
    accent: indigo,
  },
  {
    title: 'Clinical Microbiology Notes',
    authors: ['Leela Menon'],
    edition: '1st',
    year: 2019,
    subject: 'basic-science',
    category: 'microbiology',
    topic: 'antimicrobial resistance',
    accent: olive,
  },
  {
    title: 'Bedside Medicine',
    authors: ['Prakash Reddy', 'Salma Khan'],
    edition: '6th',
    year: 2023,
    subject: 'clinical-science',
    category: 'medicine',
    topic: 'heart failure',
    accent: crimson,
  },
  {
    title: 'A Short Course in Surgery',
    authors: ['Devika Pillai'],
    edition: '2nd',
    year: 2021,
    subject: 'clinical-science',
    category: 'surgery',
    topic: 'the acute abdomen',
    accent: teal,
  },
  {
    title: 'Obstetrics for Students',
    authors: ['Radha Krishnan'],
    edition: '3rd',
    year: 2022,
    subject: 'clinical-science',
    category: 'obstetrics-and-gynaecology',
    topic: 'antenatal care',
    accent: indigo,
  },
  {
    title: 'Paediatrics at a Glance',
    authors: ['Imran Sheikh', 'Neha Gupta'],
    edition: '1st',
    year: 2024,
    subject: 'clinical-science',
    category: 'paediatrics',
    topic: 'growth and development',
    accent: olive,
    linkOnly: true,
  },
  {
    title: 'Practical Orthopaedics',
    authors: ['Karthik Subramanian'],
    edition: '2nd',
    year: 2020,
    subject: 'clinical-science',
    category: 'orthopaedics',
    topic: 'fractures of the wrist',
    accent: crimson,
  },
  {
    title: 'Dental Anatomy and Occlusion',
    authors: ['Shreya Patil'],
    edition: '2nd',
    year: 2021,
    subject: 'dental',
    category: 'oral-anatomy',
    topic: 'permanent molars',
    accent: teal,
  },
  {
    title: 'Oral Pathology Review',
    authors: ['Aman Verma', 'Ritu Saxena'],
    edition: '1st',
    year: 2023,
    subject: 'dental',
    category: 'oral-pathology',
    topic: 'odontogenic cysts',
    accent: indigo,
  },
  {
    title: 'Fundamentals of Prosthodontics',
    authors: ['Gaurav Malhotra'],
    edition: '3rd',
    year: 2022,
    subject: 'dental',
    category: 'prosthodontics',
    topic: 'complete dentures',
    accent: crimson,
    linkOnly: true,
  },
  {
    title: 'Periodontics in Clinical Practice',
    authors: ['Pooja Sethi'],
    edition: '2nd',
    year: 2024,
    subject: 'dental',
    category: 'periodontics',
    topic: 'gingival disease',
    accent: olive,
  },
  {
    title: 'Foundations of Nursing Care',
    authors: ['Mary Thomas', 'Lakshmi Das'],
    edition: '4th',
    year: 2023,
    subject: 'nursing',
    category: 'fundamentals-of-nursing',
    topic: 'vital signs',
    accent: teal,
  },
  {
    title: 'Medical-Surgical Nursing Handbook',
    authors: ['Asha George'],
    edition: '2nd',
    year: 2022,
    subject: 'nursing',
    category: 'medical-surgical-nursing',
    topic: 'post-operative care',
    accent: indigo,
  },
  {
    title: 'Community Health Nursing',
    authors: ['Jyoti Banerjee'],
    edition: '1st',
    year: 2021,
    subject: 'nursing',
    category: 'community-health-nursing',
    topic: 'immunisation programmes',
    accent: olive,
    linkOnly: true,
  },
  {
    title: 'Midwifery Skills',
    authors: ['Sarah Joseph'],
    edition: '3rd',
    year: 2024,
    subject: 'nursing',
    category: 'midwifery',
    topic: 'normal labour',
    accent: crimson,
  },
];

const chapterPlans = [
  (topic: string) => `Introduction to ${topic}`,
  (topic: string) => `Structure and function in ${topic}`,
  (topic: string) => `Clinical aspects of ${topic}`,
];

/** Three chapters of generated, readable text about the book's topic. */
export function demoChapters(book: DemoBook): BookChapter[] {
  return chapterPlans.map((heading, index) => ({
    heading: `Chapter ${index + 1}. ${heading(book.topic)}`,
    paragraphs: [
      `This chapter introduces ${book.topic} for students of ${book.subject.replace('-', ' ')}. It begins with the terms every reader needs, then builds each idea on the one before, so that a first reading gives a clear outline and a second reading fills in the detail.`,
      `Students often find ${book.topic} difficult because the facts seem separate. Here they are linked: each structure is described with what it does, each process with how it fails, and each failure with the signs a clinician looks for at the bedside.`,
      `Key points: define the normal first; compare it with what is seen in disease; relate every finding to a mechanism; and revise with the summary tables at the end of the chapter. Worked examples show how ${book.topic} appears in examinations and in practice.`,
      `Review questions close the chapter. Try them before reading the answers, and return to the figures when an answer is not clear. The next chapter takes these ideas further.`,
    ],
  }));
}

/** A valid ISBN-13 in a range no real publisher uses here, one per demo book. */
export function demoIsbn(index: number): string {
  const first12 = `9796000000${String(index).padStart(2, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}
