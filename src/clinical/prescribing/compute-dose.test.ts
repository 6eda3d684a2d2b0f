import { describe, expect, it } from 'vitest';
import { computeDose, type DoseRule } from './compute-dose';
import { estimateWeightFromAge, readPatientFacts } from './patient-facts';

const facts = (ageYears: number | undefined, weightKg: number | undefined) =>
  readPatientFacts({ ageYears, weightKg, allergies: [], medicalHistory: [] });
const paracetamol: DoseRule = {
  kind: 'mg-per-kg',
  mgPerKg: 15,
  maxMgPerDose: 1000,
  maxMgPerDay: 4000,
  roundToMg: 10,
};

describe('computeDose', () => {
  it('gives 15 mg/kg paracetamol to a 12 kg child', () => {
    const outcome = computeDose(paracetamol, 4, facts(2, 12));
    expect(outcome.ok && outcome.dose.amount).toBe(180);
  });

  it('caps an adult dose at the maximum per dose', () => {
    const outcome = computeDose(paracetamol, 4, facts(40, 95));
    expect(outcome.ok && outcome.dose.amount).toBe(1000);
    expect(outcome.ok && outcome.dose.isCapped).toBe(true);
  });

  it('caps a dose so that the day stays within the maximum per day', () => {
    const rule: DoseRule = { kind: 'mg-per-kg', mgPerKg: 20, maxMgPerDose: 1000, maxMgPerDay: 2000 };
    const outcome = computeDose(rule, 3, facts(40, 80));
    expect(outcome.ok && outcome.dose.amount).toBeLessThanOrEqual(2000 / 3);
  });

  it('never rounds up past the cap', () => {
    const rule: DoseRule = {
      kind: 'mg-per-kg',
      mgPerKg: 0.01,
      maxMgPerDose: 0.3,
      maxMgPerDay: 0.9,
      roundToMg: 0.05,
    };
    const outcome = computeDose(rule, 3, facts(10, 29.9));
    expect(outcome.ok && outcome.dose.amount).toBeLessThanOrEqual(0.3);
  });

  it('refuses a weight outside every band rather than guessing', () => {
    const rule: DoseRule = {
      kind: 'weight-band',
      bands: [{ minKg: 5, maxKg: 15, mg: 20, amount: '1 tablet' }],
      maxMgPerDose: 20,
      maxMgPerDay: 40,
    };
    expect(computeDose(rule, 2, facts(0.1, 3)).ok).toBe(false);
  });

  it('estimates weight from age by the APLS formulas when not weighed', () => {
    expect(estimateWeightFromAge(0.5)).toBe(7);
    expect(estimateWeightFromAge(3)).toBe(14);
    expect(estimateWeightFromAge(8)).toBe(31);
    expect(facts(3, undefined).weightSource).toBe('estimated-from-age');
  });
});
