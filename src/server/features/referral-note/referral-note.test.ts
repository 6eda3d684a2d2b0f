import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test-support/test-app';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8'))?.[1]);

describe('the emergency referral note', () => {
  let t: TestApp;
  let id: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { now: () => Date.parse('2026-06-15T09:00:00Z') });
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions', payload: {} });
    id = created.json().id;
    cookie = sessionCookieFrom(created);
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers: { cookie },
      payload: { symptoms: [{ symptom: 'Cannot drink, hot body', severity: 'severe', duration: '2 days' }] },
    });
  });
  afterAll(async () => t.close());

  const note = (payload: object, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: `/api/sessions/${id}/referral-note`, headers, payload });

  it('is one PDF page with the vital signs, what was given and when, and what is still advised', async () => {
    const response = await note({
      message: 'EMERGENCY: IMCI general danger sign: unable to drink.',
      workingDiagnosis: 'Severe malaria',
      icd10: 'B50.0',
      actions: ['First dose now: artesunate 45 mg IM', 'Refer now to hospital'],
      given: [{ what: 'First dose now: artesunate 45 mg IM', at: '2026-06-15T08:52:00Z' }],
      patientProfile: { age: 4, weight: 15, vitals: { temperatureC: 39.6, respiratoryRate: 44 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/referral-note-.+\.pdf/);
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('EMERGENCY REFERRAL NOTE');
    expect(text).toContain('Weight: 15 kg');
    expect(text).toContain('Temperature: 39.6');
    expect(text).toContain('Respiratory rate: 44 /min');
    expect(text).toContain('Working diagnosis: Severe malaria (ICD-10 B50.0)');
    expect(text).toContain('2026-06-15 08:52 UTC: First dose now: artesunate 45 mg IM');
    expect(text).toContain('Advised, not recorded as done - Refer now to hospital');
    expect(text).toContain('Cannot drink, hot body (2 days)');
  });

  it('names a weak match as the closest match, never as the working diagnosis, when nothing known fits', async () => {
    const response = await note({
      message: 'EMERGENCY: Altered mental state. The picture fits no condition the engine knows well.',
      workingDiagnosis: 'Sepsis and septic shock',
      icd10: 'A41.9',
      closestMatchOnly: true,
      patientProfile: { age: 79, gender: 'female' },
    });
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Closest match (weak, not a working diagnosis): Sepsis and septic shock (ICD-10 A41.9)',
    );
    expect(text).not.toContain('Working diagnosis:');
  });

  it('prints the vital signs written only in the complaints, marked as such, after the typed ones', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers: { cookie },
      payload: { symptoms: [{ symptom: 'Weak and sweating, pulse 128, BP 84/50, temperature 36.1' }] },
    });
    const response = await note({
      message: 'EMERGENCY: signs of shock.',
      patientProfile: { age: 30, weight: 60, vitals: { temperatureC: 36.4 } },
    });
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Temperature: 36.4 °C');
    expect(text).not.toContain('Temperature: 36.1');
    expect(text).toContain('Heart rate: 128 /min (in the complaints)');
    expect(text).toContain('Systolic BP: 84 mmHg (in the complaints)');
    expect(text).toContain('Diastolic BP: 50 mmHg (in the complaints)');
    expect(text).not.toContain('No vital signs were recorded');
  });

  it('reads the vital signs of the complaints the screen sent when the session holds none', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions', payload: {} });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${created.json().id}/referral-note`,
      headers: { cookie: sessionCookieFrom(created) },
      payload: {
        message: 'EMERGENCY: haemorrhagic shock.',
        presentingComplaints: ['Alijifungua saa tatu zilizopita, damu inatoka nyingi. Mapigo 124, BP 86/50.'],
      },
    });
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Presenting complaints: Alijifungua saa tatu zilizopita');
    expect(text).toContain('Heart rate: 124 /min (in the complaints)');
    expect(text).toContain('Systolic BP: 86 mmHg (in the complaints)');
    expect(text).not.toContain('No vital signs were recorded');
  });

  it("prints times as the clinic's clock shows them, with the zone and its offset", async () => {
    const response = await note({
      message: 'EMERGENCY',
      given: [{ what: 'Oxygen started', at: '2026-06-15T08:52:00Z' }],
      timeZone: 'Africa/Nairobi',
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('2026-06-15 11:52 Africa/Nairobi, UTC+3: Oxygen started');
    expect(text).toContain('Written 2026-06-15 12:00 Africa/Nairobi, UTC+3');
    const lagos = await note({ message: 'EMERGENCY', timeZone: 'Africa/Lagos' });
    expect(pdfText(lagos.rawPayload)).toContain('Written 2026-06-15 10:00 Africa/Lagos, UTC+1');
  });

  it('gives each triage reason once: reasons on the same findings are merged, the headline not repeated', async () => {
    // What the engine raised for a woman bleeding heavily after birth with a pulse of 124 and BP 86/50.
    const shock = 'Signs of shock (low blood pressure or cold hands with a weak fast pulse)';
    const bleedingWithShock =
      'Heavy bleeding after birth with a fast pulse, low blood pressure or fainting (haemorrhagic shock)';
    const bleeding = 'Heavy bleeding after birth (≥ 500 mL, soaking pads) or a placenta not delivered';
    const response = await note({
      message: `EMERGENCY: ${shock}. Immediate medical attention required.`,
      workingDiagnosis: 'Postpartum haemorrhage',
      triageReasons: [
        shock,
        bleedingWithShock,
        bleeding,
        'Bleeding after birth with signs of shock (pulse > 100-110, systolic BP < 90, cold clammy skin, confusion) (Postpartum haemorrhage)',
        'Heavy bleeding after birth (≥ 500 mL or soaking pads) or a retained placenta (Postpartum haemorrhage)',
      ],
    });
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    const times = (words: string) => text.split(words).length - 1;
    // The headline names the reason that says the most; the list gives the rest, once each.
    expect(text).toContain(
      'EMERGENCY: Heavy bleeding after birth with a fast pulse, low blood pressure or fainting',
    );
    expect(times('haemorrhagic shock')).toBe(1);
    expect(times('placenta not delivered')).toBe(1);
    expect(times('Signs of shock')).toBe(0);
    expect(times('signs of shock')).toBe(0);
    expect(times('retained placenta')).toBe(0);
    // Control: reasons on different findings both stay.
    const different = await note({
      message: 'EMERGENCY',
      triageReasons: [shock, bleeding],
    });
    const differentText = pdfText(different.rawPayload).replace(/\s+/g, ' ');
    expect(differentText).toContain('Signs of shock');
    expect(differentText).toContain('placenta not delivered');
  });

  it('records a referral as made, a step as done and a dose as given, each with its time', async () => {
    const referral = 'Refer now to Hospital with theatre and blood transfusion (obstetrics): shock';
    const response = await note({
      message: 'EMERGENCY',
      actions: ['First dose now: oxytocin 10 IU IV', referral, 'Call for help'],
      given: [
        { what: 'First dose now: oxytocin 10 IU IV', at: '2026-06-15T08:50:00Z', kind: 'given' },
        { what: 'Call for help', at: '2026-06-15T08:49:00Z', kind: 'done' },
        { what: referral, at: '2026-06-15T08:58:00Z', kind: 'referred' },
      ],
    });
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('2026-06-15 08:50 UTC: First dose now: oxytocin 10 IU IV');
    expect(text).toContain('2026-06-15 08:49 UTC: Done: Call for help');
    expect(text).toContain(
      '2026-06-15 08:58 UTC: Referred to Hospital with theatre and blood transfusion (obstetrics): shock',
    );
    expect(text).not.toMatch(/given[^.]*Refer now/i);
    expect(text).toContain('Advised, not recorded as done None.');
  });

  it('stays on one page however long the lists are', async () => {
    const long = Array.from(
      { length: 30 },
      (_, i) => `Action ${i + 1}: ${'keep the airway open '.repeat(12)}`,
    );
    const response = await note({ message: 'EMERGENCY', actions: long });
    expect(response.statusCode).toBe(200);
    expect(pageCount(response.rawPayload)).toBe(1);
    expect(pdfText(response.rawPayload)).toContain('kept to one page');
  });

  it('says the weight was not measured rather than printing an assumed one', async () => {
    const response = await note({ message: 'EMERGENCY' });
    expect(pdfText(response.rawPayload)).toContain('Weight: not measured');
  });

  it('refuses without the session cookie and refuses impossible values, in words', async () => {
    expect((await note({ message: 'EMERGENCY' }, {})).statusCode).toBe(404);
    const bad = await note({ message: 'EMERGENCY', patientProfile: { weight: 900 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Weight (kg) must be between');
    const badTime = await note({ message: 'EMERGENCY', given: [{ what: 'x', at: 'yesterday' }] });
    expect(badTime.statusCode).toBe(400);
    const badZone = await note({ message: 'EMERGENCY', timeZone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.body).toContain('Time zone must be a name such as Africa/Nairobi');
  });
});
