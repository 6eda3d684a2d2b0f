import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';
import { loadKnowledge } from '../load-knowledge';
import { clinicalScope } from '../scope';

/*
 * Conditions 93-99 and 108-115 of clinical-scope.md as short clinical cases written from the guidelines'
 * typical presentations: each must rank its condition within the first three.
 */
const engine = createEngine();
const knowledge = loadKnowledge();
const now = new Date('2026-11-22T10:00:00Z');

const cases: [string, ClinicalInput][] = [
  [
    'pertussis',
    {
      symptoms: ['coughing fits for 3 weeks', 'whoop after the cough', 'vomiting after coughing'],
      patient: { age: 3, gender: 'female', country: 'KE', medicalHistory: ['not vaccinated'] },
    },
  ],
  [
    'diphtheria',
    {
      symptoms: ['sore throat', 'fever', 'grey membrane on the tonsils', 'bull neck'],
      patient: { age: 8, gender: 'male', country: 'NG' },
    },
  ],
  [
    'acute-flaccid-paralysis',
    {
      symptoms: ['sudden floppy weakness of the right leg', 'fever', 'muscle pain'],
      patient: { age: 2, gender: 'male', country: 'NG', medicalHistory: ['not vaccinated'] },
    },
  ],
  [
    'acute-flaccid-paralysis',
    {
      symptoms: ['ascending weakness', 'tingling in the feet', 'absent reflexes'],
      patient: { age: 34, gender: 'female', country: 'KE' },
    },
  ],
  [
    'mumps',
    {
      symptoms: ['swelling below the ear on both sides', 'fever', 'pain when chewing'],
      patient: { age: 7, gender: 'male', country: 'KE' },
    },
  ],
  [
    'rickets',
    {
      symptoms: ['bowed legs', 'wide wrists', 'delayed walking'],
      patient: { age: 2, gender: 'female', country: 'ET' },
    },
  ],
  [
    'nephrotic-syndrome',
    {
      symptoms: ['puffy face in the morning', 'swollen legs', 'frothy urine', 'protein 4+ on dipstick'],
      patient: { age: 4, gender: 'male', country: 'KE' },
    },
  ],
  [
    'post-streptococcal-glomerulonephritis',
    {
      symptoms: ['cola coloured urine', 'puffy face', 'skin sores two weeks ago', 'passing little urine'],
      patient: { age: 9, gender: 'male', country: 'KE', vitals: { systolicBP: 140, diastolicBP: 95 } },
    },
  ],
  [
    'heat-stroke',
    {
      symptoms: ['collapsed while working in the hot sun', 'confused', 'hot dry skin'],
      patient: { age: 45, gender: 'male', country: 'ML', vitals: { temperatureC: 41.2, heartRate: 130 } },
    },
  ],
  [
    'alcohol-methanol-poisoning',
    {
      symptoms: ['drank changaa yesterday', 'blurred vision', 'vomiting', 'abdominal pain'],
      patient: { age: 38, gender: 'male', country: 'KE' },
    },
  ],
  [
    'alcohol-methanol-poisoning',
    {
      symptoms: ['very drunk', 'vomiting', 'drowsy'],
      patient: { age: 19, gender: 'male', country: 'UG' },
    },
  ],
  [
    'alcohol-withdrawal-use-disorder',
    {
      symptoms: ['stopped drinking two days ago', 'shaking hands', 'sweating', 'cannot sleep'],
      patient: { age: 48, gender: 'male', country: 'KE', medicalHistory: ['heavy drinker'] },
    },
  ],
  [
    'herpes-zoster',
    {
      symptoms: ['painful band of blisters on one side of the chest'],
      patient: { age: 62, gender: 'female', country: 'ZA' },
    },
  ],
  [
    'oral-oesophageal-candidiasis',
    {
      symptoms: ['white patches in the mouth', 'painful swallowing'],
      patient: { age: 33, gender: 'male', country: 'ZA', medicalHistory: ['hiv positive'] },
    },
  ],
  [
    'oral-oesophageal-candidiasis',
    {
      symptoms: ['white plaques in the mouth that scrape off', 'fussy when feeding'],
      patient: { age: 0.2, gender: 'female', country: 'KE' },
    },
  ],
  [
    'impetigo',
    {
      symptoms: ['honey coloured crusts around the nose and mouth', 'itching'],
      patient: { age: 5, gender: 'male', country: 'KE' },
    },
  ],
  [
    'leprosy',
    {
      symptoms: ['pale patch on the arm with no feeling', 'thickened ulnar nerve'],
      patient: { age: 30, gender: 'male', country: 'ET' },
    },
  ],
  [
    'trachoma',
    {
      symptoms: ['red eyes', 'eye discharge', 'follicles under the upper eyelid'],
      patient: { age: 5, gender: 'female', country: 'ET' },
    },
  ],
  [
    'trachoma',
    {
      symptoms: ['eyelashes rubbing the eye', 'painful eyes', 'poor vision'],
      patient: { age: 60, gender: 'female', country: 'TZ' },
    },
  ],
];

describe('conditions 93-99 and 108-115', () => {
  it('has a case for every one of these conditions in the knowledge base', () => {
    const covered = new Set(cases.map(([id]) => id));
    const scoped = clinicalScope.filter(
      (entry) =>
        ((entry.number >= 93 && entry.number <= 99) || (entry.number >= 108 && entry.number <= 115)) &&
        knowledge.conditionById.has(entry.id),
    );
    expect(scoped).toHaveLength(15);
    expect(scoped.filter((entry) => !covered.has(entry.id)).map((entry) => entry.id)).toEqual([]);
  });

  it.each(cases)('%s is in the first three', (conditionId, input) => {
    const { diagnosis } = engine.diagnose(input, now);
    const ids = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    );
    expect(ids.slice(0, 3)).toContain(conditionId);
  });
});
