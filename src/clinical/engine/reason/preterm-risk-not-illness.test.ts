import { describe, it, expect } from 'vitest';
import { createEngine } from '../index';

/**
 * Born early or small is a risk the baby carries, not a sign of illness: WHO IMCI 2014 reads possible serious
 * bacterial infection in a young infant by its signs (not feeding well, fast breathing, fever or low
 * temperature, movement only when stimulated). Sentences of our own.
 */
const engine = createEngine();
const now = new Date('2026-06-01T10:00:00Z');
const alarm = (text: string) =>
  engine.assess({ symptoms: [text], patient: { age: 0.03, gender: 'male' } }, now).diagnosis.emergencyAlert;

describe('a preterm baby is judged by its signs', () => {
  it.each(['premature baby, not feeding well', 'low birth weight baby, breathing fast'])(
    '"%s" is an emergency',
    (text) => {
      expect(alarm(text)).toBe(true);
    },
  );

  it.each([
    'premature baby born at 35 weeks, sucking well and growing',
    'low birth weight baby, feeding well',
  ])('"%s" raises no emergency', (text) => {
    expect(alarm(text)).toBe(false);
  });
});
