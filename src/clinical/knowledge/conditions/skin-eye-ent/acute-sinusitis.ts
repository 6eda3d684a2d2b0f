import type { Condition, Regimen } from '../../types';
import { aware } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'acute-sinusitis',
  name: 'Acute sinusitis',
  icd10: ['J01.9', 'J01'],
  icd11: 'CA01',
  urgency: 'routine',
  prior: {
    baseline: 0.015,
    byAge: [
      { maxYears: 2, multiplier: 0.1 },
      { minYears: 2, maxYears: 15, multiplier: 0.8 },
      { minYears: 15, multiplier: 1.1 },
    ],
    citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: acute sinusitis' }],
  },
  findings: [
    { findingId: 'facial-pain', frequency: 0.7 },
    {
      findingId: 'purulent-nasal-discharge',
      frequency: 0.7,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this patient have sinusitis? (Williams and Simel 1993)',
      },
    },
    { findingId: 'nasal-congestion', frequency: 0.8 },
    { findingId: 'symptoms-over-10-days', frequency: 0.55 },
    { findingId: 'runny-nose', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.6 },
    { findingId: 'cough', frequency: 0.4 },
    { findingId: 'loss-of-smell-taste', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.3 },
    { findingId: 'high-fever', frequency: 0.05 },
    { findingId: 'sneezing', frequency: 0.2 },
    { findingId: 'sore-throat', frequency: 0.2 },
    { findingId: 'malaise', frequency: 0.3 },
    { findingId: 'ear-pain', frequency: 0.1 },
    { findingId: 'itchy-nose-eyes', frequency: 0.1 },
    { findingId: 'periorbital-swelling', frequency: 0.01 },
    { findingId: 'visual-disturbance', frequency: 0.01 },
    { findingId: 'neck-stiffness', frequency: 0.001 },
    { findingId: 'tachypnoea', frequency: 0.03 },
    { findingId: 'shortness-of-breath', frequency: 0.03 },
    { findingId: 'vomiting', frequency: 0.03 },
    { findingId: 'unilateral-throbbing-headache', frequency: 0.02 },
    { findingId: 'photophobia', frequency: 0.008 },
    { findingId: 'recurrent-headache-episodes', frequency: 0.02 },
    { findingId: 'severe-headache', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: ['periorbital-swelling', 'visual-disturbance'],
      finding: 'Swelling around the eye or visual change: orbital complication',
      urgency: 'emergency',
      actionRequired: 'IV antibiotics (ceftriaxone) and same-day referral to ENT/ophthalmology.',
      citations: [{ sourceId: 'who-aware-2022', section: 'Acute sinusitis: when to refer' }],
    },
    {
      findingIds: ['neck-stiffness', 'unconscious'],
      finding: 'Neck stiffness or coma: intracranial spread',
      urgency: 'critical',
      actionRequired: 'Treat as meningitis or brain abscess: parenteral ceftriaxone and refer.',
      citations: [{ sourceId: 'who-aware-2022', section: 'Acute sinusitis: when to refer' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; no imaging for uncomplicated sinusitis',
      urgency: 'routine',
      rationale: 'X-rays do not change management.',
      expectedFindings: 'Purulent discharge, facial tenderness.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms',
      frequency: 'Review after 7-10 days',
      alertCriteria: 'Worsening after initial improvement, eye swelling, severe headache',
    },
  ],
  referrals: [
    {
      specialist: 'ENT surgeon',
      urgency: 'routine',
      reason: 'Recurrent or chronic sinusitis (symptoms over 12 weeks).',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Saline nasal rinses, steam inhalation and fluids; most cases clear in 2-3 weeks without antibiotics.',
      category: 'self-care',
      importance: 'high',
    },
    { recommendation: 'Avoid smoke and known allergens.', category: 'prevention', importance: 'low' },
  ],
  protocol: {
    primaryTreatment:
      'Most acute sinusitis is viral: symptomatic care. Antibiotics (amoxicillin for 5 days, amoxicillin-clavulanate second line) only for severe symptoms, symptoms beyond 10 days without improvement, or worsening after initial improvement.',
    supportiveCare: [
      'Paracetamol or ibuprofen',
      'Saline nasal irrigation',
      'Short course of nasal decongestant (adults)',
    ],
    followUpSchedule: 'Review after 7-10 days if not improving.',
    antibioticsIndicated: false,
    citations: [{ sourceId: 'who-aware-2022', section: 'Primary health care: acute sinusitis' }],
  },
  citations: [
    { sourceId: 'who-aware-2022', section: 'Acute sinusitis' },
    { sourceId: 'jama-rce-1990s', section: 'Does this patient have sinusitis? (Williams and Simel 1993)' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-sinusitis',
    conditionId: 'acute-sinusitis',
    population: {},
    items: [paracetamol('facial pain and fever', aware('Acute sinusitis: symptomatic treatment'))],
    note: 'Most sinusitis is viral: no antibiotic. Only when symptoms last over 10 days, are severe or worsen after improving: amoxicillin 500 mg every 8 hours for 5 days.',
    citations: [aware('Acute sinusitis: no antibiotic in most cases')],
  },
] satisfies readonly Regimen[];
