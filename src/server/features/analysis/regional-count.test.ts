import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test-support/test-app';

const PATIENT_ID = 'PT-REGIONAL-4471';
const SYMPTOMS = ['Fever and chills', 'Headache'];

describe('regional counts from completed analyses', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite');
  });
  afterEach(async () => t.close());

  async function analyse(payload: object) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: PATIENT_ID },
    });
    const id = created.json().id as string;
    const cookie = sessionCookieFrom(created);
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/symptoms`,
      headers: { cookie },
      payload: { symptoms: SYMPTOMS.map((symptom) => ({ symptom })) },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/lab-results`,
      headers: { cookie },
      payload: { labResults: [{ testType: 'mRDT', result: 'Positive' }] },
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/analyze`,
      headers: { cookie },
      payload,
    });
  }

  const countedCountries = async () =>
    (await t.database.db.selectFrom('weekly_counts').select('country').distinct().execute()).map(
      (row) => row.country,
    );

  it('counts an analysis in the country it names (control for the next case)', async () => {
    expect((await analyse({ country: 'UG', patientAge: 25 })).statusCode).toBe(200);
    expect(await countedCountries()).toEqual(['UG']);
  });

  it('counts an analysis that names no country in no country at all, Kenya included', async () => {
    const response = await analyse({ patientAge: 25 });
    expect(response.statusCode).toBe(200);
    expect(await countedCountries()).toEqual([]);
  });

  it('logs a failure to count, without patient data, and still answers the analysis', async () => {
    const quiet = await analyse({ country: 'UG', patientAge: 25 });
    expect(quiet.statusCode).toBe(200);
    expect(t.logLines().join('\n')).not.toContain('regional count'); // control: nothing logged when it works

    await sql`drop table weekly_counts`.execute(t.database.db);
    const response = await analyse({ country: 'UG', patientAge: 25 });
    expect(response.statusCode).toBe(200);
    const failures = t
      .logLines()
      .map((line) => JSON.parse(line) as { msg: string; level: number; err?: { type: string } })
      .filter((entry) => entry.msg === 'regional count of a completed analysis failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]!.level).toBeGreaterThanOrEqual(50);
    expect(failures[0]!.err?.type).toBeTruthy();
    const everything = t.logLines().join('\n');
    for (const secret of [PATIENT_ID, ...SYMPTOMS, 'malaria']) expect(everything).not.toContain(secret);
  });
});
