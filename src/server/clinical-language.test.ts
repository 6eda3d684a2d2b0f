import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { french } from '../clinical/knowledge/translations/fr';
import { swahili } from '../clinical/knowledge/translations/sw';
import { createTestApp, sessionCookieFrom, type TestApp } from './test-support/test-app';

const now = Date.parse('2026-06-15T09:00:00Z');
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

const feverInAChild = {
  symptoms: ['fever for 3 days', 'headache', 'vomiting'],
  patientAge: 4,
  patientGender: 'male',
  patientWeight: 15,
};

describe('clinical content in the clinician language (Accept-Language)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { now: () => now });
  });
  afterAll(async () => t.close());

  const assess = async (language: string | undefined, payload: object = feverInAChild) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai-comprehensive-assessment',
      headers: language ? { 'accept-language': language } : {},
      payload,
    });
    return { status: response.statusCode, body: response.json(), vary: response.headers.vary };
  };

  it('names the diagnosis, writes the message and the dosing lines in Kiswahili, with the draft notice; English without the header (control)', async () => {
    const english = await assess(undefined);
    const sw = await assess('sw');
    expect(english.status).toBe(200);
    expect(sw.status).toBe(200);
    expect(english.body.diagnosis.primaryDiagnosis.condition).toBe('Malaria, uncomplicated');
    expect(sw.body.diagnosis.primaryDiagnosis.condition).toBe('Malaria isiyo kali');
    expect(sw.body.diagnosis.message).toMatch(/^Uwezekano mkubwa zaidi: Malaria isiyo kali/);
    expect(sw.body.diagnosis.disclaimer).toContain(swahili.draftNotice);
    expect(english.body.diagnosis.disclaimer).not.toContain(swahili.draftNotice);
    expect(sw.vary).toContain('Accept-Language');
    const frequencies = sw.body.prescription.medications.map((item: { frequency: string }) => item.frequency);
    expect(frequencies).toContain('kila saa 6 inapohitajika');
    // Codes and the clinician's own words are copied.
    expect(sw.body.diagnosis.primaryDiagnosis.conditionId).toBe('malaria-uncomplicated');
    expect(sw.body.diagnosis.findingsUsed).toEqual(english.body.diagnosis.findingsUsed);
  });

  it('reads the language from the first tag (fr-FR) and leaves other languages in English', async () => {
    expect((await assess('fr-FR,fr;q=0.9')).body.diagnosis.primaryDiagnosis.condition).toBe(
      'Paludisme simple',
    );
    expect((await assess('de-DE')).body.diagnosis.primaryDiagnosis.condition).toBe('Malaria, uncomplicated');
  });

  it('answers every shared vignette in Kiswahili and French within the answer schema', async () => {
    const vignettes = JSON.parse(readFileSync('../shared/vignettes/dev.json', 'utf8')) as Array<{
      request: { symptoms: unknown; patientProfile?: Record<string, unknown>; labResults?: unknown };
    }>;
    for (const { request } of vignettes)
      for (const language of ['sw', 'fr']) {
        const profile = request.patientProfile ?? {};
        const { status, body } = await assess(language, {
          symptoms: request.symptoms,
          patientAge: profile.age,
          patientGender: profile.gender,
          patientWeight: profile.weight,
          labResults: request.labResults,
        });
        expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
      }
  });

  it("writes the session's analysis and the PDF report in French", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'FR-0001' },
    });
    const id = created.json().id as string;
    const cookie = sessionCookieFrom(created);
    const headers = { cookie, 'accept-language': 'fr' };
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers,
      payload: {
        symptoms: [
          {
            symptom: 'Fever with rigors and headache',
            severity: 'moderate',
            duration: '3 days',
            frequency: 'daily',
          },
        ],
      },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/lab-results`,
      headers,
      payload: { labResults: [{ testType: 'Malaria RDT', result: 'Positive' }] },
    });
    const analysed = await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/analyze`, headers });
    expect(analysed.statusCode).toBe(200);
    const current = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}/analysis`, headers });
    const shown = current.json().analysisResults;
    const inEnglish = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/analysis`,
      headers: { cookie, 'accept-language': 'en' },
    });
    const names = (analysis: typeof shown): string[] =>
      analysis.symptom_test_insights.differential_diagnoses.map(
        (entry: { condition: string }) => entry.condition,
      );
    // The same differential, every name in French (whatever the engine ranks after the first).
    const frenchNames = names(shown);
    const englishNames = names(inEnglish.json().analysisResults);
    expect(frenchNames[0]).toBe('Paludisme simple');
    expect(frenchNames).toHaveLength(englishNames.length);
    frenchNames.forEach((name, index) => expect(name).not.toBe(englishNames[index]));
    expect(shown.diagnosis.message).toMatch(
      /^Le plus probable : Paludisme simple \(\d+([.,]\d)? %\)\. À confirmer cliniquement avant de traiter\.$/,
    );

    const report = await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/report`, headers });
    expect(report.statusCode).toBe(200);
    const text = pdfText(report.rawPayload);
    expect(text).toMatch(/1\. Paludisme simple/);
    expect(text).toContain(french.draftNotice.slice(0, 40).replace(/\s+/g, ' '));
  });
});
