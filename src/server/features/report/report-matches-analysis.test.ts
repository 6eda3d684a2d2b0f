import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test-support/test-app';
import { toPdfText } from './render-report-pdf';
import { evidenceOnce } from '../../../contracts/evidence';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('one analysis of the session, in the PDF, the JSON report and GET /analysis', () => {
  let t: TestApp;
  let id: string;
  let cookie: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/sessions/${id}${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'TR-7' },
    });
    id = created.json().id;
    cookie = sessionCookieFrom(created);
    await call('POST', '/symptoms', {
      symptoms: [
        { symptom: 'burning on passing urine', severity: 'moderate', duration: '2 days' },
        { symptom: 'passing urine often', severity: 'mild', duration: '2 days' },
      ],
    });
  });
  afterAll(async () => t.close());

  it('redoes the analysis when a urinalysis is added after it, so the report never shows the older one', async () => {
    const before = (
      await call('POST', '/analyze-with-symptoms', { patientAge: 28, patientGender: 'female' })
    ).json();
    expect(before.tests_analyzed).toEqual([]);
    await call('POST', '/lab-results', {
      labResults: [
        { testType: 'Urine nitrite', result: 'Positive' },
        { testType: 'Urine leucocytes', result: '+++' },
        { testType: 'Haemoglobin', result: '12.9 g/dL' },
        { testType: 'Haemoglobin', result: '12.9 g/dL' },
      ],
    });
    const current = (await call('GET', '/analysis')).json().analysisResults;
    expect(current.generated_at).not.toBe(before.generated_at);
    // the same test with the same result once; the typed urinalysis is in the analysis
    expect(current.tests_analyzed.map((test: { test_type: string }) => test.test_type)).toEqual([
      'Urine nitrite',
      'Urine leucocytes',
      'Haemoglobin',
    ]);
    expect(current.tests_analyzed[2].times_reported).toBe(2);
    const json = (await call('POST', '/report?format=json')).json();
    expect(json.analysis.symptom_test_insights.differential_diagnoses).toEqual(
      current.symptom_test_insights.differential_diagnoses,
    );
    const text = pdfText((await call('POST', '/report')).rawPayload);
    for (const [index, differential] of current.symptom_test_insights.differential_diagnoses.entries())
      expect(text).toContain(`${index + 1}. ${differential.condition}`);
    const primary = current.symptom_test_insights.differential_diagnoses[0];
    expect(text).toContain(`${primary.probability_percent}%`);
    // One confidence label: the differential line and the summary say the same word.
    expect(text).toContain(`${primary.probability_percent}%, ${primary.probability} confidence`);
    expect(current.overall_summary).toContain(`${primary.probability} confidence`);
    expect(text.match(/Haemoglobin: 12.9 g\/dL/g)).toHaveLength(1);
    // asking again changes nothing: the stored analysis is current
    const again = (await call('GET', '/analysis')).json().analysisResults;
    expect(again.generated_at).toBe(current.generated_at);
  });
});

describe('the printed report', () => {
  it('prints units and signs the built-in fonts cannot draw as text, never as "?"', () => {
    expect(toPdfText('150-400 ×10⁹/L')).toBe('150-400 x10^9/L');
    expect(toPdfText('62-115 µmol/L, 5 μg')).toBe('62-115 \u00b5mol/L, 5 \u00b5g');
    expect(toPdfText('10¹² cells, −2 SD, ≥ 5 → refer, Lomé')).toBe('10^12 cells, -2 SD, >= 5 -> refer, Lomé');
    expect(toPdfText('Đakovo')).toBe('Dakovo'.replace('D', '?'));
  });

  it('lists each piece of evidence once, with the differentials it counts for or against', () => {
    const evidence = evidenceOnce([
      { supporting: ['fever', 'nitrite'] },
      { supporting: ['fever'], against: ['nitrite'] },
    ]);
    expect(evidence).toEqual([
      { text: 'fever', supports: [1, 2], against: [] },
      { text: 'nitrite', supports: [1], against: [2] },
    ]);
  });
});
