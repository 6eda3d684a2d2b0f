import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, pocketBook, aware } from '../../regimens-shared/citations';
import { idsr, ugInfectious } from '../citations';

export const condition = {
  id: 'tetanus',
  name: 'Tetanus',
  icd10: ['A35', 'A33'],
  icd11: '1C13',
  urgency: 'critical',
  prior: {
    baseline: 0.0002,
    byCountry: {
      KE: 1,
      UG: 1,
      TZ: 1,
      ET: 2,
      SO: 3,
      NG: 2,
      GH: 1,
      ML: 2,
      BF: 2,
      MW: 0.8,
      ZM: 0.8,
      ZW: 0.6,
      ZA: 0.2,
      BW: 0.2,
    },
    byAge: [
      { maxYears: 0.08, multiplier: 5 },
      { minYears: 0.08, maxYears: 15, multiplier: 0.6 },
      { minYears: 15, multiplier: 1.2 },
    ],
    citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus' }, idsr],
  },
  findings: [
    { findingId: 'trismus', frequency: 0.85 },
    { findingId: 'muscle-spasms', frequency: 0.9 },
    { findingId: 'neck-stiffness', frequency: 0.6 },
    { findingId: 'dysphagia', frequency: 0.5 },
    { findingId: 'back-pain', frequency: 0.3 },
    { findingId: 'dirty-wound', frequency: 0.7 },
    { findingId: 'unvaccinated', frequency: 0.8 },
    { findingId: 'convulsions', frequency: 0.3 },
    { findingId: 'unable-to-drink', frequency: 0.4 },
    { findingId: 'sweating', frequency: 0.4 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'hypertension-reading', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.4 },
    { findingId: 'respiratory-distress', frequency: 0.2 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.005 },
    { findingId: 'unconscious', frequency: 0.001 },
    { findingId: 'post-ictal-drowsiness', frequency: 0.001 },
    { findingId: 'headache', frequency: 0.1 },
    { findingId: 'vomiting', frequency: 0.05 },
    { findingId: 'photophobia', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.03 },
    { findingId: 'tongue-biting', frequency: 0.001 },
  ],
  redFlags: [
    {
      findingIds: ['trismus', 'muscle-spasms', 'respiratory-distress', 'convulsions', 'unable-to-drink'],
      finding: 'Tetanus: trismus or generalised spasms (laryngospasm risk)',
      urgency: 'critical',
      actionRequired:
        'Protect the airway, control spasms with diazepam, give human tetanus immunoglobulin (or equine antitoxin), metronidazole and wound debridement; nurse in a quiet dark room; refer for high-dependency care.',
      citations: [
        { sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus management' },
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Chapter 2: Infectious diseases, tetanus and neonatal tetanus',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis (spatula test: reflex biting on the spatula)',
      urgency: 'stat',
      rationale: 'No laboratory test confirms tetanus.',
      expectedFindings: 'Trismus, risus sardonicus, spasms with clear consciousness.',
    },
    {
      test: 'Glucose, calcium; exclude meningitis and drug reactions (metoclopramide, haloperidol)',
      urgency: 'urgent',
      rationale: 'Differential of spasms and rigidity.',
      expectedFindings: 'Normal.',
    },
  ],
  monitoring: [
    {
      parameter: 'Airway, spasm frequency, SpO2, pulse, blood pressure',
      frequency: 'Continuous to hourly',
      alertCriteria: 'Laryngospasm, SpO2 < 90%, autonomic instability (labile BP, tachycardia)',
    },
    {
      parameter: 'Feeding and hydration (nasogastric tube)',
      frequency: 'Daily',
      alertCriteria: 'Dehydration, aspiration',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with high-dependency or intensive care',
      urgency: 'emergency',
      reason: 'Airway protection, sedation and ventilation may be needed.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Complete the tetanus vaccine course after recovery: the disease does not give immunity.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Clean every wound well and get a tetanus booster when not up to date; pregnant women should receive tetanus-diphtheria vaccine; clean cord care at birth.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Human tetanus immunoglobulin (or equine antitoxin), wound cleaning and debridement, metronidazole (or benzylpenicillin), benzodiazepines for spasms, magnesium sulfate for spasms and autonomic instability, airway protection; start tetanus-diphtheria vaccination.',
    supportiveCare: [
      'Quiet, darkened room with minimal handling',
      'Nasogastric feeding',
      'Oxygen and suction at the bedside',
      'Neonates: continue expressed breast milk by tube',
    ],
    followUpSchedule: 'Inpatient for 3-5 weeks typically; complete vaccination on discharge.',
    antibioticsIndicated: true,
    citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus management' }, ugInfectious],
  },
  citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus' }, ugInfectious],
} satisfies Condition;

export const regimens = [
  {
    id: 'tetanus-child',
    conditionId: 'tetanus',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'metronidazole',
        route: 'intravenous',
        dose: perKg(7.5, 500, 1500, 5),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '7-10 days',
        indication: 'tetanus (eradicate Clostridium tetani)',
        alternativeIds: [],
        citations: [
          aware('Metronidazole: children 7.5 mg/kg every 8 hours'),
          cite('who-iatt-2011', 'Tetanus: metronidazole'),
        ],
      },
      {
        medicineId: 'tetanus-toxoid',
        route: 'intramuscular',
        dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' },
        frequency: 'once, at another site from the immunoglobulin',
        dosesPerDay: 1,
        duration: 'start the primary series',
        indication: 'active immunisation (the disease gives no immunity)',
        alternativeIds: [],
        citations: [cite('who-iatt-2011', 'Tetanus: start immunisation')],
      },
    ],
    note: 'Human tetanus immunoglobulin IM, diazepam for spasms, quiet dark room, wound debridement, airway support; refer.',
    citations: [cite('who-iatt-2011', 'Tetanus'), pocketBook('6.5 Tetanus')],
  },
  {
    id: 'tetanus',
    conditionId: 'tetanus',
    population: {},
    items: [
      {
        medicineId: 'metronidazole',
        route: 'intravenous',
        dose: fixed(500, '500 mg (100 mL of 5 mg/mL)', 500, 1500),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '7-10 days',
        indication: 'tetanus (eradicate Clostridium tetani)',
        alternativeIds: [],
        citations: [cite('who-iatt-2011', 'Tetanus: metronidazole 500 mg IV every 8 hours')],
      },
      {
        medicineId: 'tetanus-toxoid',
        route: 'intramuscular',
        dose: { ...fixed(0.5, '0.5 mL', 0.5, 0.5), unit: 'mL' },
        frequency: 'once, at another site from the immunoglobulin',
        dosesPerDay: 1,
        duration: 'start the primary series',
        indication: 'active immunisation',
        alternativeIds: [],
        citations: [cite('who-iatt-2011', 'Tetanus: start immunisation')],
      },
    ],
    note: 'Human tetanus immunoglobulin IM, diazepam for spasms, wound debridement, airway support; refer to a unit with ventilation.',
    citations: [cite('who-iatt-2011', 'Tetanus')],
  },
] satisfies readonly Regimen[];
