import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAllergyConflict, readAllergyTerms } from '../prescribing/allergy';
import type { PrescriptionPlan } from '../prescribing';
import { createEngine } from './index';
import type { ClinicalInput, StructuredSymptom } from './types';

const engine = createEngine();
const { knowledge } = engine;
const medicineById = new Map(knowledge.medicines.map((medicine) => [medicine.id, medicine]));
const now = new Date('2026-03-10T08:00:00Z');
const timeout = 120_000;

/** Words a clinician may type: every synonym of the vocabulary in three languages, negated or not, plus noise. */
const vocabulary = knowledge.findings.flatMap((finding) => [
  finding.label,
  ...finding.synonyms.en,
  ...finding.synonyms.sw,
  ...finding.synonyms.fr,
  ...finding.abbreviations,
]);
const allergyWords = [
  ...new Set(knowledge.medicines.flatMap((medicine) => [medicine.name, ...medicine.allergyClasses])),
];
const phrase = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...vocabulary) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('no ', 'denies ', 'hakuna ', 'pas de ', 'severe ', ''),
        fc.constantFrom(...vocabulary),
        fc.constantFrom('', ' for 3 days', ' siku tatu', ' depuis 2 semaines', ' since yesterday'),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 80 }) },
);
const symptom: fc.Arbitrary<string | StructuredSymptom> = fc.oneof(
  phrase,
  fc.record(
    {
      symptom: phrase,
      severity: fc.constantFrom('mild' as const, 'moderate' as const, 'severe' as const),
      duration: fc.constantFrom('2 days', 'siku tatu', '3 semaines', 'today', '6 months', 'x'),
      frequency: fc.constantFrom('constant', 'intermittent', 'daily', 'occasional'),
      onset: fc.constantFrom('sudden', 'gradual', 'hours'),
      triggers: fc.array(phrase, { maxLength: 2 }),
      associatedSymptoms: fc.array(phrase, { maxLength: 3 }),
    },
    { requiredKeys: ['symptom'] },
  ),
);
const within = (min: number, max: number) =>
  fc.option(fc.double({ min, max, noNaN: true }), { nil: undefined });
/** Any input the API contract lets through (src/contracts/ai.ts ranges). */
const clinicalInput: fc.Arbitrary<ClinicalInput> = fc.record({
  symptoms: fc.array(symptom, { minLength: 1, maxLength: 8 }),
  patient: fc.record(
    {
      age: fc.double({ min: 0, max: 120, noNaN: true }),
      gender: fc.constantFrom('male' as const, 'female' as const, 'other' as const, 'unknown' as const),
      weight: fc.double({ min: 0.3, max: 300, noNaN: true }),
      pregnant: fc.boolean(),
      allergies: fc.array(fc.oneof(fc.constantFrom(...allergyWords), fc.string({ maxLength: 20 })), {
        maxLength: 3,
      }),
      medicalHistory: fc.array(phrase, { maxLength: 3 }),
      country: fc.constantFrom('KE', 'ug', 'Tanzania', 'Nigeria', 'ZA', 'Côte d’Ivoire', 'Atlantis'),
      vitals: fc.record(
        {
          temperatureC: within(25, 45),
          heartRate: within(20, 350),
          respiratoryRate: within(4, 120),
          systolicBP: within(40, 300),
          diastolicBP: within(20, 200),
          spo2: within(40, 100),
          muacMm: within(50, 400),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  labResults: fc.array(
    fc.record({
      testType: fc.constantFrom(
        'Malaria RDT',
        'Blood smear',
        'Hemoglobin',
        'Random blood glucose',
        'Urine dipstick',
        'HIV rapid test',
        'Pregnancy test',
        'WBC',
      ),
      result: fc.constantFrom(
        'Positive',
        'Negative',
        '6.2 g/dL',
        '2.1 mmol/L',
        '24 mmol/L',
        'nitrite positive, leucocytes ++',
        '18 x10^9/L',
        'unreadable',
      ),
    }),
    { maxLength: 3 },
  ),
});

function expectSafePrescription(plan: PrescriptionPlan, allergies: readonly string[]): void {
  const terms = readAllergyTerms([...allergies], knowledge.medicines);
  for (const medication of plan.medications) {
    expect(medication.doseMg).toBeGreaterThan(0);
    expect(medication.doseMg).toBeLessThanOrEqual(medication.maxMgPerDose ?? Number.NaN);
    expect(medication.doseMg * (medication.dosesPerDay ?? Number.NaN)).toBeLessThanOrEqual(
      (medication.maxMgPerDay ?? Number.NaN) + 1e-9,
    );
    const medicine = medicineById.get(medication.medicineId);
    expect(medicine, medication.medicineId).toBeDefined();
    if (medicine)
      expect(
        findAllergyConflict(medicine, terms),
        `${medicine.name} for a patient allergic to ${allergies.join(', ')}`,
      ).toBeUndefined();
  }
}

describe('the engine over any input the contract allows', () => {
  it(
    'never throws, gives probabilities within 0-100 in order, and alerts exactly on emergency or critical urgency',
    () => {
      fc.assert(
        fc.property(clinicalInput, (input) => {
          const { diagnosis } = engine.diagnose(input, now);
          const ranked = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
            (entry) => entry.probability,
          );
          for (const probability of [...ranked, diagnosis.otherProbability]) {
            expect(probability).toBeGreaterThanOrEqual(0);
            expect(probability).toBeLessThanOrEqual(100);
          }
          expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
          expect(
            ranked.reduce((sum, probability) => sum + probability, 0) + diagnosis.otherProbability,
          ).toBeLessThanOrEqual(100.5);
          const isEmergency =
            diagnosis.triage.urgency === 'emergency' || diagnosis.triage.urgency === 'critical';
          expect(diagnosis.emergencyAlert).toBe(isEmergency);
          expect(diagnosis.primaryDiagnosis.urgency).toBe(diagnosis.triage.urgency);
        }),
        { numRuns: 300 },
      );
    },
    timeout,
  );

  it(
    'assesses any input without throwing, and its prescription keeps to the maxima and the allergies',
    () => {
      fc.assert(
        fc.property(clinicalInput, (input) => {
          const assessment = engine.assess(input, now);
          expect(assessment.recommendations.investigations.length).toBeGreaterThan(0);
          expectSafePrescription(assessment.prescription, input.patient.allergies ?? []);
        }),
        { numRuns: 200 },
      );
    },
    timeout,
  );

  it(
    'for every condition, every weight from 1 to 150 kg and age from 0 to 100 years, no dose exceeds its maximum',
    () => {
      const conditionIds = knowledge.conditions.map((condition) => condition.id);
      fc.assert(
        fc.property(
          fc.constantFrom(...conditionIds),
          fc.oneof(fc.integer({ min: 1, max: 150 }), fc.double({ min: 1, max: 150, noNaN: true })),
          fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
          fc.array(fc.constantFrom(...allergyWords), { maxLength: 2 }),
          (conditionId, weight, age, allergies) => {
            const { patient } = engine.understand({ symptoms: [], patient: { age, weight, allergies } });
            expectSafePrescription(engine.prescribe(conditionId, patient), allergies);
          },
        ),
        { numRuns: 2000 },
      );
    },
    timeout,
  );
});
