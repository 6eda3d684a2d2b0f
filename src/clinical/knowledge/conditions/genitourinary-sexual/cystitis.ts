import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { aware, bnf, bnfc } from '../../regimens-shared/citations';
import { awareUti, awarePyelo, uti } from './citations';

export const condition = {
  id: 'cystitis',
  name: 'Urinary tract infection (cystitis)',
  icd10: ['N39.0', 'N30.0', 'N30'],
  icd11: 'GC00',
  urgency: 'routine',
  prior: {
    baseline: 0.03,
    bySex: { female: 1.7, male: 0.25 },
    byAge: [
      { maxYears: 2, multiplier: 0.3 },
      { minYears: 2, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, multiplier: 1.2 },
    ],
    pregnancy: { pregnant: 1.5 },
    citations: [awareUti, uti],
  },
  findings: [
    { findingId: 'dysuria', frequency: 0.9, citation: uti },
    { findingId: 'urinary-frequency', frequency: 0.8, citation: uti },
    { findingId: 'suprapubic-pain', frequency: 0.5 },
    { findingId: 'lower-abdominal-pain', frequency: 0.45 },
    { findingId: 'haematuria', frequency: 0.25, citation: uti },
    { findingId: 'nocturia', frequency: 0.3 },
    { findingId: 'urine-nitrite-lab', frequency: 0.5, specificity: 0.95, citation: awareUti },
    { findingId: 'urine-leucocytes-lab', frequency: 0.8, specificity: 0.8, citation: awareUti },
    { findingId: 'abdominal-pain', frequency: 0.55 },
    { findingId: 'nausea', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.1, citation: uti },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'chills-rigors', frequency: 0.04 },
    { findingId: 'flank-pain', frequency: 0.01 },
    { findingId: 'vomiting', frequency: 0.04 },
    { findingId: 'vaginal-discharge', frequency: 0.015, citation: uti },
    { findingId: 'urethral-discharge', frequency: 0.003 },
    { findingId: 'genital-ulcer', frequency: 0.002 },
    { findingId: 'itching', frequency: 0.04 },
    { findingId: 'dyspareunia', frequency: 0.01 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.001 },
    { findingId: 'schistosoma-eggs-lab', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'headache', frequency: 0.08 },
    { findingId: 'tachycardia', frequency: 0.05 },
    { findingId: 'malaria-test-positive', frequency: 0.03 },
    { findingId: 'back-pain', frequency: 0.15 },
    { findingId: 'polyuria', frequency: 0.01 },
    { findingId: 'pregnancy-test-positive', frequency: 0.1 },
    {
      findingId: 'known-diabetes',
      frequency: 0.08,
      citation: {
        sourceId: 'who-aware-2022',
        section: 'Lower urinary tract infection: risk factors (diabetes)',
      },
    },
  ],
  redFlags: [
    {
      findingIds: ['flank-pain', 'high-fever', 'chills-rigors', 'vomiting-everything'],
      finding: 'Fever with loin pain, rigors or vomiting: upper urinary tract infection',
      urgency: 'urgent',
      actionRequired:
        'Treat as pyelonephritis (not cystitis): urine culture, systemic antibiotic, assess for sepsis.',
      citations: [awarePyelo],
    },
    {
      findingIds: ['pregnant', 'pregnancy-test-positive'],
      finding: 'Urinary infection in pregnancy',
      urgency: 'urgent',
      actionRequired:
        'Treat the same day with a pregnancy-safe antibiotic, send urine culture, and recheck after treatment.',
      citations: [awareUti],
    },
  ],
  investigations: [
    {
      test: 'Urine dipstick (nitrite, leucocyte esterase, blood)',
      urgency: 'routine',
      rationale:
        'Supports the diagnosis; not needed when typical symptoms are present in a non-pregnant woman.',
      expectedFindings: 'Nitrite and/or leucocyte esterase positive.',
    },
    {
      test: 'Urine microscopy, culture and sensitivity',
      urgency: 'routine',
      rationale: 'Men, pregnant women, children, recurrence or treatment failure.',
      expectedFindings: 'E. coli >= 10^5 CFU/mL (lower counts significant with symptoms).',
    },
    {
      test: 'Pregnancy test in women of reproductive age',
      urgency: 'routine',
      rationale: 'Changes the choice of antibiotic.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms',
      frequency: 'Review if not improved in 48-72 hours',
      alertCriteria: 'Fever, loin pain, vomiting or persistence after treatment',
    },
  ],
  referrals: [
    {
      specialist: 'Urologist / physician',
      urgency: 'routine',
      reason:
        'Recurrent UTI (3 or more a year), UTI in men with retention, or haematuria persisting after treatment.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Drink plenty of water and pass urine regularly and after sex.',
      category: 'hydration',
      importance: 'medium',
    },
    {
      recommendation: 'Complete the antibiotic course; return if fever or back pain develops.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Non-pregnant women: nitrofurantoin for 5 days (first choice), or fosfomycin single dose, or cotrimoxazole/trimethoprim where local resistance is low. Pregnancy: nitrofurantoin (avoid at term) or amoxicillin/cefalexin guided by culture. Men: treat for 7 days and send culture.',
    supportiveCare: ['Paracetamol or ibuprofen for pain', 'Oral fluids'],
    followUpSchedule: 'Only if not better within 48-72 hours or symptoms recur; test of cure in pregnancy.',
    antibioticsIndicated: true,
    citations: [
      awareUti,
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Chapter 7: Kidney and urological disorders, urinary tract infection',
      },
    ],
  },
  citations: [awareUti, uti],
} satisfies Condition;

export const regimens = [
  {
    id: 'cystitis-child',
    conditionId: 'cystitis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'nitrofurantoin',
        route: 'oral',
        dose: perKg(0.75, 50, 200, 5),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '3-5 days',
        indication: 'lower urinary tract infection',
        alternativeIds: ['amoxicillin-clavulanate'],
        citations: [bnfc('Nitrofurantoin: acute uncomplicated lower UTI, 750 micrograms/kg 4 times daily')],
      },
    ],
    citations: [aware('Lower urinary tract infection')],
  },
  {
    // In pregnancy co-trimoxazole carries the risks nitrofurantoin has at term (neonatal haemolysis,
    // kernicterus) and a first-trimester folate-antagonist risk: the alternative is amoxicillin-clavulanate.
    id: 'cystitis-pregnant',
    conditionId: 'cystitis',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'nitrofurantoin',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'lower urinary tract infection in pregnancy (not at term)',
        alternativeIds: ['amoxicillin-clavulanate'],
        citations: [
          aware('Lower urinary tract infection: nitrofurantoin 100 mg every 12 hours, 5 days'),
          bnf(
            'Nitrofurantoin: avoid at term (neonatal haemolysis); co-trimoxazole: avoid in the first trimester and at term',
          ),
        ],
      },
    ],
    note: 'Treat asymptomatic bacteriuria in pregnancy; send a urine culture and check it after treatment.',
    citations: [aware('Lower urinary tract infection'), bnf('Prescribing in pregnancy')],
  },
  {
    id: 'cystitis',
    conditionId: 'cystitis',
    population: {},
    items: [
      {
        medicineId: 'nitrofurantoin',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'lower urinary tract infection (cystitis)',
        alternativeIds: ['amoxicillin-clavulanate', 'cotrimoxazole'],
        citations: [aware('Lower urinary tract infection: nitrofurantoin 100 mg every 12 hours, 5 days')],
      },
    ],
    note: 'Fever, flank pain or vomiting suggests pyelonephritis. Treat asymptomatic bacteriuria only in pregnancy.',
    citations: [aware('Lower urinary tract infection')],
  },
  {
    id: 'cystitis-alternatives-child',
    conditionId: 'cystitis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'amoxicillin-clavulanate',
        route: 'oral',
        dose: perKg(15, 500, 1500, 25),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '3-5 days',
        indication: 'lower urinary tract infection',
        alternativeIds: [],
        citations: [
          aware('Lower urinary tract infection in children: amoxicillin + clavulanic acid'),
          bnfc('Co-amoxiclav: doses expressed as amoxicillin'),
        ],
      },
    ],
    citations: [aware('Lower urinary tract infection')],
  },
  {
    id: 'cystitis-alternatives',
    conditionId: 'cystitis',
    population: {},
    items: [
      {
        medicineId: 'amoxicillin-clavulanate',
        route: 'oral',
        dose: fixed(500, '1 tablet (500/125 mg)', 500, 1500),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '5 days',
        indication: 'lower urinary tract infection (also in pregnancy)',
        alternativeIds: [],
        citations: [
          aware('Lower urinary tract infection: amoxicillin + clavulanic acid 500/125 mg every 8 hours'),
        ],
      },
      {
        medicineId: 'cotrimoxazole',
        route: 'oral',
        dose: fixed(800, '1 double-strength tablet (960 mg)', 800, 1600),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '3 days',
        indication: 'lower urinary tract infection',
        alternativeIds: [],
        citations: [
          aware(
            'Lower urinary tract infection: sulfamethoxazole + trimethoprim 800/160 mg every 12 hours, 3 days',
          ),
        ],
      },
    ],
    citations: [aware('Lower urinary tract infection')],
  },
] satisfies readonly Regimen[];
