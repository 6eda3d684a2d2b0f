import { describe, expect, it } from 'vitest';
import { prescribe } from '../clinical/prescribing';
import { presentPrescription } from './present';

describe('presentPrescription', () => {
  it('carries each phase of a regimen in words to the screens and the report (pre-eclampsia magnesium sulfate)', () => {
    const plan = prescribe('pre-eclampsia-eclampsia', {
      ageYears: 28,
      weightKg: 65,
      pregnant: true,
      gestationWeeks: 34,
      allergies: [],
      medicalHistory: [],
    });
    expect(presentPrescription(plan, undefined, '').medications.map((m) => m.timing)).toEqual([
      'Loading dose: now, IV over 5 minutes',
      'Loading dose: now, straight after the IV loading dose',
      'Maintenance: first dose 4 hours after the loading dose, then every 4 hours',
      undefined,
    ]);
  });
});
