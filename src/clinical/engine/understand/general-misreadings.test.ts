import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

/*
 * Misreadings of the engine in general, each with its calm twin: relative wordings of bleeding long after a
 * birth (WHO MCPC 2017 S-25: secondary PPH needs heavy bleeding, clots or shock), fever after birth from 38 °C
 * (WHO MCPC 2017 S-105), kidney failure by KDIGO 2012 rather than any creatinine above range, 'LOC' as the
 * level of consciousness, a whistle in the breath as wheeze (WHO Pocket Book 2013 ch. 4), a coma in the past,
 * and paracetamol judged in mg/kg (WHO Pocket Book 2013 ch. 1: 150 mg/kg).
 */
const engine = createEngine();
const now = new Date('2026-11-29T09:00:00Z');
const woman = { age: 28, gender: 'female', country: 'KE' } as const;
const man = { age: 30, gender: 'male', country: 'KE' } as const;

const diagnose = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;
const urgencyOf = (input: ClinicalInput) => diagnose(input).triage.urgency;
const presentIds = (input: ClinicalInput) =>
  diagnose(input)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);
const isAlarm = (input: ClinicalInput) => ['emergency', 'critical'].includes(urgencyOf(input));

describe('bleeding told relatively days after a birth is not a measured haemorrhage', () => {
  const calm = { temperatureC: 36.8, heartRate: 84, systolicBP: 118, diastolicBP: 76 };
  it.each([
    ['delivered nine days ago', 'her bleeding got heavier since yesterday'],
    ['gave birth 10 days ago', 'bleeding more than before, mild cramps'],
  ])('"%s; %s": a same-day review, not an emergency', (birth, bleeding) => {
    // Temperature and pulse measured normal: without them puerperal sepsis stays a differential to exclude.
    const input = { symptoms: [birth, bleeding], patient: { ...woman, vitals: calm } };
    expect(urgencyOf(input)).toBe('urgent');
  });

  it('told in the profile (day 12): urgent, not an emergency', () => {
    const input = {
      symptoms: ['vaginal bleeding is heavier now'],
      patient: { ...woman, postpartumDays: 12, vitals: calm },
    };
    expect(isAlarm(input)).toBe(false);
  });

  it.each([
    ['delivered nine days ago', 'heavy bleeding soaking a pad every hour'],
    ['gave birth 10 days ago', 'bleeding heavily after delivery, passing large clots after delivery'],
  ])('alarm twin "%s; %s": a heavy secondary haemorrhage is still an emergency', (birth, bleeding) => {
    expect(isAlarm({ symptoms: [birth, bleeding], patient: woman })).toBe(true);
  });

  it('alarm twin: bleeding days after birth with shock is still an emergency', () => {
    const input = {
      symptoms: ['delivered nine days ago', 'bleeding is heavier than yesterday', 'fainted'],
      patient: { ...woman, vitals: { heartRate: 124, systolicBP: 84, diastolicBP: 50 } },
    };
    expect(isAlarm(input)).toBe(true);
  });

  it('alarm twin: bleeding in the first day after birth is still an emergency', () => {
    expect(isAlarm({ symptoms: ['delivered 3 hours ago', 'bleeding is heavier now'], patient: woman })).toBe(
      true,
    );
  });
});

describe('fever after birth is 38 °C or more', () => {
  it('37.6 °C four days after birth is no postpartum fever', () => {
    const diagnosis = diagnose({
      symptoms: ['delivered 4 days ago', 'feeling tired', 'breasts full'],
      patient: { ...woman, vitals: { temperatureC: 37.6, heartRate: 88 } },
    });
    expect(diagnosis.triage.reasons.join('\n')).not.toMatch(/after birth/i);
  });

  it('alarm twin: 38.4 °C after birth with foul lochia is puerperal sepsis', () => {
    const input = {
      symptoms: ['delivered 4 days ago', 'foul smelling lochia', 'lower abdominal pain'],
      patient: { ...woman, vitals: { temperatureC: 38.4, heartRate: 108 } },
    };
    expect(isAlarm(input)).toBe(true);
  });

  it('twin: 38.2 °C after birth is still fever after birth', () => {
    const diagnosis = diagnose({
      symptoms: ['delivered 4 days ago', 'tired'],
      patient: { ...woman, vitals: { temperatureC: 38.2 } },
    });
    expect(diagnosis.triage.reasons.join('\n')).toMatch(/fever in the weeks after birth/i);
  });

  it('a newborn keeps the IMCI threshold of 37.5 °C', () => {
    const input = { symptoms: ['not feeding well'], patient: { age: 0.02, vitals: { temperatureC: 37.6 } } };
    expect(presentIds(input)).toContain('fever');
  });
});

describe('kidney failure is acute kidney injury, not any creatinine above its range', () => {
  const leptospirosis = ['fever 3 days', 'muscle pains in the calves', 'walks in flood water'];
  it('a creatinine of 118 µmol/L (range 60-110) raises no Weil disease alarm', () => {
    const input = {
      symptoms: leptospirosis,
      patient: man,
      labResults: [{ testType: 'creatinine', result: '118 umol/L', normalRange: '60-110' }],
    };
    expect(isAlarm(input)).toBe(false);
  });

  it('alarm twin: a creatinine of 310 µmol/L is kidney failure (Weil disease)', () => {
    const input = {
      symptoms: leptospirosis,
      patient: man,
      labResults: [{ testType: 'creatinine', result: '310 umol/L', normalRange: '60-110' }],
    };
    expect(isAlarm(input)).toBe(true);
  });
});

describe("'LOC' is the level of consciousness when a state or a score follows it", () => {
  it.each(['LOC normal', 'LOC: alert', 'GCS/LOC 15'])(
    '"%s" after a fall is no loss of consciousness',
    (loc) => {
      const present = presentIds({ symptoms: ['fell off a bicycle, small scalp cut', loc], patient: man });
      expect(present).not.toContain('unconscious');
      expect(present).not.toContain('loss-of-consciousness-after-injury');
    },
  );

  it.each(['brief LOC', 'LOC x 2 min', 'head injury +LOC'])(
    'alarm twin "%s" is a loss of consciousness',
    (loc) => {
      const present = presentIds({ symptoms: ['fell from a ladder', loc], patient: man });
      expect(present).toContain('loss-of-consciousness-after-injury');
    },
  );
});

describe('a whistle in the breath is a wheeze, not stridor', () => {
  const child = { age: 3, gender: 'male', country: 'KE' } as const;
  it.each(['noisy breathing like a whistle', 'whistle-like noisy breathing'])('"%s"', (text) => {
    const present = presentIds({ symptoms: ['cough', text], patient: child });
    expect(present).toContain('wheeze');
    expect(present).not.toContain('stridor');
  });

  it('alarm twin: a harsh noise on breathing in is stridor', () => {
    const input = { symptoms: ['harsh noise when breathing in', 'barking cough'], patient: child };
    expect(presentIds(input)).toContain('stridor');
    expect(isAlarm(input)).toBe(true);
  });
});

describe('a coma in the past is not unconsciousness now', () => {
  it.each(['had coma during malaria as a child', 'history of coma', 'went into a coma 2 years ago'])(
    '"%s"',
    (text) => {
      const present = presentIds({ symptoms: ['fever 2 days', text], patient: man });
      expect(present).not.toContain('unconscious');
    },
  );

  it.each(['in a coma since this morning', 'now in coma'])('alarm twin "%s"', (text) => {
    expect(isAlarm({ symptoms: ['fever 2 days', text], patient: man })).toBe(true);
  });
});

describe('paracetamol swallowed is judged per kg when tablets are counted', () => {
  it('a child of 10 kg swallowing 4 × 500 mg (200 mg/kg) is an emergency', () => {
    const input: ClinicalInput = {
      symptoms: ['swallowed 4 tablets of paracetamol 500 mg an hour ago'],
      patient: { age: 2, gender: 'male', weight: 10 },
    };
    expect(presentIds(input)).toContain('paracetamol-ingestion');
    expect(isAlarm(input)).toBe(true);
  });

  it('weight unknown: 4 × 500 mg in a 2-year-old is an emergency by the weight for age', () => {
    const input = { symptoms: ['swallowed 4 tablets of paracetamol 500 mg'], patient: { age: 2 } };
    expect(isAlarm(input)).toBe(true);
  });

  it.each([
    ['swallowed 2 paracetamol tablets for a headache', 65],
    ['ingested 2 tablets of paracetamol', undefined],
    ['took 2 panadol tablets this morning', 70],
  ])('calm twin "%s" (adult, %s kg): one dose, no overdose', (text, weight) => {
    const input = { symptoms: [text], patient: { ...man, weight } };
    const present = presentIds(input);
    expect(present).not.toContain('paracetamol-ingestion');
    expect(present).not.toContain('medicine-overdose');
    expect(isAlarm(input)).toBe(false);
  });

  it('an adult swallowing 20 paracetamol tablets, weight unknown, is still an emergency', () => {
    expect(isAlarm({ symptoms: ['swallowed 20 paracetamol tablets'], patient: woman })).toBe(true);
  });

  it('below 150 mg/kg is an overdose to observe, not the antidote emergency', () => {
    const input = {
      symptoms: ['swallowed 10 tablets of paracetamol 500 mg'],
      patient: { ...man, weight: 60 },
    };
    const present = presentIds(input);
    expect(present).toContain('medicine-overdose');
    expect(present).not.toContain('paracetamol-ingestion');
  });
});
