import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const kdigo = (section: string) => cite('kdigo-gn-2021', section);

/** 98. Nephrotic syndrome. */
export const condition = {
  id: 'nephrotic-syndrome',
  name: 'Nephrotic syndrome',
  icd10: ['N04.9', 'N04'],
  icd11: 'GB41',
  urgency: 'urgent',
  prior: {
    baseline: 0.0015,
    byAge: [
      { maxYears: 1, multiplier: 0.3 },
      { minYears: 1, maxYears: 12, multiplier: 2 },
      { minYears: 12, multiplier: 0.8 },
    ],
    bySex: { male: 1.3, female: 0.8 },
    citations: [kdigo('Chapter 4: Nephrotic syndrome in children \u2014 epidemiology')],
  },
  findings: [
    // Relapses are the rule: most children who present have had it before (IPNA 2023, relapse).
    { findingId: 'known-nephrotic-syndrome', frequency: 0.5 },
    { findingId: 'face-hand-oedema', frequency: 0.9 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.8 },
    { findingId: 'leg-swelling', frequency: 0.8 },
    { findingId: 'proteinuria-lab', frequency: 0.97 },
    { findingId: 'low-albumin-lab', frequency: 0.9 },
    { findingId: 'frothy-urine', frequency: 0.5 },
    { findingId: 'abdominal-distension', frequency: 0.5 },
    { findingId: 'weight-gain', frequency: 0.5 },
    { findingId: 'reduced-urine', frequency: 0.4 },
    { findingId: 'scrotal-swelling', frequency: 0.15 },
    { findingId: 'periorbital-swelling', frequency: 0.6 },
    { findingId: 'abdominal-pain', frequency: 0.2 },
    { findingId: 'haematuria', frequency: 0.1 },
    { findingId: 'hypertension-reading', frequency: 0.15 },
    { findingId: 'dark-urine', frequency: 0.05 },
    { findingId: 'raised-creatinine-lab', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.1 },
    { findingId: 'jaundice', frequency: 0.01 },
    { findingId: 'raised-jvp', frequency: 0.03 },
    { findingId: 'orthopnoea', frequency: 0.05 },
    { findingId: 'recent-skin-or-throat-infection', frequency: 0.05 },
    { findingId: 'visible-wasting', frequency: 0.02 },
    { findingId: 'hair-skin-changes-kwashiorkor', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['rebound-tenderness'],
      finding: 'Abdominal tenderness with guarding in nephrotic syndrome: spontaneous bacterial peritonitis',
      urgency: 'emergency',
      actionRequired: 'Blood culture and IV ceftriaxone; admit.',
      citations: [kdigo('Complications: infection')],
    },
    {
      findingIds: ['weak-pulse-cold-hands', 'hypotension'],
      finding: 'Cold hands, weak pulse or low blood pressure: hypovolaemia despite oedema',
      urgency: 'emergency',
      actionRequired: 'Stop diuretics; IV albumin or fluid under specialist care; watch for clots.',
      citations: [kdigo('Complications: hypovolaemia')],
    },
    {
      // A febrile child with nephrotic syndrome and abdominal pain has peritonitis until proven otherwise: the
      // tenderness may be masked by ascites and steroids.
      findingIds: ['abdominal-pain'],
      allOf: ['fever'],
      finding: 'Fever with abdominal pain in nephrotic syndrome: spontaneous bacterial peritonitis',
      urgency: 'emergency',
      actionRequired: 'Blood culture and IV ceftriaxone; admit.',
      citations: [
        kdigo('Complications: infection (peritonitis, cellulitis)'),
        cite(
          'ipna-ssns-2023',
          'Complications: infections — peritonitis presents with fever and abdominal pain',
        ),
      ],
    },
    {
      // Abdominal pain is the commonest sign of intravascular depletion in nephrotic syndrome, with cold
      // peripheries, a fast pulse and little urine.
      findingIds: ['cold-hands-feet', 'tachycardia'],
      allOf: ['abdominal-pain'],
      finding:
        'Abdominal pain with cold hands or a fast pulse in nephrotic syndrome: hypovolaemia despite oedema',
      urgency: 'emergency',
      actionRequired: 'Stop diuretics; IV albumin or fluid under specialist care; watch for clots.',
      citations: [
        kdigo('Complications: hypovolaemia'),
        cite(
          'ipna-ssns-2023',
          'Complications: hypovolaemia (abdominal pain, cold extremities, tachycardia, oliguria, hypotension)',
        ),
      ],
    },
    {
      findingIds: ['sudden-breathlessness'],
      finding: 'Sudden breathlessness: pulmonary embolism',
      urgency: 'emergency',
      actionRequired: 'Oxygen, refer at once for imaging and anticoagulation.',
      citations: [kdigo('Complications: thromboembolism')],
    },
    {
      findingIds: ['unilateral-calf-swelling'],
      finding: 'One swollen, tender leg: deep vein thrombosis',
      urgency: 'urgent',
      actionRequired: 'Same-day Doppler ultrasound; anticoagulate if confirmed.',
      citations: [kdigo('Complications: thromboembolism')],
    },
  ],
  investigations: [
    {
      test: 'Urine dipstick for protein and blood; urine protein-creatinine ratio',
      urgency: 'urgent',
      rationale: 'Nephrotic-range proteinuria defines the syndrome.',
      expectedFindings: 'Dipstick 3+ or more; uPCR \u2265 200 mg/mmol.',
    },
    {
      test: 'Serum albumin, creatinine, electrolytes, cholesterol; HIV, hepatitis B and syphilis tests; malaria smear',
      urgency: 'urgent',
      rationale: 'Confirms hypoalbuminaemia and looks for secondary causes common in Africa.',
      expectedFindings: 'Albumin < 25 g/L; cholesterol raised.',
    },
  ],
  monitoring: [
    {
      parameter: 'Weight, urine dipstick, blood pressure, signs of infection',
      frequency: 'Daily urine dipstick at home during treatment; clinic weekly',
      alertCriteria:
        'Fever, abdominal pain, dizziness, one swollen leg, protein back on the dipstick for 3 days',
    },
  ],
  referrals: [
    {
      specialist: 'Paediatrics or nephrology',
      urgency: 'urgent',
      reason:
        'Adults (biopsy before treatment), children under 1 year or over 12, haematuria, hypertension, raised creatinine or no remission after 4 weeks of prednisolone.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'No added salt; normal protein intake; do not restrict fluids unless told.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Test the urine for protein at home and return if it comes back, or with fever.',
      category: 'follow-up',
      importance: 'high',
    },
    {
      recommendation: 'Pneumococcal vaccination; no live vaccines on high-dose prednisolone.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Children 1-12 years with typical features: prednisolone 2 mg/kg (60 mg/m\u00b2, max 60 mg) once daily for 4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks. Screen for TB before steroids where prevalent. Adults: refer for kidney biopsy before treatment. Salt restriction; diuretics only under specialist supervision (hypovolaemia).',
    supportiveCare: [
      'No added salt',
      'Treat infections promptly',
      'Penicillin prophylaxis while oedematous where the local guideline advises',
    ],
    followUpSchedule: 'Weekly during the first 8 weeks, then monthly for a year.',
    antibioticsIndicated: false,
    citations: [kdigo('Chapter 4: Steroid treatment of the initial episode in children')],
  },
  citations: [
    kdigo('Chapter 4: Nephrotic syndrome in children'),
    kdigo('Chapter 5: Minimal change disease in adults'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'nephrotic-syndrome-child',
    conditionId: 'nephrotic-syndrome',
    population: { minAgeYears: 1, maxAgeYears: 12 },
    items: [
      {
        medicineId: 'prednisolone',
        route: 'oral',
        dose: perKg(2, 60, 60, 5),
        frequency: 'once daily in the morning',
        dosesPerDay: 1,
        duration: '4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks, then stop',
        indication: 'first episode of nephrotic syndrome in a child',
        alternativeIds: [],
        citations: [
          kdigo(
            'Recommendation 4.3.1: prednisone 60 mg/m\u00b2/d or 2 mg/kg/d (max 60 mg) for 4 weeks, then alternate days',
          ),
        ],
      },
    ],
    note: 'Screen for TB and treat infections first; under 1 year or over 12 years, refer before treating.',
    citations: [kdigo('Chapter 4: Initial treatment in children')],
  },
  {
    id: 'nephrotic-syndrome',
    conditionId: 'nephrotic-syndrome',
    population: {},
    items: [],
    note: 'Adults and children under 1 or over 12 years: no steroid before specialist review and kidney biopsy (membranous, HIV, hepatitis B and other secondary causes are common).',
    citations: [kdigo('Chapter 1: Kidney biopsy before treatment in adults')],
  },
] satisfies readonly Regimen[];
