import { describe, expect, it } from 'vitest';
import { emptyProfile, isInfantDraft } from './profile-draft';
import { profileProblems } from './profile-problems';
import { toPatientProfile } from './to-patient-profile';

describe('impossible values in the patient profile', () => {
  it('names each impossible value under its field, in the API words', () => {
    const problems = profileProblems({
      ...emptyProfile,
      age: '0',
      ageDays: '400',
      weight: '900',
      birthWeight: '12',
      gestationAtBirthWeeks: '15',
      vitals: { ...emptyProfile.vitals, temperatureC: '55', spo2: 'abc' },
    });
    expect(problems).toMatchObject({
      ageDays: 'Age (days) must be between 0 and 365',
      weight: 'Weight (kg) must be between 0.3 and 300',
      birthWeight: 'Birth weight (kg) must be between 0.3 and 7',
      gestationAtBirthWeeks: 'Gestation at birth (weeks) must be between 22 and 44',
      temperatureC: 'Temperature (°C) must be between 25 and 45',
      spo2: 'SpO2 must be a number',
    });
  });

  it('refuses a delivery for a child and days since delivery beyond two years', () => {
    expect(
      profileProblems({ ...emptyProfile, age: '6', gender: 'female', postpartumDays: '3' }).pregnant,
    ).toMatch(/child under 9/);
    expect(
      profileProblems({ ...emptyProfile, age: '25', gender: 'female', postpartumDays: '900' }).postpartumDays,
    ).toBe('Days since delivery must be between 0 and 730');
  });

  it('has nothing to say about a plausible mother or newborn (control)', () => {
    expect(
      profileProblems({ ...emptyProfile, age: '24', gender: 'female', weight: '58,5', postpartumDays: '2' }),
    ).toEqual({});
    expect(
      profileProblems({
        ...emptyProfile,
        ageDays: '6',
        weight: '2.9',
        birthWeight: '2.4',
        gestationAtBirthWeeks: '35',
      }),
    ).toEqual({});
  });

  it('sends the postpartum day, birth weight and gestation at birth it was given', () => {
    expect(
      toPatientProfile({ ...emptyProfile, age: '24', gender: 'female', postpartumDays: '2' }),
    ).toMatchObject({
      postpartumDays: 2,
    });
    expect(
      toPatientProfile({ ...emptyProfile, ageDays: '6', birthWeight: '2,4', gestationAtBirthWeeks: '35' }),
    ).toMatchObject({ ageDays: 6, birthWeight: 2.4, gestationAtBirthWeeks: 35 });
  });

  it('asks newborn questions only of an infant or a patient with no age yet', () => {
    expect(isInfantDraft({ ...emptyProfile, age: '30' })).toBe(false);
    expect(isInfantDraft({ ...emptyProfile, age: '0' })).toBe(true);
    expect(isInfantDraft(emptyProfile)).toBe(true);
  });
});
