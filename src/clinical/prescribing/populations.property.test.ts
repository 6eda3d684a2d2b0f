import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicalScope } from '../knowledge/scope';
import { defaultKnowledge, prescribe } from './index';
import { adultFloorYears } from './child-floor';
import { findContraindications } from './contraindications';
import { readPatientFacts } from './patient-facts';
import type { PrescribingPatient } from './types';

const conditionIds = clinicalScope.map((c) => c.id);
const medicineById = new Map(defaultKnowledge.medicines.map((m) => [m.id, m]));

/** Weight 0.8-150 kg × age 0 days-100 years × pregnancy by weeks, breastfeeding and kidney bands (KDIGO G1-G5). */
const populationArbitrary: fc.Arbitrary<PrescribingPatient> = fc
  .record({
    age: fc.oneof(
      fc.record({ ageDays: fc.integer({ min: 0, max: 364 }) }),
      fc.record({ ageYears: fc.double({ min: 0, max: 100, noNaN: true }) }),
      fc.constant({}),
    ),
    weightKg: fc.option(fc.double({ min: 0.8, max: 150, noNaN: true }), { nil: undefined }),
    birthWeightKg: fc.option(fc.double({ min: 0.5, max: 5, noNaN: true }), { nil: undefined }),
    sex: fc.constantFrom('male' as const, 'female' as const),
    gestationWeeks: fc.option(fc.integer({ min: 4, max: 42 }), { nil: undefined }),
    breastfeeding: fc.boolean(),
    egfr: fc.option(fc.constantFrom(95, 70, 50, 40, 25, 20, 10), { nil: undefined }),
  })
  .map(({ age, gestationWeeks, sex, egfr, ...rest }) => ({
    ...age,
    ...rest,
    sex,
    pregnant: gestationWeeks !== undefined && sex === 'female',
    gestationWeeks,
    ...(egfr !== undefined ? { egfr, egfrBasis: `eGFR ${egfr}` } : {}),
    allergies: [],
    medicalHistory: [],
  }));

describe('prescribe over populations: every condition, newborns to old age, pregnancy, breastfeeding, kidneys', () => {
  it('never computes a dose above its maxima', () => {
    fc.assert(
      fc.property(fc.constantFrom(...conditionIds), populationArbitrary, (conditionId, patient) => {
        for (const m of prescribe(conditionId, patient).medications) {
          expect(m.doseMg).toBeGreaterThan(0);
          expect(m.doseMg).toBeLessThanOrEqual(m.maxMgPerDose ?? Number.NaN);
          expect(m.doseMg * (m.dosesPerDay ?? Number.NaN)).toBeLessThanOrEqual(
            (m.maxMgPerDay ?? Number.NaN) + 1e-9,
          );
        }
      }),
      { numRuns: 2500 },
    );
  });

  it('never gives a medicine contraindicated for this patient (it is withheld with its reason instead)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...conditionIds), populationArbitrary, (conditionId, patient) => {
        const facts = readPatientFacts(patient);
        const plan = prescribe(conditionId, patient);
        for (const m of plan.medications) {
          const medicine = medicineById.get(m.medicineId);
          if (medicine === undefined) throw new Error(`unknown medicine ${m.medicineId}`);
          expect(findContraindications(medicine, facts), `${conditionId}: ${m.medicineId}`).toEqual([]);
        }
      }),
      { numRuns: 2500 },
    );
  });

  it('never gives a child an adult fixed dose from a regimen written for all ages', () => {
    fc.assert(
      fc.property(fc.constantFrom(...conditionIds), populationArbitrary, (conditionId, patient) => {
        const facts = readPatientFacts(patient);
        if (!facts.isAgeKnown || facts.ageYears >= adultFloorYears) return;
        for (const m of prescribe(conditionId, patient).medications) {
          if (m.doseBasis !== 'fixed' || m.doseUnit === 'application') continue;
          if (medicineById.get(m.medicineId)?.atc.startsWith('J07')) continue;
          const fromChildRegimen = defaultKnowledge.regimens.some((regimen) => {
            const population = regimen.population ?? {};
            const isBounded =
              population.maxAgeYears !== undefined ||
              population.maxAgeDays !== undefined ||
              population.maxWeightKg !== undefined ||
              (population.minAgeYears ?? 0) >= adultFloorYears ||
              (population.minWeightKg ?? 0) >= 35;
            return (
              isBounded &&
              regimen.conditionId === conditionId &&
              regimen.items.some((item) => item.medicineId === m.medicineId && item.dose.kind === 'fixed')
            );
          });
          expect(fromChildRegimen, `${conditionId}: ${m.medicineId} ${m.doseMg}`).toBe(true);
        }
      }),
      { numRuns: 2500 },
    );
  });
});
