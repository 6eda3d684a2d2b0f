import { describe, it, expect } from 'vitest';
import { createEngine } from '../index';

/**
 * Paracetamol tablets are an overdose by their amount (WHO Pocket Book 2013 ch. 1: treat from 150 mg/kg; an
 * adult dose is 0.5-1 g, WHO Model Formulary 2008), whether the count is written in digits or in words, in
 * English, French or Kiswahili. Paracetamol tablets named without an amount are a treatment, not an overdose.
 * Sentences of our own.
 */
const engine = createEngine();
const now = new Date('2026-06-01T10:00:00Z');
const alarm = (text: string) =>
  engine.assess({ symptoms: [text], patient: { age: 30, gender: 'female' } }, now).diagnosis.emergencyAlert;

describe('paracetamol tablets counted in words', () => {
  it.each([
    'elle a avalé trente comprimés de paracétamol hier soir',
    'il a pris quarante comprimés de paracétamol',
    'she swallowed twenty paracetamol tablets last night',
  ])('"%s" is an overdose to treat', (text) => {
    expect(alarm(text)).toBe(true);
  });

  it.each([
    'a pris deux comprimés de paracétamol pour ses règles, va bien',
    'elle prend des comprimés de paracétamol contre la fièvre',
    'took two paracetamol tablets for a headache, feels fine',
  ])('"%s" raises no emergency', (text) => {
    expect(alarm(text)).toBe(false);
  });
});
