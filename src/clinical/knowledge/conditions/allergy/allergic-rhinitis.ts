import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, bnf, bnfc } from '../../regimens-shared/citations';

export const condition = {
  id: 'allergic-rhinitis',
  name: 'Allergic rhinitis',
  icd10: ['J30.4', 'J30.1', 'J30'],
  icd11: 'CA08.0',
  urgency: 'routine',
  prior: {
    baseline: 0.02,
    byAge: [
      { maxYears: 2, multiplier: 0.15 },
      { minYears: 2, multiplier: 1 },
    ],
    byCountry: {
      KE: 1,
      SO: 0.8,
      ET: 0.9,
      UG: 1,
      TZ: 1,
      NG: 1,
      GH: 1,
      ZA: 1.3,
      MW: 1,
      ZW: 1,
      ML: 0.8,
      BF: 0.8,
      BW: 1.1,
      ZM: 1,
    },
    citations: [{ sourceId: 'aria-2016', section: 'Definition, classification and prevalence' }],
  },
  findings: [
    { findingId: 'sneezing', frequency: 0.85 },
    { findingId: 'itchy-nose-eyes', frequency: 0.75 },
    { findingId: 'runny-nose', frequency: 0.85 },
    { findingId: 'nasal-congestion', frequency: 0.8 },
    { findingId: 'rhinitis-trigger-dust-pollen', frequency: 0.6 },
    { findingId: 'symptoms-over-10-days', frequency: 0.6 },
    { findingId: 'gritty-itchy-eyes', frequency: 0.35 },
    { findingId: 'red-eyes', frequency: 0.3 },
    { findingId: 'known-asthma', frequency: 0.3 },
    { findingId: 'wheeze', frequency: 0.12 },
    { findingId: 'cough', frequency: 0.25 },
    { findingId: 'headache', frequency: 0.2 },
    { findingId: 'loss-of-smell-taste', frequency: 0.15 },
    { findingId: 'sore-throat', frequency: 0.12 },
    { findingId: 'facial-pain', frequency: 0.1 },
    { findingId: 'purulent-nasal-discharge', frequency: 0.01 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'high-fever', frequency: 0.005 },
    { findingId: 'myalgia', frequency: 0.03 },
    { findingId: 'malaise', frequency: 0.08 },
    { findingId: 'sick-contacts', frequency: 0.05 },
    { findingId: 'tonsillar-exudate', frequency: 0.01 },
    { findingId: 'ear-pain', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['wheeze', 'shortness-of-breath', 'chest-tightness'],
      finding: 'Wheeze or breathlessness with rhinitis: associated asthma',
      urgency: 'urgent',
      actionRequired: 'Assess and treat asthma; both conditions need control.',
      citations: [{ sourceId: 'aria-2016', section: 'Rhinitis and asthma comorbidity' }],
    },
    {
      findingIds: ['bleeding-mucosal', 'facial-pain'],
      finding: 'One-sided blocked nose with bleeding or facial pain: polyp, tumour or foreign body',
      urgency: 'routine',
      actionRequired: 'ENT referral.',
      citations: [{ sourceId: 'aria-2016', section: 'Differential diagnosis of rhinitis' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis; skin prick or specific IgE testing only if allergen avoidance or immunotherapy is planned',
      urgency: 'routine',
      rationale: 'Typical history with triggers is enough to treat.',
      expectedFindings: 'Pale swollen nasal mucosa, clear discharge, allergic shiners.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptom control and sleep',
      frequency: 'Review after 2 to 4 weeks of treatment',
      alertCriteria: 'Uncontrolled despite intranasal steroid: check technique and adherence, refer ENT',
    },
  ],
  referrals: [
    {
      specialist: 'ENT or allergy clinic',
      urgency: 'routine',
      reason: 'Uncontrolled despite treatment, unilateral symptoms, or immunotherapy assessment.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Reduce dust and smoke at home: damp dusting, airing bedding in the sun, no smoking or cooking smoke indoors.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Rinse the nose with salt water (saline).',
      category: 'self-care',
      importance: 'medium',
    },
    {
      recommendation:
        'Use the steroid nasal spray daily during the season, not only when bad; aim the spray away from the middle of the nose.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Allergen and irritant avoidance; intranasal corticosteroid (beclometasone or budesonide) daily for persistent or moderate-severe symptoms; oral non-sedating antihistamine (loratadine or cetirizine) for mild or intermittent symptoms; saline irrigation. Avoid long-term decongestant sprays. Treat coexisting asthma.',
    supportiveCare: ['Saline nasal rinses', 'Antihistamine eye drops for eye symptoms'],
    followUpSchedule: 'Review after 2 to 4 weeks, then as needed.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'aria-2016', section: 'Recommendations for pharmacological treatment' },
      { sourceId: 'za-phc-stg-2020', section: 'Respiratory system: Allergic rhinitis' },
    ],
  },
  citations: [
    { sourceId: 'aria-2016', section: 'Definition, classification and treatment' },
    { sourceId: 'za-phc-stg-2020', section: 'Respiratory system: Allergic rhinitis' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'allergic-rhinitis',
    conditionId: 'allergic-rhinitis',
    population: {},
    items: [
      {
        medicineId: 'loratadine',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 0, maxKg: 30, mg: 5, amount: '5 mg (5 mL of 5 mg/5 mL or ½ tablet)' },
            { minKg: 30, maxKg: 500, mg: 10, amount: '1 tablet (10 mg)' },
          ],
          maxMgPerDose: 10,
          maxMgPerDay: 10,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'while symptoms last',
        indication: 'allergic rhinitis',
        alternativeIds: ['cetirizine'],
        citations: [
          bnfc('Loratadine: child 2-11 years under 31 kg 5 mg, over 31 kg 10 mg once daily'),
          cite('aria-2016', 'Oral H1-antihistamines'),
        ],
      },
    ],
    note: 'An intranasal corticosteroid is more effective for persistent symptoms; avoid allergens.',
    citations: [cite('aria-2016', 'Recommendations')],
  },
  {
    id: 'allergic-rhinitis-alternatives-child',
    conditionId: 'allergic-rhinitis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'cetirizine',
        route: 'oral',
        dose: {
          kind: 'age-band',
          bands: [
            { minYears: 2, maxYears: 6, mg: 2.5, amount: '2.5 mL of 5 mg/5 mL' },
            { minYears: 6, maxYears: 12, mg: 5, amount: '5 mL of 5 mg/5 mL or ½ tablet' },
          ],
          maxMgPerDose: 5,
          maxMgPerDay: 10,
        },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'while symptoms last',
        indication: 'allergic rhinitis',
        alternativeIds: [],
        citations: [bnfc('Cetirizine: 2-5 years 2.5 mg twice daily, 6-11 years 5 mg twice daily')],
      },
    ],
    citations: [bnfc('Cetirizine')],
  },
  {
    id: 'allergic-rhinitis-alternatives',
    conditionId: 'allergic-rhinitis',
    population: {},
    items: [
      {
        medicineId: 'cetirizine',
        route: 'oral',
        dose: fixed(10, '1 tablet (10 mg)', 10, 10),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'while symptoms last',
        indication: 'allergic rhinitis',
        alternativeIds: [],
        citations: [bnf('Cetirizine: 10 mg once daily')],
      },
    ],
    citations: [bnf('Cetirizine')],
  },
] satisfies readonly Regimen[];
