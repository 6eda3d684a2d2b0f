import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { aware } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';
import { cite } from '../../regimens-shared/citations';
import { awareUti, awarePyelo, uti } from './citations';

export const condition = {
  id: 'pyelonephritis',
  name: 'Acute pyelonephritis',
  icd10: ['N10'],
  urgency: 'urgent',
  prior: {
    baseline: 0.005,
    bySex: { female: 1.6, male: 0.4 },
    byAge: [
      { maxYears: 2, multiplier: 1 },
      { minYears: 2, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, multiplier: 1.1 },
    ],
    pregnancy: { pregnant: 2 },
    citations: [awarePyelo],
  },
  findings: [
    { findingId: 'fever', frequency: 0.85 },
    { findingId: 'high-fever', frequency: 0.5 },
    { findingId: 'chills-rigors', frequency: 0.6 },
    { findingId: 'flank-pain', frequency: 0.85 },
    { findingId: 'back-pain', frequency: 0.5 },
    { findingId: 'dysuria', frequency: 0.6 },
    { findingId: 'urinary-frequency', frequency: 0.55 },
    { findingId: 'suprapubic-pain', frequency: 0.3 },
    { findingId: 'abdominal-pain', frequency: 0.4 },
    { findingId: 'haematuria', frequency: 0.3 },
    { findingId: 'nausea', frequency: 0.5 },
    { findingId: 'vomiting', frequency: 0.4 },
    { findingId: 'malaise', frequency: 0.7 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'urine-nitrite-lab', frequency: 0.6, specificity: 0.95, citation: awareUti },
    { findingId: 'urine-leucocytes-lab', frequency: 0.9, specificity: 0.8, citation: awareUti },
    { findingId: 'leucocytosis-lab', frequency: 0.7 },
    { findingId: 'raised-crp-lab', frequency: 0.9 },
    { findingId: 'hypotension', frequency: 0.05 },
    { findingId: 'confusion', frequency: 0.03 },
    { findingId: 'vaginal-discharge', frequency: 0.015 },
    { findingId: 'urethral-discharge', frequency: 0.003 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.002 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.08 },
    { findingId: 'malaria-test-positive', frequency: 0.04 },
    { findingId: 'fatigue', frequency: 0.5 },
    // A kidney infection behind a stone seen on imaging is the obstructed infected kidney, which the stone
    // condition holds (it needs drainage); pyelonephritis here is the unobstructed infection, whose pain is a
    // constant loin ache, not a colic radiating to the groin (EAU Urolithiasis 2024, 3.4.1).
    {
      findingId: 'kidney-stone-imaging-lab',
      frequency: 0.005,
      specificity: 0.98,
      citation: cite('eau-urolithiasis-2024', '3.4.1 Decompression of obstructed kidney with infection'),
    },

    {
      findingId: 'known-diabetes',
      frequency: 0.12,
      citation: {
        sourceId: 'who-aware-2022',
        section: 'Pyelonephritis: risk factors for complicated infection (diabetes)',
      },
    },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Urosepsis with shock (hypotension or poor perfusion)',
      urgency: 'critical',
      actionRequired:
        'Sepsis bundle: IV fluids, blood and urine culture, IV ceftriaxone (or gentamicin) within the hour, admit.',
      citations: [
        { sourceId: 'ssc-sepsis-2021', section: 'Initial resuscitation and antimicrobial therapy' },
      ],
    },
    {
      findingIds: ['vomiting-everything'],
      finding: 'Unable to keep oral medicine down',
      urgency: 'emergency',
      actionRequired:
        'Admit for IV antibiotics (ceftriaxone) and fluids; in pregnancy also monitor the fetus and for preterm labour.',
      citations: [
        awarePyelo,
        { sourceId: 'who-mcpc-2017', section: 'Fever during pregnancy: acute pyelonephritis' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Urine dipstick, microscopy, culture and sensitivity (before antibiotics)',
      urgency: 'urgent',
      rationale: 'Confirms infection and guides therapy.',
      expectedFindings: 'Pyuria, nitrite positive; E. coli most common.',
    },
    {
      test: 'Full blood count, creatinine',
      urgency: 'urgent',
      rationale: 'Severity and kidney function.',
      expectedFindings: 'Neutrophil leucocytosis.',
    },
    {
      test: 'Malaria RDT (endemic areas), pregnancy test',
      urgency: 'urgent',
      rationale: 'Febrile differential; pregnancy changes management.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'Renal ultrasound if no improvement after 72 hours, or in men',
      urgency: 'routine',
      rationale: 'Obstruction, abscess or stones.',
      expectedFindings: 'Normal kidneys.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature, pulse, blood pressure, urine output',
      frequency: 'Every 4-6 hours if admitted; review at 48-72 hours if outpatient',
      alertCriteria: 'Hypotension, persistent fever after 72 hours, rising creatinine',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (medical or obstetric ward)',
      urgency: 'urgent',
      reason: 'Vomiting, pregnancy, sepsis, or failure of oral therapy.',
    },
    {
      specialist: 'Urologist',
      urgency: 'routine',
      reason: 'Obstruction, abscess or recurrent pyelonephritis.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Drink plenty of fluids and complete the full antibiotic course.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Return at once if vomiting prevents taking tablets or you feel faint.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Outpatient (mild, able to take oral medicine, not pregnant): ciprofloxacin for 7 days where local resistance allows, or amoxicillin-clavulanate guided by culture. Severe, vomiting or pregnant: IV ceftriaxone (or gentamicin) then oral step-down to complete 7-14 days.',
    supportiveCare: ['Paracetamol for fever and pain', 'Oral or IV fluids', 'Antiemetic if vomiting'],
    followUpSchedule: 'Review at 48-72 hours; repeat urine culture in pregnancy.',
    antibioticsIndicated: true,
    citations: [
      awarePyelo,
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Genitourinary diseases: pyelonephritis' },
    ],
  },
  citations: [awarePyelo, uti],
} satisfies Condition;

export const regimens = [
  {
    id: 'pyelonephritis-child',
    conditionId: 'pyelonephritis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: perKg(50, 1000, 1000, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '7-10 days in total (switch to oral when afebrile)',
        indication: 'acute pyelonephritis',
        alternativeIds: [],
        citations: [aware('Upper urinary tract infection in children: ceftriaxone 50 mg/kg once daily')],
      },
    ],
    citations: [aware('Upper urinary tract infection')],
  },
  {
    id: 'pyelonephritis',
    conditionId: 'pyelonephritis',
    population: {},
    items: [
      {
        medicineId: 'ciprofloxacin',
        route: 'oral',
        dose: fixed(500, '1 tablet (500 mg)', 500, 1000),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7 days',
        indication: 'acute pyelonephritis (outpatient)',
        alternativeIds: ['ceftriaxone'],
        citations: [aware('Upper urinary tract infection: ciprofloxacin 500 mg every 12 hours, 7 days')],
      },
      paracetamol('fever and loin pain'),
    ],
    note: 'Sepsis, vomiting or pregnancy: admit, ceftriaxone IV (with gentamicin if severe).',
    citations: [aware('Upper urinary tract infection')],
  },
  {
    id: 'pyelonephritis-alternatives',
    conditionId: 'pyelonephritis',
    population: {},
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: fixed(1000, '1 g', 1000, 1000),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '7-10 days in total (switch to oral when afebrile)',
        indication: 'acute pyelonephritis (pregnancy, fluoroquinolone allergy)',
        alternativeIds: [],
        citations: [aware('Upper urinary tract infection: ceftriaxone 1 g once daily')],
      },
    ],
    citations: [aware('Upper urinary tract infection')],
  },
] satisfies readonly Regimen[];
