import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

const engine = createEngine();
const now = new Date('2026-11-25T08:00:00Z');

function assess(symptoms: string[], positiveMalariaTest = true) {
  return engine.assess(
    {
      symptoms,
      patient: { age: 30, gender: 'male', weight: 60 },
      labResults: positiveMalariaTest ? [{ testType: 'Malaria RDT', result: 'Positive' }] : [],
    },
    now,
  );
}

describe('a flagged severe form is the working diagnosis', () => {
  it('malaria with prostration: severe malaria, emergency, parenteral artesunate and no oral regimen', () => {
    const { diagnosis, prescription } = assess([
      'fever and chills for 3 days, too weak to sit, vomits everything',
    ]);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('malaria-severe');
    expect(['emergency', 'critical']).toContain(diagnosis.triage.urgency);
    const listed = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    );
    expect(listed).not.toContain('malaria-uncomplicated');
    const medicines = prescription.medications.map((item) => item.medicineId);
    expect(medicines).toContain('artesunate-injection');
    expect(medicines).not.toContain('artemether-lumefantrine');
  });

  it('malaria without a severe criterion stays uncomplicated, with its oral regimen', () => {
    const { diagnosis, prescription } = assess(['fever and chills for 3 days, headache']);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('malaria-uncomplicated');
    expect(prescription.medications.map((item) => item.medicineId)).toContain('artemether-lumefantrine');
  });

  it('malaria without a WHO severity criterion lists no severe malaria and raises no emergency for it', () => {
    const { diagnosis } = assess([
      'high fever with chills for a week, back from a malaria area, enlarged liver and spleen',
    ]);
    const listed = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    );
    expect(listed).toContain('malaria-uncomplicated');
    expect(listed).not.toContain('malaria-severe');
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/Severe malaria/);
  });

  it('a known diabetic with acidotic breathing: diabetic ketoacidosis, not type 2 diabetes', () => {
    const { diagnosis } = assess(['known type 2 diabetic, vomiting, deep sighing breathing'], false);
    expect(diagnosis.primaryDiagnosis.conditionId).toBe('diabetic-ketoacidosis');
    const listed = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    );
    expect(listed).not.toContain('type-2-diabetes');
  });
});
