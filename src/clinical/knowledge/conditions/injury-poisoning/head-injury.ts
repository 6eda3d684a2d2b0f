import type { Condition, Regimen } from '../../types';

const pocketHead = { sourceId: 'who-pocket-book-2013', section: 'Chapter 9.2.2: Head injuries' } as const;
const becHead = {
  sourceId: 'who-bec-2018',
  section: 'Module 3: Trauma — head injury (GCS/AVPU, signs of raised intracranial pressure)',
} as const;

/** 104. Head injury: concussion to traumatic brain injury with intracranial bleeding. */
export const condition = {
  id: 'head-injury',
  name: 'Head injury',
  // The code says what the injury did (WHO ICD-10 2019, chapter XIX): a head struck with no sign of the brain
  // hurt is S09.9, injury of head unspecified; loss of consciousness, confusion, drowsiness, vomiting, or the
  // headache and dizziness of a concussion (SCAT5 2017 symptom list) is concussion, S06.0; coma, a fit, a one-sided weakness or a lucid interval, an intracranial injury, S06.
  icd10: ['S09.9', 'S06', 'S06.0'],
  icd10ByFinding: [
    {
      findingIds: ['unconscious', 'convulsions', 'focal-weakness', 'lucid-interval'],
      icd10: 'S06',
      citation: { sourceId: 'who-icd10-2019', section: 'S06 Intracranial injury' },
    },
    {
      findingIds: [
        'loss-of-consciousness-after-injury',
        'confusion',
        'lethargy',
        'vomiting',
        'headache',
        'dizziness',
      ],
      icd10: 'S06.0',
      citation: { sourceId: 'who-icd10-2019', section: 'S06.0 Concussion' },
    },
  ],
  icd11: 'NA07',
  urgency: 'urgent',
  prior: {
    baseline: 0.003,
    byAge: [
      { maxYears: 5, multiplier: 1.2 },
      { minYears: 5, maxYears: 15, multiplier: 1 },
      { minYears: 15, maxYears: 45, multiplier: 1.3 },
      { minYears: 45, multiplier: 1 },
    ],
    bySex: { male: 1.5, female: 0.6 },
    citations: [pocketHead, becHead],
  },
  findings: [
    { findingId: 'head-injury', frequency: 0.95 },
    { findingId: 'road-traffic-injury', frequency: 0.45 },
    { findingId: 'headache', frequency: 0.6 },
    { findingId: 'loss-of-consciousness-after-injury', frequency: 0.3 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'dizziness', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.25 },
    { findingId: 'unconscious', frequency: 0.08 },
    { findingId: 'lethargy', frequency: 0.2 },
    { findingId: 'lucid-interval', frequency: 0.03, citation: becHead },
    { findingId: 'convulsions', frequency: 0.05 },
    { findingId: 'focal-weakness', frequency: 0.05 },
    { findingId: 'dirty-wound', frequency: 0.5 },
    { findingId: 'drunk-intoxicated', frequency: 0.15 },
    { findingId: 'on-anticoagulant', frequency: 0.03 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.02 },
    { findingId: 'diarrhoea', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['unconscious', 'convulsions', 'focal-weakness', 'lucid-interval'],
      finding: 'Head injury with GCS ≤ 8, fits, a focal deficit or a lucid interval (intracranial bleed)',
      urgency: 'critical',
      actionRequired:
        'Protect the airway with neck immobilised, oxygen, keep systolic BP ≥ 90, check glucose, head up 30°; immediate transfer to a hospital with CT and neurosurgery.',
      citations: [becHead, pocketHead],
    },
    // Confusion, vomiting or an anticoagulant make an injury to the head dangerous; told with no injury they
    // are no head injury's sign (confusion alone is its own alarm, general-danger-signs.ts).
    ...['head-injury', 'road-traffic-injury'].map((injury) => ({
      findingIds: ['confusion', 'vomiting', 'on-anticoagulant'],
      allOf: [injury],
      finding: 'Head injury with reduced GCS, repeated vomiting, loss of consciousness, or on anticoagulants',
      urgency: 'emergency' as const,
      actionRequired:
        'Neuro-observations every 15-30 minutes, immobilise the neck if a dangerous mechanism, refer for CT.',
      citations: [becHead],
    })),
    {
      findingIds: ['loss-of-consciousness-after-injury'],
      finding: 'Head injury with reduced GCS, repeated vomiting, loss of consciousness, or on anticoagulants',
      urgency: 'emergency',
      actionRequired:
        'Neuro-observations every 15-30 minutes, immobilise the neck if a dangerous mechanism, refer for CT.',
      citations: [becHead],
    },
  ],
  investigations: [
    {
      test: 'GCS (or AVPU), pupils, limb power',
      urgency: 'stat',
      rationale: 'Severity and deterioration.',
      expectedFindings: 'GCS 13-15 minor, 9-12 moderate, ≤ 8 severe.',
    },
    {
      test: 'Blood glucose',
      urgency: 'stat',
      rationale: 'Hypoglycaemia mimics and worsens brain injury.',
      expectedFindings: '≥ 3 mmol/L.',
    },
    {
      test: 'CT head (referral)',
      urgency: 'urgent',
      rationale: 'Bleeding or fracture when any red flag.',
      expectedFindings: 'Haematoma, contusion or depressed fracture.',
    },
  ],
  monitoring: [
    {
      parameter: 'GCS, pupils, pulse, BP, breathing',
      frequency: 'Every 15-30 minutes for 2 hours, then hourly',
      alertCriteria: 'GCS falls by 2, unequal pupils, slowing pulse with rising BP, new weakness',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with CT and neurosurgery',
      urgency: 'emergency',
      reason:
        'GCS < 15 after 2 hours, loss of consciousness, fits, focal signs, repeated vomiting, skull fracture signs, anticoagulants or a dangerous mechanism.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'A responsible adult stays for 24 hours; return at once for drowsiness, vomiting, worsening headache, fits, weakness or confusion.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Helmets on motorbikes and bicycles; seat belts.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'ABCDE with cervical spine protection; keep oxygenated and normotensive; treat fits and hypoglycaemia; close wounds; minor injuries observed and sent home with advice; moderate or severe injuries referred for CT and neurosurgical care. No sedatives; avoid NSAIDs until bleeding is excluded.',
    supportiveCare: ['Paracetamol for headache', 'Head up 30°', 'Tetanus prophylaxis for wounds'],
    followUpSchedule: 'Minor head injury: review in 24-48 hours or sooner with warning signs.',
    antibioticsIndicated: false,
    citations: [pocketHead, becHead],
  },
  citations: [pocketHead, becHead],
} satisfies Condition;

export const regimens = [
  {
    id: 'head-injury',
    conditionId: 'head-injury',
    population: {},
    items: [
      {
        medicineId: 'paracetamol',
        route: 'oral',
        dose: { kind: 'mg-per-kg', mgPerKg: 15, maxMgPerDose: 1000, maxMgPerDay: 4000, roundToMg: 10 },
        frequency: 'every 6 hours as needed',
        dosesPerDay: 4,
        duration: 'up to 3 days',
        indication: 'headache after a minor head injury (no NSAIDs, no sedatives)',
        alternativeIds: [],
        citations: [{ sourceId: 'who-pocket-book-2013', section: 'Annex 2: drug dosages, paracetamol' }],
      },
    ],
    citations: [pocketHead],
  },
] satisfies readonly Regimen[];
