import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';

const mhgap = (section: string) => cite('who-mhgap-2016', section);

export const condition = {
  id: 'bipolar-mania',
  name: 'Bipolar disorder / mania',
  icd10: ['F31.9', 'F31', 'F30.9', 'F30'],
  icd11: '6A60',
  urgency: 'urgent',
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 12, multiplier: 0.05 },
      { minYears: 12, maxYears: 18, multiplier: 0.6 },
      { minYears: 18, maxYears: 50, multiplier: 1.4 },
      { minYears: 50, multiplier: 0.7 },
    ],
    citations: [
      mhgap('BPD: Bipolar disorder module, common presentation'),
      cite('who-mhgap-guideline-2023', 'Bipolar disorder'),
    ],
  },
  findings: [
    { findingId: 'elevated-mood', frequency: 0.85 },
    { findingId: 'reduced-need-for-sleep', frequency: 0.75 },
    { findingId: 'sleep-disturbance', frequency: 0.6 },
    { findingId: 'agitation', frequency: 0.5 },
    { findingId: 'irritability', frequency: 0.5 },
    { findingId: 'psychotic-symptoms', frequency: 0.35 },
    { findingId: 'disorganised-behaviour', frequency: 0.3 },
    {
      // Bipolar disorder: episodes of depression between the manic ones.
      findingId: 'low-mood',
      frequency: 0.45,
      citation: mhgap('DEP: bipolar disorder, episodes of depression and of mania'),
    },
    { findingId: 'worthlessness', frequency: 0.2, citation: mhgap('DEP: bipolar depression') },
    { findingId: 'fatigue', frequency: 0.25, citation: mhgap('DEP: bipolar depression') },
    { findingId: 'suicidal-thoughts', frequency: 0.1 },
    { findingId: 'alcohol-use', frequency: 0.2 },
    { findingId: 'poor-concentration', frequency: 0.4 },
    { findingId: 'confusion', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'memory-loss', frequency: 0.02 },
    { findingId: 'anhedonia', frequency: 0.15 },
  ],
  redFlags: [
    {
      // Mania in the weeks after a birth is postpartum psychosis (NICE CG192: assess within 4 hours), a danger to
      // mother and baby like the hallucinations of the obstetric rule.
      findingIds: ['elevated-mood', 'reduced-need-for-sleep'],
      allOf: ['recent-childbirth'],
      finding: 'Mania in the weeks after birth: postpartum psychosis',
      urgency: 'emergency',
      actionRequired:
        'Do not leave her alone with the baby; ask about thoughts of harming herself or the baby; same-day mental health assessment.',
      citations: [
        cite('nice-cg192-2014', '1.10 postpartum psychosis: assessment within 4 hours'),
        mhgap('PSY: bipolar disorder, manic episode'),
      ],
    },
    {
      findingIds: ['suicidal-thoughts'],
      finding: 'Thoughts of self-harm',
      urgency: 'emergency',
      actionRequired: 'Remove means, do not leave alone, urgent mental health assessment.',
      citations: [mhgap('SUI: imminent risk of self-harm')],
    },
    {
      findingIds: ['agitation'],
      finding: 'Severe agitation or risk to others in mania',
      urgency: 'emergency',
      actionRequired: 'Calm de-escalation; antipsychotic; urgent referral.',
      citations: [mhgap('BPD: management of manic episode')],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose, HIV test, thyroid tests; pregnancy test in women',
      urgency: 'routine',
      rationale: 'Physical causes of mania; choice of mood stabiliser.',
      expectedFindings: 'Usually normal.',
    },
    {
      test: 'Creatinine, thyroid function before lithium; lithium level where used',
      urgency: 'routine',
      rationale: 'Lithium safety.',
      expectedFindings: 'Baseline values; level 0.6 to 1.0 mmol/L on treatment.',
    },
  ],
  monitoring: [
    {
      parameter: 'Mood, sleep, adherence, side effects; lithium level where used',
      frequency: 'Every 2 weeks in mania, then monthly',
      alertCriteria: 'Relapse, toxicity (tremor, vomiting, confusion on lithium).',
    },
  ],
  referrals: [
    {
      specialist: 'Mental health services',
      urgency: 'urgent',
      reason: 'Mania with risk, psychotic features, pregnancy, adolescents, lithium start.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Keep regular sleep; watch for early signs of relapse (less sleep, more energy).',
      category: 'self-care',
      importance: 'high',
    },
    { recommendation: 'Avoid alcohol and drugs.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'Take the mood stabiliser long term as prescribed.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Acute mania: stop antidepressants; give an antipsychotic (haloperidol or risperidone) or a mood stabiliser (lithium only where levels can be monitored; valproate; carbamazepine), with psychoeducation. Maintenance: mood stabiliser. Valproate is avoided in women who may become pregnant. Bipolar depression: mood stabiliser; antidepressant only with a mood stabiliser, by the specialist.',
    supportiveCare: ['Sleep routine', 'Family psychoeducation'],
    followUpSchedule: 'Every 1 to 2 weeks in mania, then monthly.',
    antibioticsIndicated: false,
    citations: [
      mhgap('BPD 2: management of manic episode; maintenance'),
      cite('who-mhgap-guideline-2023', 'Bipolar disorder'),
    ],
  },
  citations: [mhgap('BPD: Bipolar disorder module')],
} satisfies Condition;

export const regimens = [
  {
    id: 'bipolar-mania',
    conditionId: 'bipolar-mania',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'risperidone',
        route: 'oral',
        dose: fixed(2, '1 tablet (2 mg)', 6, 6),
        frequency: 'once daily, adjusted in 1 mg steps',
        dosesPerDay: 1,
        duration: 'for the manic episode; maintenance with a mood stabiliser',
        indication: 'acute mania',
        alternativeIds: ['haloperidol'],
        citations: [
          bnf('Risperidone: mania, 2 mg once daily, usual range 1 to 6 mg daily'),
          mhgap('BPD Table 1: antipsychotics for mania'),
        ],
      },
    ],
    note: 'Mood stabilisers (lithium with level monitoring, valproate, carbamazepine) are started by the clinician; valproate not in women who may become pregnant.',
    citations: [mhgap('BPD 2: manic episode')],
  },
  {
    id: 'bipolar-mania-alternatives',
    conditionId: 'bipolar-mania',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'haloperidol',
        route: 'oral',
        dose: fixed(2.5, 'half a 5 mg tablet', 20, 20),
        frequency: 'once daily, increased as needed',
        dosesPerDay: 1,
        duration: 'for the manic episode',
        indication: 'acute mania',
        alternativeIds: [],
        citations: [mhgap('PSY Table 1: haloperidol, start 1.5 to 3 mg, max 20 mg/day')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [mhgap('BPD: antipsychotics in mania')],
  },
] satisfies readonly Regimen[];
