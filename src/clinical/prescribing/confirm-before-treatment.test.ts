import { describe, expect, it } from 'vitest';
import { defaultKnowledge, prescribe, type PrescribingPatient } from './index';
import { recommend } from '../engine/recommend';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { createUnderstanding } from '../engine/understand';

const adult = (recordedTests?: PrescribingPatient['recordedTests']): PrescribingPatient => ({
  ageYears: 34,
  weightKg: 62,
  allergies: [],
  medicalHistory: [],
  ...(recordedTests ? { recordedTests } : {}),
});
const medicinesOf = (conditionId: string, patient: PrescribingPatient) =>
  prescribe(conditionId, patient).medications.map((m) => m.medicineId);

describe('treatment that waits for a confirming test (WHO Guidelines for malaria 2023, 5.1)', () => {
  it('suspected malaria without a test: no antimalarial, paracetamol still given, test first and what to do without one', () => {
    const plan = prescribe('malaria-uncomplicated', adult());
    expect(plan.medications.map((m) => m.medicineId)).toEqual(['paracetamol']);
    expect(plan.safetyWarnings[0]).toMatch(/^Test first: malaria RDT or microscopy/);
    expect(plan.safetyWarnings[0]).toMatch(/artemether \+ lumefantrine: only after a positive test/i);
    expect(plan.safetyWarnings[0]).toMatch(/If no test can be done today/);
  });
  it('a positive RDT: the antimalarial is given', () => {
    const patient = adult({ present: ['malaria-test-positive'], absent: [] });
    expect(medicinesOf('malaria-uncomplicated', patient)).toContain('artemether-lumefantrine');
    expect(prescribe('malaria-uncomplicated', patient).safetyWarnings.join(' ')).not.toMatch(/Test first/);
  });
  it('a positive test told in words counts as the confirming test, a negative one does not', () => {
    const understand = createUnderstanding(loadKnowledge().findings);
    const positive = (text: string) =>
      understand({ symptoms: [text], patient: {} } as never).findings.find(
        (finding) => finding.findingId === 'malaria-test-positive',
      )?.present;
    expect(positive('Smear at the clinic: P. vivax')).toBe(true);
    expect(positive('her malaria test at the dispensary came back positive')).toBe(true);
    expect(positive('kipimo cha malaria kilikuwa chanya')).toBe(true);
    expect(positive('malaria test negative')).not.toBe(true);
    expect(positive('no vivax or falciparum seen on the film')).not.toBe(true);
  });
  it('a negative RDT: no antimalarial, look for another cause', () => {
    const plan = prescribe(
      'malaria-uncomplicated',
      adult({ present: [], absent: ['malaria-test-positive'] }),
    );
    expect(plan.medications.map((m) => m.medicineId)).not.toContain('artemether-lumefantrine');
    expect(plan.safetyWarnings[0]).toMatch(/negative: no antimalarial; look for another cause/);
  });
  it('severe malaria is never held for a test: the artesunate dose is computed', () => {
    expect(medicinesOf('malaria-severe', adult())).toContain('artesunate-injection');
  });
  it('no antiretroviral before an HIV diagnosis; a known HIV infection is treated', () => {
    expect(medicinesOf('hiv-infection', adult())).toEqual([]);
    expect(prescribe('hiv-infection', adult()).safetyWarnings[0]).toMatch(/^Test first: HIV test/);
    expect(medicinesOf('hiv-infection', adult({ present: ['known-hiv'], absent: [] }))).toContain(
      'tenofovir-lamivudine-dolutegravir',
    );
  });
  it('advice on completing the antimalarial waits for the test too, and comes with a positive one', () => {
    const knowledge = loadKnowledge();
    const adviceOf = (present: string[]) =>
      recommend(knowledge, ['malaria-uncomplicated'], [80], { present, absent: [] }).lifestyle.map(
        (advice) => advice.recommendation,
      );
    expect(adviceOf([]).join(' ')).not.toMatch(/artemether/);
    expect(adviceOf([]).join(' ')).toMatch(/insecticide-treated net/);
    expect(adviceOf(['malaria-test-positive']).join(' ')).toMatch(/Complete all 6 doses of artemether/);
  });
  it('control: a condition that needs no confirmation is treated without a test', () => {
    expect(medicinesOf('pneumonia-adult', adult()).length).toBeGreaterThan(0);
  });
  it('every condition that waits for a test has a regimen, and its severe form (treated at once) does not wait', () => {
    const waiting = defaultKnowledge.conditions.filter((c) => c.confirmBeforeTreatment !== undefined);
    expect(waiting.map((c) => c.id)).toEqual(
      expect.arrayContaining(['malaria-uncomplicated', 'hiv-infection']),
    );
    for (const condition of waiting) {
      expect(defaultKnowledge.regimens.some((r) => r.conditionId === condition.id)).toBe(true);
      for (const severe of defaultKnowledge.conditions.filter((c) => c.severeFormOf === condition.id))
        expect(severe.confirmBeforeTreatment).toBeUndefined();
    }
  });
});

describe('no malaria test today: the dose for the groups the source lets treat on suspicion (WHO Guidelines for malaria 2023, diagnosis)', () => {
  const noTestDose = (patient: PrescribingPatient) =>
    prescribe('malaria-uncomplicated', patient).safetyWarnings.find((warning) =>
      warning.startsWith('If no test can be done today and treatment on clinical suspicion is decided'),
    );
  it('a toddler of 2 years and 12 kg: the artemether-lumefantrine dose is shown under the no-test heading, not prescribed', () => {
    const toddler: PrescribingPatient = { ageYears: 2, weightKg: 12, allergies: [], medicalHistory: [] };
    expect(noTestDose(toddler)).toMatch(/artemether \+ lumefantrine 1 dispersible tablet/);
    expect(medicinesOf('malaria-uncomplicated', toddler)).not.toContain('artemether-lumefantrine');
  });
  it('a woman 24 weeks pregnant: the dose is shown', () => {
    const pregnant: PrescribingPatient = {
      ageYears: 26,
      weightKg: 58,
      pregnant: true,
      gestationWeeks: 24,
      allergies: [],
      medicalHistory: [],
    };
    expect(noTestDose(pregnant)).toMatch(/artemether \+ lumefantrine/);
  });
  it('controls: a non-pregnant adult gets no dose without a test, and nobody after a negative test', () => {
    expect(noTestDose(adult())).toBeUndefined();
    const toddlerNegative: PrescribingPatient = {
      ageYears: 2,
      weightKg: 12,
      allergies: [],
      medicalHistory: [],
      recordedTests: { present: [], absent: ['malaria-test-positive'] },
    };
    expect(noTestDose(toddlerNegative)).toBeUndefined();
  });
  it('the no-test advice no longer mentions a severe illness: severe malaria is its own pathway, artesunate at once', () => {
    expect(prescribe('malaria-uncomplicated', adult()).safetyWarnings[0]).not.toMatch(/illness is severe/);
  });
});

describe('HIV under 18 months is confirmed only by a virological test (WHO consolidated HIV guidelines 2021, infant diagnosis)', () => {
  const infant = (present: string[]): PrescribingPatient => ({
    ageYears: 0.12,
    weightKg: 4.2,
    allergies: [],
    medicalHistory: [],
    recordedTests: { present, absent: [] },
  });
  const antiretrovirals = ['abacavir-lamivudine', 'dolutegravir', 'zidovudine', 'nevirapine'];
  it('an infant of 6 weeks with a reactive antibody test or a known status: no antiretroviral, HIV-exposed infant care and a NAT/PCR instead', () => {
    for (const present of [['hiv-test-positive'], ['known-hiv']]) {
      const plan = prescribe('hiv-infection', infant(present));
      expect(plan.medications.map((m) => m.medicineId).filter((id) => antiretrovirals.includes(id))).toEqual(
        [],
      );
      expect(plan.safetyWarnings.join(' ')).toMatch(/NAT\/PCR/);
      expect(plan.safetyWarnings.join(' ')).toMatch(/HIV-exposed infant/);
    }
  });
  it('controls: a positive virological test confirms the infant; an adult is still confirmed by the national algorithm', () => {
    const confirmed = prescribe('hiv-infection', infant(['hiv-virological-test-positive']));
    expect(confirmed.medications.length).toBeGreaterThan(0);
    expect(confirmed.safetyWarnings.join(' ')).not.toMatch(/HIV-exposed infant/);
    const adultPositive = adult({ present: ['hiv-test-positive'], absent: [] });
    expect(medicinesOf('hiv-infection', adultPositive)).toContain('tenofovir-lamivudine-dolutegravir');
  });
});
