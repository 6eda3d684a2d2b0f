import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnfc, cite } from '../../regimens-shared/citations';

const eaaci = (section: string) => cite('eaaci-urticaria-2022', section);

export const condition = {
  id: 'urticaria',
  name: 'Urticaria / mild allergic reaction',
  icd10: ['L50.9', 'L50', 'L50.0'],
  icd11: 'EB00',
  urgency: 'routine',
  prior: {
    baseline: 0.01,
    citations: [eaaci('Definition and epidemiology of urticaria')],
  },
  findings: [
    { findingId: 'urticaria', frequency: 0.95 },
    { findingId: 'itching', frequency: 0.9 },
    { findingId: 'rash', frequency: 0.8 },
    { findingId: 'angioedema', frequency: 0.3 },
    { findingId: 'allergen-exposure', frequency: 0.4 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'runny-nose', frequency: 0.1 },
    { findingId: 'sore-throat', frequency: 0.05 },
    { findingId: 'wheeze', frequency: 0.03 },
    { findingId: 'stridor', frequency: 0.005 },
    { findingId: 'hypotension', frequency: 0.005 },
    { findingId: 'vomiting', frequency: 0.05 },
    { findingId: 'shortness-of-breath', frequency: 0.03 },
    { findingId: 'vesicular-rash', frequency: 0.02 },
    { findingId: 'itchy-web-spaces', frequency: 0.02 },
    { findingId: 'petechial-rash', frequency: 0.01 },
    { findingId: 'joint-swelling', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['stridor', 'wheeze', 'hypotension', 'shortness-of-breath'],
      finding: 'Hives with breathing difficulty, wheeze or low blood pressure: anaphylaxis',
      urgency: 'critical',
      actionRequired: 'Adrenaline IM now; manage as anaphylaxis.',
      citations: [cite('wao-anaphylaxis-2020', 'Clinical criteria for diagnosing anaphylaxis')],
    },
    {
      findingIds: ['angioedema'],
      finding: 'Swelling of lips, tongue or throat',
      urgency: 'urgent',
      actionRequired: 'Observe the airway; antihistamine; adrenaline if the airway is involved.',
      citations: [eaaci('Angioedema: management of acute swelling')],
    },
  ],
  investigations: [
    {
      test: 'No tests for acute urticaria with an obvious trigger',
      urgency: 'routine',
      rationale: 'Acute urticaria is a clinical diagnosis.',
      expectedFindings: 'Wheals that come and go within 24 hours.',
    },
    {
      test: 'Full blood count and CRP for chronic urticaria (> 6 weeks)',
      urgency: 'routine',
      rationale: 'Limited tests only when chronic.',
      expectedFindings: 'Usually normal.',
    },
  ],
  monitoring: [
    {
      parameter: 'Wheals and swelling',
      frequency: 'Review after 2 to 4 weeks if persisting',
      alertCriteria: 'Breathing difficulty or throat swelling.',
    },
  ],
  referrals: [
    {
      specialist: 'Dermatology / allergy',
      urgency: 'routine',
      reason:
        'Chronic urticaria not controlled on 4 times the antihistamine dose; suspected drug or food anaphylaxis.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Avoid the trigger (the medicine, food or sting) and tell every clinician about a medicine allergy.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Avoid NSAIDs and aspirin if they worsen the hives.',
      category: 'safety',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Second-generation non-sedating H1 antihistamine (cetirizine or loratadine) daily; if not controlled after 2 to 4 weeks the dose may be increased up to four-fold. Short oral corticosteroid course only for severe acute flares. Remove triggers. Anaphylaxis signs: adrenaline.',
    supportiveCare: ['Cool compresses', 'Loose clothing'],
    followUpSchedule: 'Review in 2 to 4 weeks if not settled.',
    antibioticsIndicated: false,
    citations: [
      eaaci('Recommendations: second-generation H1 antihistamine first line; up-dosing to fourfold'),
    ],
  },
  citations: [eaaci('Urticaria guideline')],
} satisfies Condition;

export const regimens = [
  {
    id: 'urticaria-child-2-6',
    conditionId: 'urticaria',
    population: { minAgeYears: 2, maxAgeYears: 6 },
    items: [
      {
        medicineId: 'cetirizine',
        route: 'oral',
        dose: fixed(2.5, '2.5 mL of 5 mg/5 mL', 2.5, 5),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'while hives last',
        indication: 'urticaria',
        alternativeIds: [],
        citations: [bnfc('Cetirizine: child 2 to 5 years, 2.5 mg twice daily')],
      },
    ],
    citations: [bnfc('Cetirizine')],
  },
  {
    id: 'urticaria-child-6-12',
    conditionId: 'urticaria',
    population: { minAgeYears: 6, maxAgeYears: 12 },
    items: [
      {
        medicineId: 'cetirizine',
        route: 'oral',
        dose: fixed(5, 'half a 10 mg tablet (or 5 mL of 5 mg/5 mL)', 5, 10),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'while hives last',
        indication: 'urticaria',
        alternativeIds: [],
        citations: [bnfc('Cetirizine: child 6 to 11 years, 5 mg twice daily')],
      },
    ],
    citations: [bnfc('Cetirizine')],
  },
  {
    id: 'urticaria',
    conditionId: 'urticaria',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'cetirizine',
        route: 'oral',
        dose: fixed(10, '1 tablet (10 mg)', 10, 10),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'while hives last (chronic urticaria: continuous)',
        indication: 'urticaria',
        alternativeIds: [],
        citations: [
          bnfc('Cetirizine: child 12 years and over, 10 mg once daily'),
          eaaci('Second-generation H1 antihistamines at standard dose'),
        ],
      },
    ],
    note: 'Up-dosing to 4 times (specialist advice) is in the guideline for uncontrolled chronic urticaria; the cap here is the standard dose.',
    citations: [eaaci('Treatment algorithm')],
  },
] satisfies readonly Regimen[];
