import { describe, it, expect } from 'vitest';
import { toPatientProfile } from './to-patient-profile';
import { emptyProfile } from './profile-draft';

describe('the patient profile the clinician typed', () => {
  it('parses age as a whole number, weight with its decimals, and splits allergies and history on commas', () => {
    const profile = toPatientProfile({
      ...emptyProfile,
      age: '34',
      gender: 'female',
      weight: '61.5',
      allergies: ' penicillin, , sulfa ',
      medicalHistory: 'HIV on ART,asthma',
      pregnant: true,
    });
    expect(profile).toMatchObject({
      age: 34,
      weight: 61.5,
      gender: 'female',
      allergies: ['penicillin', 'sulfa'],
      medicalHistory: ['HIV on ART', 'asthma'],
      pregnant: true,
      country: 'Kenya',
      region: 'East Africa',
    });
  });

  it('keeps a newborn weight to the decimal: 3.2 kg is not dosed as 3 kg', () => {
    expect(toPatientProfile({ ...emptyProfile, ageDays: '5', weight: '3,2' }).weight).toBe(3.2);
    expect(toPatientProfile({ ...emptyProfile, weight: '3.2' }).weight).toBe(3.2);
  });

  it('sends no invented age with a prescription request (a child must never be dosed as an adult)', () => {
    expect(toPatientProfile(emptyProfile, true).age).toBeUndefined();
    expect(toPatientProfile(emptyProfile, true)).toMatchObject({
      gender: 'unknown',
      country: 'Kenya',
      region: 'East Africa',
      allergies: [],
    });
    expect(toPatientProfile(emptyProfile).age).toBeUndefined();
  });

  it('sends age in days, weeks of pregnancy and breastfeeding when given', () => {
    expect(toPatientProfile({ ...emptyProfile, ageDays: '3' })).toMatchObject({ ageDays: 3 });
    const pregnant = { ...emptyProfile, gender: 'female' as const, pregnant: true, gestationWeeks: '38' };
    expect(toPatientProfile(pregnant)).toMatchObject({ pregnant: true, gestationWeeks: 38 });
    const nursing = { ...emptyProfile, gender: 'female' as const, breastfeeding: true };
    expect(toPatientProfile(nursing)).toMatchObject({ breastfeeding: true });
  });

  it('never marks a man as pregnant, whatever the checkbox held', () => {
    expect(toPatientProfile({ ...emptyProfile, gender: 'male', pregnant: true }).pregnant).toBeUndefined();
  });

  it('sends the vital signs that were measured, reading a decimal comma', () => {
    const draft = {
      ...emptyProfile,
      vitals: { ...emptyProfile.vitals, temperatureC: '39,2', respiratoryRate: '48', spo2: '' },
    };
    expect(toPatientProfile(draft).vitals).toEqual({ temperatureC: 39.2, respiratoryRate: 48 });
    expect(toPatientProfile(emptyProfile).vitals).toBeUndefined();
  });

  it('names the region of a Nigerian patient West Africa', () => {
    expect(toPatientProfile({ ...emptyProfile, country: 'NG' })).toMatchObject({
      country: 'Nigeria',
      region: 'West Africa',
    });
  });
});
