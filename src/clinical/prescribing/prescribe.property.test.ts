import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicalScope } from '../knowledge/scope';
import { medicines } from '../knowledge/medicines';
import type { Medicine } from '../knowledge/types';
import { readAllergyTerms, findAllergyConflict } from './allergy';
import { defaultKnowledge, prescribe } from './index';

const conditionIds = clinicalScope.map((c) => c.id);
const allMedicines: readonly Medicine[] = medicines;
const medicineById = new Map(allMedicines.map((m) => [m.id, m]));
/** Allergy entries a clinician may type: every medicine name, ingredient and allergy class of the catalogue. */
const allergyWords = [...new Set(allMedicines.flatMap((m) => [m.name, ...m.allergyClasses]))];

const patientArbitrary = fc.record({
  ageYears: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
  weightKg: fc.option(fc.double({ min: 1, max: 150, noNaN: true }), { nil: undefined }),
  sex: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
  pregnant: fc.boolean(),
  trimester: fc.option(fc.constantFrom(1 as const, 2 as const, 3 as const), { nil: undefined }),
  allergies: fc.array(fc.constantFrom(...allergyWords), { maxLength: 2 }),
  medicalHistory: fc.array(
    fc.constantFrom('ckd', 'asthma', 'warfarin', 'dolutegravir', 'peptic ulcer', 'g6pd deficiency'),
    { maxLength: 2 },
  ),
  // Untested, or with every confirming test positive, so the medicines that wait for a test are dosed too.
  recordedTests: fc.constantFrom(undefined, {
    present: defaultKnowledge.conditions.flatMap((c) => c.confirmBeforeTreatment?.confirmedBy ?? []),
    absent: [],
  }),
});

describe('prescribe: properties over every condition, weight 1-150 kg and age 0-100 years', () => {
  it('never computes a dose above its maximum per dose or per day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...conditionIds), patientArbitrary, (conditionId, patient) => {
        for (const medication of prescribe(conditionId, patient).medications) {
          const { doseMg, maxMgPerDose, maxMgPerDay, dosesPerDay } = medication;
          expect(doseMg).toBeGreaterThan(0);
          expect(doseMg).toBeLessThanOrEqual(maxMgPerDose ?? Number.NaN);
          expect(doseMg * (dosesPerDay ?? Number.NaN)).toBeLessThanOrEqual(
            (maxMgPerDay ?? Number.NaN) + 1e-9,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never suggests a medicine the patient is allergic to, by name or by class', () => {
    fc.assert(
      fc.property(fc.constantFrom(...conditionIds), patientArbitrary, (conditionId, patient) => {
        const terms = readAllergyTerms(patient.allergies, allMedicines);
        for (const medication of prescribe(conditionId, patient).medications) {
          const medicine = medicineById.get(medication.medicineId);
          expect(medicine).toBeDefined();
          if (medicine === undefined) continue;
          expect(findAllergyConflict(medicine, terms)).toBeUndefined();
          for (const allergy of patient.allergies.map((a) => a.toLowerCase())) {
            expect(medicine.allergyClasses.map((c) => c.toLowerCase())).not.toContain(allergy);
            expect(medicine.name.toLowerCase()).not.toBe(allergy);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never gives a medicine contraindicated in the patient’s trimester of pregnancy', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...conditionIds),
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        fc.double({ min: 40, max: 100, noNaN: true }),
        (conditionId, trimester, weightKg) => {
          for (const medication of prescribe(conditionId, {
            ageYears: 28,
            weightKg,
            sex: 'female',
            pregnant: true,
            trimester,
            allergies: [],
            medicalHistory: [],
          }).medications) {
            const medicine = medicineById.get(medication.medicineId);
            const contraindicated = medicine?.contraindications.some(
              (c) => c.kind === 'pregnancy' && c.trimesters.includes(trimester),
            );
            expect(contraindicated, `${conditionId}: ${medication.medicineId}`).toBe(false);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws for any condition and any allowed patient', () => {
    fc.assert(
      fc.property(fc.string(), patientArbitrary, (conditionId, patient) => {
        expect(() => prescribe(conditionId, patient)).not.toThrow();
      }),
    );
  });
});
