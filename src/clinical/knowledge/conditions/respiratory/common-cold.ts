import type { Condition, Regimen } from '../../types';
import { cite, aware } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';
import { pocketCough, imciCough } from './citations';

const awareUpper = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: upper respiratory tract infections',
} as const;

export const condition = {
  id: 'common-cold',
  name: 'Common cold / upper respiratory tract infection',
  icd10: ['J00', 'J06.9', 'J06'],
  icd11: 'CA00',
  urgency: 'routine',
  prior: {
    baseline: 0.08,
    byAge: [
      { maxYears: 5, multiplier: 1.5 },
      { minYears: 5, multiplier: 0.9 },
    ],
    citations: [{ sourceId: 'who-pocket-book-2013', section: '4.3 Cough or cold' }],
  },
  findings: [
    { findingId: 'runny-nose', frequency: 0.9 },
    { findingId: 'nasal-congestion', frequency: 0.8 },
    { findingId: 'sneezing', frequency: 0.6 },
    { findingId: 'sore-throat', frequency: 0.5 },
    { findingId: 'cough', frequency: 0.6 },
    { findingId: 'dry-cough', frequency: 0.4 },
    { findingId: 'productive-cough', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.3 },
    { findingId: 'high-fever', frequency: 0.03 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'malaise', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'myalgia', frequency: 0.12 },
    { findingId: 'sick-contacts', frequency: 0.4 },
    { findingId: 'red-eyes', frequency: 0.1 },
    { findingId: 'purulent-nasal-discharge', frequency: 0.2 },
    { findingId: 'loss-of-smell-taste', frequency: 0.08 },
    { findingId: 'itchy-nose-eyes', frequency: 0.1 },
    { findingId: 'tonsillar-exudate', frequency: 0.01 },
    { findingId: 'tender-neck-nodes', frequency: 0.1 },
    { findingId: 'ear-pain', frequency: 0.05 },
    { findingId: 'facial-pain', frequency: 0.08 },
    { findingId: 'symptoms-over-10-days', frequency: 0.05 },
    { findingId: 'chills-rigors', frequency: 0.05 },
    { findingId: 'shortness-of-breath', frequency: 0.03 },
    { findingId: 'tachypnoea', frequency: 0.03 },
    { findingId: 'chest-indrawing', frequency: 0.005 },
    { findingId: 'crackles', frequency: 0.02 },
    { findingId: 'wheeze', frequency: 0.03 },
    { findingId: 'hypoxaemia', frequency: 0.003 },
    { findingId: 'vomiting', frequency: 0.06 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'chronic-cough', frequency: 0.01 },
    {
      // A cold settles within about a week; a cough that outlasts it is more often bronchitis.
      findingId: 'cough-over-a-week',
      frequency: 0.15,
      citation: awareUpper,
    },
    { findingId: 'malaria-test-positive', frequency: 0.04 },
    { findingId: 'irritability', frequency: 0.2 },
    { findingId: 'anorexia', frequency: 0.15 },
    { findingId: 'rhinitis-trigger-dust-pollen', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['tachypnoea', 'chest-indrawing', 'hypoxaemia', 'stridor'],
      finding: 'Fast breathing, chest indrawing, stridor or hypoxaemia: not a simple cold',
      urgency: 'urgent',
      actionRequired: 'Assess and classify for pneumonia or croup; treat accordingly.',
      citations: [imciCough],
    },
    {
      findingIds: ['chronic-cough'],
      finding: 'Cough for 2 weeks or more',
      urgency: 'routine',
      actionRequired: 'Assess for TB, asthma and pertussis.',
      citations: [pocketCough],
    },
  ],
  investigations: [
    {
      test: 'None routinely; respiratory rate and malaria test if febrile in an endemic area',
      urgency: 'routine',
      rationale: 'The diagnosis is clinical; exclude pneumonia and malaria.',
      expectedFindings: 'Normal respiratory rate; negative malaria test.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing and fever',
      frequency: 'Home care; return if not better in 5 days (IMCI) or 10 days (adults)',
      alertCriteria: 'Fast or difficult breathing, high fever, unable to drink',
    },
  ],
  referrals: [],
  lifestyle: [
    {
      recommendation:
        'Rest, drink warm fluids, and soothe the throat with honey (not under 1 year) or warm water.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Antibiotics do not help a cold; they cause side effects and resistance.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Wash hands and cover coughs and sneezes to protect others.',
      category: 'hygiene',
      importance: 'medium',
    },
    {
      recommendation: "Clear a child's blocked nose with saline drops before feeds.",
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Symptomatic care only: fluids, rest, paracetamol for fever or pain, saline nose drops. No antibiotics, no cough syrups containing codeine or antihistamines in young children.',
    supportiveCare: [
      'Paracetamol for fever or discomfort',
      'Saline nasal drops',
      'Warm drinks and honey for cough (age over 1 year)',
    ],
    followUpSchedule:
      'Return if not improving after 5 days (children) or 10 days (adults), or at once for breathing difficulty.',
    antibioticsIndicated: false,
    citations: [{ sourceId: 'who-pocket-book-2013', section: '4.3 Cough or cold' }, awareUpper],
  },
  citations: [{ sourceId: 'who-pocket-book-2013', section: '4.3 Cough or cold' }, imciCough],
} satisfies Condition;

export const regimens = [
  {
    id: 'common-cold',
    conditionId: 'common-cold',
    population: {},
    items: [
      paracetamol(
        'fever or discomfort',
        cite('who-imci-2014', 'No pneumonia: cough or cold, soothe the throat and relieve the cough'),
      ),
    ],
    note: 'No antibiotic: viral illness. Fluids, rest, soothe the throat; return if breathing becomes fast or difficult.',
    citations: [
      cite('who-imci-2014', 'Cough or cold'),
      aware('Upper respiratory tract infections: no antibiotic'),
    ],
  },
] satisfies readonly Regimen[];
