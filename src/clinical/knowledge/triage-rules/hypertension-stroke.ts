import type { TriageRule } from '../triage-rule-schema';
import { hypertensive } from './shared';

/** Hypertensive crisis and focal neurology. */
export const hypertensionStrokeRules = [
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
    citations: [{ sourceId: 'who-stroke-pen-2020', section: 'Recognition of stroke and urgent referral' }],
  },
] as const satisfies readonly TriageRule[];
