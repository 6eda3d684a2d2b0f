import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';

/**
 * An inability told with 'not (been) able to' reads as 'cannot': a man who has not been able to pee since
 * last night with a painful lower belly is in acute urinary retention, an emergency (EAU male LUTS 2024);
 * one who has been able to pee is not.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
const urgencyOf = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: { age: 70, gender: 'male', country: 'KE' } }, now).diagnosis
    .triage.urgency;

describe("'not (been) able to' reads as 'cannot'", () => {
  it.each([
    'He has not been able to pee since last night',
    "He hasn't been able to pee since last night",
    'Since yesterday he will not be able to pee at all',
  ])('"%s" is acute urinary retention, an emergency', (text) => {
    expect(urgencyOf(text)).toMatch(/emergency|critical/);
  });

  it('"has been able to pee" is no retention', () => {
    expect(urgencyOf('He has been able to pee, but gets up at night to pee')).not.toMatch(
      /emergency|critical/,
    );
  });
});
