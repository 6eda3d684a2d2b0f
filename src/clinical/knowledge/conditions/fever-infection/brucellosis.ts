import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, bnfc } from '../../regimens-shared/citations';
import { ugInfectious } from '../citations';

export const condition = {
  id: 'brucellosis',
  name: 'Brucellosis',
  icd10: ['A23.9', 'A23'],
  icd11: '1B95',
  urgency: 'urgent',
  prior: {
    baseline: 0.003,
    byCountry: {
      KE: 1.3,
      SO: 3,
      ET: 2,
      UG: 1,
      TZ: 1,
      NG: 1,
      GH: 0.6,
      ML: 1.2,
      BF: 1,
      MW: 0.3,
      ZM: 0.5,
      ZW: 0.5,
      ZA: 0.1,
      BW: 0.3,
    },
    byAge: [
      { maxYears: 5, multiplier: 0.3 },
      { minYears: 5, multiplier: 1.1 },
    ],
    citations: [
      { sourceId: 'who-brucellosis-2006', section: 'Epidemiology: occupational and food-borne exposure' },
    ],
  },
  findings: [
    { findingId: 'fever', frequency: 0.9 },
    { findingId: 'recurrent-fever', frequency: 0.5 },
    { findingId: 'prolonged-fever', frequency: 0.6 },
    { findingId: 'high-fever', frequency: 0.3 },
    { findingId: 'sweating', frequency: 0.6 },
    { findingId: 'night-sweats', frequency: 0.4 },
    { findingId: 'chills-rigors', frequency: 0.4 },
    { findingId: 'arthralgia', frequency: 0.6 },
    { findingId: 'back-pain', frequency: 0.4 },
    { findingId: 'joint-swelling', frequency: 0.12 },
    { findingId: 'myalgia', frequency: 0.5 },
    { findingId: 'fatigue', frequency: 0.8 },
    { findingId: 'malaise', frequency: 0.7 },
    { findingId: 'headache', frequency: 0.55 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'weight-loss', frequency: 0.4 },
    { findingId: 'hepatomegaly', frequency: 0.2 },
    { findingId: 'splenomegaly', frequency: 0.25 },
    { findingId: 'lymphadenopathy', frequency: 0.15 },
    { findingId: 'tachycardia', frequency: 0.3 },
    { findingId: 'raw-milk-livestock', frequency: 0.8 },
    {
      findingId: 'brucella-test-positive-lab',
      frequency: 0.9,
      specificity: 0.9,
      citation: {
        sourceId: 'who-brucellosis-2006',
        section: 'Laboratory diagnosis: serology (RBT, SAT) and culture',
      },
    },
    { findingId: 'anaemia-lab', frequency: 0.2 },
    { findingId: 'leucopenia-lab', frequency: 0.2 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'runny-nose', frequency: 0.03 },
    { findingId: 'diarrhoea', frequency: 0.08 },
    { findingId: 'dysuria', frequency: 0.03 },
    { findingId: 'tachypnoea', frequency: 0.02 },
    { findingId: 'severe-headache', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: ['neck-stiffness', 'confusion', 'focal-weakness', 'heart-murmur'],
      finding: 'Neurobrucellosis or endocarditis',
      urgency: 'emergency',
      actionRequired:
        'Refer for specialist care: prolonged combination therapy (ceftriaxone-containing for neurobrucellosis; surgery may be needed for endocarditis).',
      citations: [{ sourceId: 'who-brucellosis-2006', section: 'Complications and their treatment' }],
    },
    {
      findingIds: ['pregnant'],
      finding: 'Brucellosis in pregnancy (miscarriage risk)',
      urgency: 'urgent',
      actionRequired:
        'Treat promptly with a pregnancy-safe regimen (rifampicin-based); avoid doxycycline and streptomycin.',
      citations: [{ sourceId: 'who-brucellosis-2006', section: 'Treatment in pregnancy and children' }],
    },
  ],
  investigations: [
    {
      test: 'Brucella serology (Rose Bengal screen, confirmed by SAT >= 1:160 or ELISA)',
      urgency: 'urgent',
      rationale: 'Confirms brucellosis; single low titres are common in endemic pastoral areas.',
      expectedFindings: 'RBT positive, SAT >= 1:160.',
    },
    {
      test: 'Blood culture (prolonged incubation)',
      urgency: 'routine',
      rationale: 'Definitive diagnosis.',
      expectedFindings: 'Brucella species.',
    },
    {
      test: 'Malaria RDT, full blood count',
      urgency: 'urgent',
      rationale: 'Differential of prolonged fever.',
      expectedFindings: 'Negative malaria test; normal or low white count.',
    },
  ],
  monitoring: [
    {
      parameter: 'Fever, joint and back pain, adherence',
      frequency: 'Every 2 weeks during treatment',
      alertCriteria: 'Persistent fever after 2 weeks, new back pain (spondylitis) or neurological signs',
    },
  ],
  referrals: [
    {
      specialist: 'Physician',
      urgency: 'urgent',
      reason: 'Spondylitis, neurobrucellosis, endocarditis or relapse.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Boil milk before drinking and avoid raw milk products; wear gloves when handling birthing animals or carcasses.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Take the full 6 weeks of treatment; relapse is common when stopped early.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Doxycycline for 6 weeks with streptomycin (or gentamicin) for the first 2-3 weeks, or doxycycline with rifampicin for 6 weeks. Children under 8: cotrimoxazole with rifampicin. Pregnancy: rifampicin-based regimen.',
    supportiveCare: ['Paracetamol or NSAID for pain and fever', 'Rest and nutrition'],
    followUpSchedule: 'Every 2 weeks during treatment; at 3 and 6 months after treatment for relapse.',
    antibioticsIndicated: true,
    citations: [
      {
        sourceId: 'who-brucellosis-2006',
        section: 'Treatment of uncomplicated brucellosis in adults and children',
      },
      ugInfectious,
    ],
  },
  citations: [
    { sourceId: 'who-brucellosis-2006', section: 'Clinical features, diagnosis and treatment' },
    ugInfectious,
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'brucellosis-pregnant',
    conditionId: 'brucellosis',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'rifampicin',
        route: 'oral',
        dose: fixed(900, '3 capsules of 300 mg', 900, 900),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '6 weeks',
        indication: 'brucellosis in pregnancy',
        alternativeIds: [],
        citations: [
          cite('who-brucellosis-2006', 'Treatment in pregnancy: rifampicin 900 mg daily for 6 weeks'),
        ],
      },
    ],
    citations: [cite('who-brucellosis-2006', 'Treatment of human brucellosis')],
  },
  {
    id: 'brucellosis-child',
    conditionId: 'brucellosis',
    population: { maxAgeYears: 8 },
    items: [
      {
        medicineId: 'rifampicin',
        route: 'oral',
        dose: perKg(15, 600, 600, 75),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '6 weeks',
        indication: 'brucellosis in a child under 8',
        alternativeIds: [],
        citations: [cite('who-brucellosis-2006', 'Children under 8: rifampicin with co-trimoxazole')],
      },
      {
        medicineId: 'cotrimoxazole',
        route: 'oral',
        dose: {
          kind: 'age-band',
          bands: [
            { minYears: 0.115, maxYears: 0.5, mg: 100, amount: '2.5 mL of 200/40 mg per 5 mL' },
            { minYears: 0.5, maxYears: 6, mg: 200, amount: '5 mL of 200/40 mg per 5 mL' },
            { minYears: 6, maxYears: 8, mg: 400, amount: '1 tablet (400/80 mg)' },
          ],
          maxMgPerDose: 400,
          maxMgPerDay: 800,
        },
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: '6 weeks',
        indication: 'brucellosis in a child under 8',
        alternativeIds: [],
        citations: [
          cite('who-brucellosis-2006', 'Children under 8: co-trimoxazole'),
          bnfc('Co-trimoxazole: doses by age, twice daily'),
        ],
      },
    ],
    citations: [cite('who-brucellosis-2006', 'Treatment of human brucellosis')],
  },
  {
    id: 'brucellosis',
    conditionId: 'brucellosis',
    population: {},
    items: [
      {
        medicineId: 'doxycycline',
        route: 'oral',
        dose: fixed(100, '1 tablet (100 mg)', 100, 200),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '6 weeks',
        indication: 'brucellosis',
        alternativeIds: [],
        citations: [cite('who-brucellosis-2006', 'Doxycycline 100 mg twice daily for 6 weeks')],
      },
      {
        medicineId: 'rifampicin',
        route: 'oral',
        dose: perKg(15, 900, 900, 150),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '6 weeks',
        indication: 'brucellosis',
        alternativeIds: [],
        citations: [cite('who-brucellosis-2006', 'Rifampicin 600-900 mg daily for 6 weeks')],
      },
    ],
    citations: [cite('who-brucellosis-2006', 'Treatment of human brucellosis')],
  },
] satisfies readonly Regimen[];
