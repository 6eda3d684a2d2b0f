import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/* Newborns and young infants (ages in years: 0.01 is about 4 days, 0.05 about 18 days). */
const engine = createEngine();
const now = new Date('2026-11-22T10:00:00Z');
const assess = (input: ClinicalInput) => {
  const { diagnosis } = engine.diagnose(input, now);
  return { top: diagnosis.primaryDiagnosis.conditionId, urgency: diagnosis.triage.urgency };
};

describe('IMCI young-infant danger signs', () => {
  // IMCI 2014 young infant: not feeding well, or not at all, is very severe disease (pre-referral treatment,
  // urgent referral): an emergency; critical is for a baby unconscious or in shock.
  it('a 10-day-old not feeding with fever 38.2 and breathing 68/min: neonatal sepsis first, emergency', () => {
    expect(
      assess({
        symptoms: ['not feeding well', 'fever'],
        patient: {
          age: 0.03,
          gender: 'male',
          country: 'KE',
          vitals: { temperatureC: 38.2, respiratoryRate: 68 },
        },
      }),
    ).toEqual({ top: 'neonatal-sepsis', urgency: 'emergency' });
  });

  it('in Swahili (the baby does not suck, fever): neonatal sepsis, emergency', () => {
    expect(
      assess({ symptoms: ['mtoto hanyonyi, homa'], patient: { age: 0.05, gender: 'male', country: 'TZ' } }),
    ).toEqual({ top: 'neonatal-sepsis', urgency: 'emergency' });
  });

  it('jaundice on the first day, or reaching the palms and soles: neonatal jaundice, emergency', () => {
    expect(
      assess({
        symptoms: ['jaundice on the first day'],
        patient: { age: 0.003, gender: 'female', country: 'NG' },
      }),
    ).toEqual({ top: 'neonatal-jaundice', urgency: 'emergency' });
    expect(
      assess({
        symptoms: ['yellow palms and soles'],
        patient: { age: 0.012, gender: 'female', country: 'KE' },
      }),
    ).toEqual({ top: 'neonatal-jaundice', urgency: 'emergency' });
  });

  it('a 4-day-old breathing 66/min alone is an emergency; a 30-day-old breathing 66/min is urgent', () => {
    expect(
      assess({
        symptoms: ['cough'],
        patient: { age: 0.011, gender: 'female', country: 'KE', vitals: { respiratoryRate: 66 } },
      }).urgency,
    ).toBe('emergency');
    expect(
      assess({
        symptoms: ['cough'],
        patient: { age: 0.08, gender: 'female', country: 'KE', vitals: { respiratoryRate: 66 } },
      }).urgency,
    ).not.toBe('routine');
  });

  it('a newborn who did not cry at birth and is convulsing: birth asphyxia, critical', () => {
    expect(
      assess({
        symptoms: ['did not cry at birth, convulsions, not sucking'],
        patient: { age: 0.005, gender: 'male', country: 'UG' },
      }),
    ).toEqual({ top: 'birth-asphyxia', urgency: 'critical' });
  });

  it('pus from the umbilicus with redness spreading: omphalitis, emergency', () => {
    expect(
      assess({
        symptoms: ['pus from the umbilicus, redness spreading from the umbilicus'],
        patient: { age: 0.02, gender: 'male', country: 'KE' },
      }),
    ).toEqual({ top: 'omphalitis', urgency: 'emergency' });
  });

  it('a newborn with swollen eyelids and pus: ophthalmia neonatorum', () => {
    expect(
      assess({
        symptoms: ['swollen eyelids with pus'],
        patient: { age: 0.01, gender: 'female', country: 'KE' },
      }).top,
    ).toBe('ophthalmia-neonatorum');
  });

  it('a 2-year-old with MUAC 119 mm: moderate acute malnutrition, not severe', () => {
    expect(
      assess({
        symptoms: ['poor weight gain'],
        patient: { age: 2, gender: 'female', country: 'SO', vitals: { muacMm: 119 } },
      }).top,
    ).toBe('moderate-acute-malnutrition');
  });
});
