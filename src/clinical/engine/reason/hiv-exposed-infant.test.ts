import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

const engine = createEngine();
const now = new Date('2026-11-28T09:00:00Z');
const diagnose = (input: ClinicalInput) => engine.diagnose(input, now).diagnosis;
const topIds = (input: ClinicalInput, count = 3) => {
  const diagnosis = diagnose(input);
  return [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses]
    .slice(0, count)
    .map((entry) => entry.conditionId);
};
const present = (input: ClinicalInput) =>
  diagnose(input)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('an HIV-exposed infant (WHO consolidated HIV guidelines 2021; Pocket Book 8.4)', () => {
  const infant = (symptoms: string[]): ClinicalInput => ({
    symptoms,
    patient: { age: 0.3, gender: 'female', country: 'KE' },
  });

  it('reads the exposure from the mother, in the three languages, and not as the baby’s own HIV', () => {
    expect(present(infant(['her mother is HIV positive and not on ART']))).toContain('hiv-exposed-infant');
    expect(present(infant(['her mother is HIV positive and not on ART']))).not.toContain('known-hiv');
    expect(present(infant(['mama yake anaishi na VVU']))).toContain('hiv-exposed-infant');
    expect(present(infant(['née de mère séropositive, sous névirapine']))).toContain('hiv-exposed-infant');
  });

  it('ranks Pneumocystis pneumonia for an exposed infant with severe pneumonia and hypoxaemia', () => {
    const told = infant([
      'mother living with HIV, baby not yet tested and never given cotrimoxazole',
      'cough and fast breathing for four days, chest indrawing, lips blue',
      'no fever, white patches in the mouth',
    ]);
    expect(topIds(told)).toContain('pneumocystis-pneumonia');
  });

  it('reads no exposure for an adult whose mother has HIV', () => {
    const adult: ClinicalInput = {
      symptoms: ['his mother has HIV', 'cough for three days'],
      patient: { age: 30, gender: 'male', country: 'KE' },
    };
    expect(present(adult)).not.toContain('hiv-exposed-infant');
  });
});
