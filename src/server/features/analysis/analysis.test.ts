import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultsSchema } from '../../../contracts/analysis';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test-support/test-app';

describe('analysing a session: symptoms and lab results together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  async function sessionWith(symptoms: object[], labResults: object[]) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'ANALYSIS-1' },
    });
    const session = { id: created.json().id as string, cookie: sessionCookieFrom(created) };
    if (symptoms.length)
      await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/symptoms`,
        headers: { cookie: session.cookie },
        payload: { symptoms },
      });
    if (labResults.length)
      await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/lab-results`,
        headers: { cookie: session.cookie },
        payload: { labResults },
      });
    return session;
  }

  it('answers the full analysis results object with malaria first for fever and a positive RDT', async () => {
    const session = await sessionWith(
      [
        {
          symptom: 'Fever with chills and sweats',
          severity: 'moderate',
          duration: '3 days',
          frequency: 'daily',
        },
        { symptom: 'Headache and body aches' },
      ],
      [
        { testType: 'Malaria RDT', result: 'Positive (P. falciparum)' },
        { testType: 'Haemoglobin', result: '11.9 g/dL', normalRange: '13-17 g/dL' },
      ],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/analyze-with-symptoms`,
      headers: { cookie: session.cookie },
      payload: {
        country: 'KE',
        patientAge: 30,
        patientGender: 'male',
        includePrescriptions: true,
        weight: 70,
      },
    });
    expect(response.statusCode).toBe(200);
    const results = analysisResultsSchema.parse(response.json());
    expect(results.patient_id).toBe('ANALYSIS-1');
    expect(results.symptoms_reported[0]).toContain('Fever with chills');
    expect(results.symptom_test_insights.differential_diagnoses[0]).toMatchObject({
      condition: 'Malaria, uncomplicated',
    });
    const rdt = results.tests_analyzed.find((test) => test.test_type === 'Malaria RDT')!;
    expect(
      rdt.symptom_correlations.some((correlation) => correlation.correlation_strength === 'strong'),
    ).toBe(true);
    expect(rdt.prescription_guidance?.medication).toMatch(/artemether/i);
    expect(results.symptom_test_insights.primary_correlations.length).toBeGreaterThan(0);
    expect(results.overall_summary).toContain('Malaria');

    const stored = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}`,
        headers: { cookie: session.cookie },
      })
    ).json();
    expect(stored.status).toBe('completed');
    expect(stored.analysisResults.patient_id).toBe('ANALYSIS-1');

    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/report`,
      headers: { cookie: session.cookie },
    });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString('utf8');
    expect(text).toContain('Malaria, uncomplicated');
    expect(text).toMatch(/artemether/i);
  });

  it('adds one de-identified count per session to the regional figures, and nothing about the patient', async () => {
    const session = await sessionWith(
      [{ symptom: 'Fever and chills' }, { symptom: 'Headache' }],
      [{ testType: 'mRDT', result: 'Positive' }],
    );
    const analyse = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/analyze`,
        headers: { cookie: session.cookie },
        payload: { country: 'UG', patientAge: 25 },
      });
    const before = await t.database.db
      .selectFrom('weekly_counts')
      .selectAll()
      .where('country', '=', 'UG')
      .execute();
    await analyse();
    await analyse(); // the same session analysed again is not counted twice
    const after = await t.database.db
      .selectFrom('weekly_counts')
      .selectAll()
      .where('country', '=', 'UG')
      .execute();
    const total = (rows: typeof after, kind: string, item: string) =>
      rows
        .filter((row) => row.kind === kind && row.item === item)
        .reduce((sum, row) => sum + Number(row.count), 0);
    expect(
      total(after, 'condition', 'malaria-uncomplicated') -
        total(before, 'condition', 'malaria-uncomplicated'),
    ).toBe(1);
    expect(total(after, 'symptom', 'fever') - total(before, 'symptom', 'fever')).toBe(1);
    expect(JSON.stringify(after)).not.toContain('ANALYSIS-1');
  });

  it('raises the emergency and red flags for a critical lab value', async () => {
    const session = await sessionWith(
      [{ symptom: 'Very tired and breathless on walking' }],
      [{ testType: 'Hb', result: '5.1 g/dL' }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/analyze`,
      headers: { cookie: session.cookie },
      payload: {},
    });
    const results = response.json();
    expect(results.emergency_alert).toBe(true);
    expect(
      results.symptom_test_insights.red_flags.some(
        (flag: { urgency: string }) => flag.urgency === 'critical' || flag.urgency === 'high',
      ),
    ).toBe(true);
  });

  it('refuses to analyse an empty session with the spec message', async () => {
    const session = await sessionWith([], []);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/analyze`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please upload medical test files first.');
  });

  it('refuses unknown options and answers No active session without the cookie', async () => {
    const session = await sessionWith([{ symptom: 'Cough' }], []);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/analyze`,
      headers: { cookie: session.cookie },
      payload: { depth: 'deep' },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/analyze`,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
  });
});
