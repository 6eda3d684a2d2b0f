import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { createUnderstanding } from './understand-input';

/**
 * Two reading faults in everyday English: the time that dates an event ('had her baby ten days ago') was
 * given to every complaint of the clause as its duration, and a body site told with its own pain ('and
 * pain behind the breastbone') took the 'painful' of another wording ('painful swallowing').
 */
const understand = createUnderstanding(findings);

function read(text: string) {
  const result = understand({ symptoms: [text], patient: { age: 27, gender: 'female' } });
  return new Map(result.findings.map((finding) => [finding.findingId, finding]));
}

describe('a time that dates an event stays the event’s', () => {
  it('a birth ten days ago gives no ten days of headache', () => {
    const found = read('had her baby ten days ago, headache');
    expect(found.get('headache')?.present).toBe(true);
    expect(found.get('headache')?.durationDays).toBeUndefined();
  });
  it('calm twin: a headache that started ten days ago has lasted ten days', () => {
    const found = read('headache, started ten days ago');
    expect(found.get('headache')?.durationDays).toBe(10);
  });
  it('a clock time on a ward note is no duration', () => {
    const found = read('seen at 2200 hrs, headache');
    expect(found.get('headache')?.durationDays).toBeUndefined();
  });
  it('calm twin: vomiting for 12 hrs lasted half a day', () => {
    expect(read('vomiting for 12 hrs').get('vomiting')?.durationDays).toBe(0.5);
  });
});

describe('a site told with its own pain keeps the other wording', () => {
  it('painful swallowing and pain behind the breastbone: sore throat and chest pain', () => {
    const found = read('painful swallowing and pain behind the breastbone');
    expect(found.get('sore-throat')?.present).toBe(true);
    expect(found.get('chest-pain')?.present).toBe(true);
  });
  it('calm twin: painful swallowing alone is the throat', () => {
    const found = read('painful swallowing for a week');
    expect(found.get('sore-throat')?.present).toBe(true);
    expect(found.has('chest-pain')).toBe(false);
  });
  it('a swollen wrist is a swollen joint; bent like a fork, a broken wrist', () => {
    expect(read('her wrist is swollen and stiff').get('joint-swelling')?.present).toBe(true);
    expect(
      read('fell on her hand, the wrist is bent like a fork').get('forearm-wrist-fracture')?.present,
    ).toBe(true);
  });
});
