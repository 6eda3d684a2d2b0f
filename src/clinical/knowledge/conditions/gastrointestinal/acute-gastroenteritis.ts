import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';
import { orsPlanB, zinc } from '../../regimens-shared/rehydration';
import { pocketDiarrhoea, diarrhoeaManual, awareDiarrhoea } from './citations';

const imciDiarrhoea = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: does the child have diarrhoea?',
} as const;

export const condition = {
  id: 'acute-gastroenteritis',
  name: 'Acute watery diarrhoea / gastroenteritis (with dehydration grading)',
  icd10: ['A09', 'A08', 'E86'],
  urgency: 'urgent',
  // Gastroenteritis is diarrhoea (three or more loose stools a day), often with vomiting.
  definedBy: { anyOf: ['diarrhoea', 'watery-diarrhoea', 'vomiting'], citation: imciDiarrhoea },
  prior: {
    baseline: 0.06,
    byAge: [
      { maxYears: 5, multiplier: 2.5 },
      { minYears: 5, maxYears: 15, multiplier: 0.8 },
      { minYears: 15, multiplier: 0.6 },
    ],
    citations: [diarrhoeaManual, imciDiarrhoea],
  },
  findings: [
    { findingId: 'diarrhoea', frequency: 0.99 },
    { findingId: 'watery-diarrhoea', frequency: 0.9 },
    { findingId: 'vomiting', frequency: 0.6 },
    { findingId: 'nausea', frequency: 0.5 },
    { findingId: 'abdominal-pain', frequency: 0.45 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.4 },
    { findingId: 'high-fever', frequency: 0.08 },
    { findingId: 'thirsty', frequency: 0.35 },
    { findingId: 'irritability', frequency: 0.25 },
    { findingId: 'sunken-eyes', frequency: 0.3 },
    { findingId: 'slow-skin-pinch', frequency: 0.2 },
    { findingId: 'very-slow-skin-pinch', frequency: 0.05 },
    { findingId: 'reduced-urine', frequency: 0.2 },
    { findingId: 'tachycardia', frequency: 0.35 },
    { findingId: 'lethargy', frequency: 0.06 },
    { findingId: 'unable-to-drink', frequency: 0.04 },
    { findingId: 'vomiting-everything', frequency: 0.1 },
    { findingId: 'sick-contacts', frequency: 0.25 },
    { findingId: 'unsafe-water', frequency: 0.4 },
    { findingId: 'profuse-rice-water-stool', frequency: 0.03 },
    { findingId: 'bloody-diarrhoea', frequency: 0.003 },
    { findingId: 'mucus-in-stool', frequency: 0.1 },
    { findingId: 'tenesmus', frequency: 0.004 },
    { findingId: 'chronic-diarrhoea', frequency: 0.003 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'runny-nose', frequency: 0.12 },
    { findingId: 'neck-stiffness', frequency: 0.001 },
    { findingId: 'dysuria', frequency: 0.02 },
    { findingId: 'malaria-test-positive', frequency: 0.05 },
    { findingId: 'cholera-rdt-positive-lab', frequency: 0.03 },
    { findingId: 'hypotension', frequency: 0.02 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.03 },
    { findingId: 'headache', frequency: 0.15 },
    { findingId: 'fatigue', frequency: 0.3 },
    { findingId: 'myalgia', frequency: 0.1 },
    { findingId: 'right-lower-quadrant-pain', frequency: 0.005 },
    { findingId: 'periumbilical-pain-migrating', frequency: 0.001 },
    { findingId: 'rebound-tenderness', frequency: 0.001 },
    { findingId: 'kussmaul-breathing', frequency: 0.01 },
    { findingId: 'polyuria', frequency: 0.01 },
    { findingId: 'tachypnoea', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['unconscious', 'very-slow-skin-pinch', 'unable-to-drink'],
      finding:
        'Severe dehydration (IMCI: two of lethargic/unconscious, sunken eyes, unable to drink or drinks poorly, skin pinch very slow)',
      urgency: 'emergency',
      actionRequired:
        "Plan C: IV Ringer's lactate or normal saline 100 mL/kg (infants: 30 mL/kg in 1 hour then 70 mL/kg in 5 hours; older: 30 mL/kg in 30 minutes then 70 mL/kg in 2.5 hours); if no IV, ORS by nasogastric tube and refer.",
      citations: [imciDiarrhoea, diarrhoeaManual],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Shock with diarrhoea',
      urgency: 'critical',
      actionRequired:
        'ETAT: IV fluids for shock now (in a child with severe malnutrition use the SAM shock protocol), reassess and refer.',
      citations: [
        { sourceId: 'who-etat-2016', section: 'Shock; severe dehydration in a child with diarrhoea' },
      ],
    },
    {
      findingIds: ['sunken-eyes', 'slow-skin-pinch'],
      finding:
        'Sunken eyes or slow skin pinch: some dehydration (IMCI: two of restless/irritable, sunken eyes, drinks eagerly, skin pinch slow)',
      urgency: 'urgent',
      actionRequired: 'Plan B: ORS 75 mL/kg over 4 hours at the clinic, then reassess and classify again.',
      citations: [imciDiarrhoea],
    },
  ],
  investigations: [
    {
      test: 'Clinical dehydration assessment (IMCI / WHO)',
      urgency: 'stat',
      rationale: 'Decides Plan A, B or C and the place of treatment.',
      expectedFindings: 'No, some or severe dehydration.',
    },
    {
      test: 'Malaria RDT where malaria is endemic and the patient is febrile',
      urgency: 'urgent',
      rationale: 'Malaria commonly presents with vomiting and diarrhoea in children.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'Serum electrolytes and creatinine (severe dehydration only)',
      urgency: 'urgent',
      rationale: 'Hypo- or hypernatraemia, hypokalaemia and kidney injury.',
      expectedFindings: 'Often normal; low potassium in prolonged diarrhoea.',
    },
  ],
  monitoring: [
    {
      parameter: 'Dehydration signs and ability to drink',
      frequency: 'Every hour on Plan B; every 15-30 minutes on Plan C',
      alertCriteria: 'Worsening dehydration, unable to drink, or lethargy',
    },
    {
      parameter: 'Number of stools and vomits',
      frequency: 'Each shift or at home by the carer',
      alertCriteria: 'Many watery stools, blood in stool, or diarrhoea beyond 14 days',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (paediatric or medical ward)',
      urgency: 'emergency',
      reason:
        'Severe dehydration when IV treatment is not possible, or dehydration with severe malnutrition.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Give ORS after each loose stool and extra fluids; continue breastfeeding and feeding.',
      category: 'hydration',
      importance: 'high',
    },
    {
      recommendation: 'Give zinc every day for 10-14 days even after the diarrhoea stops (children).',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Wash hands with soap after the toilet and before preparing food; drink treated water.',
      category: 'hygiene',
      importance: 'high',
    },
    {
      recommendation:
        'Return at once if the child cannot drink, becomes sleepy, has blood in the stool or drinks poorly.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      "Rehydration by the WHO plan for the degree of dehydration: Plan A (home fluids, ORS and zinc), Plan B (ORS at the clinic over 4 hours), Plan C (IV Ringer's lactate). Zinc for 10-14 days in children. No antibiotics or antidiarrhoeal drugs for watery diarrhoea.",
    supportiveCare: [
      'Low-osmolarity ORS',
      'Zinc supplementation for children',
      'Continue feeding and breastfeeding',
      'Paracetamol for fever',
    ],
    followUpSchedule:
      'Plan A: return in 5 days if not improving or at once if danger signs; Plan B: reassess after 4 hours.',
    antibioticsIndicated: false,
    citations: [diarrhoeaManual, imciDiarrhoea, awareDiarrhoea],
  },
  citations: [diarrhoeaManual, imciDiarrhoea, pocketDiarrhoea],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-gastroenteritis-child',
    conditionId: 'acute-gastroenteritis',
    population: { maxAgeYears: 5 },
    items: [orsPlanB, zinc],
    note: "No antibiotic for watery diarrhoea. No dehydration: Plan A (ORS after each loose stool, continue feeding). Severe dehydration: Ringer's lactate 100 mL/kg IV (Plan C).",
    citations: [
      cite('who-imci-2014', 'Diarrhoea: Plans A, B and C'),
      cite('who-diarrhoea-2005', 'Treatment of acute diarrhoea'),
    ],
  },
  {
    id: 'acute-gastroenteritis',
    conditionId: 'acute-gastroenteritis',
    population: {},
    items: [orsPlanB],
    note: "No antibiotic for watery diarrhoea without blood. No dehydration: ORS as much as wanted after each loose stool. Severe dehydration: Ringer's lactate IV (Plan C).",
    citations: [
      cite('who-diarrhoea-2005', 'Treatment of acute diarrhoea'),
      cite('who-iatt-2011', 'Diarrhoea in adults'),
    ],
  },
] satisfies readonly Regimen[];
