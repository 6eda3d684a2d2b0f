import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const mhgap = (section: string) => cite('who-mhgap-2016', section);

export const condition = {
  id: 'psychosis',
  name: 'Psychosis (schizophrenia, acute and transient psychotic disorder)',
  icd10: ['F29', 'F20.9', 'F20', 'F23'],
  // A psychosis followed on long-term antipsychotics (a depot) is most often schizophrenia, the commonest
  // chronic psychotic disorder (mhGAP-IG 2.0 PSY: chronic psychosis; WHO ICD-10 2019 F20 Schizophrenia).
  icd10ByFinding: [
    {
      findingIds: ['known-psychotic-disorder'],
      icd10: 'F20',
      citation: mhgap('PSY: psychosis, long-term treatment and follow-up'),
    },
  ],
  icd11: '6A2Z',
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 12, multiplier: 0.05 },
      { minYears: 12, maxYears: 18, multiplier: 0.6 },
      { minYears: 18, maxYears: 45, multiplier: 1.5 },
      { minYears: 45, multiplier: 0.6 },
    ],
    bySex: { male: 1.2, female: 0.85 },
    citations: [
      mhgap('PSY: Psychoses module, common presentation'),
      cite('who-mhgap-guideline-2023', 'Psychoses'),
    ],
  },
  findings: [
    {
      // Rare overall, but told almost only in a perinatal psychosis or a severe perinatal depression.
      findingId: 'thoughts-of-harming-baby',
      frequency: 0.05,
      citation: {
        sourceId: 'who-mhgap-2016',
        section: 'PSY: women who are pregnant or breastfeeding — assess risk to the infant',
      },
    },
    { findingId: 'psychotic-symptoms', frequency: 0.85 },
    {
      // Most visits for a psychosis are its follow-up: the diagnosis or the antipsychotic (a depot every 2-4
      // weeks) is told, the voices controlled (mhGAP-IG 2.0 PSY 2.3 and 3: follow-up of psychosis).
      findingId: 'known-psychotic-disorder',
      frequency: 0.5,
      citation: mhgap('PSY 3: follow-up; PSY 2.3 table 2, long-acting injectable antipsychotics'),
    },
    { findingId: 'disorganised-behaviour', frequency: 0.6 },
    {
      // Negative symptoms: social withdrawal and loss of interest are common in schizophrenia, rare in mania.
      findingId: 'anhedonia',
      frequency: 0.4,
      citation: mhgap('PSY: psychosis — social withdrawal, neglect of usual responsibilities'),
    },
    {
      // Negative symptoms (flat affect, poverty of speech) are common in schizophrenia and its first episode.
      findingId: 'flat-affect',
      frequency: 0.45,
      citation: mhgap(
        'PSY: assessment, negative symptoms (flat affect, social withdrawal, lack of motivation)',
      ),
    },
    { findingId: 'agitation', frequency: 0.5 },
    { findingId: 'confusion', frequency: 0.2 },
    { findingId: 'sleep-disturbance', frequency: 0.6 },
    // An acute psychosis often comes with nights without sleep, told as for mania ('has not slept for days').
    {
      findingId: 'reduced-need-for-sleep',
      frequency: 0.2,
      citation: mhgap('PSY: Psychoses module, common presentation'),
    },
    { findingId: 'stress-anxiety', frequency: 0.2 },
    { findingId: 'low-mood', frequency: 0.2 },
    { findingId: 'suicidal-thoughts', frequency: 0.08 },
    { findingId: 'elevated-mood', frequency: 0.05 },
    { findingId: 'alcohol-use', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'acute-fluctuating-confusion', frequency: 0.02 },
    { findingId: 'memory-loss', frequency: 0.03 },
    { findingId: 'neck-stiffness', frequency: 0.005 },
    { findingId: 'convulsions', frequency: 0.02 },
    { findingId: 'headache', frequency: 0.05 },
    { findingId: 'known-hiv', frequency: 0.07 },
  ],
  redFlags: [
    {
      findingIds: ['suicidal-thoughts'],
      finding: 'Thoughts of self-harm in psychosis',
      urgency: 'emergency',
      actionRequired: 'Remove means, do not leave alone, urgent mental health assessment.',
      citations: [mhgap('SUI: imminent risk of self-harm')],
    },
    {
      findingIds: ['agitation'],
      finding: 'Agitation or aggression with risk to others',
      urgency: 'emergency',
      actionRequired:
        'Calm de-escalation, ensure safety; haloperidol IM (with biperiden) if needed; urgent referral.',
      citations: [mhgap('PSY: management of agitation and aggression')],
    },
    {
      findingIds: ['fever', 'acute-fluctuating-confusion', 'neck-stiffness', 'convulsions'],
      finding:
        'Fever, fluctuating confusion, neck stiffness or fits: look for a medical cause (delirium, meningitis, cerebral malaria, HIV)',
      urgency: 'emergency',
      actionRequired: 'Treat as a medical emergency first.',
      citations: [mhgap('PSY: rule out physical causes and delirium')],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose, malaria test, HIV test, syphilis test; urine drug screen where available',
      urgency: 'urgent',
      rationale: 'Physical and substance causes of psychosis.',
      expectedFindings: 'Usually normal in primary psychosis.',
    },
    {
      test: 'Weight, blood pressure, glucose and lipids before antipsychotics',
      urgency: 'routine',
      rationale: 'Baseline for metabolic side effects.',
      expectedFindings: 'Baseline values.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms, adherence, side effects (stiffness, restlessness, weight)',
      frequency: 'Every 2 weeks at first, then monthly',
      alertCriteria: 'Relapse, dystonia, fever with rigidity (neuroleptic malignant syndrome).',
    },
  ],
  referrals: [
    {
      specialist: 'Mental health services',
      urgency: 'urgent',
      reason: 'First episode, risk of harm, poor response, pregnancy, children and adolescents.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Take the medicine every day even when well; stopping early brings relapse.',
      category: 'adherence',
      importance: 'high',
    },
    { recommendation: 'Avoid alcohol and cannabis.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'Family support, return to work or school, and community rehabilitation.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Antipsychotic at a low dose, increased slowly: haloperidol or risperidone (chlorpromazine as an alternative); continue at least 12 months after a first episode. Psychoeducation for the person and family, psychosocial support and rehabilitation. Biperiden only for acute extrapyramidal side effects, not routinely. Exclude and treat physical causes (delirium, substance use, HIV, syphilis).',
    supportiveCare: ['Sleep and daily routine', 'Family psychoeducation'],
    followUpSchedule: 'Every 2 weeks until stable, then monthly; review at 12 months before any taper.',
    antibioticsIndicated: false,
    citations: [
      mhgap('PSY 2: management, antipsychotic medication (Table 1)'),
      cite('who-mhgap-guideline-2023', 'Psychoses: antipsychotic treatment'),
    ],
  },
  citations: [mhgap('PSY: Psychoses module')],
} satisfies Condition;

export const regimens = [
  {
    id: 'psychosis',
    conditionId: 'psychosis',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'haloperidol',
        route: 'oral',
        dose: fixed(2.5, 'half a 5 mg tablet', 20, 20),
        frequency: 'once daily at night, increased slowly to the lowest effective dose',
        dosesPerDay: 1,
        duration: 'at least 12 months after remission of a first episode',
        indication: 'psychosis',
        alternativeIds: ['risperidone', 'chlorpromazine'],
        citations: [mhgap('PSY Table 1: haloperidol, start 1.5 to 3 mg, increase as needed (max 20 mg/day)')],
      },
    ],
    note: 'Start low and go slow; older people and first episodes need lower doses. Adolescents, pregnancy and breastfeeding: specialist.',
    citations: [mhgap('PSY 2: antipsychotic medication')],
  },
  {
    id: 'psychosis-alternatives',
    conditionId: 'psychosis',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'risperidone',
        route: 'oral',
        dose: fixed(1, '1 tablet (1 mg)', 6, 6),
        frequency: 'once daily, increased to 2 to 6 mg as needed',
        dosesPerDay: 1,
        duration: 'at least 12 months after remission of a first episode',
        indication: 'psychosis',
        alternativeIds: [],
        citations: [mhgap('PSY Table 1: risperidone, start 1 mg, increase to 2 to 6 mg')],
      },
      {
        medicineId: 'chlorpromazine',
        route: 'oral',
        dose: fixed(50, 'half a 100 mg tablet', 300, 1000),
        frequency: 'once daily at night at first, increased as needed in divided doses',
        dosesPerDay: 1,
        duration: 'at least 12 months after remission of a first episode',
        indication: 'psychosis (sedating alternative)',
        alternativeIds: [],
        citations: [
          mhgap(
            'PSY Table 1: chlorpromazine, start 25 to 50 mg, increase to 75 to 300 mg daily (up to 1000 mg in severe cases)',
          ),
        ],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [mhgap('PSY Table 1: antipsychotic medications')],
  },
] satisfies readonly Regimen[];
