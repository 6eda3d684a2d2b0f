import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const lepto = (section: string) => cite('who-leptospirosis-2003', section);

export const condition = {
  id: 'leptospirosis',
  name: 'Leptospirosis (incl. Weil disease)',
  icd10: ['A27.9', 'A27', 'A27.0'],
  icd11: '1B91',
  urgency: 'urgent',
  // Severe leptospirosis (Weil disease, pulmonary haemorrhage) presents with shock, renal failure and
  // confusion: a share of clinical cases, named and treated as leptospirosis (knowledge: comesWith).
  // The share is a conservative estimate: the guideline cited describes this form, not its share of all cases.
  comesWith: [
    {
      conditionId: 'sepsis',
      share: 0.1,
      whenAnyOf: [
        'rodent-floodwater-exposure',
        'conjunctival-suffusion',
        'red-eyes',
        'myalgia',
        'leptospira-test-positive-lab',
      ],
      citation: lepto('Clinical features: severe leptospirosis, Weil disease, shock and multi-organ failure'),
    },
  ],
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 10, multiplier: 0.3 },
      { minYears: 10, multiplier: 1.1 },
    ],
    bySex: { male: 1.6, female: 0.6 },
    bySeason: [
      { countries: ['KE', 'UG', 'TZ'], months: [4, 5, 11, 12], multiplier: 1.5 },
      { countries: ['MW', 'ZM', 'ZW', 'ZA'], months: [1, 2, 3], multiplier: 1.5 },
    ],
    citations: [
      lepto('Chapter 2: epidemiology, seasonality and occupational risk'),
      cite('who-idsr-2019', 'Section 11: leptospirosis'),
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.95 },
    { findingId: 'high-fever', frequency: 0.5 },
    { findingId: 'headache', frequency: 0.8 },
    { findingId: 'myalgia', frequency: 0.8 },
    { findingId: 'chills-rigors', frequency: 0.6 },
    { findingId: 'conjunctival-suffusion', frequency: 0.4 },
    { findingId: 'red-eyes', frequency: 0.4 },
    { findingId: 'rodent-floodwater-exposure', frequency: 0.6 },
    { findingId: 'jaundice', frequency: 0.25 },
    { findingId: 'dark-urine', frequency: 0.2 },
    { findingId: 'reduced-urine', frequency: 0.2 },
    { findingId: 'vomiting', frequency: 0.4 },
    { findingId: 'nausea', frequency: 0.4 },
    { findingId: 'diarrhoea', frequency: 0.2 },
    { findingId: 'abdominal-pain', frequency: 0.25 },
    { findingId: 'cough', frequency: 0.25 },
    { findingId: 'haemoptysis', frequency: 0.08 },
    { findingId: 'bleeding-mucosal', frequency: 0.1 },
    { findingId: 'rash', frequency: 0.1 },
    { findingId: 'leptospira-test-positive-lab', frequency: 0.8, specificity: 0.99 },
    { findingId: 'raised-creatinine-lab', frequency: 0.4 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.5 },
    { findingId: 'raised-bilirubin-lab', frequency: 0.3 },
    { findingId: 'leucocytosis-lab', frequency: 0.4 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'sore-throat', frequency: 0.1 },
    { findingId: 'neck-stiffness', frequency: 0.05 },
  ],
  redFlags: [
    {
      // Kidney failure is acute kidney injury by KDIGO 2012 (section 2.1: creatinine 1.5 times its baseline,
      // a rise of 26.5 µmol/L in 48 hours, or little urine), not any creatinine above its reference range: a
      // single value without a baseline counts from the absolute threshold the knowledge holds (> 265 µmol/L,
      // WHO severe malaria 2014), and little urine counts as told.
      findingIds: ['jaundice', 'reduced-urine', 'creatinine-over-265-lab', 'haemoptysis', 'bleeding-mucosal'],
      finding:
        'Jaundice, kidney failure, bleeding or blood-stained sputum: severe leptospirosis (Weil disease, pulmonary haemorrhage)',
      urgency: 'emergency',
      actionRequired:
        'IV antibiotics (benzylpenicillin or ceftriaxone), careful fluids, admit; dialysis may be needed.',
      citations: [
        lepto('Chapter 5: treatment of severe leptospirosis'),
        { sourceId: 'kdigo-aki-2012', section: 'Section 2.1: definition and staging of AKI' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Leptospira IgM ELISA or rapid test; MAT on paired sera; PCR of blood in the first week',
      urgency: 'urgent',
      rationale: 'Confirms the diagnosis; do not wait for results to treat.',
      expectedFindings: 'IgM positive after day 5; MAT titre rise.',
    },
    {
      test: 'Malaria test, full blood count, creatinine, bilirubin, ALT, urinalysis',
      urgency: 'urgent',
      rationale: 'Differential diagnosis and organ involvement.',
      expectedFindings: 'Raised creatinine and bilirubin with modest ALT rise; low platelets; proteinuria.',
    },
  ],
  monitoring: [
    {
      parameter: 'Urine output, creatinine, bilirubin, SpO2',
      frequency: 'Daily (every 6 hours for urine output if severe)',
      alertCriteria: 'Urine < 0.5 mL/kg/hour, haemoptysis, SpO2 < 94%.',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (medicine)',
      urgency: 'urgent',
      reason: 'Severe disease: kidney failure, jaundice, bleeding, lung involvement.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Wear boots and gloves in flood water, fields and abattoirs; cover cuts.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation: 'Control rats around the home and store food covered.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Start antibiotics early, without waiting for confirmation. Mild: oral doxycycline (or amoxicillin, or azithromycin in pregnancy and children). Severe: IV benzylpenicillin or ceftriaxone for 7 days, with supportive care for kidney failure and bleeding.',
    supportiveCare: [
      'Paracetamol (avoid NSAIDs)',
      'Fluids guided by urine output',
      'Dialysis for oliguric kidney failure',
    ],
    followUpSchedule: 'Review at 48 hours and at the end of treatment.',
    antibioticsIndicated: true,
    citations: [lepto('Chapter 5: treatment and chemoprophylaxis')],
  },
  citations: [lepto('Human leptospirosis')],
} satisfies Condition;

export const regimens = [
  {
    id: 'leptospirosis',
    conditionId: 'leptospirosis',
    population: { minAgeYears: 8, pregnant: false },
    items: [
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7 days',
        indication: 'mild leptospirosis',
        alternativeIds: ['ceftriaxone'],
        citations: [lepto('Chapter 5, table: mild leptospirosis, doxycycline 100 mg twice daily for 7 days')],
      },
    ],
    note: 'Severe disease: ceftriaxone IV. Children under 8 and pregnancy: amoxicillin or azithromycin by the clinician (dose not computed here: the section of the source for children was not checked).',
    citations: [lepto('Chapter 5: treatment')],
  },
  {
    id: 'leptospirosis-alternatives',
    conditionId: 'leptospirosis',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: fixed(1000, '1 g', 1000, 1000),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '7 days',
        indication: 'severe leptospirosis',
        alternativeIds: [],
        citations: [lepto('Chapter 5, table: severe leptospirosis, ceftriaxone 1 g IV daily for 7 days')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [lepto('Chapter 5: treatment')],
  },
] satisfies readonly Regimen[];
