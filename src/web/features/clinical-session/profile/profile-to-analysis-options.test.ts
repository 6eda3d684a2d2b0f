import { describe, it, expect } from 'vitest';
import { emptyProfile } from './profile-draft';
import { profileToAnalysisOptions } from './profile-to-analysis-options';

describe('patient facts sent with a lab analysis', () => {
  it('sends nothing the clinician did not give', () => {
    expect(profileToAnalysisOptions(emptyProfile)).toEqual({});
  });

  it('sends age, sex, weight, pregnancy, allergies and vitals for a pregnant woman with anaemia', () => {
    const options = profileToAnalysisOptions({
      ...emptyProfile,
      age: '24',
      gender: 'female',
      weight: '58',
      pregnant: true,
      allergies: 'sulfa',
      vitals: { ...emptyProfile.vitals, heartRate: '112' },
    });
    expect(options).toEqual({
      patientAge: 24,
      patientGender: 'female',
      weight: 58,
      pregnant: true,
      allergies: ['sulfa'],
      vitals: { heartRate: 112 },
    });
  });
});
