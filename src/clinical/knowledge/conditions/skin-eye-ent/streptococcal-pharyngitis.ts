import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite, aware, bnf, bnfc } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

const imciThroat = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: sore throat (national adaptations)',
} as const;

export const condition = {
  id: 'streptococcal-pharyngitis',
  name: 'Streptococcal pharyngitis / tonsillitis',
  icd10: ['J02.0', 'J03.0', 'J02', 'J03'],
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 3, multiplier: 0.2 },
      { minYears: 3, maxYears: 15, multiplier: 2 },
      { minYears: 15, maxYears: 45, multiplier: 0.7 },
      { minYears: 45, multiplier: 0.3 },
    ],
    citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: sore throat (pharyngitis)' }],
  },
  findings: [
    { findingId: 'sore-throat', frequency: 0.99 },
    {
      findingId: 'tonsillar-exudate',
      frequency: 0.5,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this patient have strep throat? (Ebell 2000)',
      },
    },
    {
      findingId: 'tender-neck-nodes',
      frequency: 0.6,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this patient have strep throat? (Ebell 2000)',
      },
    },
    { findingId: 'fever', frequency: 0.8 },
    { findingId: 'peritonsillar-swelling', frequency: 0.02 },
    { findingId: 'high-fever', frequency: 0.3 },
    { findingId: 'headache', frequency: 0.4 },
    { findingId: 'malaise', frequency: 0.5 },
    { findingId: 'anorexia', frequency: 0.4 },
    { findingId: 'abdominal-pain', frequency: 0.15 },
    { findingId: 'nausea', frequency: 0.15 },
    { findingId: 'vomiting', frequency: 0.12 },
    { findingId: 'myalgia', frequency: 0.2 },
    {
      findingId: 'strep-test-positive-lab',
      frequency: 0.86,
      specificity: 0.95,
      citation: { sourceId: 'who-aware-2022', section: 'Sore throat: rapid antigen tests' },
    },
    {
      findingId: 'cough',
      frequency: 0.1,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this patient have strep throat? (Ebell 2000): absence of cough',
      },
    },
    { findingId: 'runny-nose', frequency: 0.1 },
    { findingId: 'sneezing', frequency: 0.05 },
    { findingId: 'nasal-congestion', frequency: 0.1 },
    { findingId: 'red-eyes', frequency: 0.01 },
    { findingId: 'rash', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'ear-pain', frequency: 0.1 },
    { findingId: 'shortness-of-breath', frequency: 0.02 },
    { findingId: 'tachypnoea', frequency: 0.02 },
    { findingId: 'dysphagia', frequency: 0.3 },
    {
      // A sore throat hurts to swallow for days; swallowing that worsens over weeks from solids to liquids,
      // with weight loss, is an obstruction of the gullet.
      findingId: 'progressive-dysphagia-solids-liquids',
      frequency: 0.001,
      specificity: 0.995,
      citation: aware('Sore throat: an acute illness that settles within about a week'),
    },
    {
      findingId: 'weight-loss',
      frequency: 0.01,
      citation: aware('Sore throat: an acute illness that settles within about a week'),
    },
  ],
  redFlags: [
    {
      findingIds: ['stridor', 'unable-to-drink', 'trismus', 'respiratory-distress', 'peritonsillar-swelling'],
      finding:
        'Cannot swallow, drooling, trismus or stridor: peritonsillar abscess, epiglottitis or airway obstruction',
      urgency: 'emergency',
      actionRequired:
        'Keep the patient upright and calm, do not examine the throat forcibly, give IV antibiotics and refer to ENT/hospital.',
      citations: [{ sourceId: 'who-pocket-book-2013', section: '4.5 Conditions presenting with stridor' }],
    },
    {
      findingIds: ['migratory-polyarthritis', 'heart-murmur'],
      finding: 'Joint pains or murmur after sore throat: possible acute rheumatic fever',
      urgency: 'urgent',
      actionRequired:
        'Assess for rheumatic fever (Jones criteria), give benzathine penicillin and refer for echocardiography.',
      citations: [{ sourceId: 'who-rhd-2024', section: 'Diagnosis of acute rheumatic fever' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical score (Centor/McIsaac: fever, exudate, tender anterior nodes, no cough, age)',
      urgency: 'routine',
      rationale: 'Selects patients who benefit from antibiotics.',
      expectedFindings: 'Score 3-4.',
    },
    {
      test: 'Rapid antigen detection test or throat culture where available',
      urgency: 'routine',
      rationale: 'Confirms group A streptococcus.',
      expectedFindings: 'Positive.',
    },
  ],
  monitoring: [
    {
      parameter: 'Fever, swallowing',
      frequency: 'Review if not better in 3 days',
      alertCriteria: 'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness',
    },
  ],
  referrals: [
    {
      specialist: 'ENT surgeon',
      urgency: 'emergency',
      reason: 'Peritonsillar abscess or airway compromise.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Complete the full 10-day course of penicillin/amoxicillin to prevent rheumatic fever.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Warm saltwater gargles, soft food and plenty of fluids.',
      category: 'self-care',
      importance: 'medium',
    },
    {
      recommendation: 'Stay off school for the first 24 hours of antibiotics.',
      category: 'prevention',
      importance: 'low',
    },
  ],
  protocol: {
    primaryTreatment:
      'Oral amoxicillin or phenoxymethylpenicillin for 10 days, or a single IM dose of benzathine benzylpenicillin where adherence is uncertain (prevents rheumatic fever). Penicillin allergy: a macrolide (azithromycin or erythromycin). Most sore throats are viral and need no antibiotic.',
    supportiveCare: ['Paracetamol or ibuprofen for pain and fever', 'Fluids and soft diet'],
    followUpSchedule: 'Review in 3 days if not improving; at once for difficulty swallowing or breathing.',
    antibioticsIndicated: true,
    citations: [
      { sourceId: 'who-aware-2022', section: 'Primary health care: sore throat' },
      { sourceId: 'who-rhd-2024', section: 'Primary prevention: treatment of streptococcal pharyngitis' },
    ],
  },
  citations: [{ sourceId: 'who-aware-2022', section: 'Sore throat' }, imciThroat],
} satisfies Condition;

export const regimens = [
  {
    id: 'streptococcal-pharyngitis',
    conditionId: 'streptococcal-pharyngitis',
    population: {},
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: perKg(25, 500, 1000, 125),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '10 days',
        indication: 'streptococcal pharyngitis (prevention of rheumatic fever)',
        alternativeIds: ['phenoxymethylpenicillin', 'azithromycin'],
        citations: [
          aware(
            'Pharyngitis: amoxicillin 50 mg/kg/day in 2 doses (adults 500 mg every 12 hours) for 10 days',
          ),
        ],
      },
      paracetamol('sore throat and fever'),
    ],
    note: 'Benzathine benzylpenicillin single IM dose where adherence to 10 days is unlikely.',
    citations: [
      aware('Pharyngitis'),
      cite('who-rhd-2024', 'Primary prevention: treatment of group A streptococcal pharyngitis'),
    ],
  },
  {
    id: 'streptococcal-pharyngitis-alternatives',
    conditionId: 'streptococcal-pharyngitis',
    population: {},
    items: [
      {
        medicineId: 'phenoxymethylpenicillin',
        route: 'oral',
        dose: perKg(15, 500, 1000, 62.5),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '10 days',
        indication: 'streptococcal pharyngitis',
        alternativeIds: [],
        citations: [aware('Pharyngitis: phenoxymethylpenicillin')],
      },
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(10, 500, 500, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3 days',
        indication: 'streptococcal pharyngitis in penicillin allergy',
        alternativeIds: [],
        citations: [
          bnfc('Azithromycin: 10 mg/kg (max 500 mg) once daily for 3 days'),
          bnf('Azithromycin: respiratory tract infections 500 mg once daily for 3 days'),
        ],
      },
    ],
    citations: [aware('Pharyngitis')],
  },
] satisfies readonly Regimen[];
