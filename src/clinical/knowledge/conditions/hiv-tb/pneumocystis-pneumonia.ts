import type { Condition, Regimen } from '../../types';
import { perKgNoSourceMax } from '../../dose-rules';
import { cite, pocketBook, bnf } from '../../regimens-shared/citations';
import { advancedHiv, hivKenya } from './citations';

export const condition = {
  id: 'pneumocystis-pneumonia',
  name: 'Pneumocystis pneumonia',
  icd10: ['B59'],
  urgency: 'emergency',
  prior: {
    baseline: 0.0008,
    byCountry: {
      KE: 1,
      UG: 1.3,
      TZ: 1.2,
      MW: 2,
      ZM: 2.5,
      ZW: 2.7,
      ZA: 3.5,
      BW: 4,
      ET: 0.25,
      SO: 0.05,
      NG: 0.35,
      GH: 0.45,
      ML: 0.2,
      BF: 0.2,
    },
    byAge: [
      { maxYears: 1, multiplier: 3 },
      { minYears: 1, maxYears: 15, multiplier: 0.3 },
      { minYears: 15, multiplier: 1 },
    ],
    citations: [
      advancedHiv,
      {
        sourceId: 'who-pocket-book-2013',
        section: '8.4 Management of HIV-related conditions: Pneumocystis pneumonia',
      },
    ],
  },
  findings: [
    { findingId: 'known-hiv', frequency: 0.7 },
    {
      // PCP strikes HIV-exposed infants in their first months, before infection is confirmed: an exposed infant
      // with severe pneumonia is treated for it empirically (Pocket Book 8.4; WHO HIV 2021, 6.4).
      findingId: 'hiv-exposed-infant',
      frequency: 0.25,
      citation: {
        sourceId: 'who-pocket-book-2013',
        section: '8.4 Pneumocystis jiroveci pneumonia: HIV-exposed infants 2-6 months with severe pneumonia',
      },
    },
    { findingId: 'hiv-test-positive', frequency: 0.92 },
    { findingId: 'low-cd4-lab', frequency: 0.9 },
    { findingId: 'cough', frequency: 0.95 },
    { findingId: 'dry-cough', frequency: 0.8 },
    { findingId: 'productive-cough', frequency: 0.12 },
    { findingId: 'shortness-of-breath', frequency: 0.9 },
    { findingId: 'exertional-dyspnoea', frequency: 0.85 },
    { findingId: 'tachypnoea', frequency: 0.75 },
    { findingId: 'hypoxaemia', frequency: 0.6 },
    { findingId: 'cyanosis', frequency: 0.15 },
    { findingId: 'respiratory-distress', frequency: 0.3 },
    { findingId: 'chest-tightness', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.8 },
    { findingId: 'chest-xray-consolidation', frequency: 0.5 },
    { findingId: 'high-fever', frequency: 0.2 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'weight-loss', frequency: 0.5 },
    { findingId: 'oral-thrush', frequency: 0.5 },
    { findingId: 'chronic-cough', frequency: 0.3 },
    { findingId: 'crackles', frequency: 0.3 },
    {
      // Pneumocystis gives a retrosternal tightness; pleuritic pain on one side is a pneumothorax or a pleural cause.
      findingId: 'pleuritic-chest-pain',
      frequency: 0.03,
      citation: { sourceId: 'who-pocket-book-2013', section: '8.4 Pneumocystis jiroveci pneumonia' },
    },
    { findingId: 'haemoptysis', frequency: 0.005 },
    { findingId: 'wheeze', frequency: 0.02 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'tb-test-positive-lab', frequency: 0.05 },
    { findingId: 'chest-pain', frequency: 0.2 },
    { findingId: 'night-sweats', frequency: 0.2 },
    { findingId: 'anorexia', frequency: 0.4 },
    { findingId: 'malaise', frequency: 0.5 },
    { findingId: 'confusion', frequency: 0.1 },
    { findingId: 'unable-to-speak-sentences', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['cyanosis', 'respiratory-distress', 'unable-to-speak-sentences', 'confusion'],
      finding: 'PCP with severe respiratory distress, cyanosis or confusion',
      urgency: 'critical',
      actionRequired:
        'Oxygen, high-dose cotrimoxazole and a corticosteroid (adults and infants with hypoxaemia), admit.',
      citations: [advancedHiv, { sourceId: 'who-pocket-book-2013', section: '8.4 Pneumocystis pneumonia' }],
    },
    {
      findingIds: ['hypoxaemia'],
      finding: 'Hypoxaemia (SpO2 < 90%)',
      urgency: 'emergency',
      actionRequired: 'Oxygen, start high-dose cotrimoxazole with prednisolone, and admit.',
      citations: [advancedHiv],
    },
  ],
  investigations: [
    {
      test: 'Pulse oximetry (at rest and after exertion)',
      urgency: 'stat',
      rationale: 'Desaturation on exertion is typical; hypoxaemia needs steroids and oxygen.',
      expectedFindings: 'SpO2 < 90-94%, falls on walking.',
    },
    {
      test: 'Chest X-ray',
      urgency: 'urgent',
      rationale: 'Bilateral interstitial infiltrates; may be normal early.',
      expectedFindings: 'Bilateral perihilar ground-glass infiltrates.',
    },
    {
      test: 'HIV test and CD4 count',
      urgency: 'urgent',
      rationale: 'PCP occurs at CD4 < 200 (any CD4 in infants).',
      expectedFindings: 'CD4 < 200 cells/mm3.',
    },
    {
      test: 'Sputum Xpert MTB/RIF and urine LAM',
      urgency: 'urgent',
      rationale: 'TB co-infection is common.',
      expectedFindings: 'Negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'SpO2 and respiratory rate',
      frequency: 'Every 4 hours',
      alertCriteria: 'SpO2 < 90% on oxygen, rising respiratory rate',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (medical ward with oxygen)',
      urgency: 'emergency',
      reason: 'Hypoxaemia or respiratory distress.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Continue cotrimoxazole prophylaxis after treatment and take ART daily.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'High-dose cotrimoxazole for 21 days, with prednisolone for moderate-severe disease (hypoxaemia); then secondary prophylaxis with cotrimoxazole. Start ART within 2 weeks of PCP treatment.',
    // Goes on to long-term care: not said among the pre-referral actions.
    includesLongTermCare: true,
    supportiveCare: ['Oxygen to SpO2 >= 90-94%', 'Fluids and nutrition'],
    followUpSchedule: 'Daily inpatient review; HIV clinic within 2 weeks of discharge.',
    antibioticsIndicated: true,
    citations: [advancedHiv, hivKenya],
  },
  citations: [
    advancedHiv,
    { sourceId: 'who-pocket-book-2013', section: '8.4 Pneumocystis jiroveci pneumonia' },
  ],
} satisfies Condition;

export const regimens = [
  {
    // Children: the Pocket Book's high dose, three times daily (mg are sulfamethoxazole, as in the catalogue).
    id: 'pneumocystis-pneumonia-child',
    conditionId: 'pneumocystis-pneumonia',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'cotrimoxazole',
        route: 'oral',
        dose: perKgNoSourceMax(40, 3),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: '21 days, then prophylaxis',
        indication:
          'Pneumocystis pneumonia in a child (trimethoprim 8 mg/kg + sulfamethoxazole 40 mg/kg a dose)',
        alternativeIds: [],
        citations: [
          pocketBook(
            '8.4.1 Pneumocystis pneumonia: co-trimoxazole 8 mg/kg trimethoprim + 40 mg/kg sulfamethoxazole 3 times daily',
          ),
        ],
      },
    ],
    note: 'IV when the child cannot take oral medicines; oxygen for hypoxaemia.',
    citations: [pocketBook('8.4.1 Pneumocystis pneumonia')],
  },
  {
    // Adolescents and adults: the BNF total of 120 mg/kg/day co-trimoxazole (100 mg/kg sulfamethoxazole) in 4 doses.
    id: 'pneumocystis-pneumonia',
    conditionId: 'pneumocystis-pneumonia',
    population: {},
    items: [
      {
        medicineId: 'cotrimoxazole',
        route: 'oral',
        dose: perKgNoSourceMax(25, 4, 400),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '21 days, then prophylaxis',
        indication: 'Pneumocystis pneumonia (sulfamethoxazole 100 mg/kg/day)',
        alternativeIds: [],
        citations: [bnf('Co-trimoxazole: Pneumocystis pneumonia 120 mg/kg daily in 2-4 divided doses')],
      },
    ],
    note: 'Hypoxaemic adults: prednisolone 40 mg twice daily days 1-5, 40 mg daily days 6-10, 20 mg daily days 11-21. Oxygen.',
    citations: [cite('who-advanced-hiv-2017', 'Pneumocystis pneumonia')],
  },
] satisfies readonly Regimen[];
