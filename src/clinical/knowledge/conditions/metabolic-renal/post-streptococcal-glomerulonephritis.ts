import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { aware, bnfc, cite } from '../../regimens-shared/citations';

const kdigo = (section: string) => cite('kdigo-gn-2021', section);

/** 99. Acute post-streptococcal glomerulonephritis. */
export const condition = {
  id: 'post-streptococcal-glomerulonephritis',
  name: 'Acute post-streptococcal glomerulonephritis',
  icd10: ['N00.9', 'N00'],
  icd11: 'GB40',
  urgency: 'urgent',
  prior: {
    baseline: 0.0015,
    byAge: [
      { maxYears: 2, multiplier: 0.2 },
      { minYears: 2, maxYears: 15, multiplier: 2.5 },
      { minYears: 15, multiplier: 0.4 },
    ],
    bySex: { male: 1.5, female: 0.7 },
    citations: [kdigo('Chapter 9: Infection-related glomerulonephritis \u2014 post-streptococcal')],
  },
  findings: [
    { findingId: 'haematuria', frequency: 0.9 },
    { findingId: 'dark-urine', frequency: 0.7 },
    { findingId: 'face-hand-oedema', frequency: 0.8 },
    { findingId: 'periorbital-swelling', frequency: 0.6 },
    { findingId: 'leg-swelling', frequency: 0.5 },
    { findingId: 'recent-skin-or-throat-infection', frequency: 0.7 },
    { findingId: 'recent-sore-throat', frequency: 0.4 },
    { findingId: 'raised-aso-lab', frequency: 0.8 },
    { findingId: 'hypertension-reading', frequency: 0.7 },
    { findingId: 'severe-hypertension-reading', frequency: 0.15 },
    { findingId: 'reduced-urine', frequency: 0.5 },
    { findingId: 'proteinuria-lab', frequency: 0.8 },
    { findingId: 'raised-creatinine-lab', frequency: 0.4 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'shortness-of-breath', frequency: 0.15 },
    { findingId: 'crackles', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'convulsions', frequency: 0.04 },
    { findingId: 'frothy-urine', frequency: 0.1 },
    { findingId: 'low-albumin-lab', frequency: 0.08 },
    { findingId: 'dysuria', frequency: 0.05 },
    { findingId: 'flank-pain', frequency: 0.1 },
    { findingId: 'loin-to-groin-pain', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: [
        'convulsions',
        'confusion',
        'severe-headache',
        'visual-disturbance',
        'severe-hypertension-reading',
      ],
      finding: 'Fits, confusion, severe headache or very high blood pressure: hypertensive encephalopathy',
      urgency: 'emergency',
      actionRequired: 'Treat fits; lower blood pressure; furosemide; refer for admission.',
      citations: [kdigo('Chapter 9: Management of hypertension and fluid overload')],
    },
    {
      findingIds: ['orthopnoea', 'respiratory-distress', 'hyperkalaemia-lab'],
      finding:
        'Breathless lying flat, laboured breathing or high potassium: fluid overload or acute kidney injury',
      urgency: 'emergency',
      actionRequired: 'Oxygen, sit up, furosemide, restrict fluid and salt; refer for possible dialysis.',
      citations: [kdigo('Chapter 9: Management of hypertension and fluid overload')],
    },
  ],
  investigations: [
    {
      test: 'Urine dipstick and microscopy',
      urgency: 'urgent',
      rationale: 'Nephritic urine.',
      expectedFindings: 'Blood 2-3+, protein 1-2+, red cell casts.',
    },
    {
      test: 'Creatinine, potassium; ASO titre or anti-DNase B; C3 complement where available',
      urgency: 'urgent',
      rationale:
        'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.',
      expectedFindings: 'ASO raised, C3 low, creatinine normal or raised.',
    },
  ],
  monitoring: [
    {
      parameter: 'Blood pressure, weight, urine output, fluid balance, creatinine and potassium',
      frequency:
        'Blood pressure every 4-6 hours and daily weights while admitted; weekly after discharge until normal',
      alertCriteria:
        'BP \u2265 the 99th centile or \u2265 180/110, urine < 0.5 mL/kg/h, rising creatinine or potassium',
    },
  ],
  referrals: [
    {
      specialist: 'Paediatrics or nephrology',
      urgency: 'urgent',
      reason:
        'Severe hypertension, oliguria, rising creatinine, nephrotic-range proteinuria, or C3 still low after 8 weeks.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'No added salt and limit fluids to the amount advised while swollen or hypertensive.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Treat skin sores and scabies in the family early; wash and keep sores clean.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Supportive: salt and fluid restriction, furosemide for oedema or hypertension, add an antihypertensive if still raised; a 10-day penicillin course to clear the streptococcus (does not change the nephritis); treat scabies and impetigo in the household.',
    supportiveCare: ['Daily weight and blood pressure', 'Bed rest while hypertensive'],
    followUpSchedule:
      'Weekly until blood pressure and creatinine are normal, then at 3 and 6 months for haematuria and proteinuria.',
    antibioticsIndicated: true,
    citations: [kdigo('Chapter 9: Treatment of post-streptococcal glomerulonephritis')],
  },
  citations: [kdigo('Chapter 9: Infection-related glomerulonephritis')],
} satisfies Condition;

export const regimens = [
  {
    id: 'post-streptococcal-glomerulonephritis',
    conditionId: 'post-streptococcal-glomerulonephritis',
    population: {},
    items: [
      {
        medicineId: 'furosemide',
        route: 'oral',
        dose: perKg(1, 40, 80, 5),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'until oedema and hypertension settle (usually under 1 week)',
        indication: 'oedema and hypertension of acute glomerulonephritis',
        alternativeIds: [],
        citations: [bnfc('Furosemide: oedema, child 0.5-2 mg/kg 2-3 times daily, max 80 mg daily')],
      },
      {
        medicineId: 'phenoxymethylpenicillin',
        route: 'oral',
        dose: perKg(15, 500, 1000, 62.5),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '10 days',
        indication: 'clearing the nephritogenic streptococcus',
        alternativeIds: [],
        citations: [aware('Pharyngitis: phenoxymethylpenicillin')],
      },
    ],
    note: 'Restrict salt and fluid; antihypertensive (amlodipine or nifedipine) if blood pressure stays raised after furosemide, by specialist advice in children.',
    citations: [kdigo('Chapter 9: Treatment of post-streptococcal glomerulonephritis')],
  },
] satisfies readonly Regimen[];
