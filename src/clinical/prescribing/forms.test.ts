import { describe, expect, it } from 'vitest';
import type { Medicine } from '../knowledge/types';
import { fitDoseToForm, formKindOf, formsForRoute } from './choose-form';
import { defaultKnowledge, prescribe, type PrescribingPatient } from './index';

const medicinesById = new Map(defaultKnowledge.medicines.map((m) => [m.id, m] as const));
const conditionIds = [...new Set(defaultKnowledge.regimens.map((r) => r.conditionId))];
const patient = (ageYears: number, weightKg: number): PrescribingPatient => ({
  ageYears,
  weightKg,
  allergies: [],
  medicalHistory: [],
});

/** Malaria is treated after a positive test (WHO Guidelines for malaria 2023, 5.1). */
const testedPositive = { recordedTests: { present: ['malaria-test-positive'], absent: [] } };

/** Every condition's confirming test recorded positive, so that medicines waiting for one are swept too. */
const everyTestPositive = {
  present: defaultKnowledge.conditions.flatMap((c) => c.confirmBeforeTreatment?.confirmedBy ?? []),
  absent: [],
};

/** Every oral medicine of every condition's plan for this patient, with the form kinds its medicine lists. */
function oralDosesFor(facts: PrescribingPatient) {
  return conditionIds.flatMap((conditionId) =>
    prescribe(conditionId, { ...facts, recordedTests: everyTestPositive })
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
    const child = prescribe('malaria-uncomplicated', { ...patient(4, 15), ...testedPositive }).medications[0];
    expect(child?.dosage).toMatch(/^2 dispersible tablets \(20\/120 mg\)/);
    const adult = prescribe('malaria-uncomplicated', { ...patient(35, 65), ...testedPositive })
      .medications[0];
    expect(adult?.dosage).toMatch(/^4 tablets \(20\/120 mg\)/);
  });
});

describe('fitDoseToForm', () => {
  const medicine = (forms: Medicine['forms']): Medicine => ({
    ...(medicinesById.get('paracetamol') as Medicine),
    forms,
  });

  it('never gives a form named for another route by mouth', () => {
    const rectalOnly = medicine([{ form: 'rectal solution', strength: { value: 2, unit: 'mg/mL' } }]);
    expect(fitDoseToForm(rectalOnly, 'oral', 10, 20, 35, true)).toBeUndefined();
  });

  it('rounds to whole or half tablets only within an eighth of the dose and never above the maximum', () => {
    const tablets = medicine([{ form: 'tablet', strength: { value: 500, unit: 'mg' } }]);
    expect(fitDoseToForm(tablets, 'oral', 900, 1000, 35, true)?.amountMg).toBe(1000);
    expect(fitDoseToForm(tablets, 'oral', 900, 950, 35, true)).toBeUndefined();
    expect(fitDoseToForm(tablets, 'oral', 650, 1000, 35, true)).toBeUndefined();
  });

  it('gives a young child a plain tablet only when no liquid or dispersible form is listed', () => {
    const both = medicine([
      { form: 'tablet', strength: { value: 100, unit: 'mg' } },
      { form: 'oral suspension', strength: { value: 125, unit: 'mg/5mL' } },
    ]);
    expect(fitDoseToForm(both, 'oral', 100, 200, 2, false)?.form.form).toBe('oral suspension');
    expect(fitDoseToForm(both, 'oral', 100, 200, 8, false)?.form.form).toBe('tablet');
    const tabletOnly = medicine([{ form: 'tablet', strength: { value: 100, unit: 'mg' } }]);
    expect(fitDoseToForm(tabletOnly, 'oral', 100, 200, 2, false)?.units).toBe('1 tablet of 100 mg');
  });
});
