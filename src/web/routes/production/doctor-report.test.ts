import { describe, it, expect } from 'vitest';
import { buildDoctorReport } from './doctor-report';

const now = new Date('2026-03-02T09:00:00Z');
const diagnosis = {
  disclaimer: 'For professional use only',
  primaryDiagnosis: {
    condition: 'Malaria, uncomplicated',
    icd10: 'B54',
    probability: 71.4,
    urgency: 'urgent',
  },
};
const prescription = {
  medications: [
    {
      drug: 'Artemether-lumefantrine',
      dosage: '4 tablets',
      route: 'oral',
      frequency: 'twice daily',
      duration: '3 days',
    },
  ],
  safetyWarnings: ['Take with fatty food'],
};

describe('the doctor report text file', () => {
  it('states the diagnosis the server gave, with confidence and urgency', () => {
    const report = buildDoctorReport({
      patientId: 'AFR-7',
      symptomsText: 'fever, chills',
      result: { diagnosis },
      now,
    });
    expect(report).toContain(
      'Primary diagnosis: Malaria, uncomplicated (ICD-10 B54), 71.4% confidence, urgency urgent',
    );
    expect(report).toContain('Date: 2026-03-02');
    expect(report.endsWith('For professional use only')).toBe(true);
  });

  it('says when the physician approved the prescription', () => {
    const report = buildDoctorReport({
      patientId: 'AFR-7',
      symptomsText: 'fever',
      result: { diagnosis },
      prescription,
      decision: 'approved',
      now,
    });
    expect(report).toContain('APPROVED by the treating physician');
    expect(report).toContain('Artemether-lumefantrine: 4 tablets, oral, twice daily, 3 days');
  });

  it('marks an unapproved prescription as a suggestion and leaves out a rejected one', () => {
    expect(
      buildDoctorReport({
        patientId: 'p',
        symptomsText: '',
        result: {},
        prescription,
        decision: 'pending',
        now,
      }),
    ).toContain('NOT YET APPROVED');
    const rejected = buildDoctorReport({
      patientId: 'p',
      symptomsText: '',
      result: {},
      prescription,
      decision: 'rejected',
      now,
    });
    expect(rejected).toContain('REJECTED');
    expect(rejected).not.toContain('Artemether');
  });
});
