import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/* The API answer when the picture fits no condition the engine knows well (findings from three systems). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp('sqlite', { now: () => Date.parse('2026-11-22T10:00:00Z') });
});
afterAll(async () => testApp.close());

const scattered = {
  symptoms: ['burning on passing urine', 'hoarse voice', 'ear pain'],
  patientProfile: { age: 45, gender: 'male', country: 'KE' },
};
async function post(url: string, payload: object) {
  const response = await testApp.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json() };
}

describe('when nothing known fits', () => {
  it('/api/ai-diagnosis says so, with suggested tests and questions, and a low-confidence closest match', async () => {
    const { status, body } = await post('/api/ai-diagnosis', scattered);
    expect(status).toBe(200);
    expect(body.diagnosis.fitsKnownCondition).toBe(false);
    expect(body.diagnosis.message).toMatch(/fits no condition the engine knows well/);
    expect(body.diagnosis.primaryDiagnosis.confidence).toBe('low');
    expect(body.diagnosis.suggestedTests.length).toBeGreaterThan(0);
    expect(body.diagnosis.nextQuestions.length).toBeGreaterThan(0);
  });

  it('/api/ai-comprehensive-assessment withholds the prescription for the weak match', async () => {
    const { status, body } = await post('/api/ai-comprehensive-assessment', scattered);
    expect(status).toBe(200);
    // No medicine is dosed for it; only child-protection prompts may remain (none for this adult).
    expect(body.prescription?.medications ?? []).toEqual([]);
    expect(body.emergencyAlert).toBe(false);
    expect(body.message).toMatch(/^Prescription withheld: The picture fits no condition/);
    expect(body.recommendations.condition).toBeUndefined();
  });

  it('a case a known condition explains still gets its prescription', async () => {
    const { body } = await post('/api/ai-comprehensive-assessment', {
      symptoms: ['fever and chills for 3 days', 'headache', 'malaria rdt positive'],
      patientProfile: { age: 30, gender: 'male', country: 'KE', weight: 70 },
    });
    expect(body.diagnosis.fitsKnownCondition).toBe(true);
    expect(body.prescription?.medications.length).toBeGreaterThan(0);
  });
});
