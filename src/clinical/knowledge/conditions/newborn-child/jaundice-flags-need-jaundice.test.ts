import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Neonatal jaundice's red flags of bilirubin encephalopathy (not feeding, fits, unconscious: WHO Pocket Book
 * 2013 §3.19) and of severe jaundice with fever or a low temperature (IMCI 2014 young infant chart) are its
 * flags only in a jaundiced baby. A small preterm baby too weak to suck, without jaundice, is a young infant
 * not feeding well (IMCI: an emergency), not a critical kernicterus.
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');
const diagnose = (symptoms: string[], ageDays: number) =>
  engine.diagnose(
    {
      symptoms,
      patient: {
        age: ageDays / 365.25,
        gender: 'female',
        weight: 1.5,
        vitals: { temperatureC: 36.6, heartRate: 150, respiratoryRate: 48, spo2: 97 },
      } as never,
      labResults: [],
    },
    now,
  ).diagnosis;
const flagTexts = (symptoms: string[], ageDays: number) =>
  diagnose(symptoms, ageDays).redFlags.map((flag) => flag.finding);

describe('jaundice red flags need jaundice', () => {
  it('a preterm baby too weak to breastfeed, not yellow, raises no bilirubin-encephalopathy flag', () => {
    const symptoms = [
      'premature, birth weight 1.5 kg',
      'too weak to suck at the breast',
      'no fever, no fits',
    ];
    const flags = flagTexts(symptoms, 5);
    expect(flags.some((flag) => flag.includes('bilirubin encephalopathy'))).toBe(false);
    expect(diagnose(symptoms, 5).triage.urgency).not.toBe('critical');
  });

  it('twin: a yellow preterm newborn too weak to suck keeps the critical flag', () => {
    const symptoms = [
      'premature, birth weight 1.5 kg',
      'yellow eyes and skin',
      'too weak to suck at the breast',
    ];
    expect(flagTexts(symptoms, 5).some((flag) => flag.includes('bilirubin encephalopathy'))).toBe(true);
    expect(diagnose(symptoms, 5).triage.urgency).toBe('critical');
  });
});
