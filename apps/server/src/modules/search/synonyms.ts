/**
 * The synonym list: each line is one group of terms that mean the same; a query term found in a
 * group matches any term of the group (ECG finds "electrocardiogram" and EKG). Terms are matched
 * as whole words, case and accents ignored; a term of several words matches them as a phrase.
 * Add a line to add a group; keep abbreviations that are also everyday words out (e.g. "as").
 */
export const synonymGroups = `
ecg, ekg, electrocardiogram, electrocardiography
mi, myocardial infarction, heart attack
copd, chronic obstructive pulmonary disease
tb, tuberculosis, koch disease
htn, hypertension, high blood pressure
dm, diabetes mellitus
t2dm, type 2 diabetes
t1dm, type 1 diabetes
dka, diabetic ketoacidosis
chf, congestive heart failure
ccf, congestive cardiac failure
af, afib, atrial fibrillation
cad, coronary artery disease
ihd, ischaemic heart disease, ischemic heart disease
acs, acute coronary syndrome
cabg, coronary artery bypass graft
cva, stroke, cerebrovascular accident
tia, transient ischaemic attack, transient ischemic attack
dvt, deep vein thrombosis
pe, pulmonary embolism
uti, urinary tract infection
aki, acute kidney injury
ckd, chronic kidney disease
arf, acute renal failure
gerd, gord, gastroesophageal reflux disease, gastro-oesophageal reflux disease
ibd, inflammatory bowel disease
ibs, irritable bowel syndrome
pud, peptic ulcer disease
sle, systemic lupus erythematosus, lupus
ra, rheumatoid arthritis
oa, osteoarthritis
ms, multiple sclerosis
als, amyotrophic lateral sclerosis, motor neuron disease
hiv, human immunodeficiency virus
aids, acquired immunodeficiency syndrome
hbv, hepatitis b
hcv, hepatitis c
ards, acute respiratory distress syndrome
urti, upper respiratory tract infection
cxr, chest x-ray, chest radiograph
ct, computed tomography
mri, magnetic resonance imaging
usg, ultrasonography, ultrasound
eeg, electroencephalogram, electroencephalography
emg, electromyography
cbc, complete blood count, full blood count, fbc
lft, liver function test
rft, kft, renal function test, kidney function test
abg, arterial blood gas
bp, blood pressure
hr, heart rate
cpr, cardiopulmonary resuscitation
bls, basic life support
acls, advanced cardiac life support
icu, intensive care unit
nicu, neonatal intensive care unit
opd, outpatient department
ent, otorhinolaryngology, ear nose throat
obg, obgyn, obstetrics and gynaecology, obstetrics and gynecology
pph, postpartum haemorrhage, postpartum hemorrhage
pcos, polycystic ovary syndrome, polycystic ovarian syndrome
ivf, in vitro fertilisation, in vitro fertilization
nsaid, nsaids, non-steroidal anti-inflammatory drugs
ace inhibitor, angiotensin converting enzyme inhibitor
arb, angiotensin receptor blocker
ppi, proton pump inhibitor
ssri, selective serotonin reuptake inhibitor
adhd, attention deficit hyperactivity disorder
ptsd, post-traumatic stress disorder
ocd, obsessive compulsive disorder
rta, road traffic accident
gcs, glasgow coma scale
anaemia, anemia
haemoglobin, hemoglobin, hb
haemorrhage, hemorrhage
oedema, edema
oesophagus, esophagus
paediatrics, pediatrics
gynaecology, gynecology
orthopaedics, orthopedics
anaesthesia, anesthesia
leukaemia, leukemia
ischaemia, ischemia
foetus, fetus
diarrhoea, diarrhea
`;

/** The groups, each term split into words; parsed once when the module loads. */
export function parseSynonyms(text: string, normalize: (term: string) => string[]): string[][][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) =>
      line
        .split(',')
        .map((term) => normalize(term))
        .filter((words) => words.length > 0),
    );
}
