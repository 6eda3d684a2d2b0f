import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClinicalEngine } from '../../clinical-engine';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { conditionAliases } from '../../../clinical/knowledge/condition-aliases';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp('sqlite', { now: () => Date.parse('2026-09-01T10:00:00Z') });
});
afterAll(async () => testApp.close());

const timeout = 120_000;
const endpoints = [
  '/api/ai-diagnosis',
  '/api/ai-recommendations',
  '/api/ai-prescription',
  '/api/ai-comprehensive-assessment',
];
const { knowledge } = await loadClinicalEngine();
const vocabulary = knowledge.findings.flatMap((finding) => [
  ...finding.synonyms.en,
  ...finding.synonyms.sw,
  ...finding.synonyms.fr,
]);
const allergyWords = [
  ...new Set(knowledge.medicines.flatMap((medicine) => [medicine.name, ...medicine.allergyClasses])),
];
const medicineByName = new Map(knowledge.medicines.map((medicine) => [medicine.name, medicine]));
const diagnosisNames = knowledge.conditions.flatMap((condition) => [
  condition.name,
  condition.id,
  ...condition.icd10,
  ...(conditionAliases[condition.id] ?? []),
]);

async function post(url: string, payload: unknown) {
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Loosely typed fields: what a careless or hostile client may send in place of each value. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
);
const looseBody = fc.record(
  {
    symptoms: fc.oneof(
      anyValue,
      fc.array(
        fc.oneof(
          fc.constantFrom(...vocabulary),
          anyValue,
          fc.record({
            symptom: anyValue,
            severity: anyValue,
            duration: anyValue,
            associated_symptoms: anyValue,
          }),
        ),
        { maxLength: 5 },
      ),
    ),
    diagnosis: fc.oneof(
      anyValue,
      fc.constantFrom(...diagnosisNames),
      fc.record({
        primaryDiagnosis: fc.record({ condition: anyValue, icd10: anyValue }),
        emergencyAlert: anyValue,
      }),
    ),
    patientAge: anyValue,
    patientGender: anyValue,
    medicalHistory: anyValue,
    patientProfile: fc.oneof(
      anyValue,
      fc.record({
        age: anyValue,
        weight: anyValue,
        gender: anyValue,
        allergies: anyValue,
        pregnant: anyValue,
        country: anyValue,
        vitals: fc.oneof(
          anyValue,
          fc.record({ temperatureC: anyValue, spo2: anyValue, respiratoryRate: anyValue }),
        ),
      }),
    ),
    labResults: fc.oneof(
      anyValue,
      fc.array(fc.record({ testType: anyValue, result: anyValue }), { maxLength: 3 }),
    ),
  },
  { requiredKeys: [] },
);

/**
 * A patient profile the contract accepts, for every weight from 1 to 150 kg and age from 0 to 100 years:
 * pregnancy only for a patient who is not male and is 9 years or older (anything else is refused with a 400).
 */
const anyProfile = fc.record({
  age: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
  weight: fc.oneof(fc.integer({ min: 1, max: 150 }), fc.double({ min: 1, max: 150, noNaN: true })),
  gender: fc.constantFrom('male', 'female', 'other', 'unknown'),
  pregnant: fc.boolean(),
  allergies: fc.array(fc.constantFrom(...allergyWords), { maxLength: 2 }),
  country: fc.constantFrom('KE', 'UG', 'TZ', 'NG', 'ZA', 'Ethiopia'),
  vitals: fc.record(
    {
      temperatureC: fc.double({ min: 34, max: 42, noNaN: true }),
      heartRate: fc.integer({ min: 40, max: 200 }),
      spo2: fc.integer({ min: 70, max: 100 }),
    },
    { requiredKeys: [] },
  ),
});
const patientProfile = anyProfile.map((profile) => ({
  ...profile,
  pregnant: profile.pregnant && profile.gender !== 'male' && profile.age >= 9,
}));

describe('the AI API over any body', () => {
  it(
    'never answers 5xx, whatever the body',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...endpoints),
          fc.oneof(looseBody, fc.jsonValue()),
          async (url, body) => {
            const { status } = await post(url, body);
            expect(status).toBeLessThan(500);
          },
        ),
        { numRuns: 300 },
      );
    },
    timeout,
  );

  it(
    'answers every contract-valid diagnosis request: probabilities 0-100 in order, alert exactly on emergency or critical',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 6 }),
          patientProfile,
          async (symptoms, profile) => {
            const { status, body } = await post('/api/ai-diagnosis', { symptoms, patientProfile: profile });
            expect(status).toBe(200);
            const probabilities = [
              body.diagnosis.primaryDiagnosis,
              ...body.diagnosis.differentialDiagnoses,
            ].map((entry: { probability: number }) => entry.probability);
            for (const probability of probabilities) expect(probability).toBeGreaterThanOrEqual(0);
            for (const probability of probabilities) expect(probability).toBeLessThanOrEqual(100);
            expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
            expect(body.diagnosis.emergencyAlert).toBe(
              ['emergency', 'critical'].includes(body.diagnosis.triage.urgency),
            );
          },
        ),
        { numRuns: 150 },
      );
    },
    timeout,
  );

  it(
    'prescribes for any named condition within the maxima and never a drug the patient is allergic to, or answers the emergency',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...diagnosisNames), patientProfile, async (diagnosis, profile) => {
          const { status, body } = await post('/api/ai-prescription', { diagnosis, patientProfile: profile });
          expect([200, 409]).toContain(status);
          if (status === 409) {
            expect(body.emergencyAlert).toBe(true);
            return;
          }
          for (const medication of body.prescription.medications) {
            expect(medication.doseMg).toBeLessThanOrEqual(medication.maxMgPerDose);
            const medicine = medicineByName.get(medication.drug);
            expect(medicine, medication.drug).toBeDefined();
            const allergicTo = profile.allergies.map((allergy) => allergy.toLowerCase());
            expect(allergicTo).not.toContain(medication.drug.toLowerCase());
            for (const allergyClass of medicine?.allergyClasses ?? [])
              expect(allergicTo).not.toContain(allergyClass.toLowerCase());
          }
        }),
        { numRuns: 300 },
      );
    },
    timeout,
  );
});
