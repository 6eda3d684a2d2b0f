import { describe, it, expect } from 'vitest';
import { analyzeOptionsSchema } from '../../../contracts/analysis';
import { emptyProfile } from '../../features/clinical-session';
import { contextAnalysisOptions } from './context-analysis-options';

describe('the country-context analysis request', () => {
  it('sends the country by name and nothing about the patient that was not entered', () => {
    const options = contextAnalysisOptions('KE', emptyProfile);
    expect(options).toEqual({
      depth: 'standard',
      includeRecommendations: true,
      includePrescriptions: false,
      country: 'Kenya',
    });
    expect(analyzeOptionsSchema.parse(options)).toMatchObject({ country: 'Kenya' });
  });

  it('carries a pregnant woman with a fever in Kano, her allergy and her vital signs, as the server accepts them', () => {
    const options = contextAnalysisOptions('NG', {
      ...emptyProfile,
      age: '24',
      gender: 'female',
      weight: '58',
      pregnant: true,
      allergies: 'sulfa',
      medicalHistory: 'sickle cell trait',
      vitals: { ...emptyProfile.vitals, temperatureC: '38.9', heartRate: '112' },
    });
    const accepted = analyzeOptionsSchema.parse(options);
    expect(accepted).toMatchObject({
      country: 'Nigeria',
      patientAge: 24,
      patientGender: 'female',
      weight: 58,
      pregnant: true,
      allergies: ['sulfa'],
      medicalHistory: ['sickle cell trait'],
      vitals: { temperatureC: 38.9, heartRate: 112 },
    });
  });
});
