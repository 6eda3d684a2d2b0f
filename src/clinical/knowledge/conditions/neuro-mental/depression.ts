import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

export const condition = {
  id: 'depression',
  name: 'Depression (depressive episode, recurrent depressive disorder)',
  icd10: ['F32.9', 'F32', 'F33'],
  icd11: '6A70',
  urgency: 'routine',
  prior: {
    baseline: 0.01,
    byAge: [
      { maxYears: 12, multiplier: 0.1 },
      { minYears: 12, maxYears: 18, multiplier: 0.7 },
      { minYears: 18, multiplier: 1 },
    ],
    bySex: { female: 1.5, male: 0.7 },
    pregnancy: { pregnant: 1.2 },
    citations: [{ sourceId: 'who-mhgap-2016', section: 'Depression module (DEP)' }],
  },
  findings: [
    {
      // Rare overall, but told almost only in a perinatal psychosis or a severe perinatal depression.
      findingId: 'thoughts-of-harming-baby',
      frequency: 0.02,
      citation: {
        sourceId: 'who-mhgap-2016',
        section: 'DEP: women in the perinatal period — thoughts of harming the infant',
      },
    },
    { findingId: 'low-mood', frequency: 0.9 },
    {
      // Slowed movement and speech with a sad, unreactive face, in a minority of severe depression.
      findingId: 'flat-affect',
      frequency: 0.1,
      citation: cite('who-mhgap-2016', 'DEP: assessment, psychomotor retardation in severe depression'),
    },
    { findingId: 'anhedonia', frequency: 0.85 },
    { findingId: 'fatigue', frequency: 0.8 },
    { findingId: 'sleep-disturbance', frequency: 0.8 },
    { findingId: 'poor-concentration', frequency: 0.65 },
    { findingId: 'worthlessness', frequency: 0.6 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'weight-loss', frequency: 0.3 },
    { findingId: 'suicidal-thoughts', frequency: 0.3 },
    { findingId: 'passive-death-wish', frequency: 0.3 },
    { findingId: 'stress-anxiety', frequency: 0.6 },
    { findingId: 'headache', frequency: 0.35 },
    { findingId: 'myalgia', frequency: 0.3 },
    { findingId: 'back-pain', frequency: 0.2 },
    { findingId: 'palpitations', frequency: 0.15 },
    { findingId: 'agitation', frequency: 0.1 },
    { findingId: 'alcohol-use', frequency: 0.12 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'confusion', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.04 },
    {
      // A manic episode now or before makes it bipolar disorder, not depression: ask before treating. Its
      // likelihood ratio is set well below 1 (frequency under the finding's base rate among other patients).
      findingId: 'elevated-mood',
      frequency: 0.001,
      specificity: 0.995,
      citation: cite(
        'who-mhgap-2016',
        'DEP: does the person have a history of mania? Go to bipolar disorder',
      ),
    },
    {
      findingId: 'reduced-need-for-sleep',
      frequency: 0.001,
      specificity: 0.995,
      citation: cite(
        'who-mhgap-2016',
        'DEP: does the person have a history of mania? Go to bipolar disorder',
      ),
    },
  ],
  redFlags: [
    {
      findingIds: ['suicidal-thoughts'],
      finding: 'Thoughts of self-harm or suicide',
      urgency: 'emergency',
      actionRequired:
        'Assess suicide risk now; do not leave the person alone; remove means (pesticides, medicines, ropes); involve family and refer to mental health services the same day if imminent risk.',
      citations: [{ sourceId: 'who-mhgap-2016', section: 'Self-harm/suicide module (SUI)' }],
    },
    {
      findingIds: ['agitation', 'confusion'],
      finding: 'Agitation, hallucinations or confusion: psychosis, bipolar disorder or a medical cause',
      urgency: 'urgent',
      actionRequired: 'Assess for psychosis, delirium and substance use; refer to mental health services.',
      citations: [{ sourceId: 'who-mhgap-2016', section: 'Psychoses module (PSY); Master chart' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical assessment (mhGAP or PHQ-9); screen for suicide risk, bipolar history, substance use',
      urgency: 'routine',
      rationale: 'Diagnosis is clinical; symptoms for at least 2 weeks with impaired functioning.',
      expectedFindings: 'PHQ-9 >= 10 suggests moderate depression.',
    },
    {
      test: 'Haemoglobin, thyroid function, HIV test, glucose where indicated',
      urgency: 'routine',
      rationale: 'Anaemia, hypothyroidism, HIV and chronic disease present with fatigue and low mood.',
      expectedFindings: 'Normal in primary depression.',
    },
  ],
  monitoring: [
    {
      parameter: 'Mood, functioning and suicidal thoughts (PHQ-9)',
      frequency: 'Every 2 to 4 weeks at first, then monthly',
      alertCriteria: 'New suicidal thoughts or no improvement after 4 to 6 weeks of treatment',
    },
    {
      parameter: 'Antidepressant side effects',
      frequency: 'At each visit',
      alertCriteria: 'Agitation or mania on an antidepressant: stop and refer',
    },
  ],
  referrals: [
    {
      specialist: 'Mental health services (psychiatry, psychology)',
      urgency: 'routine',
      reason: 'Severe depression, psychotic features, bipolar disorder, or no response to first-line care.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep a daily routine, regular sleep, and activities that used to be enjoyable, even if in small steps.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Stay connected with family, friends or community and faith groups; do not isolate.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Regular physical activity such as walking.',
      category: 'activity',
      importance: 'medium',
    },
    {
      recommendation: 'Avoid alcohol and drugs, which worsen depression.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Psychoeducation, reduce stress, reactivate social networks, structured physical activity, and a brief psychological intervention (problem-solving, behavioural activation, interpersonal therapy or lay counselling such as the Friendship Bench). Moderate to severe depression: add an antidepressant, fluoxetine (SSRI) first, or amitriptyline (avoid in those at risk of self-harm and in heart disease), continued 9 to 12 months after recovery.',
    supportiveCare: ['Address social problems and violence', 'Treat comorbid physical illness and pain'],
    followUpSchedule: 'Review after 1 to 2 weeks, then monthly; more often with suicidal thoughts.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Depression module (DEP)' },
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Mental, neurological and substance use disorders: Depression',
      },
    ],
  },
  citations: [
    { sourceId: 'who-mhgap-2016', section: 'Depression module (DEP)' },
    { sourceId: 'za-phc-stg-2020', section: 'Mental health conditions: Depression' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'depression-child',
    conditionId: 'depression',
    population: { maxAgeYears: 12 },
    items: [],
    note: 'Children under 12: no antidepressant. Psychological treatment and support for the family and school; assess for abuse and self-harm; refer to child mental health services.',
    citations: [cite('who-mhgap-2016', 'Child and adolescent mental and behavioural problems: depression')],
  },
  {
    id: 'depression-adolescent',
    conditionId: 'depression',
    population: { maxAgeYears: 18 },
    items: [
      {
        medicineId: 'fluoxetine',
        route: 'oral',
        dose: fixed(10, '½ capsule (10 mg) or 10 mg', 20, 20),
        frequency: 'once daily in the morning',
        dosesPerDay: 1,
        duration: 'at least 9-12 months after recovery',
        indication:
          'moderate to severe depression in an adolescent (12 years or older), with psychological treatment',
        alternativeIds: [],
        citations: [
          cite('who-mhgap-2016', 'Depression in adolescents: fluoxetine only, start 10 mg, max 20 mg'),
        ],
      },
    ],
    note: 'Psychological treatment first; children under 12: no antidepressant. Ask about self-harm at every visit.',
    citations: [cite('who-mhgap-2016', 'Depression')],
  },
  {
    id: 'depression',
    conditionId: 'depression',
    population: {},
    items: [
      {
        medicineId: 'fluoxetine',
        route: 'oral',
        dose: fixed(20, '1 capsule (20 mg)', 40, 40),
        frequency: 'once daily in the morning (10 mg for the first week in older people)',
        dosesPerDay: 1,
        duration: 'at least 9-12 months after recovery',
        indication: 'moderate to severe depression',
        alternativeIds: ['amitriptyline'],
        citations: [cite('who-mhgap-2016', 'Depression: fluoxetine 20 mg daily, max 40 mg')],
      },
    ],
    note: 'Psychoeducation and psychological treatment; ask about self-harm; review in 2 weeks then monthly.',
    citations: [cite('who-mhgap-2016', 'Depression')],
  },
  {
    id: 'depression-alternatives',
    conditionId: 'depression',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'amitriptyline',
        route: 'oral',
        dose: fixed(25, '1 tablet (25 mg) at bedtime', 150, 150),
        frequency: 'once daily at bedtime, increasing by 25-50 mg weekly',
        dosesPerDay: 1,
        duration: 'at least 9-12 months after recovery',
        indication: 'moderate to severe depression',
        alternativeIds: [],
        citations: [
          cite('who-mhgap-2016', 'Depression: amitriptyline start 25 mg at bedtime, max 150 mg daily'),
        ],
      },
    ],
    citations: [cite('who-mhgap-2016', 'Depression')],
  },
] satisfies readonly Regimen[];
