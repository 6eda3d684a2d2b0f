import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const mhgap = (section: string) => cite('who-mhgap-2016', section);

/** 110. Alcohol withdrawal and alcohol use disorder. */
export const condition = {
  id: 'alcohol-withdrawal-use-disorder',
  name: 'Alcohol withdrawal / alcohol use disorder',
  icd10: ['F10.3', 'F10.4', 'F10.2', 'F10'],
  icd11: '6C40',
  urgency: 'urgent',
  // Withdrawal and a use disorder are diagnosed from the drinking itself (mhGAP SUB: ask about alcohol): without
  // drinking, intoxication or a stop told, insomnia, agitation, a fast pulse and a raised pressure are another
  // illness's (mania, psychosis, anxiety, thyrotoxicosis), not alcohol withdrawal.
  definedBy: {
    anyOf: ['alcohol-use', 'stopped-drinking-recently', 'alcohol-dependence-signs', 'drunk-intoxicated'],
    citation: mhgap('SUB: disorders due to substance use \u2014 alcohol'),
  },
  prior: {
    baseline: 0.006,
    byAge: [
      { maxYears: 15, multiplier: 0.02 },
      { minYears: 15, maxYears: 25, multiplier: 0.7 },
      { minYears: 25, maxYears: 65, multiplier: 1.4 },
      { minYears: 65, multiplier: 0.7 },
    ],
    bySex: { male: 1.8, female: 0.3 },
    byCountry: { UG: 1.4, KE: 1.2, NG: 1.1, ZA: 1.4 },
    citations: [mhgap('SUB: disorders due to substance use \u2014 alcohol')],
  },
  findings: [
    { findingId: 'alcohol-use', frequency: 0.98 },
    { findingId: 'stopped-drinking-recently', frequency: 0.6 },
    {
      findingId: 'alcohol-dependence-signs',
      frequency: 0.6,
      citation: mhgap('SUB: harmful use and dependence \u2014 assessment'),
    },
    { findingId: 'tremor-shakiness', frequency: 0.7 },
    { findingId: 'sweating', frequency: 0.6 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'agitation', frequency: 0.4 },
    { findingId: 'sleep-disturbance', frequency: 0.6 },
    { findingId: 'stress-anxiety', frequency: 0.5 },
    { findingId: 'nausea', frequency: 0.4 },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'confusion', frequency: 0.2 },
    {
      // Withdrawal delirium (delirium tremens) comes to a small share of people with alcohol withdrawal; a
      // fluctuating confusion is more often delirium from another cause.
      findingId: 'acute-fluctuating-confusion',
      frequency: 0.05,
      citation: mhgap('SUB: alcohol withdrawal delirium (delirium tremens)'),
    },
    { findingId: 'convulsions', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'hypertension-reading', frequency: 0.4 },
    { findingId: 'low-mood', frequency: 0.3 },
    { findingId: 'drunk-intoxicated', frequency: 0.15 },
    { findingId: 'raised-alt-lab', frequency: 0.4 },
    { findingId: 'weight-loss', frequency: 0.2 },
    { findingId: 'epigastric-pain', frequency: 0.2 },
    { findingId: 'numbness-tingling-feet', frequency: 0.15 },
    { findingId: 'psychotic-symptoms', frequency: 0.1 },
    { findingId: 'neck-stiffness', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['suicidal-thoughts'],
      finding: 'Thoughts of self-harm with heavy drinking',
      urgency: 'emergency',
      actionRequired: 'Do not leave alone; remove means; assess by the self-harm module.',
      citations: [mhgap('SUI: self-harm')],
    },
  ],
  investigations: [
    {
      test: 'Glucose, temperature; CIWA-Ar withdrawal score',
      urgency: 'urgent',
      rationale: 'Severity guides diazepam; fever or confusion needs a search for infection.',
      expectedFindings: 'CIWA-Ar \u2265 10: treat withdrawal.',
    },
    {
      test: 'AUDIT questionnaire; liver tests (GGT, ALT), full blood count (MCV)',
      urgency: 'routine',
      rationale: 'Measures harmful use and dependence; liver damage.',
      expectedFindings: 'AUDIT \u2265 20, raised GGT and MCV.',
    },
  ],
  monitoring: [
    {
      parameter: 'Withdrawal score, pulse, blood pressure, temperature, consciousness',
      frequency: 'Every 1-4 hours for the first 72 hours after the last drink',
      alertCriteria: 'Rising score, confusion, hallucinations, fits, fever',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason: 'Delirium, seizures, severe withdrawal or medical illness.',
    },
    {
      specialist: 'Mental health / addiction service',
      urgency: 'routine',
      reason: 'Relapse prevention (psychosocial support, naltrexone or acamprosate where available).',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Stop drinking with medical help rather than suddenly at home if drinking daily and heavily; avoid driving.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Family support, peer groups and regular follow-up; eat regular meals.',
      category: 'follow-up',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Withdrawal: diazepam by symptoms (10-20 mg up to 4 times daily, tapering over 3-7 days), thiamine 100 mg daily for 5 days, fluids, calm environment; delirium or seizures: admit. Use disorder: brief intervention, motivational counselling, treat depression and liver disease, refer for relapse prevention.',
    supportiveCare: ['Thiamine before any glucose', 'Fluids and nutrition', 'Quiet, well-lit room'],
    followUpSchedule: 'Daily during withdrawal, then weekly to monthly.',
    antibioticsIndicated: false,
    citations: [mhgap('SUB 2: management of alcohol withdrawal')],
  },
  citations: [mhgap('SUB: disorders due to substance use')],
} satisfies Condition;

export const regimens = [
  {
    id: 'alcohol-withdrawal-use-disorder',
    conditionId: 'alcohol-withdrawal-use-disorder',
    population: { minAgeYears: 16 },
    items: [
      {
        medicineId: 'diazepam',
        route: 'oral',
        dose: fixed(10, '10 mg (up to 20 mg if severe)', 20, 80),
        frequency: 'up to 4 times daily by symptoms',
        dosesPerDay: 4,
        duration: '3-7 days, reducing daily',
        indication: 'alcohol withdrawal',
        alternativeIds: [],
        citations: [mhgap('SUB 2: diazepam 10-20 mg up to 4 times a day for 3-7 days')],
      },
      {
        medicineId: 'thiamine',
        route: 'oral',
        dose: { kind: 'fixed', mg: 100, amount: '100 mg', maxMgPerDose: 100, maxMgPerDay: 100 },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '5 days (IV or IM if vomiting or confused)',
        indication: 'prevention of Wernicke encephalopathy',
        alternativeIds: [],
        citations: [mhgap('SUB 2: thiamine 100 mg daily for 5 days')],
      },
    ],
    note: 'Lower diazepam doses in liver disease and older people; no benzodiazepine to take home with continuing drinking.',
    citations: [mhgap('SUB 2: management of alcohol withdrawal')],
  },
  {
    id: 'alcohol-withdrawal-use-disorder-young',
    conditionId: 'alcohol-withdrawal-use-disorder',
    population: {},
    items: [],
    note: 'Under 16 years: refer; no withdrawal dose is given here.',
    citations: [mhgap('SUB: adolescents')],
  },
] satisfies readonly Regimen[];
