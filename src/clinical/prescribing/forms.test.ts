import { describe, expect, it } from 'vitest';
import { formKindOf, formsForRoute } from './choose-form';
import { defaultKnowledge, prescribe, type PrescribingPatient } from './index';

const medicinesById = new Map(defaultKnowledge.medicines.map((m) => [m.id, m] as const));
const conditionIds = [...new Set(defaultKnowledge.regimens.map((r) => r.conditionId))];
const patient = (ageYears: number, weightKg: number): PrescribingPatient => ({
  ageYears,
  weightKg,
  allergies: [],
  medicalHistory: [],
});

/** Every oral medicine of every condition's plan for this patient, with the form kinds its medicine lists. */
function oralDosesFor(facts: PrescribingPatient) {
  return conditionIds.flatMap((conditionId) =>
    prescribe(conditionId, facts)
      .medications.filter((m) => m.route === 'oral' && (m.doseUnit ?? 'mg') === 'mg')
      .map((m) => {
        const medicine = medicinesById.get(m.medicineId);
        const kinds = medicine === undefined ? [] : formsForRoute(medicine, 'oral').map(formKindOf);
        return { conditionId, medicineId: m.medicineId, dosage: m.dosage, kinds };
      }),
  );
}

describe('the form of each dose suits the patient, across the formulary', () => {
  it('gives a standard adult (35 years, 65 kg) no liquid when the medicine has a tablet or capsule', () => {
    const liquids = oralDosesFor(patient(35, 65))
      .filter((d) => d.kinds.includes('plain-solid') || d.kinds.includes('flexible-solid'))
      .filter((d) => /\bmL of\b/.test(d.dosage))
      .map((d) => `${d.conditionId}/${d.medicineId}: ${d.dosage}`);
    expect(liquids).toEqual([]);
  });

  it('gives a child of 2 years and 12 kg no plain tablet or capsule when a liquid or dispersible form is listed', () => {
    const plainSolids = oralDosesFor(patient(2, 12))
      .filter((d) => d.kinds.includes('liquid') || d.kinds.includes('flexible-solid'))
      .filter((d) => /(?<!dispersible |chewable )\b(tablet|capsule)s?\b/i.test(d.dosage))
      // the source's wording may offer a liquid or a part of a tablet
      .filter((d) => !/\bmL\b/.test(d.dosage))
      .map((d) => `${d.conditionId}/${d.medicineId}: ${d.dosage}`);
    expect(plainSolids).toEqual([]);
  });

  it('gives an adult paracetamol as 500 mg tablets, rounded within the maximum, and a young child the suspension', () => {
    const adult = prescribe('malaria-uncomplicated', patient(30, 60)).medications.find(
      (m) => m.medicineId === 'paracetamol',
    );
    expect(adult?.dosage).toMatch(/= 2 tablets of 500 mg/);
    expect(adult?.doseMg).toBe(1000);
    const child = prescribe('malaria-uncomplicated', patient(2, 12)).medications.find(
      (m) => m.medicineId === 'paracetamol',
    );
    expect(child?.dosage).toMatch(/mL of oral suspension 120 mg\/5 mL/);
  });

  it('gives a 4-year-old of 15 kg artemether-lumefantrine as 2 dispersible tablets, an adult as 4 tablets', () => {
    const child = prescribe('malaria-uncomplicated', patient(4, 15)).medications[0];
    expect(child?.dosage).toMatch(/^2 dispersible tablets \(20\/120 mg\)/);
    const adult = prescribe('malaria-uncomplicated', patient(35, 65)).medications[0];
    expect(adult?.dosage).toMatch(/^4 tablets \(20\/120 mg\)/);
  });
});
