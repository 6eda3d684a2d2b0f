import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * 'Feels cold' of a young infant is a low body temperature until it is measured (WHO PCPNC 2015 K); an
 * axillary temperature of 35.5 °C or more measured is not IMCI's low body temperature (WHO IMCI 2014, young
 * infant). The twin without a thermometer, or with one below 35.5 °C, keeps the alarm. Written for this test.
 */
const engine = createEngine();
const now = new Date('2026-11-29T09:00:00Z');
const FEELS_COLD = 'An infant under 2 months who feels cold (low body temperature until measured)';
const reasons = (temperatureC?: number) =>
  engine.diagnose(
    {
      symptoms: ['the baby feels cold', 'breastfeeding well'],
      patient: {
        age: 0.02,
        gender: 'female',
        country: 'KE',
        ...(temperatureC ? { vitals: { temperatureC } } : {}),
      },
    },
    now,
  ).diagnosis.triage.reasons;

describe('a young infant who feels cold', () => {
  it('with 36.2 °C measured: not the feels-cold alarm', () =>
    expect(reasons(36.2)).not.toContain(FEELS_COLD));
  it('twin, no temperature measured: the alarm stays', () => expect(reasons()).toContain(FEELS_COLD));
  it('twin, 35.0 °C measured: an emergency', () => {
    const { diagnosis } = engine.diagnose(
      {
        symptoms: ['the baby feels cold', 'breastfeeding well'],
        patient: { age: 0.02, gender: 'female', country: 'KE', vitals: { temperatureC: 35 } },
      },
      now,
    );
    expect(diagnosis.emergencyAlert).toBe(true);
  });
});
