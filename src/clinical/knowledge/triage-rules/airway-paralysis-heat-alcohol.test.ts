import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/* The triage rules for diphtheria, pertussis, acute flaccid paralysis, heat stroke and alcohol, as a clinician writes the case. */
const engine = createEngine();
const now = new Date('2026-11-22T10:00:00Z');
const urgencyOf = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis.triage.urgency;
const adult = { age: 40, gender: 'male', country: 'KE' } as const;

describe('diphtheria', () => {
  it('a throat membrane with stridor is critical', () => {
    expect(
      urgencyOf({ symptoms: ['grey membrane on the tonsils', 'stridor'], patient: { ...adult, age: 7 } }),
    ).toBe('critical');
  });
  it('a throat membrane without airway signs is an emergency', () => {
    expect(
      urgencyOf({ symptoms: ['sore throat', 'grey membrane on the tonsils'], patient: { ...adult, age: 7 } }),
    ).toBe('emergency');
  });
});

describe('pertussis', () => {
  it('coughing fits in a 2-month-old are an emergency', () => {
    expect(
      urgencyOf({ symptoms: ['coughing fits'], patient: { age: 0.17, gender: 'female', country: 'KE' } }),
    ).toBe('emergency');
  });
  it('whooping cough in a school child without danger signs is not an emergency', () => {
    expect(['routine', 'urgent']).toContain(
      urgencyOf({ symptoms: ['whooping cough for 2 weeks'], patient: { ...adult, age: 8 } }),
    );
  });
});

describe('acute flaccid paralysis', () => {
  it('with difficulty breathing is critical', () => {
    expect(urgencyOf({ symptoms: ['ascending paralysis', 'difficulty breathing'], patient: adult })).toBe(
      'critical',
    );
  });
  it('alone is an emergency (admission and notification)', () => {
    expect(urgencyOf({ symptoms: ['floppy legs since yesterday'], patient: { ...adult, age: 3 } })).toBe(
      'emergency',
    );
  });
});

describe('heat', () => {
  it('confusion after working in the sun is critical', () => {
    expect(urgencyOf({ symptoms: ['worked in the hot sun', 'confused'], patient: adult })).toBe('critical');
  });
  it('working in the sun without brain signs is not critical', () => {
    expect(['routine', 'urgent', 'emergency']).toContain(
      urgencyOf({ symptoms: ['worked in the hot sun', 'headache'], patient: adult }),
    );
  });
});

describe('alcohol', () => {
  it('blurred vision after illicit brew is critical (methanol)', () => {
    expect(urgencyOf({ symptoms: ['drank changaa', 'blurred vision'], patient: adult })).toBe('critical');
  });
  it('illicit brew alone is an emergency (methanol harm is delayed)', () => {
    expect(urgencyOf({ symptoms: ['drank changaa last night', 'headache'], patient: adult })).toBe(
      'emergency',
    );
  });
  it('hallucinations after stopping drinking are at least an emergency', () => {
    expect(['emergency', 'critical']).toContain(
      urgencyOf({ symptoms: ['stopped drinking two days ago', 'hearing voices', 'shaking'], patient: adult }),
    );
  });
  it('heavy drinking alone is not an emergency', () => {
    expect(['routine', 'urgent']).toContain(
      urgencyOf({ symptoms: ['drinks alcohol every day', 'poor sleep'], patient: adult }),
    );
  });
});
