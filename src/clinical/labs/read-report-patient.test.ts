import { describe, expect, it } from 'vitest';
import { readReportPatient, withReportPatient } from './read-report-patient';

describe("the patient printed in a report's header", () => {
  it.each([
    ['Patient: J. Doe   Age: 9 years   Sex: F', { ageYears: 9, sex: 'female' }],
    ['Age/Sex: 61 Y / Male', { ageYears: 61, sex: 'male' }],
    ['Nom : A. B.   Âge : 3 ans   Sexe : M', { ageYears: 3, sex: 'male' }],
    ['Umri/Age: 45 Jinsia/Sex: F', { ageYears: 45, sex: 'female' }],
    ['Baby of R. Age: 18 months', { ageYears: 1.5 }],
    ['Page 1 of 2', {}],
  ])('%s', (header, expected) => {
    expect(readReportPatient(`${header}\nHb 9.1 g/dL`)).toEqual(expected);
  });

  it("never overrides what the session knows, and ignores 'age' far below the header", () => {
    expect(withReportPatient({ ageYears: 30 }, 'Age: 4 years Sex: M')).toEqual({ ageYears: 30, sex: 'male' });
    const late = `${'Hb 9.1 g/dL\n'.repeat(20)}Age: 70`;
    expect(readReportPatient(late)).toEqual({});
  });
});
