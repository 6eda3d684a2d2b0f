import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * WHO HAT guidelines 2024 (staging): white cells above 5/µL or trypanosomes in the CSF are the second stage of
 * sleeping sickness, referred urgently to a HAT centre. The inflamed-CSF meningitis rule (WHO meningitis 2025)
 * treats pleocytosis as meningitis 'until proven otherwise'; trypanosomes found are that proof. Without them,
 * an inflamed CSF keeps its emergency.
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const inflamedCsf = 'Inflamed cerebrospinal fluid (pleocytosis): treat as meningitis until proven otherwise';
const triage = (labResults: ClinicalInput['labResults']) =>
  engine.diagnose(
    {
      symptoms: ['sleeps through the day and lies awake at night for months', 'headaches and irritability'],
      patient: { age: 35, gender: 'male', country: 'CD' },
      labResults,
    },
    now,
  ).diagnosis.triage;

describe('CSF white cells with trypanosomes: second-stage sleeping sickness, not presumed bacterial meningitis', () => {
  it('headache with 30 CSF white cells and trypanosomes in the CSF raises no meningitis rule', () => {
    const staged = triage([
      { testType: 'CSF WBC', result: '30 cells/µL', normalRange: '<5' },
      { testType: 'CSF microscopy', result: 'Trypanosomes seen', normalRange: 'None' },
    ]);
    expect(staged.reasons).not.toContain(inflamedCsf);
    expect(staged.reasons.join(' ')).not.toContain('meningism');
  });

  it('the same headache with 30 CSF white cells and no trypanosomes raises the meningitis emergency', () => {
    const inflamed = triage([{ testType: 'CSF WBC', result: '30 cells/µL', normalRange: '<5' }]);
    expect(inflamed.reasons).toContain(inflamedCsf);
    expect(['emergency', 'critical']).toContain(inflamed.urgency);
  });
});
