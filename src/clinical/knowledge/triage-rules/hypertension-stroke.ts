import type { TriageRule } from '../triage-rule-schema';
import { hypertensive } from './shared';

const stroke = {
  sourceId: 'who-stroke-pen-2020',
  section: 'Recognition of stroke and urgent referral',
} as const;

/** Hypertensive crisis and focal neurology. */
export const hypertensionStrokeRules = [
  {
    id: 'stroke-face-with-limb-weakness',
    anyOf: ['focal-weakness'],
    allOf: ['facial-droop'],
    ageYears: { min: 18 },
    urgency: 'emergency',
    reason:
      'Face drooping with weakness of an arm or leg (possible stroke), whether or not the onset is told',
    actions: ['Check glucose, ask when the patient was last seen well, refer now for brain imaging'],
    citations: [stroke],
  },
  {
    id: 'stroke-speech-with-limb-weakness',
    anyOf: ['speech-difficulty'],
    allOf: ['focal-weakness'],
    ageYears: { min: 18 },
    urgency: 'emergency',
    reason:
      'Speech difficulty with weakness of an arm or leg (possible stroke), whether or not the onset is told',
    actions: ['Check glucose, ask when the patient was last seen well, refer now for brain imaging'],
    citations: [stroke],
  },
  {
    id: 'thunderclap-headache',
    anyOf: ['sudden-severe-headache'],
    urgency: 'emergency',
    reason: 'Sudden, worst-ever headache (thunderclap: subarachnoid haemorrhage until excluded)',
    actions: ['Check consciousness, neck stiffness and blood pressure; refer now for brain imaging'],
    citations: [
      {
        sourceId: 'ihs-ichd3-2018',
        section:
          '4.4 Primary thunderclap headache: secondary causes (6.2.2 non-traumatic subarachnoid haemorrhage) must be excluded',
      },
    ],
  },
  {
    id: 'hypertensive-crisis-symptoms',
    anyOf: [
      'severe-headache',
      'confusion',
      'chest-pain',
      'visual-disturbance',
      'papilloedema',
      'convulsions',
      'focal-weakness',
    ],
    allOf: ['severe-hypertension-reading'],
    urgency: 'emergency',
    reason: 'Severely raised blood pressure with symptoms of organ damage',
    actions: ['Lower blood pressure in a monitored setting and refer'],
    citations: [hypertensive],
  },
  {
    id: 'severe-hypertension-reading',
    anyOf: ['severe-hypertension-reading'],
    urgency: 'urgent',
    reason: 'Severely raised blood pressure (≥ 180/110 mmHg)',
    actions: ['Repeat the reading, look for symptoms of organ damage, start treatment today'],
    citations: [hypertensive],
  },
  {
    id: 'focal-neurology',
    anyOf: ['focal-weakness', 'facial-droop', 'speech-difficulty'],
    allOf: ['sudden-onset-neuro'],
    urgency: 'emergency',
    reason: 'Sudden weakness, facial droop or speech difficulty (possible stroke)',
    actions: ['Check glucose, note the time of onset, refer now for brain imaging'],
    citations: [stroke],
  },
] as const satisfies readonly TriageRule[];
