import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClinicalEngine } from '../../clinical-engine';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
const now = Date.parse('2026-06-15T09:00:00Z'); // long rains in East Africa: malaria season

beforeAll(async () => {
  testApp = await createTestApp('sqlite', { now: () => now });
});
afterAll(async () => testApp.close());

async function post(url: string, payload: unknown) {
  const response = await testApp.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

interface Entry {
  condition: string;
  icd10: string;
  probability: number;
  conditionId?: string;
}
const rankedOf = (body: { diagnosis: { primaryDiagnosis: Entry; differentialDiagnoses: Entry[] } }) => [
  body.diagnosis.primaryDiagnosis,
  ...body.diagnosis.differentialDiagnoses,
];
const penicillins = (await loadClinicalEngine()).knowledge.medicines
  .filter((medicine) => medicine.allergyClasses.includes('penicillin'))
  .map((medicine) => medicine.name.toLowerCase());

describe('POST /api/ai-diagnosis, case by case', () => {
  it('an adult with fever, rigors and a positive RDT (English, assistant form): malaria first, not an emergency', async () => {
    const { status, body, headers } = await post('/api/ai-diagnosis', {
      symptoms: ['fever and chills for 3 days', 'headache', 'joint pains'],
      patientAge: 30,
      patientGender: 'male',
      medicalHistory: ['no chronic illness'],
    });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.diagnosis.disclaimer).toMatch(/qualified clinician/);
    expect(body.diagnosis.primaryDiagnosis).toMatchObject({
      condition: 'Malaria, uncomplicated',
      icd10: 'B50.9',
    });
    expect(body.diagnosis.emergencyAlert).toBe(false);
    const probabilities = rankedOf(body).map((entry) => entry.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
  });

  it('says which words of context it read (an image, a medicine, a place) apart from what it did not understand', async () => {
    const { status, body } = await post('/api/ai-diagnosis', {
      symptoms: [
        'productive cough for a month; a chest radiograph was taken, she is on ranitidine, back from Zambia',
      ],
      patientAge: 40,
    });
    expect(status).toBe(200);
    expect(body.diagnosis.contextRead).toEqual(
      expect.arrayContaining([
        { kind: 'imaging', text: 'chest radiograph' },
        { kind: 'medicine', text: 'ranitidine' },
        { kind: 'place', text: 'Zambia' },
      ]),
    );
    expect((body.diagnosis.unrecognised ?? []).join(' ')).not.toMatch(/radiograph|ranitidine|Zambia/);
  });

  it('homa kali, kutetemeka, maumivu ya kichwa with a positive RDT (Swahili): malaria, with its evidence named', async () => {
    const { body } = await post('/api/ai-diagnosis', {
      symptoms: ['homa kali', 'kutetemeka', 'maumivu ya kichwa'],
      patientProfile: { age: 25, gender: 'female', pregnant: false, country: 'KE' },
      labResults: [{ testType: 'Malaria RDT', result: 'Positive' }],
    });
    expect(body.diagnosis.primaryDiagnosis.icd10).toBe('B50.9');
    expect(body.diagnosis.differentialDiagnoses.length).toBeGreaterThan(0);
  });

  it('toux depuis 3 semaines, sueurs nocturnes, perte de poids (French): tuberculosis first', async () => {
    const { body } = await post('/api/ai-diagnosis', {
      symptoms: [
        {
          description: 'toux depuis 3 semaines',
          onset: 'gradual',
          frequency: 'constant',
          severity: 'moderate',
          duration: '3 semaines',
          associatedSymptoms: ['sueurs nocturnes', 'perte de poids'],
        },
      ],
      patientProfile: { age: '40', gender: 'Homme', country: 'SN' },
    });
    expect(body.diagnosis.primaryDiagnosis.condition).toBe('Pulmonary tuberculosis');
  });

  it('a 2-year-old with convulsions, unable to drink and hard to wake: emergency, with actions to take now', async () => {
    const { status, body } = await post('/api/ai-diagnosis', {
      symptoms: [
        { symptom: 'convulsions', severity: 'severe', duration: 'today', frequency: '2 episodes' },
        {
          symptom: 'unable to drink',
          severity: 'severe',
          duration: '1 day',
          frequency: 'constant',
          triggers: [],
          associated_symptoms: ['very sleepy, difficult to wake'],
        },
        'fever',
      ],
      patientProfile: { age: 2, weight: 12, country: 'KE', vitals: { temperatureC: 39.6 } },
    });
    expect(status).toBe(200);
    expect(body.diagnosis.emergencyAlert).toBe(true);
    expect(['emergency', 'critical']).toContain(body.diagnosis.triage.urgency);
    expect(body.diagnosis.message).toMatch(/^EMERGENCY/);
    expect(body.diagnosis.emergencyActions.length).toBeGreaterThan(0);
    expect(body.diagnosis.redFlags.length).toBeGreaterThan(0);
  });

  it("answers 'No Symptoms' when no symptom is given (spec section 5)", async () => {
    for (const payload of [{ symptoms: [] }, { symptoms: ['  '] }, { patientAge: 30 }]) {
      const { status, body } = await post('/api/ai-diagnosis', payload);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: { code: 'NO_SYMPTOMS', message: 'No Symptoms', details: 'Please add at least one symptom' },
      });
    }
  });

  it('refuses a vital sign outside what a living patient can have, naming it', async () => {
    const { status, body } = await post('/api/ai-diagnosis', {
      symptoms: ['fever'],
      patientProfile: { vitals: { spo2: 130 } },
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe('SpO2 must be between 40 and 100');
  });
});

describe('POST /api/ai-recommendations', () => {
  it('by ICD-10 code A01: typhoid recommendations, with investigations, monitoring and referrals', async () => {
    const { status, body } = await post('/api/ai-recommendations', { diagnosis: 'A01', symptoms: [] });
    expect(status).toBe(200);
    expect(body.recommendations).toMatchObject({
      condition: 'Typhoid (enteric) fever',
      disclaimer: expect.stringMatching(/clinician/),
    });
    expect(body.recommendations.investigations.length).toBeGreaterThan(0);
    expect(body.recommendations.monitoring.length).toBeGreaterThan(0);
  });

  it('by code J18 for a 3-year-old: the child pneumonia recommendations (IMCI), chosen by age', async () => {
    const { body } = await post('/api/ai-recommendations', { diagnosis: 'j18', patientProfile: { age: 3 } });
    expect(body.recommendations.condition).toBe('Pneumonia in a child under 5 (IMCI classification)');
  });

  it('by a lay or Swahili name, any case: UTI, kifua kikuu', async () => {
    expect((await post('/api/ai-recommendations', { diagnosis: 'UTI' })).body.recommendations.condition).toBe(
      'Urinary tract infection (cystitis)',
    );
    expect(
      (await post('/api/ai-recommendations', { diagnosis: 'Kifua Kikuu' })).body.recommendations.condition,
    ).toBe('Pulmonary tuberculosis');
  });

  it("answers 'Diagnosis Required' without a diagnosis, and names an unknown one", async () => {
    const missing = await post('/api/ai-recommendations', { symptoms: ['fever'] });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'DIAGNOSIS_REQUIRED', message: 'Diagnosis Required' });
    const unknown = await post('/api/ai-recommendations', { diagnosis: 'dragon pox' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('UNKNOWN_DIAGNOSIS');
    expect(unknown.body.error.message).toContain('dragon pox');
  });
});

describe('POST /api/ai-prescription', () => {
  it('strep throat in a 12-year-old allergic to penicillin: no penicillin, an alternative and a warning instead', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'Streptococcal pharyngitis',
      patientProfile: { age: 12, weight: 35, allergies: 'Penicillin' },
    });
    expect(status).toBe(200);
    const drugs = body.prescription.medications.map((medication: { drug: string }) =>
      medication.drug.toLowerCase(),
    );
    expect(drugs.length).toBeGreaterThan(0);
    for (const drug of drugs) expect(penicillins).not.toContain(drug);
    expect(body.prescription.safetyWarnings.join(' ')).toMatch(/withheld/i);
  });

  it('uncomplicated malaria in a 20 kg child, from the diagnosis answer: weight-based artemether-lumefantrine within its maximum', async () => {
    const diagnosis = (
      await post('/api/ai-diagnosis', {
        symptoms: ['fever', 'chills'],
        patientProfile: { age: 6, weight: 20 },
        labResults: [{ testType: 'Malaria RDT', result: 'Positive' }],
      })
    ).body;
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis,
      patientProfile: { age: 6, weight: 20 },
      labResults: [{ testType: 'Malaria RDT', result: 'Positive' }],
    });
    expect(status).toBe(200);
    const [first] = body.prescription.medications;
    expect(first.drug).toMatch(/artemether/);
    expect(first.doseMg).toBeLessThanOrEqual(first.maxMgPerDose);
    expect(body.prescription.treatmentProtocol.primaryTreatment.length).toBeGreaterThan(0);
  });

  it('suspected malaria with no test result: the antimalarial waits for the test (WHO Guidelines for malaria 2023, 5.1)', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'malaria',
      symptoms: ['fever and chills for two days'],
      patientProfile: { age: 30, weight: 60 },
    });
    expect(status).toBe(200);
    const drugs = (body.prescription.medications as { drug: string }[]).map((m) => m.drug);
    expect(drugs.join(' ')).not.toMatch(/artemether|artesunate|quinine|piperaquine/);
    expect(body.prescription.safetyWarnings[0]).toMatch(/^Test first: malaria RDT or microscopy/);
  });

  it('severe malaria answers 409 with emergencyAlert and message: an emergency is not an outpatient prescription', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'severe malaria',
      patientProfile: { age: 4, weight: 15 },
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      emergencyAlert: true,
      message: expect.stringMatching(/^EMERGENCY/),
      error: { code: 'EMERGENCY_CONDITION' },
    });
    expect(body.emergencyActions.length).toBeGreaterThan(0);
    expect(body.disclaimer).toMatch(/clinician/);
  });

  it('the emergency message names no urgency of its own, so it never contradicts the triage (a critical PPH)', async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'Postpartum haemorrhage',
      symptoms: ['delivered 3 hours ago, bleeding heavily, soaked 4 pads'],
      patientProfile: { age: 27, gender: 'female', weight: 60, vitals: { heartRate: 118, systolicBP: 96 } },
    });
    expect(status).toBe(409);
    expect(body.message).toMatch(/^EMERGENCY: Postpartum haemorrhage needs emergency treatment\./);
    expect(body.message).not.toMatch(/is an? (critical|emergency|urgent|routine) condition/);
  });

  it('answers 409 when the diagnosis object says emergencyAlert, or the symptoms sent show danger signs', async () => {
    const flagged = await post('/api/ai-prescription', {
      diagnosis: {
        primaryDiagnosis: { condition: 'Malaria, uncomplicated', icd10: 'B50.9' },
        emergencyAlert: true,
      },
    });
    expect(flagged.status).toBe(409);
    const dangerSigns = await post('/api/ai-prescription', {
      diagnosis: 'malaria',
      symptoms: ['convulsions', 'unable to drink'],
      patientProfile: { age: 2, weight: 12 },
    });
    expect(dangerSigns.status).toBe(409);
    expect(dangerSigns.body.emergencyAlert).toBe(true);
  });

  it("an alarm on a condition that is not itself an emergency says the alarm's actions, not its outpatient plan", async () => {
    // Mastoiditis in a chronically discharging ear: ear drops are not the pre-referral treatment.
    const mastoid = await post('/api/ai-prescription', {
      diagnosis: {
        primaryDiagnosis: { condition: 'Otitis externa / chronic suppurative otitis media', icd10: 'H66.3' },
        emergencyAlert: true,
      },
      patientProfile: { age: 8, weight: 24 },
    });
    expect(mastoid.status).toBe(409);
    expect(mastoid.body.emergencyActions.join(' ')).not.toMatch(/ear drops|First dose now/i);
    // Its calm side: an emergency condition keeps its first doses.
    const malaria = await post('/api/ai-prescription', {
      diagnosis: 'severe malaria',
      patientProfile: { age: 4, weight: 15 },
    });
    expect(malaria.body.emergencyActions.join(' ')).toMatch(/First dose now.*artesunate/i);
  });

  it("answers 'Diagnosis Required' for 'Unknown', as the workflow sends without a diagnosis", async () => {
    const { status, body } = await post('/api/ai-prescription', {
      diagnosis: 'Unknown',
      symptoms: ['fever'],
      patientProfile: { age: 30 },
      labResults: [],
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('DIAGNOSIS_REQUIRED');
  });
});

describe('POST /api/ai-comprehensive-assessment', () => {
  it('an adult with burning urine: diagnosis, recommendations and prescription together', async () => {
    const { status, body } = await post('/api/ai-comprehensive-assessment', {
      symptoms: ['burning when passing urine', 'passing urine often', 'no fever'],
      patientProfile: { age: 26, gender: 'female', pregnant: false, weight: 60 },
    });
    expect(status).toBe(200);
    expect(body.diagnosis.primaryDiagnosis.condition).toBe('Urinary tract infection (cystitis)');
    expect(body.recommendations.condition).toBe(body.diagnosis.primaryDiagnosis.condition);
    expect(body.prescription.medications.length).toBeGreaterThan(0);
    expect(body.emergencyAlert).toBe(false);
  });

  it('an emergency: the diagnosis and emergency actions, no prescription', async () => {
    const { status, body } = await post('/api/ai-comprehensive-assessment', {
      symptoms: ['convulsions', 'unable to drink', 'fever'],
      patientProfile: { age: 2, weight: 12 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ emergencyAlert: true, message: expect.stringMatching(/^EMERGENCY/) });
    expect(body.diagnosis.emergencyAlert).toBe(true);
    expect(body.prescription).toBeUndefined();
  });

  it("answers 'No Symptoms' without symptoms", async () => {
    const { status, body } = await post('/api/ai-comprehensive-assessment', {
      symptoms: [],
      patientProfile: { age: 30 },
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('NO_SYMPTOMS');
  });
});
