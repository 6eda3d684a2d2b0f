import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite, aware } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';
import { pocketFever, keHospital } from '../citations';

const iattFever = { sourceId: 'who-iatt-2011', section: 'Volume 1, Chapter: Fever' } as const;

export const condition = {
  id: 'typhoid-fever',
  name: 'Typhoid (enteric) fever',
  icd10: ['A01.0', 'A01'],
  icd11: '1A07',
  urgency: 'urgent',
  prior: {
    baseline: 0.008,
    byCountry: {
      KE: 1,
      UG: 1,
      TZ: 1,
      ET: 1,
      SO: 1,
      NG: 1.2,
      GH: 1.2,
      MW: 1.3,
      ZM: 1,
      ZW: 0.8,
      ML: 1,
      BF: 1,
      ZA: 0.1,
      BW: 0.2,
    },
    byAge: [
      { maxYears: 2, multiplier: 0.3 },
      { minYears: 2, maxYears: 5, multiplier: 0.8 },
      { minYears: 5, maxYears: 30, multiplier: 1.3 },
      { minYears: 30, multiplier: 0.7 },
    ],
    citations: [{ sourceId: 'who-typhoid-2018', section: 'Disease and epidemiology' }],
  },
  findings: [
    { findingId: 'fever', frequency: 0.98 },
    { findingId: 'prolonged-fever', frequency: 0.6 },
    { findingId: 'high-fever', frequency: 0.5 },
    { findingId: 'headache', frequency: 0.8 },
    { findingId: 'abdominal-pain', frequency: 0.55 },
    { findingId: 'constipation', frequency: 0.3 },
    { findingId: 'diarrhoea', frequency: 0.35 },
    { findingId: 'anorexia', frequency: 0.7 },
    { findingId: 'malaise', frequency: 0.7 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'nausea', frequency: 0.35 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'cough', frequency: 0.3 },
    { findingId: 'dry-cough', frequency: 0.25 },
    { findingId: 'myalgia', frequency: 0.3 },
    { findingId: 'chills-rigors', frequency: 0.3 },
    { findingId: 'hepatomegaly', frequency: 0.25 },
    { findingId: 'splenomegaly', frequency: 0.25 },
    { findingId: 'tachycardia', frequency: 0.3 },
    { findingId: 'unsafe-water', frequency: 0.6 },
    {
      findingId: 'typhoid-test-positive-lab',
      frequency: 0.6,
      specificity: 0.95,
      citation: { sourceId: 'who-typhoid-2018', section: 'Laboratory confirmation: blood culture' },
    },
    { findingId: 'leucopenia-lab', frequency: 0.25 },
    { findingId: 'malaria-test-positive', frequency: 0.08 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'sore-throat', frequency: 0.1 },
    { findingId: 'bloody-diarrhoea', frequency: 0.005 },
    { findingId: 'dysuria', frequency: 0.03 },
    { findingId: 'neck-stiffness', frequency: 0.004 },
    { findingId: 'confusion', frequency: 0.05 },
    { findingId: 'melaena', frequency: 0.03 },
    { findingId: 'rebound-tenderness', frequency: 0.03 },
    { findingId: 'sweating', frequency: 0.2 },
    { findingId: 'weight-loss', frequency: 0.2 },
    { findingId: 'tachypnoea', frequency: 0.1 },
    { findingId: 'severe-headache', frequency: 0.3 },
  ],
  redFlags: [
    {
      findingIds: ['rebound-tenderness', 'abdominal-distension', 'melaena'],
      finding: 'Peritonitis or gastrointestinal bleeding: suspect intestinal perforation or haemorrhage',
      urgency: 'emergency',
      actionRequired:
        'Nil by mouth, IV fluids, IV ceftriaxone plus metronidazole, and urgent surgical referral.',
      citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: typhoid fever complications' }],
    },
    {
      findingIds: ['confusion', 'unconscious', 'hypotension', 'prostration'],
      finding: 'Severe typhoid (encephalopathy or shock)',
      urgency: 'emergency',
      actionRequired:
        'Admit for parenteral ceftriaxone; assess for shock and give fluids; consider dexamethasone for typhoid encephalopathy as per hospital protocol.',
      citations: [pocketFever],
    },
  ],
  investigations: [
    {
      test: 'Blood culture (before antibiotics)',
      urgency: 'urgent',
      rationale: 'The confirmatory test; guides therapy where resistance is common.',
      expectedFindings: 'Salmonella Typhi or Paratyphi grown in about 60% of cases.',
    },
    {
      test: 'Malaria RDT',
      urgency: 'stat',
      rationale: 'Exclude malaria in every febrile patient.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'Full blood count',
      urgency: 'urgent',
      rationale:
        'Leucopenia or normal white count supports enteric fever; anaemia and low platelets in severe disease.',
      expectedFindings: 'Normal or low white cell count.',
    },
    {
      test: 'Stool antigen test or stool culture',
      urgency: 'routine',
      rationale: 'Supports diagnosis; the Widal test is unreliable and should not be used alone.',
      expectedFindings: 'Positive in some cases.',
    },
  ],
  monitoring: [
    {
      parameter: 'Temperature curve',
      frequency: 'Daily',
      alertCriteria: 'No defervescence after 5 days of appropriate antibiotics',
    },
    {
      parameter: 'Abdominal examination',
      frequency: 'Daily during the second and third week',
      alertCriteria: 'New abdominal pain, distension, guarding or melaena',
    },
  ],
  referrals: [
    { specialist: 'Surgeon', urgency: 'emergency', reason: 'Suspected intestinal perforation.' },
    {
      specialist: 'Hospital (medical ward)',
      urgency: 'urgent',
      reason: 'Unable to take oral medicine, confusion, or failure to respond to oral antibiotics.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Drink only boiled or treated water and wash hands with soap after the toilet and before eating.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Complete the full antibiotic course even when the fever settles.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Do not prepare food for others until recovered.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Uncomplicated: oral azithromycin (first choice where fluoroquinolone resistance is common, as in East Africa) or ciprofloxacin where susceptible. Severe or unable to take oral: IV ceftriaxone. Adjust to blood-culture susceptibility.',
    supportiveCare: ['Paracetamol for fever', 'Oral fluids and soft food', 'Rest'],
    followUpSchedule:
      'Review after 3-5 days of treatment; earlier if abdominal pain worsens or bleeding occurs.',
    antibioticsIndicated: true,
    citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: enteric fever' }, keHospital],
  },
  citations: [
    { sourceId: 'who-typhoid-2018', section: 'Clinical description and case definitions' },
    { sourceId: 'who-aware-2022', section: 'Enteric fever' },
    iattFever,
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'typhoid-fever',
    conditionId: 'typhoid-fever',
    population: {},
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(20, 1000, 1000, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '7 days',
        indication: 'uncomplicated enteric fever',
        alternativeIds: ['ciprofloxacin'],
        citations: [aware('Enteric fever: azithromycin 20 mg/kg (max 1 g) once daily, 7 days')],
      },
      paracetamol('fever'),
    ],
    note: 'Severe or complicated enteric fever (perforation, shock, altered consciousness): ceftriaxone IV and surgical review.',
    citations: [aware('Enteric fever'), cite('ke-clinical-guidelines-2009', 'Typhoid fever')],
  },
  {
    id: 'typhoid-fever-alternatives',
    conditionId: 'typhoid-fever',
    population: {},
    items: [
      {
        medicineId: 'ciprofloxacin',
        route: 'oral',
        dose: perKg(15, 500, 1000, 50),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7 days',
        indication: 'enteric fever (only where the strain is fluoroquinolone-susceptible)',
        alternativeIds: [],
        citations: [aware('Enteric fever: ciprofloxacin if susceptible')],
      },
    ],
    citations: [aware('Enteric fever')],
  },
] satisfies readonly Regimen[];
