import type { TriageRule } from '../triage-rule-schema';

/**
 * Emergencies recognised from a described syndrome rather than from one danger sign: they fire on the
 * findings whatever the ranking says, so an examiner's or clinician's description raises the alarm even
 * when the right diagnosis is ranked low.
 */
const escAcuteHeartFailure = {
  sourceId: 'esc-hf-2021',
  section: 'Acute heart failure: initial assessment, clinical presentations and immediate management',
} as const;
const escAcsTriage = {
  sourceId: 'esc-acs-2023',
  section: 'Section 3: Triage and diagnosis (signs of heart failure make a very high-risk presentation)',
} as const;
const suspectedAcsActions = [
  'Record a 12-lead ECG within 10 minutes; give aspirin 300 mg chewed unless allergic',
  'Refer urgently for reperfusion (PCI or thrombolysis)',
];
const acuteHeartFailureActions = [
  'Sit upright, oxygen if SpO2 < 90%, ECG within 10 minutes, blood pressure and SpO2 monitoring',
  'Refer now to a hospital able to treat acute heart failure and acute coronary syndrome',
];

const diabeticFoot = {
  sourceId: 'iwgdf-2023',
  section: 'Practical guidelines: urgent referral for an infected ulcer, gangrene or critical limb ischaemia',
} as const;
const diabeticFootSevere = {
  sourceId: 'iwgdf-2023',
  section:
    'Foot infection: severity classification (grade 4, severe: systemic inflammatory signs) and urgent surgery',
} as const;
const kenyaDiabeticFoot = {
  sourceId: 'ke-diabetes-2018',
  section: 'Diabetic foot: ulcers, infection and gangrene',
} as const;
const diabeticFootEmergencyActions = [
  'Blood cultures and IV broad-spectrum antibiotics now; refer the same day for surgical removal of dead tissue',
];
const ischaemicChestPainReason =
  'Chest pain of ischaemic type (pressing, radiating to arm or jaw, or ECG/troponin changes)';
const ischaemicChestPainCitations = [
  {
    sourceId: 'esc-acs-2023',
    section: 'Section 3: Triage and diagnosis (initial assessment of suspected ACS)',
  },
  { sourceId: 'ke-cvd-2018', section: 'Chapter: Acute coronary syndromes' },
];

export const syndromeTriageRules = [
  {
    id: 'ischaemic-chest-pain',
    anyOf: ['crushing-chest-pain', 'troponin-raised-lab'],
    urgency: 'emergency',
    reason: ischaemicChestPainReason,
    actions: suspectedAcsActions,
    citations: ischaemicChestPainCitations,
  },
  {
    // Radiation to the arm or jaw marks chest discomfort as ischaemic; pain spreading to the arm from
    // elsewhere (a sore, the right upper abdomen to the shoulder) is no suspected coronary syndrome.
    id: 'ischaemic-chest-pain-radiating',
    anyOf: ['pain-radiating-arm-jaw'],
    allOf: ['chest-pain'],
    urgency: 'emergency',
    reason: ischaemicChestPainReason,
    actions: suspectedAcsActions,
    citations: ischaemicChestPainCitations,
  },
  {
    // Widespread concave ST elevation with PR depression is pericarditis, not an infarct in one coronary
    // territory (ESC pericardial diseases 2015, section 3.1.1); its own red flags judge tamponade.
    id: 'ischaemic-ecg-changes',
    anyOf: ['ischaemic-ecg-changes-lab'],
    noneOf: ['pericarditis-ecg-lab'],
    urgency: 'emergency',
    reason: ischaemicChestPainReason,
    actions: suspectedAcsActions,
    citations: [
      ...ischaemicChestPainCitations,
      { sourceId: 'esc-pericardial-2015', section: '3.1.1 Acute pericarditis: diagnosis (ECG changes)' },
    ],
  },
  {
    // Sweating is the autonomic sign that most raises the likelihood of infarction in chest pain (JAMA RCE);
    // it stands whatever else the patient is known for (anxiety, panic attacks). Pleuritic pain and fever point
    // to the lungs instead.
    id: 'chest-pain-with-sweating-over-40',
    anyOf: ['chest-pain', 'chest-tightness'],
    allOf: ['sweating'],
    noneOf: ['pleuritic-chest-pain', 'fever'],
    ageYears: { min: 40 },
    urgency: 'emergency',
    pointsTo: ['acute-coronary-syndrome'],
    reason:
      'Chest pain with sweating in an adult over 40: an acute coronary syndrome until an ECG says otherwise',
    actions: suspectedAcsActions,
    citations: [
      {
        sourceId: 'esc-acs-2023',
        section:
          'Section 3: Triage and diagnosis (chest discomfort with sweating, nausea or breathlessness; ECG within 10 minutes)',
      },
      { sourceId: 'jama-rce-1990s', section: 'Is this patient having a myocardial infarction?' },
    ],
  },
  {
    // Chest pain with lungs filling (crackles, breathless lying flat) or a third heart sound is an acute
    // coronary syndrome or another cause complicated by acute heart failure: both need care at once.
    id: 'severe-chest-pain-with-heart-failure-signs',
    anyOf: ['crackles', 'orthopnoea', 's3-gallop'],
    allOf: ['severe-chest-pain'],
    // Pain on breathing with fever and crackles is pneumonia's; its own rules judge its severity.
    noneOf: ['pleuritic-chest-pain', 'fever'],
    urgency: 'emergency',
    reason:
      'Severe chest pain with crackles, breathlessness lying flat or a third heart sound (acute heart failure, possible acute coronary syndrome)',
    actions: acuteHeartFailureActions,
    citations: [escAcuteHeartFailure, escAcsTriage],
  },
  {
    id: 'chest-pain-with-third-heart-sound',
    anyOf: ['s3-gallop'],
    allOf: ['chest-pain'],
    urgency: 'emergency',
    reason: 'Chest pain with a third heart sound (acute heart failure, possible acute coronary syndrome)',
    actions: acuteHeartFailureActions,
    citations: [escAcuteHeartFailure, escAcsTriage],
  },
  {
    id: 'pink-frothy-sputum',
    anyOf: ['pink-frothy-sputum'],
    urgency: 'emergency',
    reason: 'Pink frothy sputum: acute pulmonary oedema (acute heart failure)',
    actions: acuteHeartFailureActions,
    citations: [escAcuteHeartFailure],
  },
  {
    // An inflamed CSF raises its own rule below (csf-pleocytosis), headache or not.
    id: 'meningism',
    anyOf: ['neck-stiffness', 'cranial-nerve-palsy', 'bulging-fontanelle'],
    allOf: ['headache'],
    urgency: 'emergency',
    reason: 'Headache with meningism or a cranial-nerve palsy (possible meningitis)',
    actions: ['Give the first dose of ceftriaxone now; do not delay for lumbar puncture'],
    citations: [{ sourceId: 'who-meningitis-2025', section: 'Clinical suspicion and immediate treatment' }],
  },
  {
    id: 'csf-pleocytosis',
    anyOf: ['csf-pleocytosis-lab'],
    // Trypanosomes found make the white cells the second stage of sleeping sickness (WHO HAT guidelines 2024,
    // staging: > 5 cells/µL or trypanosomes in CSF), referred urgently to a HAT centre for fexinidazole or NECT:
    // the 'proven otherwise' of this rule. Fits or coma keep the sleeping-sickness emergency red flag.
    noneOf: ['trypanosomes-seen-lab'],
    urgency: 'emergency',
    reason: 'Inflamed cerebrospinal fluid (pleocytosis): treat as meningitis until proven otherwise',
    actions: ['Give the first dose of ceftriaxone now; look for cryptococcus in a person with HIV'],
    citations: [{ sourceId: 'who-meningitis-2025', section: 'Clinical suspicion and immediate treatment' }],
  },
  {
    id: 'dka-features',
    anyOf: ['kussmaul-breathing', 'fruity-breath'],
    urgency: 'emergency',
    reason: 'Features of diabetic ketoacidosis (deep sighing breathing or fruity breath)',
    actions: ['Check glucose and ketones; start IV fluids and insulin per the DKA protocol; refer'],
    citations: [{ sourceId: 'ispad-dka-2022', section: 'Diagnosis of DKA and emergency assessment' }],
  },
  {
    // Ketones with a high glucose are DKA only with acidosis; without a blood gas, its clinical signs stand in.
    id: 'ketosis-with-hyperglycaemia-and-illness',
    anyOf: ['vomiting', 'abdominal-pain', 'tachypnoea', 'confusion', 'lethargy', 'unconscious'],
    allOf: ['ketones-lab', 'hyperglycaemia-lab'],
    urgency: 'emergency',
    reason:
      'Ketones and a high glucose with vomiting, abdominal pain, fast breathing or drowsiness (possible DKA)',
    actions: ['Check venous pH or bicarbonate; start IV fluids and insulin per the DKA protocol; refer'],
    citations: [
      {
        sourceId: 'ispad-dka-2022',
        section: 'Diagnosis of DKA: glucose > 11 mmol/L, venous pH < 7.3 or bicarbonate < 18 mmol/L, ketones',
      },
    ],
  },
  {
    id: 'dka-in-known-diabetes',
    anyOf: ['abdominal-pain', 'shortness-of-breath', 'tachypnoea', 'confusion', 'hyperglycaemia-lab'],
    allOf: ['known-diabetes', 'vomiting'],
    urgency: 'emergency',
    reason:
      'A person with diabetes who is vomiting with abdominal pain, breathlessness or confusion (possible DKA)',
    actions: ['Check glucose and ketones now; if ketotic, start IV fluids and insulin per the DKA protocol'],
    citations: [{ sourceId: 'ispad-dka-2022', section: 'Diagnosis of DKA and emergency assessment' }],
  },
  {
    // Deep breathing or air hunger in everyday words is the acidotic breathing of ketoacidosis when diabetes, a
    // high glucose or ketones stand beside it; pain on deep breathing is pleuritic pain, not this.
    id: 'deep-breathing-with-diabetes',
    anyOf: ['known-diabetes', 'hyperglycaemia-lab', 'ketones-lab', 'on-insulin-or-sulfonylurea'],
    allOf: ['deep-breathing-air-hunger'],
    noneOf: ['pleuritic-chest-pain'],
    urgency: 'emergency',
    reason: 'Deep breathing or air hunger with diabetes, a high glucose or ketones (possible DKA)',
    actions: [
      'Check glucose, ketones and venous pH now; start IV fluids and insulin per the DKA protocol; refer',
    ],
    citations: [
      {
        sourceId: 'ada-soc-2024',
        section: 'Section 16: Diabetes care in the hospital (hyperglycaemic crises: DKA)',
      },
      {
        sourceId: 'jbds-dka-2023',
        section:
          'Diagnosis and initial assessment: ketonaemia, hyperglycaemia and acidosis (Kussmaul breathing)',
      },
    ],
  },
  {
    // IWGDF 2023: gangrene or a foot infection in diabetes needs same-day assessment; with systemic signs it is
    // a severe infection (IWGDF grade 4) for emergency admission and surgery.
    id: 'diabetic-foot-ulcer-or-gangrene',
    anyOf: ['foot-ulcer', 'gangrene'],
    allOf: ['known-diabetes'],
    urgency: 'urgent',
    reason: 'Foot ulcer or gangrene in a person with diabetes (diabetic foot)',
    actions: [
      'Same-day review: probe the ulcer, feel the foot pulses; antibiotics if infected; refer to a foot or surgical team',
    ],
    citations: [diabeticFoot, kenyaDiabeticFoot],
  },
  {
    id: 'diabetic-foot-with-fever-or-sepsis',
    anyOf: ['fever', 'tachycardia', 'hypotension', 'confusion', 'tachypnoea', 'chills-rigors'],
    allOf: ['known-diabetes', 'foot-ulcer'],
    urgency: 'emergency',
    reason: 'Diabetic foot with fever or signs of sepsis (severe diabetic foot infection)',
    actions: diabeticFootEmergencyActions,
    citations: [diabeticFootSevere, kenyaDiabeticFoot],
  },
  {
    id: 'diabetic-gangrene-with-fever-or-sepsis',
    anyOf: ['fever', 'tachycardia', 'hypotension', 'confusion', 'tachypnoea', 'chills-rigors'],
    allOf: ['known-diabetes', 'gangrene'],
    urgency: 'emergency',
    reason:
      'Gangrene in a person with diabetes, with fever or signs of sepsis (severe diabetic foot infection)',
    actions: diabeticFootEmergencyActions,
    citations: [diabeticFootSevere, kenyaDiabeticFoot],
  },
  {
    id: 'peritonitis-or-perforation',
    anyOf: ['rebound-tenderness'],
    urgency: 'emergency',
    reason: 'Peritonism (guarding, rigidity or rebound): peritonitis or perforation until proven otherwise',
    actions: ['Nil by mouth, IV fluids and antibiotics; urgent surgical review'],
    citations: [{ sourceId: 'who-pocket-book-2013', section: 'Chapter 9.1: Acute abdomen; peritonitis' }],
  },
  {
    id: 'respiratory-distress-in-pregnancy',
    anyOf: ['tachypnoea', 'respiratory-distress', 'orthopnoea', 'hypoxaemia', 'cyanosis', 'haemoptysis'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason:
      'Difficult or fast breathing in pregnancy (peripartum cardiomyopathy, pulmonary oedema, embolism or pneumonia)',
    actions: ['Give oxygen, sit the woman up, and arrange emergency obstetric and medical review'],
    citations: [
      { sourceId: 'who-mcpc-2017', section: 'Rapid initial assessment: danger signs in pregnancy' },
    ],
  },
  {
    id: 'infant-heart-failure',
    anyOf: ['hepatomegaly', 'raised-jvp', 'heart-murmur', 'bilateral-pitting-oedema'],
    allOf: ['tachypnoea'],
    ageYears: { max: 1 },
    urgency: 'emergency',
    reason:
      'An infant breathing fast with an enlarged liver, raised venous pressure, a murmur or oedema (heart failure)',
    actions: ['Give oxygen, sit the infant up, and refer urgently for cardiac assessment'],
    citations: [{ sourceId: 'who-pocket-book-2013', section: 'Chapter 5.7: Heart failure' }],
  },
  {
    id: 'back-pain-with-weak-legs-or-sphincter-loss',
    anyOf: ['focal-weakness', 'acute-flaccid-paralysis', 'saddle-anaesthesia-incontinence'],
    allOf: ['back-pain'],
    urgency: 'emergency',
    reason:
      'Back pain with weak legs, numbness or new loss of bladder or bowel control (spinal cord or cauda equina compression: spread of cancer, TB spine, disc)',
    actions: [
      'Lie flat; same-day referral for MRI and spinal surgery or radiotherapy; dexamethasone when a cancer is known',
    ],
    citations: [
      { sourceId: 'za-phc-stg-2020', section: 'Musculoskeletal conditions: Back pain (danger signs)' },
      { sourceId: 'ke-cancer-protocols-2019', section: 'Oncological emergencies: spinal cord compression' },
    ],
  },
  {
    // Numb legs are a neurological symptom of the cord: with back pain in a known cancer, new numbness is
    // metastatic cord compression until shown otherwise. Numbness of weeks (diabetic or chemotherapy
    // neuropathy) is no emergency; a duration not told is taken as new.
    id: 'back-pain-with-new-numb-legs-in-known-cancer',
    anyOf: ['numbness-tingling-feet'],
    allOf: ['back-pain', 'known-cancer'],
    maxDurationDays: 14,
    urgency: 'emergency',
    reason: 'Back pain with new numbness of the legs in a known cancer (metastatic spinal cord compression)',
    actions: ['Lie flat; same-day referral for MRI and radiotherapy or surgery; dexamethasone'],
    citations: [
      { sourceId: 'ke-cancer-protocols-2019', section: 'Oncological emergencies: spinal cord compression' },
      {
        sourceId: 'nice-ng234-2023',
        section: '1.3 Metastatic spinal cord compression: neurological symptoms are an oncological emergency',
      },
    ],
  },
  {
    // Weak legs with a bladder that no longer empties or holds is the cord, with or without back pain told
    // (bone pain of a known cancer, or nothing at all): NICE NG234 asks for MRI within 24 hours.
    id: 'weak-legs-with-retention-or-incontinence',
    anyOf: ['unable-to-pass-urine', 'saddle-anaesthesia-incontinence'],
    allOf: ['focal-weakness'],
    urgency: 'emergency',
    reason:
      'Weak legs with retention or new loss of bladder control (spinal cord compression: spread of cancer, TB spine, disc)',
    actions: [
      'Lie flat; catheterise if the bladder is full; same-day referral for MRI and radiotherapy or surgery; dexamethasone when a cancer is known',
    ],
    citations: [
      { sourceId: 'ke-cancer-protocols-2019', section: 'Oncological emergencies: spinal cord compression' },
      {
        sourceId: 'nice-ng234-2023',
        section: '1.3 Metastatic spinal cord compression: neurological symptoms, MRI within 24 hours',
      },
    ],
  },
  {
    id: 'syncope-with-cardiac-features',
    anyOf: ['chest-pain', 'palpitations', 'shortness-of-breath'],
    allOf: ['syncope'],
    urgency: 'emergency',
    reason:
      'Fainting or collapse with chest pain, palpitations or breathlessness (cardiac syncope: infarction, arrhythmia, embolism)',
    actions: [
      'Record an ECG and monitor the heart rhythm now; check blood pressure and glucose; refer for emergency cardiac assessment',
    ],
    citations: [
      {
        sourceId: 'esc-syncope-2018',
        section:
          'Table 5: high-risk features of the syncopal event (new chest discomfort, breathlessness, palpitation)',
      },
    ],
  },
] as const satisfies readonly TriageRule[];
