/**
 * The seed taxonomy of PRODUCT.md: faculties (SPEC §3), the subjects they cover, and the
 * categories with their sub-categories under each subject. The database is seeded from this
 * list; slugs are derived from names so a rename here is a new slug there.
 */
export const subjectNames = ['Basic Science', 'Clinical Science', 'Dental', 'Nursing'] as const;
export type SubjectName = (typeof subjectNames)[number];

export interface FacultySeed {
  faculty: string;
  fullName: string;
  subjects: readonly SubjectName[];
}

export const facultySeeds: readonly FacultySeed[] = [
  {
    faculty: 'MBBS',
    fullName: 'Bachelor of Medicine, Bachelor of Surgery',
    subjects: ['Basic Science', 'Clinical Science'],
  },
  {
    faculty: 'BDS',
    fullName: 'Bachelor of Dental Surgery',
    subjects: ['Basic Science', 'Clinical Science', 'Dental'],
  },
  {
    faculty: 'Nursing',
    fullName: 'Bachelor of Science in Nursing',
    subjects: ['Basic Science', 'Nursing'],
  },
  {
    faculty: 'BAMS',
    fullName: 'Bachelor of Ayurvedic Medicine and Surgery',
    subjects: ['Basic Science', 'Clinical Science'],
  },
  {
    faculty: 'Physiotherapy',
    fullName: 'Bachelor of Physiotherapy',
    subjects: ['Basic Science'],
  },
];

export const categorySeeds: Record<SubjectName, Record<string, readonly string[]>> = {
  'Basic Science': {
    Anatomy: [
      'General Anatomy',
      'Upper Limb',
      'Lower Limb',
      'Thorax',
      'Abdomen and Pelvis',
      'Head and Neck',
      'Neuroanatomy',
      'Histology',
      'Embryology',
    ],
    Physiology: [
      'General Physiology',
      'Blood',
      'Nerve and Muscle',
      'Cardiovascular Physiology',
      'Respiratory Physiology',
      'Renal Physiology',
      'Gastrointestinal Physiology',
      'Endocrine Physiology',
      'Neurophysiology',
      'Special Senses',
    ],
    Biochemistry: [
      'Enzymes',
      'Carbohydrate Metabolism',
      'Lipid Metabolism',
      'Protein Metabolism',
      'Molecular Biology',
      'Vitamins and Minerals',
      'Clinical Biochemistry',
    ],
    Pathology: ['General Pathology', 'Neoplasia', 'Haematology', 'Systemic Pathology', 'Clinical Pathology'],
    Pharmacology: [
      'General Pharmacology',
      'Autonomic Pharmacology',
      'CNS Drugs',
      'Cardiovascular Drugs',
      'Antimicrobials',
      'Endocrine Drugs',
    ],
    Microbiology: [
      'General Microbiology',
      'Immunology',
      'Bacteriology',
      'Virology',
      'Mycology',
      'Parasitology',
    ],
    'Forensic Medicine': ['Forensic Pathology', 'Toxicology', 'Medical Jurisprudence'],
    'Community Medicine': [
      'Epidemiology',
      'Biostatistics',
      'Communicable Diseases',
      'Non-communicable Diseases',
      'Nutrition',
      'National Health Programmes',
    ],
    'Ayurveda Fundamentals': ['Padartha Vigyan', 'Rachana Sharir', 'Kriya Sharir', 'Dravyaguna'],
    Physiotherapy: [
      'Exercise Therapy',
      'Electrotherapy',
      'Biomechanics and Kinesiology',
      'Musculoskeletal Physiotherapy',
      'Neurological Physiotherapy',
      'Cardiorespiratory Physiotherapy',
    ],
  },
  'Clinical Science': {
    Medicine: [
      'Infectious Diseases',
      'Respiratory Medicine',
      'Urology',
      'Nephrology',
      'Gynaecology',
      'Cardiology',
      'Dermatology',
      'Neurology',
      'Gastroenterology',
      'Endocrinology',
      'Haematology',
      'Rheumatology',
    ],
    Surgery: [
      'General Surgery',
      'Gastrointestinal Surgery',
      'Urological Surgery',
      'Cardiothoracic Surgery',
      'Neurosurgery',
      'Plastic Surgery',
      'Trauma',
    ],
    'Obstetrics & Gynaecology': [
      'Antenatal Care',
      'Labour and Delivery',
      'High-risk Pregnancy',
      'Gynaecological Oncology',
      'Infertility',
    ],
    Paediatrics: ['Neonatology', 'Growth and Development', 'Paediatric Infections', 'Paediatric Nutrition'],
    Orthopaedics: ['Fractures', 'Joint Disorders', 'Spine', 'Bone Tumours'],
    ENT: ['Ear', 'Nose and Paranasal Sinuses', 'Throat and Larynx'],
    Ophthalmology: ['Cornea', 'Lens and Cataract', 'Glaucoma', 'Retina'],
    Psychiatry: ['Mood Disorders', 'Psychotic Disorders', 'Anxiety Disorders', 'Substance Use'],
    Radiology: ['X-ray', 'CT', 'MRI', 'Ultrasound'],
    Anaesthesia: ['General Anaesthesia', 'Regional Anaesthesia', 'Critical Care', 'Pain Management'],
    'Ayurvedic Medicine': ['Kayachikitsa', 'Panchakarma', 'Shalya Tantra', 'Kaumarbhritya'],
  },
  Dental: {
    'Oral Anatomy': ['Tooth Morphology', 'Oral Histology', 'Primary Dentition'],
    'Oral Pathology': [
      'Developmental Disorders',
      'Dental Caries',
      'Cysts and Tumours',
      'Oral Mucosal Lesions',
    ],
    Prosthodontics: [
      'Complete Dentures',
      'Removable Partial Dentures',
      'Fixed Prosthodontics',
      'Dental Implants',
    ],
    Orthodontics: ['Craniofacial Growth', 'Malocclusion', 'Orthodontic Appliances'],
    Periodontics: ['Gingival Diseases', 'Periodontitis', 'Periodontal Surgery'],
    Endodontics: ['Pulp Biology', 'Root Canal Treatment', 'Endodontic Emergencies'],
    'Oral Surgery': ['Exodontia', 'Maxillofacial Trauma', 'Local Anaesthesia'],
  },
  Nursing: {
    'Fundamentals of Nursing': ['Nursing Process', 'Vital Signs', 'Infection Control', 'First Aid'],
    'Medical-Surgical Nursing': [
      'Cardiovascular Nursing',
      'Respiratory Nursing',
      'Perioperative Nursing',
      'Critical Care Nursing',
    ],
    'Community Health Nursing': ['Family Health', 'Health Education', 'Epidemiology for Nurses'],
    Midwifery: ['Antenatal Care', 'Intranatal Care', 'Postnatal Care', 'Newborn Care'],
  },
};
