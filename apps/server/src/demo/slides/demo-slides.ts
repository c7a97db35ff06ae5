import type { SlideContent } from './deck-pdf.ts';

/** Slide headings of a generated lecture; the topic fills in the text of each. */
const outline: { heading: string; bullets: (topic: string, category: string) => string[] }[] = [
  {
    heading: 'Overview',
    bullets: (topic, category) => [
      `What ${topic} covers within ${category}`,
      'Learning objectives for this lecture',
      'Key terms and definitions',
      'How this topic appears in examinations',
    ],
  },
  {
    heading: 'Basic concepts',
    bullets: (topic) => [
      `Normal structure and function relevant to ${topic}`,
      'Important anatomical and physiological relations',
      'Common causes and risk factors',
      'Epidemiology in India and worldwide',
    ],
  },
  {
    heading: 'Clinical features',
    bullets: (topic) => [
      `Typical presentation of ${topic} conditions`,
      'History: the questions that matter',
      'Examination findings and their meaning',
      'Red flags that need urgent referral',
    ],
  },
  {
    heading: 'Investigations',
    bullets: () => [
      'First-line laboratory tests',
      'Imaging: when and which modality',
      'Interpreting results with the clinical picture',
      'Pitfalls and false positives',
    ],
  },
  {
    heading: 'Management and key points',
    bullets: (topic) => [
      `Principles of treatment in ${topic}`,
      'Non-pharmacological measures and patient education',
      'Follow-up and prevention',
      'Summary: five facts to remember',
    ],
  },
];

/** A short lecture on a topic, with real text on every page. */
export function demoLecture(topic: string, category: string, pages: number): SlideContent[] {
  return outline.slice(0, pages).map((slide) => ({
    heading: `${topic}: ${slide.heading}`,
    bullets: slide.bullets(topic, category),
  }));
}

export const demoTitlePatterns = [
  (topic: string) => `${topic} made easy`,
  (topic: string) => `${topic}: lecture notes`,
  (topic: string) => `High-yield ${topic} for exams`,
  (topic: string) => `Introduction to ${topic}`,
];
