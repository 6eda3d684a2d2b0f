import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const mhgap = (section: string) => cite('who-mhgap-2016', section);
const panicAttack = cite('who-icd11-2024', '6B01 Panic disorder: essential features of a panic attack');

export const condition = {
  id: 'anxiety-panic',
  name: 'Anxiety and panic disorder',
  icd10: ['F41.9', 'F41', 'F41.0', 'F41.1'],
  icd11: '6B00',
  urgency: 'routine',
  prior: {
    baseline: 0.012,
    byAge: [
      { maxYears: 12, multiplier: 0.2 },
      { minYears: 12, maxYears: 65, multiplier: 1.1 },
      { minYears: 65, multiplier: 0.7 },
    ],
    bySex: { female: 1.4, male: 0.7 },
    citations: [
      mhgap('OTH: other significant mental health complaints'),
      cite('who-mhgap-guideline-2023', 'Anxiety: generalized anxiety and panic disorder'),
    ],
  },
  findings: [
    {
      // A panic attack builds up over minutes; a racing heart that starts and stops like a switch is re-entrant
      // tachycardia (ESC SVT 2019).
      findingId: 'sudden-onset-palpitations',
      frequency: 0.05,
      citation: cite('esc-svt-2019', 'Differential diagnosis of palpitations: panic and anxiety'),
    },
    { findingId: 'excessive-worry', frequency: 0.7 },
    { findingId: 'panic-attacks', frequency: 0.45 },
    { findingId: 'stress-anxiety', frequency: 0.85 },
    { findingId: 'palpitations', frequency: 0.5 },
    // A resting rate of 150 or more is a tachyarrhythmia, not the sinus tachycardia of panic.
    {
      findingId: 'very-fast-heart-rate',
      frequency: 0.02,
      // Weighed against the rates of other causes of palpitations (specificity), not the whole population.
      specificity: 0.95,
      citation: {
        sourceId: 'aha-als-2020',
        section:
          'Adult tachyarrhythmia with a pulse algorithm: heart rate typically ≥ 150/min if tachyarrhythmia',
      },
    },
    { findingId: 'sweating', frequency: 0.3 },
    { findingId: 'tremor-shakiness', frequency: 0.3 },
    { findingId: 'shortness-of-breath', frequency: 0.3 },
    { findingId: 'chest-tightness', frequency: 0.25 },
    // A panic attack is a surge of bodily symptoms: pounding heart, sweating, chest pain, nausea or
    // abdominal distress; the person fears a heart attack and may come to an emergency unit with them.
    { findingId: 'chest-pain', frequency: 0.25, citation: panicAttack },
    { findingId: 'nausea', frequency: 0.2, citation: panicAttack },
    { findingId: 'abdominal-pain', frequency: 0.1, citation: panicAttack },
    { findingId: 'tachycardia', frequency: 0.3, citation: panicAttack },
    { findingId: 'dizziness', frequency: 0.3 },
    { findingId: 'sleep-disturbance', frequency: 0.6 },
    { findingId: 'poor-concentration', frequency: 0.4 },
    { findingId: 'headache', frequency: 0.3 },
    { findingId: 'fatigue', frequency: 0.4 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'low-mood', frequency: 0.3 },
    { findingId: 'numbness-tingling-feet', frequency: 0.05 },
    { findingId: 'weight-loss', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'crushing-chest-pain', frequency: 0.02 },
    { findingId: 'syncope', frequency: 0.02 },
    { findingId: 'heat-intolerance', frequency: 0.02 },
    { findingId: 'goitre', frequency: 0.01 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['suicidal-thoughts'],
      finding: 'Thoughts of self-harm',
      urgency: 'emergency',
      actionRequired: 'Remove means, do not leave alone, urgent assessment.',
      citations: [mhgap('SUI: imminent risk of self-harm')],
    },
    {
      findingIds: ['crushing-chest-pain'],
      finding: 'Chest pain: exclude a heart cause before calling it panic',
      urgency: 'emergency',
      actionRequired: 'ECG and vital signs; manage as cardiac until excluded.',
      citations: [mhgap('OTH: rule out physical causes')],
    },
    {
      // A faint is not an emergency sign by itself (ETAT, IMAI); its dangerous causes raise their own alarms
      // (a fast or slow rhythm, shock, bleeding, chest pain), so here it asks for the same-day physical check.
      findingIds: ['syncope'],
      finding: 'Fainting: exclude a heart cause before calling it panic',
      urgency: 'urgent',
      actionRequired: 'Pulse, blood pressure, glucose and an ECG the same day before calling it panic.',
      citations: [mhgap('OTH: rule out physical causes')],
    },
  ],
  investigations: [
    {
      test: 'Pulse, blood pressure, glucose; ECG with chest symptoms; thyroid tests with weight loss or tremor',
      urgency: 'routine',
      rationale: 'Physical look-alikes: arrhythmia, thyrotoxicosis, hypoglycaemia.',
      expectedFindings: 'Normal results.',
    },
  ],
  monitoring: [
    {
      parameter: 'Symptoms, function, alcohol or sedative use',
      frequency: 'Every 2 to 4 weeks at first',
      alertCriteria: 'Worsening, depression, suicidal thoughts, benzodiazepine dependence.',
    },
  ],
  referrals: [
    {
      specialist: 'Mental health services',
      urgency: 'routine',
      reason: 'No response to first-line care; severe impairment.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Slow breathing and relaxation exercises daily, and during attacks.',
      category: 'self-care',
      importance: 'high',
    },
    {
      recommendation: 'Regular activity, sleep routine; less caffeine and alcohol.',
      category: 'activity',
      importance: 'medium',
    },
    {
      recommendation:
        'Panic attacks are frightening but not dangerous; face avoided situations step by step.',
      category: 'self-care',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Psychoeducation, stress management and relaxation; brief psychological treatment (CBT-based) as first line. For generalized anxiety or panic disorder in adults an SSRI (fluoxetine) may be offered, continued 6 to 12 months after response. Avoid benzodiazepines except very briefly in acute severe anxiety. Exclude physical causes and depression.',
    supportiveCare: ['Problem-solving and social support'],
    followUpSchedule: 'Every 2 to 4 weeks until improved.',
    antibioticsIndicated: false,
    citations: [
      mhgap('OTH: psychosocial interventions, stress management'),
      cite('who-mhgap-guideline-2023', 'Anxiety: psychological interventions and SSRIs for adults'),
    ],
  },
  citations: [mhgap('OTH module'), cite('who-mhgap-guideline-2023', 'Anxiety')],
} satisfies Condition;

export const regimens = [
  {
    id: 'anxiety-panic',
    conditionId: 'anxiety-panic',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'fluoxetine',
        route: 'oral',
        dose: fixed(20, '1 capsule (20 mg)', 40, 40),
        frequency: 'once daily in the morning',
        dosesPerDay: 1,
        duration: '6 to 12 months after response, then taper',
        indication: 'generalized anxiety or panic disorder when psychological treatment is not enough',
        alternativeIds: [],
        citations: [
          cite(
            'who-mhgap-guideline-2023',
            'Anxiety: SSRIs for adults with generalized anxiety or panic disorder',
          ),
          mhgap('DEP Table 1: fluoxetine, start 20 mg daily, max 40 mg in primary care'),
        ],
      },
    ],
    note: 'Psychological treatment comes first. Warn of early jitteriness; review within 2 weeks.',
    citations: [cite('who-mhgap-guideline-2023', 'Anxiety')],
  },
] satisfies readonly Regimen[];
