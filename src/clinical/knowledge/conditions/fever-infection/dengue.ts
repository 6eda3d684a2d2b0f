import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { idsr } from '../citations';

export const condition = {
  id: 'dengue',
  name: 'Dengue',
  icd10: ['A90', 'A91', 'A97'],
  icd11: '1D2Z',
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byCountry: {
      KE: 1,
      SO: 1.5,
      ET: 1,
      TZ: 1.5,
      BF: 3,
      ML: 1.5,
      NG: 1,
      GH: 0.8,
      UG: 0.3,
      MW: 0.1,
      ZM: 0.1,
      ZW: 0.05,
      ZA: 0.01,
      BW: 0.01,
    },
    bySeason: [
      { countries: ['KE', 'TZ', 'SO'], months: [4, 5, 6, 11, 12], multiplier: 1.5 },
      { countries: ['BF', 'ML', 'NG', 'GH'], months: [8, 9, 10, 11], multiplier: 2 },
    ],
    citations: [
      {
        sourceId: 'who-dengue-2009',
        section: 'Chapter 1: Epidemiology, burden of disease and transmission',
      },
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.99 },
    { findingId: 'high-fever', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.8 },
    { findingId: 'retro-orbital-pain', frequency: 0.5 },
    { findingId: 'myalgia', frequency: 0.75 },
    { findingId: 'arthralgia', frequency: 0.6 },
    { findingId: 'back-pain', frequency: 0.3 },
    { findingId: 'rash', frequency: 0.45 },
    { findingId: 'maculopapular-rash', frequency: 0.35 },
    { findingId: 'petechial-rash', frequency: 0.2 },
    { findingId: 'bleeding-mucosal', frequency: 0.15 },
    { findingId: 'nausea', frequency: 0.5 },
    { findingId: 'vomiting', frequency: 0.4 },
    { findingId: 'abdominal-pain', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'chills-rigors', frequency: 0.4 },
    { findingId: 'red-eyes', frequency: 0.2 },
    { findingId: 'hepatomegaly', frequency: 0.1 },
    { findingId: 'lethargy', frequency: 0.08 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.7 },
    { findingId: 'leucopenia-lab', frequency: 0.6 },
    {
      findingId: 'dengue-test-positive-lab',
      frequency: 0.85,
      specificity: 0.95,
      citation: {
        sourceId: 'who-dengue-2009',
        section: 'Chapter 4: Laboratory diagnosis (NS1 antigen, IgM)',
      },
    },
    { findingId: 'travel-endemic', frequency: 0.3 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'hypotension', frequency: 0.03 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'runny-nose', frequency: 0.08 },
    { findingId: 'diarrhoea', frequency: 0.15 },
    { findingId: 'jaundice', frequency: 0.005 },
    { findingId: 'neck-stiffness', frequency: 0.002 },
    { findingId: 'dysuria', frequency: 0.02 },
    { findingId: 'malaise', frequency: 0.6 },
    { findingId: 'tachypnoea', frequency: 0.1 },
    { findingId: 'severe-headache', frequency: 0.45 },
  ],
  redFlags: [
    {
      findingIds: ['bleeding-mucosal', 'vomiting-everything', 'lethargy', 'hepatomegaly'],
      finding:
        'Dengue with warning signs (mucosal bleeding, persistent vomiting, lethargy or restlessness, liver enlargement, rising haematocrit with falling platelets)',
      urgency: 'emergency',
      actionRequired:
        'Admit: IV isotonic crystalloid per WHO group B, haematocrit every 4-6 hours, strict fluid balance.',
      citations: [
        { sourceId: 'who-dengue-2009', section: 'Chapter 2: Clinical management, group B (warning signs)' },
      ],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'unconscious', 'melaena'],
      finding: 'Severe dengue: shock (plasma leakage) or severe bleeding',
      urgency: 'critical',
      actionRequired:
        'Crystalloid bolus per WHO group C, reassess, transfuse for severe bleeding; refer for intensive care.',
      citations: [
        { sourceId: 'who-dengue-2009', section: 'Chapter 2: Clinical management, group C (severe dengue)' },
      ],
    },
  ],
  investigations: [
    {
      test: 'Dengue NS1 antigen (days 1-5) or IgM (after day 5)',
      urgency: 'urgent',
      rationale: 'Confirms dengue.',
      expectedFindings: 'Positive.',
    },
    {
      test: 'Full blood count with haematocrit and platelets',
      urgency: 'urgent',
      rationale: 'Falling platelets and rising haematocrit signal plasma leakage.',
      expectedFindings: 'Leucopenia, thrombocytopenia.',
    },
    {
      test: 'Malaria RDT',
      urgency: 'stat',
      rationale: 'Malaria is the main differential of acute fever.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'Warning signs, pulse, blood pressure, urine output',
      frequency: 'Daily outpatient review through the critical phase (days 3-7 of illness)',
      alertCriteria: 'Any warning sign, cold extremities, no urine for 6 hours',
    },
    {
      parameter: 'Haematocrit and platelets',
      frequency: 'Daily (every 4-6 hours if admitted with warning signs)',
      alertCriteria: 'Rising haematocrit with rapidly falling platelets',
    },
  ],
  referrals: [{ specialist: 'Hospital', urgency: 'emergency', reason: 'Warning signs or severe dengue.' }],
  lifestyle: [
    {
      recommendation: 'Drink plenty of fluids (ORS, juice, soup); rest.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation: 'Use paracetamol only; avoid aspirin, ibuprofen and other NSAIDs (bleeding risk).',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Empty containers holding water around the home and use repellents; Aedes mosquitoes bite by day.',
      category: 'prevention',
      importance: 'medium',
    },
    {
      recommendation:
        'Return at once for abdominal pain, persistent vomiting, bleeding, drowsiness or when the fever falls but the patient feels worse.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'No specific antiviral. Group A (no warning signs): oral fluids, paracetamol, daily review. Group B (warning signs or risk factors): admit for IV isotonic crystalloids guided by haematocrit. Group C (severe dengue): crystalloid resuscitation, blood for severe bleeding.',
    supportiveCare: [
      'Oral fluids',
      'Paracetamol for fever (no NSAIDs)',
      'Mosquito net during the febrile phase to prevent spread',
    ],
    followUpSchedule: 'Daily review from day 3 until 48 hours after the fever has settled.',
    antibioticsIndicated: false,
    citations: [
      {
        sourceId: 'who-dengue-2009',
        section: 'Chapter 2: Clinical management and delivery of clinical services',
      },
    ],
  },
  citations: [{ sourceId: 'who-dengue-2009', section: 'Chapter 2: Clinical management' }, idsr],
} satisfies Condition;

export const regimens = [
  {
    id: 'dengue',
    conditionId: 'dengue',
    population: {},
    items: [
      {
        medicineId: 'paracetamol',
        route: 'oral',
        dose: perKg(10, 1000, 4000, 10),
        frequency: 'every 6 hours as needed',
        dosesPerDay: 4,
        duration: 'while febrile',
        indication: 'fever in dengue',
        alternativeIds: [],
        citations: [
          cite('who-dengue-2009', '2.3.1 Paracetamol 10 mg/kg/dose, no more than 3-4 times a day; no NSAIDs'),
        ],
      },
    ],
    note: 'No aspirin, ibuprofen or other NSAIDs, no IM injections, no antibiotic. Oral fluids; watch for warning signs (abdominal pain, bleeding, rising haematocrit).',
    citations: [cite('who-dengue-2009', '2.3 Treatment')],
  },
] satisfies readonly Regimen[];
