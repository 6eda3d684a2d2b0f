import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, aware, bnfc } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';
import { pocketFever } from '../citations';

const imciEar = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: does the child have an ear problem?',
} as const;

export const condition = {
  id: 'acute-otitis-media',
  name: 'Acute otitis media',
  icd10: ['H66.9', 'H66.0', 'H66'],
  icd11: 'AB00',
  urgency: 'urgent',
  prior: {
    baseline: 0.02,
    byAge: [
      { maxYears: 2, multiplier: 2.5 },
      { minYears: 2, maxYears: 6, multiplier: 2 },
      { minYears: 6, maxYears: 15, multiplier: 0.7 },
      { minYears: 15, multiplier: 0.2 },
    ],
    citations: [imciEar],
  },
  findings: [
    { findingId: 'ear-pain', frequency: 0.85 },
    {
      findingId: 'red-bulging-eardrum',
      frequency: 0.85,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this child have acute otitis media? (Rothman 2003): bulging, red, immobile drum',
      },
    },
    { findingId: 'ear-discharge', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.6 },
    { findingId: 'high-fever', frequency: 0.15 },
    { findingId: 'irritability', frequency: 0.5 },
    { findingId: 'sleep-disturbance', frequency: 0.3 },
    { findingId: 'runny-nose', frequency: 0.6 },
    { findingId: 'nasal-congestion', frequency: 0.4 },
    { findingId: 'cough', frequency: 0.45 },
    { findingId: 'anorexia', frequency: 0.3 },
    { findingId: 'vomiting', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.08 },
    { findingId: 'sore-throat', frequency: 0.15 },
    { findingId: 'headache', frequency: 0.15 },
    { findingId: 'tender-swelling-behind-ear', frequency: 0.01 },
    { findingId: 'behind-ear-redness-tenderness', frequency: 0.02, citation: imciEar },
    { findingId: 'ear-pushed-forward', frequency: 0.01, citation: imciEar },
    { findingId: 'neck-stiffness', frequency: 0.001 },
    { findingId: 'tachypnoea', frequency: 0.03 },
    { findingId: 'chest-indrawing', frequency: 0.002 },
    { findingId: 'malaria-test-positive', frequency: 0.04 },
  ],
  redFlags: [
    {
      findingIds: ['tender-swelling-behind-ear', 'facial-droop'],
      finding: 'Tender swelling behind the ear or facial palsy: mastoiditis or facial nerve involvement',
      urgency: 'emergency',
      actionRequired: 'First dose of IM/IV ceftriaxone (or ampicillin plus gentamicin) and urgent referral.',
      citations: [imciEar],
    },
    {
      findingIds: ['neck-stiffness', 'unconscious'],
      finding: 'Intracranial complication of otitis (meningitis, abscess): neck stiffness or coma',
      urgency: 'critical',
      actionRequired: 'Treat as meningitis: parenteral ceftriaxone now and refer.',
      citations: [pocketFever],
    },
  ],
  investigations: [
    {
      test: 'Otoscopy',
      urgency: 'urgent',
      rationale: 'A red, bulging or perforated drum confirms AOM.',
      expectedFindings: 'Red bulging tympanic membrane, or perforation with pus.',
    },
    {
      test: 'Malaria RDT if febrile in an endemic area',
      urgency: 'urgent',
      rationale: 'Fever may have another cause.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'Ear pain, fever, discharge',
      frequency: 'Follow up after 5 days',
      alertCriteria: 'Pain or fever persisting, swelling behind the ear, or discharge beyond 14 days',
    },
  ],
  referrals: [
    {
      specialist: 'ENT surgeon',
      urgency: 'emergency',
      reason: 'Mastoiditis or intracranial complication.',
    },
    {
      specialist: 'ENT / audiology',
      urgency: 'routine',
      reason: 'Discharge for more than 14 days (chronic suppurative otitis media) or hearing loss.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Dry a discharging ear by wicking with clean cloth 3 times daily; do not put oil or objects in the ear.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation: 'Give the antibiotic for the full 5 days and paracetamol for pain.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Avoid bottle-feeding lying flat and exposure to smoke.',
      category: 'prevention',
      importance: 'low',
    },
  ],
  protocol: {
    primaryTreatment:
      'IMCI acute ear infection (ear pain or pus draining for less than 14 days): oral amoxicillin for 5 days, paracetamol for pain, and dry the ear by wicking. Chronic ear infection (discharge 14 days or more): wicking and topical quinolone ear drops.',
    supportiveCare: ['Paracetamol for pain and fever', 'Dry the ear by wicking if discharging'],
    followUpSchedule: 'Follow up after 5 days.',
    antibioticsIndicated: true,
    citations: [imciEar, { sourceId: 'who-aware-2022', section: 'Primary health care: acute otitis media' }],
  },
  citations: [imciEar, { sourceId: 'who-pocket-book-2013', section: '6.7 Ear infections' }],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-otitis-media-adult',
    conditionId: 'acute-otitis-media',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: fixed(500, '1 capsule (500 mg)', 500, 1500),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '5 days',
        indication: 'acute otitis media',
        alternativeIds: ['azithromycin'],
        citations: [aware('Otitis media: amoxicillin 500 mg every 8 hours, 5 days')],
      },
      paracetamol('ear pain'),
    ],
    citations: [aware('Otitis media')],
  },
  {
    id: 'acute-otitis-media',
    conditionId: 'acute-otitis-media',
    population: {},
    items: [
      {
        medicineId: 'amoxicillin',
        route: 'oral',
        dose: perKg(40, 1000, 2000, 125),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '5 days',
        indication: 'acute ear infection',
        alternativeIds: ['azithromycin'],
        citations: [
          cite('who-imci-2014', 'Acute ear infection: amoxicillin for 5 days'),
          aware('Otitis media: amoxicillin 80-90 mg/kg/day'),
        ],
      },
      paracetamol('ear pain'),
    ],
    note: 'Dry the ear by wicking if discharging; tender swelling behind the ear (mastoiditis): refer.',
    citations: [cite('who-imci-2014', 'Ear problem'), aware('Otitis media')],
  },
  {
    id: 'acute-otitis-media-alternatives',
    conditionId: 'acute-otitis-media',
    population: {},
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(10, 500, 500, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '3 days',
        indication: 'acute otitis media in penicillin allergy',
        alternativeIds: [],
        citations: [bnfc('Azithromycin: 10 mg/kg (max 500 mg) once daily for 3 days')],
      },
    ],
    citations: [bnfc('Azithromycin')],
  },
] satisfies readonly Regimen[];
