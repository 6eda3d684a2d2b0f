import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';
import type { ClinicalInput } from '../../../engine/types';

/*
 * A young infant's sepsis is named as neonatal sepsis (possible serious bacterial infection, WHO IMCI 2014) and
 * coded P36, which ICD-10 (2019) excludes from A40/A41: with shock and a low saturation told, the adult sepsis
 * condition must not outrank it. The twin: an older child with the same picture keeps sepsis first.
 */
const engine = createEngine();
const now = new Date('2026-11-30T12:00:00Z');
const symptoms = [
  'very floppy and not feeding since yesterday',
  'fast breathing with grunting',
  'cold grey hands and feet',
];
const vitals = { temperatureC: 35.2, heartRate: 190, respiratoryRate: 76, spo2: 86 };
const first = (patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis.primaryDiagnosis?.icd10;

describe('sepsis in a young infant is neonatal sepsis', () => {
  it('a 5-day-old with shock and hypoxaemia: P36 first', () => {
    expect(
      first({ age: 0, ageDays: 5, gender: 'male', country: 'NG', vitals } as ClinicalInput['patient']),
    ).toBe('P36');
  });

  it('twin: a 4-year-old with the same picture is not coded as a newborn', () => {
    expect(
      first({
        age: 4,
        gender: 'male',
        country: 'NG',
        vitals: { ...vitals, heartRate: 170, respiratoryRate: 50 },
      }),
    ).not.toBe('P36');
  });
});
