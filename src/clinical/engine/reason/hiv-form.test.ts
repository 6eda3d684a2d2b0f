import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import type { ClinicalInput } from '../types';

const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');

function diagnose(symptoms: string[], patient: ClinicalInput['patient']) {
  const { diagnosis } = engine.diagnose({ symptoms, patient }, now);
  return {
    top: diagnosis.primaryDiagnosis.conditionId,
    listed: [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    ),
    urgency: diagnosis.triage.urgency,
  };
}

describe('an HIV-associated condition told with the signs of HIV names the condition, HIV beside it (knowledge: comesWith hiv-infection)', () => {
  it('shingles with recent weight loss: shingles first, HIV listed, urgent', () => {
    const answer = diagnose(['painful blisters in a band on one side of the chest', 'lost weight recently'], {
      age: 34,
      gender: 'male',
      country: 'KE',
    });
    expect(answer.top).toBe('herpes-zoster');
    expect(answer.listed.slice(0, 3)).toContain('hiv-infection');
    expect(answer.urgency).toBe('urgent');
  });

  it('thrush that scrapes off with painful swallowing, weight loss and a reactive test: candidiasis first, HIV listed', () => {
    const answer = diagnose(
      [
        'white patches in the mouth that scrape off',
        'pain on swallowing',
        'weight loss',
        'diarrhoea',
        'HIV test reactive',
      ],
      { age: 30, gender: 'female', country: 'KE' },
    );
    expect(answer.top).toBe('oral-oesophageal-candidiasis');
    expect(answer.listed.slice(0, 3)).toContain('hiv-infection');
    expect(answer.urgency).toBe('urgent');
  });

  it('a painful genital sore in a man known to have HIV: the ulcer first', () => {
    const answer = diagnose(['painful sore on the penis', 'known HIV positive'], {
      age: 28,
      gender: 'male',
      country: 'UG',
    });
    expect(answer.top).toBe('genital-ulcer-disease');
    expect(answer.listed.slice(0, 3)).toContain('hiv-infection');
  });

  it('calm twin: shingles alone stays shingles, routine', () => {
    const answer = diagnose(['painful blisters in a band on one side of the chest'], {
      age: 34,
      gender: 'male',
      country: 'KE',
    });
    expect(answer.top).toBe('herpes-zoster');
    expect(answer.urgency).toBe('routine');
  });

  it('calm twin: weight loss, chronic diarrhoea and fevers with a positive test and no other condition: HIV first', () => {
    const answer = diagnose(
      [
        'lost a lot of weight over 3 months',
        'diarrhoea for over a month',
        'fevers on and off',
        'HIV test positive today',
      ],
      { age: 35, gender: 'female', country: 'KE' },
    );
    expect(answer.top).toBe('hiv-infection');
  });

  it('calm twin: a new positive test with tiredness: HIV first', () => {
    const answer = diagnose(['tested HIV positive today', 'tired'], {
      age: 29,
      gender: 'female',
      country: 'KE',
    });
    expect(answer.top).toBe('hiv-infection');
  });
});
