import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp('sqlite', { now: () => Date.parse('2026-06-15T09:00:00Z') });
});
afterAll(async () => testApp.close());

async function post(url: string, payload: unknown) {
  const response = await testApp.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

interface Medication {
  medicineId: string;
  drug: string;
  doseMg: number;
}

describe('populations in the prescription API', () => {
  it('answers an emergency with the computed pre-referral first dose beside the actions', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'severe malaria',
      patientProfile: { age: 4, weight: 18 },
    });
    expect(status).toBe(409);
    expect(body.emergencyActions.join(' ')).toMatch(/artesunate 54 mg/);
  });

  it('computes no dose without age and weight: the mg/kg rule and a request for the weight', async () => {
    const { status, body } = await post('/api/ai-prescription', { diagnosis: 'pneumonia' });
    expect(status).toBe(200);
    expect(body.prescription.medications).toEqual([]);
    expect(body.prescription.missingFacts).toEqual(['weight', 'age']);
    expect(body.prescription.doseRules.join(' ')).toMatch(/mg\/kg a dose/);
    expect(body.prescription.safetyWarnings.join(' ')).toMatch(/Weigh the patient/);
    const emergency = await post('/api/ai-prescription', { diagnosis: 'severe malaria' });
    expect(emergency.status).toBe(409);
    expect(emergency.body.emergencyActions.join(' ')).toMatch(/artesunate .*3 mg\/kg a dose/);
    expect(emergency.body.emergencyActions.join(' ')).not.toMatch(/First dose now/);
  });

  it('doses a newborn by day of life: gentamicin 5 mg/kg in the first week', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'sepsis',
      patientProfile: { ageDays: 3, weight: 3 },
    });
    expect(status).toBe(409);
    expect(body.emergencyActions.join(' ')).toMatch(/gentamicin 15 mg/);
  });

  it('reads an eGFR lab result: no nitrofurantoin at eGFR 25', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'cystitis',
      patientProfile: { age: 70, gender: 'female', weight: 60 },
      labResults: [{ testType: 'eGFR', result: '25 mL/min/1.73m2' }],
    });
    expect(status).toBe(200);
    const drugs = (body.prescription.medications as Medication[]).map((m) => m.medicineId);
    expect(drugs).not.toContain('nitrofurantoin');
  });

  it('hears breastfeeding: no doxycycline for a breastfeeding mother', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'urethritis',
      patientProfile: { age: 24, gender: 'female', weight: 58, breastfeeding: true, postpartumDays: 30 },
    });
    expect(status).toBe(200);
    const drugs = (body.prescription.medications as Medication[]).map((m) => m.medicineId);
    expect(drugs).not.toContain('doxycycline');
  });

  it('doses a baby described only in the text as a child', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'malaria',
      symptoms: ['my 10 months old has had fever for two days, weighs 8 kg'],
      labResults: [{ testType: 'Malaria RDT', result: 'Positive' }],
    });
    expect(status).toBe(200);
    const al = (body.prescription.medications as Medication[]).find((m) => /artemether/.test(m.drug));
    expect(al?.doseMg).toBe(20);
  });

  it.each([
    [{ age: 30, gender: 'male', gestationWeeks: 20 }, /male/],
    [{ age: 5, pregnant: 'yes', gender: 'female' }, /child under 9|cannot be pregnant|infant/],
    [{ age: 25, gender: 'female', gestationWeeks: 60 }, /Weeks of pregnancy must be between/],
    [{ age: 40, ageDays: 3 }, /disagree/],
    [{ age: 25, gender: 'female', pregnant: 'no', gestationWeeks: 12 }, /not pregnant/],
  ])('refuses an impossible profile %j with a 400 naming it', async (profile, message) => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'malaria',
      patientProfile: profile,
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(message);
  });
});
