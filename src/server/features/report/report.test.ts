import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test-support/test-app';
import { signedInClinician } from '../../test-support/clinicians';

/** The text a clinician would see in the PDF, read with Debian's pdftotext. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

describe('the session report', () => {
  let t: TestApp;
  let id: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'KNH/2026/0042', facility: 'Mbagathi Hospital' },
    });
    id = created.json().id;
    cookie = sessionCookieFrom(created);
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers: { cookie },
      payload: {
        symptoms: [
          { symptom: 'Fever with rigors', severity: 'moderate', duration: '3 days', frequency: 'daily' },
        ],
      },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/lab-results`,
      headers: { cookie },
      payload: {
        labResults: [
          { testType: 'Haemoglobin', result: '6.1 g/dL', normalRange: '12-16 g/dL' },
          { testType: 'Malaria RDT', result: 'Positive' },
        ],
      },
    });
  });
  afterAll(async () => t.close());

  it('is a real PDF named after the patient, with the patient, symptoms, labs, disclaimer and page numbers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/report`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="medical-report-KNH_2026_0042.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'KNH/2026/0042',
      'Mbagathi Hospital',
      'Fever with rigors',
      'Haemoglobin: 6.1 g/dL',
      'range 12-16 g/dL',
      'Malaria RDT',
      'For professional use only',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says in the report when the physician approved the prescription, and who they are', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/prescription-decision`,
      headers: { cookie },
      payload: { decision: 'approved', by: 'Dr Achieng' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('SIGN_IN_REQUIRED');
    const achieng = await signedInClinician(t.app, t.database, {
      registrationNumber: 'KMPDC-A7788',
      name: 'Dr Achieng',
    });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/prescription-decision`,
      headers: { cookie: `${cookie}; ${achieng.cookie}` },
      payload: {
        decision: 'approved',
        by: 'Dr Somebody Else', // typed names are ignored: the decision names the signed-in clinician
        note: 'Artemether-lumefantrine changed to 4 tablets twice daily',
      },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ by: 'Dr Achieng', registrationNumber: 'KMPDC-A7788' });
    const [audit] = await t.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'prescription-decision')
      .execute();
    expect(audit).toMatchObject({ actor_id: achieng.id, subject_kind: 'session', detail: 'approved' });
    expect(audit!.subject_id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(audit)).not.toContain(id); // the session's hash, never its id
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/report`,
      headers: { cookie },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Prescription approved by the clinician (Dr Achieng)');
    expect(text.replace(/\s+/g, ' ')).toContain('Registration number: KMPDC-A7788');
    expect(text).toContain('4 tablets twice daily');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/prescription-decision`,
      headers: { cookie: `${cookie}; ${achieng.cookie}` },
      payload: { decision: 'maybe' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers the JSON report with ?format=json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/report?format=json`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="medical_report_KNH_2026_0042_\d{13}\.json"$/,
    );
    expect(response.json().symptoms[0]).toContain('Fever with rigors');
  });

  it('needs the session cookie, like every session call', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/report` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No active session');
  });
});
