/**
 * Deterministic, medical-sounding text for the bench data: titles, descriptions, tags and page
 * text. Words are drawn with a skewed (Zipf-like) frequency, as in real lecture notes, so a
 * search bench sees common and rare terms rather than a flat vocabulary.
 */

/** mulberry32: tiny, fast and good enough to spread bench data; the same seed gives the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Round-robin: item `index` modulo the list's length. */
export const nth = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('nth of an empty list');
  return item;
};

/** Low indexes far more often than high ones: squaring a uniform number skews it towards 0. */
const pickSkewed = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() ** 2 * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Phrases separated by `|` (so a phrase may hold spaces), one string so the list stays compact. */
const phrases = (text: string) => text.split('|').map((phrase) => phrase.trim().replace(/\s+/g, ' '));
const words = (text: string) => text.trim().split(/\s+/);

const conditions = phrases(`
hypertension | diabetes mellitus | myocardial infarction | heart failure | atrial fibrillation |
asthma | chronic obstructive pulmonary disease | pneumonia | tuberculosis | sepsis |
acute kidney injury | chronic kidney disease | nephrotic syndrome | cirrhosis | hepatitis B |
pancreatitis | peptic ulcer disease | inflammatory bowel disease | anaemia | thalassaemia |
leukaemia | lymphoma | stroke | epilepsy | meningitis | migraine | Parkinson disease |
multiple sclerosis | hypothyroidism | thyrotoxicosis | Cushing syndrome | Addison disease |
rheumatoid arthritis | osteoarthritis | gout | systemic lupus erythematosus | osteoporosis |
pre-eclampsia | gestational diabetes | postpartum haemorrhage | neonatal jaundice | malaria |
dengue fever | HIV infection | dental caries | periodontitis | malocclusion | fractures |
low back pain | schizophrenia | depression | bipolar disorder | glaucoma | cataract |
otitis media | appendicitis | intestinal obstruction | breast carcinoma | burns | shock
`);

const aspects = phrases(`
Approach to | Pathophysiology of | Management of | Clinical features of | Diagnosis of |
Pharmacotherapy in | Investigations in | Complications of | Emergency care in | Nursing care in |
Case discussion: | Recent guidelines on | Imaging in | Prevention of
`);

const formats = ['Lecture', 'Revision notes', 'Case-based learning', 'Seminar', 'Quick review', 'Viva prep'];

/** Frequent words first: pickSkewed makes the first ones common and the last ones rare. */
const vocabulary = words(`
patient treatment diagnosis clinical disease therapy acute chronic blood pressure cells infection
dose risk symptoms signs examination history management pain fever cardiac renal hepatic
pulmonary neurological serum plasma insulin glucose sodium potassium calcium haemoglobin
platelets oxygen ventilation perfusion inflammation necrosis fibrosis oedema ischaemia thrombosis
embolism infarction haemorrhage antibiotic antibody antigen vaccine steroid beta-blocker diuretic
anticoagulant heparin warfarin aspirin statin metformin amoxicillin ceftriaxone vancomycin
paracetamol morphine ketamine propofol lidocaine ECG echocardiography radiograph ultrasound CT
MRI biopsy culture sensitivity specificity prognosis mortality morbidity incidence prevalence
epidemiology aetiology pathogenesis mechanism receptor enzyme hormone cortisol thyroxine
aldosterone renin angiotensin ventricle atrium valve aorta artery vein capillary alveoli bronchi
trachea nephron glomerulus tubule hepatocyte bile pancreas spleen lymph marrow neuron synapse
cortex cerebellum spinal cranial femur tibia humerus vertebra ligament tendon cartilage mandible
maxilla enamel dentine pulp gingiva occlusion placenta uterus ovary foetus neonate lactation
cornea retina cochlea tympanic dosha vata pitta kapha mobilisation rehabilitation
contraindication prophylaxis triage resuscitation intubation catheter suture laparoscopy
anastomosis granuloma metastasis carcinoma sarcoma apoptosis mitochondria glycolysis
gluconeogenesis ketoacidosis acidosis alkalosis
`);

const connectors = ['and', 'with', 'in', 'of', 'the', 'for', 'after', 'before', 'due to', 'versus'];

const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface DeckText {
  title: string;
  description: string;
  tags: string[];
  /** Main condition of the deck: page text mentions it, as real slides repeat their topic. */
  topic: string;
}

/** Title, description and tags of one deck, about a condition and its sub-category. */
export function deckText(random: Random, subCategoryName: string): DeckText {
  const topic = pickSkewed(random, conditions);
  const aspect = pick(random, aspects);
  const title = `${aspect} ${topic}${random() < 0.4 ? ` — ${pick(random, formats)}` : ''}`;
  const description =
    `${pick(random, formats)} for ${subCategoryName.toLowerCase()}: ${aspect.toLowerCase()} ${topic}, ` +
    `covering ${pickSkewed(random, vocabulary)}, ${pickSkewed(random, vocabulary)} and ` +
    `${pickSkewed(random, vocabulary)}. ${sentence(random, 12)}`;
  const tags = [...new Set([topic, subCategoryName.toLowerCase(), pickSkewed(random, vocabulary)])];
  return { title, description, tags, topic };
}

/** About `words` words of page text: sentences of vocabulary words with the deck's topic in some. */
export function pageText(random: Random, topic: string, heading: string, words: number): string {
  const parts = [heading];
  let count = heading.split(' ').length;
  while (count < words) {
    const length = Math.min(words - count, 6 + Math.floor(random() * 10));
    const text =
      random() < 0.3 ? `${titleCase(topic)}: ${sentence(random, length)}` : sentence(random, length);
    parts.push(text);
    count += length;
  }
  return parts.join('\n');
}

function sentence(random: Random, words: number): string {
  const out: string[] = [];
  for (let index = 0; index < words; index += 1) {
    out.push(index > 0 && random() < 0.25 ? pick(random, connectors) : pickSkewed(random, vocabulary));
  }
  return `${titleCase(out.join(' '))}.`;
}

/** Slide headings for a deck's pages, reused by the processing bench to make a PDF. */
export function slideHeading(random: Random, topic: string, number: number): string {
  return number === 1 ? titleCase(topic) : `${pick(random, aspects)} ${topic}`.slice(0, 60);
}

export const personNames = {
  first: ['Aarav', 'Diya', 'Ishaan', 'Ananya', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Arjun', 'Priya'],
  last: ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Khan', 'Das', 'Gupta', 'Menon', 'Singh'],
} as const;
