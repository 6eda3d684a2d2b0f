import type { TriageRule } from '../triage-rule-schema';
import { hypertensive } from './shared';

const stroke = {
  sourceId: 'who-stroke-pen-2020',
  section: 'Recognition of stroke and urgent referral',
} as const;

/**
 * A deficit that began within the last week is sent at once (NICE NG128 1.1.3); one that began more than a week
 * ago is assessed by a specialist within 7 days (1.1.4), no emergency: the stroke alarms keep to that window.
 */
export const strokeWindowDays = 7;
const strokeWindow = {
  sourceId: 'nice-ng128-2019',
  section:
    '1.1.3 and 1.1.4: refer at once when the symptoms began within the last week; after a week, specialist assessment within 7 days',
} as const;

/** Hypertensive crisis and focal neurology. */
export const hypertensionStrokeRules = [
  {
    id: 'stroke-face-with-limb-weakness',
    anyOf: ['focal-weakness'],
    allOf: ['facial-droop'],
    ageYears: { min: 18 },
    maxDurationDays: strokeWindowDays,
    urgency: 'emergency',
    reason:
      'Face drooping with weakness of an arm or leg (possible stroke), whether or not the onset is told',
    actions: ['Check glucose, ask when the patient was last seen well, refer now for brain imaging'],
    citations: [stroke, strokeWindow],
  },
  {
    id: 'stroke-speech-with-limb-weakness',
    anyOf: ['speech-difficulty'],
    allOf: ['focal-weakness'],
    ageYears: { min: 18 },
    maxDurationDays: strokeWindowDays,
    urgency: 'emergency',
    reason:
      'Speech difficulty with weakness of an arm or leg (possible stroke), whether or not the onset is told',
    actions: ['Check glucose, ask when the patient was last seen well, refer now for brain imaging'],
    citations: [stroke, strokeWindow],
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
    anyOf: ['focal-weakness', 'speech-difficulty'],
    allOf: ['sudden-onset-neuro'],
    maxDurationDays: strokeWindowDays,
    urgency: 'emergency',
    reason: 'Sudden weakness, facial droop or speech difficulty (possible stroke)',
    actions: ['Check glucose, note the time of onset, refer now for brain imaging'],
    citations: [stroke, strokeWindow],
  },
  {
    // A face weak with its forehead (the eye cannot close) is a peripheral facial-nerve palsy (Bell's),
    // urgent but no stroke; a limb or speech deficit with it fires the rule above.
    id: 'focal-neurology-face',
    anyOf: ['facial-droop'],
    allOf: ['sudden-onset-neuro'],
    noneOf: ['facial-weakness-forehead-involved'],
    maxDurationDays: strokeWindowDays,
    urgency: 'emergency',
    reason: 'Sudden weakness, facial droop or speech difficulty (possible stroke)',
    actions: ['Check glucose, note the time of onset, refer now for brain imaging'],
    citations: [
      strokeWindow,
      stroke,
      {
        sourceId: 'aao-hns-bells-2013',
        section: 'Statement 1: exclude other causes of facial paresis (forehead involvement)',
      },
    ],
  },
  {
    id: 'facial-nerve-palsy',
    anyOf: ['facial-weakness-forehead-involved'],
    urgency: 'urgent',
    reason:
      'Facial-nerve palsy (forehead weak, eye will not close): steroids within 72 hours, protect the eye',
    actions: [
      'Look for weak limbs, speech change, ear vesicles or a parotid mass; start oral steroids within 72 hours of onset and protect the eye',
    ],
    citations: [
      {
        sourceId: 'aao-hns-bells-2013',
        section: 'Statement 3: oral steroids within 72 hours; Statement 5: eye care',
      },
    ],
  },
] as const satisfies readonly TriageRule[];
