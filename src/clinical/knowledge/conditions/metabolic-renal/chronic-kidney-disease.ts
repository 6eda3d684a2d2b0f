import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'chronic-kidney-disease',
  name: 'Chronic kidney disease',
  icd10: ['N18.9', 'N18'],
  icd11: 'GB61',
  urgency: 'urgent',
  prior: {
    baseline: 0.003,
    byAge: [
      { maxYears: 18, multiplier: 0.1 },
      { minYears: 18, maxYears: 40, multiplier: 0.6 },
      { minYears: 40, maxYears: 60, multiplier: 1.2 },
      { minYears: 60, multiplier: 2 },
    ],
    citations: [
      { sourceId: 'kdigo-ckd-2024', section: 'Chapter 1: Evaluation of CKD' },
      {
        sourceId: 'za-hospital-adult-stg-2019',
        section: 'Kidney and urological disorders: Chronic kidney disease',
      },
    ],
  },
  findings: [
    { findingId: 'face-hand-oedema', frequency: 0.2 },
    { findingId: 'raised-creatinine-lab', frequency: 0.98 },
    { findingId: 'proteinuria-lab', frequency: 0.7 },
    { findingId: 'known-ckd', frequency: 0.5 },
    { findingId: 'known-hypertension', frequency: 0.65 },
    { findingId: 'known-diabetes', frequency: 0.4 },
    { findingId: 'hypertension-reading', frequency: 0.7 },
    { findingId: 'severe-hypertension-reading', frequency: 0.2 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'anorexia', frequency: 0.45 },
    { findingId: 'nausea', frequency: 0.45 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'itching', frequency: 0.3 },
    { findingId: 'leg-swelling', frequency: 0.5 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.4 },
    { findingId: 'pallor', frequency: 0.55 },
    { findingId: 'anaemia-lab', frequency: 0.75 },
    { findingId: 'nocturia', frequency: 0.4 },
    { findingId: 'reduced-urine', frequency: 0.3 },
    { findingId: 'hyperkalaemia-lab', frequency: 0.3 },
    { findingId: 'shortness-of-breath', frequency: 0.35 },
    { findingId: 'confusion', frequency: 0.1 },
    { findingId: 'haematuria', frequency: 0.15 },
    { findingId: 'nsaid-use', frequency: 0.15 },
    { findingId: 'known-hiv', frequency: 0.12 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'dysuria', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['hyperkalaemia-lab'],
      finding: 'Potassium > 5.5 mmol/L (danger above 6.5 or with ECG changes)',
      urgency: 'emergency',
      actionRequired:
        'ECG; IV calcium gluconate if ECG changes, insulin with glucose, salbutamol nebulisation; stop potassium-raising drugs; refer for dialysis if refractory.',
      citations: [
        {
          sourceId: 'za-hospital-adult-stg-2019',
          section: 'Kidney and urological disorders: Hyperkalaemia',
        },
      ],
    },
    {
      findingIds: ['confusion', 'convulsions', 'hypoxaemia'],
      finding: 'Confusion or fits (uraemic encephalopathy) or hypoxaemia (fluid overload)',
      urgency: 'emergency',
      actionRequired: 'Oxygen, IV furosemide for overload; urgent referral for dialysis.',
      citations: [
        {
          sourceId: 'kdigo-ckd-2024',
          section: 'Chapter 5: Referral and indications for kidney replacement therapy',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Serum creatinine with eGFR, repeated after 3 months; urine albumin-to-creatinine ratio or dipstick protein',
      urgency: 'urgent',
      rationale:
        'CKD is eGFR < 60 or albuminuria for more than 3 months; staging by GFR and albuminuria guides care.',
      expectedFindings: 'eGFR < 60 mL/min/1.73 m2 and/or ACR >= 30 mg/g.',
    },
    {
      test: 'Potassium, sodium, bicarbonate, haemoglobin, calcium and phosphate, glucose or HbA1c, HIV test',
      urgency: 'urgent',
      rationale: 'Complications and causes (diabetes, hypertension, HIV-associated nephropathy).',
      expectedFindings: 'Hyperkalaemia, acidosis, anaemia, high phosphate in advanced CKD.',
    },
    {
      test: 'Kidney ultrasound',
      urgency: 'routine',
      rationale: 'Small kidneys suggest chronic disease; obstruction or polycystic kidneys are other causes.',
      expectedFindings: 'Small echogenic kidneys in advanced CKD.',
    },
  ],
  monitoring: [
    {
      parameter: 'eGFR, potassium, urine albumin',
      frequency: 'Every 3 to 12 months by stage',
      alertCriteria: 'eGFR fall > 25% or to < 30: refer to nephrology',
    },
    { parameter: 'Blood pressure', frequency: 'Every visit', alertCriteria: 'Above 130/80 mmHg' },
    {
      parameter: 'Haemoglobin',
      frequency: 'Every 3 to 6 months in stage 3b-5',
      alertCriteria: 'Hb < 10 g/dL',
    },
  ],
  referrals: [
    {
      specialist: 'Nephrology',
      urgency: 'urgent',
      reason: 'eGFR < 30, ACR > 300 mg/g, rapid decline, resistant hypertension, or hyperkalaemia.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Avoid NSAIDs (ibuprofen, diclofenac) and herbal remedies; tell every health worker you have kidney disease.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Eat less salt; limit high-potassium foods (bananas, oranges, tomatoes) if potassium is high.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Take blood pressure and diabetes medicines daily.',
      category: 'adherence',
      importance: 'high',
    },
    { recommendation: 'Stop smoking; keep active.', category: 'prevention', importance: 'medium' },
  ],
  protocol: {
    primaryTreatment:
      'Treat the cause and slow progression: blood pressure control (target systolic < 120-130 mmHg if tolerated) with an ACE inhibitor or ARB when albuminuria is present; SGLT2 inhibitor where available (eGFR >= 20); glucose control in diabetes; statin for adults 50 or over; avoid nephrotoxins and adjust drug doses to eGFR. Manage complications: anaemia (iron, then erythropoietin), acidosis (sodium bicarbonate), hyperkalaemia, fluid overload (loop diuretic). Prepare for dialysis or conservative care in stage 5.',
    supportiveCare: [
      'Hepatitis B vaccination if dialysis is likely',
      'Dietitian advice',
      'Dose-adjust metformin and antibiotics',
    ],
    followUpSchedule: 'Every 3 to 6 months (monthly in stage 4-5).',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'kdigo-ckd-2024',
        section: 'Chapter 3: Delaying CKD progression; Chapter 4: Medication management',
      },
      {
        sourceId: 'za-hospital-adult-stg-2019',
        section: 'Kidney and urological disorders: Chronic kidney disease',
      },
    ],
  },
  citations: [
    { sourceId: 'kdigo-ckd-2024', section: 'Chapters 1-5' },
    {
      sourceId: 'za-hospital-adult-stg-2019',
      section: 'Kidney and urological disorders: Chronic kidney disease',
    },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'chronic-kidney-disease',
    conditionId: 'chronic-kidney-disease',
    population: {},
    items: [],
    note: 'Control blood pressure (ACE inhibitor or ARB if albuminuria, checking potassium and creatinine), manage diabetes, avoid NSAIDs and nephrotoxins, adjust renally cleared doses; refer for eGFR below 30 or rapid decline.',
    citations: [
      cite('kdigo-ckd-2024', 'Chapter 3: delaying CKD progression; Chapter 4: medication management'),
    ],
  },
] satisfies readonly Regimen[];
