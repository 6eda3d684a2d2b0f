import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const eau = (section: string) => cite('eau-urolithiasis-2024', section);

export const condition = {
  id: 'renal-colic',
  name: 'Renal colic / urinary stones',
  icd10: ['N20.0', 'N20', 'N20.1', 'N23'],
  icd11: 'GB70',
  urgency: 'urgent',
  // A stone that obstructs an infected kidney presents with fever, rigors and sepsis: the obstructed infected
  // kidney (pyonephrosis), a urological emergency drained at once. A small share of stone presentations.
  // The share is a conservative estimate: the guideline cited describes this form, not its share of all cases.
  comesWith: [
    {
      conditionId: 'sepsis',
      share: 0.05,
      whenAnyOf: ['loin-to-groin-pain', 'flank-pain', 'kidney-stone-imaging-lab'],
      citation: eau('Management of sepsis and/or anuria in the obstructed kidney: urgent decompression'),
    },
  ],
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 15, multiplier: 0.05 },
      { minYears: 15, maxYears: 25, multiplier: 0.6 },
      { minYears: 25, maxYears: 60, multiplier: 1.5 },
      { minYears: 60, multiplier: 0.8 },
    ],
    bySex: { male: 1.6, female: 0.6 },
    pregnancy: { pregnant: 0.5 },
    bySeason: [{ countries: ['KE', 'SO', 'ET', 'TZ', 'UG'], months: [1, 2, 3], multiplier: 1.2 }],
    citations: [eau('3.1 Prevalence and aetiology'), eau('Renal colic: diagnosis')],
  },
  findings: [
    { findingId: 'loin-to-groin-pain', frequency: 0.75 },
    { findingId: 'flank-pain', frequency: 0.9 },
    { findingId: 'colicky-abdominal-pain', frequency: 0.6 },
    { findingId: 'abdominal-pain', frequency: 0.7 },
    { findingId: 'haematuria', frequency: 0.3 },
    { findingId: 'nausea', frequency: 0.6 },
    { findingId: 'vomiting', frequency: 0.4 },
    { findingId: 'urinary-frequency', frequency: 0.3 },
    { findingId: 'dysuria', frequency: 0.2 },
    { findingId: 'kidney-stone-imaging-lab', frequency: 0.85, specificity: 0.98 },
    { findingId: 'agitation', frequency: 0.3 },
    { findingId: 'sweating', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.3 },
    // The obstructed infected kidney (a stone with fever or rigors) belongs to this condition: it is the stone
    // that must be drained (EAU Urolithiasis 2024, 3.4.1).
    {
      findingId: 'fever',
      frequency: 0.2,
      citation: eau('3.4.1 Decompression of obstructed kidney with infection'),
    },
    {
      findingId: 'chills-rigors',
      frequency: 0.15,
      citation: eau('3.4.1 Decompression of obstructed kidney with infection'),
    },
    { findingId: 'urine-leucocytes-lab', frequency: 0.25 },
    {
      findingId: 'urine-nitrite-lab',
      frequency: 0.2,
      citation: eau('3.4.1 Decompression of obstructed kidney with infection'),
    },
    { findingId: 'rebound-tenderness', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'vaginal-discharge', frequency: 0.02 },
    { findingId: 'pregnancy-test-positive', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'back-pain', frequency: 0.3 },
  ],
  redFlags: [
    {
      findingIds: ['fever', 'chills-rigors', 'hypotension'],
      finding: 'Fever or rigors with a stone: infected obstructed kidney',
      urgency: 'emergency',
      actionRequired:
        'Blood and urine cultures, IV antibiotics, urgent urology referral for drainage (stent or nephrostomy).',
      citations: [eau('3.4.1 Decompression of obstructed kidney with infection')],
    },
    {
      findingIds: ['reduced-urine', 'raised-creatinine-lab'],
      finding: 'Little or no urine or rising creatinine: obstruction of a single or both kidneys',
      urgency: 'emergency',
      actionRequired: 'Urgent urology referral for decompression.',
      citations: [eau('Renal colic: indications for urgent decompression')],
    },
  ],
  investigations: [
    {
      test: 'Urine dipstick and microscopy; pregnancy test in women',
      urgency: 'stat',
      rationale: 'Blood in urine supports a stone; infection and pregnancy change management.',
      expectedFindings: 'Microscopic haematuria; no nitrites.',
    },
    {
      test: 'Creatinine, full blood count, CRP',
      urgency: 'urgent',
      rationale: 'Kidney function and infection.',
      expectedFindings: 'Normal creatinine; no leucocytosis in uncomplicated colic.',
    },
    {
      test: 'Ultrasound of kidneys and bladder; non-contrast CT where available',
      urgency: 'urgent',
      rationale: 'Stone size and site, hydronephrosis.',
      expectedFindings: 'Stone with hydronephrosis; stones < 6 mm usually pass.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain, temperature, urine output',
      frequency: 'Daily until the stone passes (sieve the urine)',
      alertCriteria: 'Fever, uncontrolled pain, reduced urine.',
    },
  ],
  referrals: [
    {
      specialist: 'Urology',
      urgency: 'urgent',
      reason:
        'Stone > 10 mm, failure to pass within 4 to 6 weeks, infection, single kidney or renal impairment.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Drink 2.5 to 3 litres of water a day to pass 2 to 2.5 litres of urine.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation: 'Less salt and less animal protein; do not cut down calcium in the diet.',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'NSAID first (diclofenac or ibuprofen) unless contraindicated; paracetamol or an opioid if NSAIDs cannot be used. Stones up to 10 mm in the ureter: medical expulsive therapy with an alpha-blocker (tamsulosin) where available and observation up to 4 to 6 weeks. Infected obstructed kidney: urgent decompression plus antibiotics.',
    supportiveCare: ['Antiemetic', 'Sieve urine and keep the stone for analysis'],
    followUpSchedule: 'Review in 1 to 2 weeks with imaging to confirm passage.',
    antibioticsIndicated: false,
    citations: [eau('3.4.1 Renal colic: pain relief; medical expulsive therapy')],
  },
  citations: [eau('Urolithiasis: diagnosis and acute management')],
} satisfies Condition;

export const regimens = [
  {
    id: 'renal-colic',
    conditionId: 'renal-colic',
    population: { minAgeYears: 18, pregnant: false },
    items: [
      {
        medicineId: 'diclofenac',
        route: 'oral',
        dose: fixed(50, '1 tablet (50 mg)', 50, 150),
        frequency: 'every 8 hours with food',
        dosesPerDay: 3,
        duration: 'while pain lasts, up to 7 days',
        indication: 'renal colic',
        alternativeIds: ['paracetamol'],
        citations: [
          eau('3.4.1 Renal colic: NSAIDs including diclofenac are first choice'),
          bnf('Diclofenac sodium: 75 to 150 mg daily in 2 to 3 divided doses'),
        ],
      },
    ],
    note: 'Avoid NSAIDs in kidney impairment, peptic ulcer and the third trimester; use paracetamol then.',
    citations: [eau('3.4.1 Pain relief')],
  },
  {
    id: 'renal-colic-alternatives',
    conditionId: 'renal-colic',
    population: {},
    items: [paracetamol('renal colic when NSAIDs cannot be used')],
    note: 'Doses of the alternatives; add an opioid if pain is not controlled.',
    citations: [eau('3.4.1 Pain relief: paracetamol or opioids when NSAIDs are contraindicated')],
  },
] satisfies readonly Regimen[];
