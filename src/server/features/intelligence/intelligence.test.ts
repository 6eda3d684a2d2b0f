import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type Backend, type TestApp } from '../../test-support/test-app';
import { signedInClinician, type TestClinician } from '../../test-support/clinicians';
import { recordCompletedAnalysis } from './service';
import {
  healthIntelligenceSchema,
  healthUpdateSchema,
  symptomSuggestionsSchema,
  trendingConditionsSchema,
} from '../../../contracts/intelligence';

const NOW = Date.parse('2026-03-11T09:00:00Z'); // Wednesday of ISO week 2026-W11, meningitis-belt dry season
const WEEK_MS = 7 * 86_400_000;

const choleraReport = {
  country: 'KE',
  region: 'garissa',
  condition: 'Cholera',
  location: 'Dadaab refugee complex',
  cases: 3,
  deaths: 0,
  severity: 'high',
  status: 'active',
  verificationSource: 'Clinical case definition',
  doctorId: 'KMPDC-1001',
  doctorName: 'Dr Amina Hassan',
  facilityName: 'Garissa County Referral Hospital',
};

describe.each(testBackends)('regional health intelligence on %s', (backend: Backend) => {
  let test: TestApp;
  let clock = NOW;
  /** Signed-in clinicians by registration number; a report is posted by the one its doctorId names. */
  let clinicians: Map<string, TestClinician>;
  const start = async () => {
    clock = NOW;
    test = await createTestApp(backend, { now: () => clock });
    clinicians = new Map();
    for (const [registrationNumber, name] of [
      ['KMPDC-1001', 'Dr Amina Hassan'],
      ['KMPDC-2002', 'Dr Kiprop'],
      ['KMPDC-3003', 'Dr Wanjiru'],
      ['KMPDC-4004', 'Dr Otieno'],
    ] as const) {
      const clinician = await signedInClinician(test.app, test.database, {
        registrationNumber,
        name,
        roles: ['clinician', 'verifier'],
      });
      clinicians.set(registrationNumber, clinician);
    }
    return test;
  };
  afterEach(async () => test?.close());

  const cookieOf = (doctorId: unknown) =>
    clinicians.get(
      String(doctorId ?? 'KMPDC-1001')
        .trim()
        .toUpperCase(),
    )?.cookie ?? '';
  const post = (body: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/manual-health-updates',
      payload: body as object,
      headers: { cookie: cookieOf((body as { doctorId?: unknown }).doctorId) },
    });
  const verify = (id: string, doctorId: string, _doctorName?: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/manual-health-updates/${id}/verify`,
      headers: { cookie: cookieOf(doctorId) },
    });
  /** A second clinician verifies the closing status the reporter asked for. */
  const verifyStatus = (id: string, doctorId = 'KMPDC-3003') =>
    test.app.inject({
      method: 'POST',
      url: `/api/manual-health-updates/${id}/status/verify`,
      headers: { cookie: cookieOf(doctorId) },
    });
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('stores a doctor’s report with its content hash and UTC time, unverified until a second doctor confirms', async () => {
    await start();
    const created = await post(choleraReport);
    expect(created.statusCode).toBe(201);
    const { update } = created.json();
    expect(update).toMatchObject({
      country: 'KE',
      region: 'garissa',
      condition: 'Cholera',
      cases: 3,
      deaths: 0,
      isVerified: false,
      isoWeek: '2026-W11',
    });
    expect(update.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(update.reportedAt).toBe('2026-03-11T09:00:00.000Z');

    const listed = await get('/api/manual-health-updates/KE/garissa?days=7');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1);
    expect(() => healthUpdateSchema.array().parse(listed.json())).not.toThrow();
    expect((await get('/api/manual-health-updates/KE/east-africa')).json()).toHaveLength(1);
    expect((await get('/api/manual-health-updates/KE/mombasa')).json()).toHaveLength(0);

    const intelligence = (await get('/api/health-intelligence/KE/garissa')).json();
    expect(intelligence.activeOutbreaks).toEqual([]);
    expect(intelligence.emergencyAlerts).toEqual([]);
  });

  it('refuses a report with the spec’s messages, and any patient field with its own', async () => {
    await start();
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    const messages = empty.json().error.details.map((detail: { message: string }) => detail.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Condition is required',
        'Location is required',
        'Severity is required',
        'Status is required',
        'Verification source is required',
      ]),
    );

    const negative = await post({ ...choleraReport, cases: -1 });
    expect(negative.json().error.message).toMatch(/0 or more/);

    const withPatient = await post({ ...choleraReport, patientName: 'Jane Doe', dateOfBirth: '1990-01-01' });
    expect(withPatient.statusCode).toBe(400);
    expect(withPatient.json().error.code).toBe('PATIENT_DATA_REFUSED');
    expect(withPatient.json().error.message).toMatch(
      /must not contain patient data: remove patientName, dateOfBirth/,
    );

    const phoneInNotes = await post({ ...choleraReport, notes: 'Index case reachable on 0712 345 678' });
    expect(phoneInNotes.statusCode).toBe(400);
    expect(phoneInNotes.json().error.message).toBe(
      'Remove phone, ID or record numbers: health updates must not identify patients',
    );
    expect(
      (await post({ ...choleraReport, notes: 'Cluster since 2026-03-02 near borehole 12' })).statusCode,
    ).toBe(201);

    const unknownField = await post({ ...choleraReport, favouriteColour: 'blue' });
    expect(unknownField.statusCode).toBe(400);
    expect((await get('/api/manual-health-updates/KE/east-africa')).json()).toHaveLength(1);
  });

  it('answers 400 listing the known countries for an unknown code, and checks the region', async () => {
    await start();
    const unknown = await get('/api/health-intelligence/XX/east-africa');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_COUNTRY');
    expect(unknown.json().error.message).toMatch(
      /^Unknown country code 'XX'\. Known codes: KE, SO, ET, UG, TZ, NG, GH, ML, BF, ZA, MW, ZW, BW, ZM$/,
    );
    expect(unknown.json().error.details.knownCountries).toHaveLength(14);
    const wrongRegion = await get('/api/trending-conditions/KE/west-africa');
    expect(wrongRegion.statusCode).toBe(400);
    expect(wrongRegion.json().error.code).toBe('UNKNOWN_REGION');
    expect((await get('/api/health-intelligence/ng/kano')).statusCode).toBe(200);
    expect((await get('/api/symptom-suggestions/MW/east-africa')).statusCode).toBe(200); // the client's fallback rule
    const listed = (await get('/api/countries')).json();
    expect(listed).toHaveLength(14);
    expect(listed.find((country: { code: string }) => country.code === 'NG')).toMatchObject({
      name: 'Nigeria',
      region: 'west-africa',
      subdivisionKind: 'state',
    });
  });

  it('merges duplicates of an open report (same condition, location and week), even when they arrive together', async () => {
    await start();
    const first = (await post(choleraReport)).json().update;
    const again = await post({
      ...choleraReport,
      cases: 7,
      severity: 'medium',
      doctorId: 'KMPDC-2002',
      doctorName: 'Dr Kiprop',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      merged: true,
      update: { id: first.id, cases: 7, severity: 'high', submissions: 2 },
    });

    const retry = await post({
      ...choleraReport,
      cases: 7,
      severity: 'medium',
      doctorId: 'KMPDC-2002',
      doctorName: 'Dr Kiprop',
    });
    expect(retry.json().update.submissions).toBe(2); // an identical resubmission changes nothing

    const burst = await Promise.all(
      Array.from({ length: 8 }, () => post({ ...choleraReport, location: 'Ifo camp' })),
    );
    expect(burst.every((response) => response.statusCode === 200 || response.statusCode === 201)).toBe(true);
    expect(new Set(burst.map((response) => response.json().update.id)).size).toBe(1);
    expect((await get('/api/manual-health-updates/KE/garissa')).json()).toHaveLength(2);

    clock = NOW + WEEK_MS; // next ISO week: a new report
    expect((await post(choleraReport)).statusCode).toBe(201);
  });

  it('a second doctor verifies; the reporter cannot; a verified cholera case raises one IDSR alert', async () => {
    await start();
    const report = (await post(choleraReport)).json().update;
    const self = await verify(report.id, ' kmpdc-1001 ');
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toMatchObject({
      code: 'SELF_VERIFICATION',
      message: 'A report must be verified by a doctor other than the one who reported it',
    });

    const verified = await verify(report.id, 'KMPDC-3003', 'Dr Wanjiru');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().update).toMatchObject({
      isVerified: true,
      verifiedBy: { doctorId: 'KMPDC-3003', doctorName: 'Dr Wanjiru' },
    });
    expect((await verify(report.id, 'KMPDC-4004')).json().alreadyVerified).toBe(true);

    const second = (await post({ ...choleraReport, location: 'Hagadera camp', cases: 2 })).json().update;
    await verify(second.id, 'KMPDC-3003', 'Dr Wanjiru');

    const intelligence = (await get('/api/health-intelligence/KE/garissa')).json();
    expect(() => healthIntelligenceSchema.parse(intelligence)).not.toThrow();
    expect(intelligence.emergencyAlerts).toHaveLength(1);
    expect(intelligence.alertSummary).toEqual({ total: 1, critical: 1, highestSeverity: 'critical' });
    const [alert] = intelligence.emergencyAlerts;
    expect(alert).toMatchObject({
      type: 'outbreak',
      severity: 'critical',
      condition: 'Cholera',
      region: 'garissa',
      source: 'verified-reports',
    });
    expect(alert.description).toMatch(/5 cases.*single suspected case.*IDSR/);
    expect(alert.triggeredBy.reportIds.sort()).toEqual([report.id, second.id].sort());
    expect(
      intelligence.activeOutbreaks.map((outbreak: { location: string }) => outbreak.location).sort(),
    ).toEqual(['Dadaab refugee complex', 'Hagadera camp']);
    expect(intelligence.activeOutbreaks[0]).toMatchObject({ source: 'verified-reports', status: 'active' });
    expect((await get('/api/health-intelligence/KE/east-africa')).json().emergencyAlerts).toHaveLength(1);
    expect((await get('/api/health-intelligence/KE/mombasa')).json().emergencyAlerts).toHaveLength(0);

    expect((await verify('00000000-0000-4000-8000-000000000000', 'KMPDC-3003')).statusCode).toBe(404);

    await post({ ...choleraReport, status: 'resolved' }); // Dadaab resolved; Hagadera still active: the alert stays
    expect((await verifyStatus(report.id)).statusCode).toBe(200);
    expect((await get('/api/health-intelligence/KE/garissa')).json().emergencyAlerts).toHaveLength(1);

    await post({ ...choleraReport, location: 'Hagadera camp', cases: 2, status: 'contained' });
    expect((await get('/api/health-intelligence/KE/garissa')).json().emergencyAlerts).toHaveLength(1); // not yet verified
    expect((await verifyStatus(second.id)).statusCode).toBe(200);
    expect((await get('/api/health-intelligence/KE/garissa')).json().emergencyAlerts).toEqual([]); // every report closed

    clock = NOW + 29 * 86_400_000; // four weeks without a new trigger: the alert and outbreaks are no longer active
    const later = (await get('/api/health-intelligence/KE/garissa')).json();
    expect(later.emergencyAlerts).toEqual([]);
    expect(later.activeOutbreaks).toEqual([]);
    const fresh = (await post(choleraReport)).json().update;
    await verify(fresh.id, 'KMPDC-3003', 'Dr Wanjiru');
    const [newAlert] = (await get('/api/health-intelligence/KE/garissa')).json().emergencyAlerts;
    expect(newAlert.id).not.toBe(alert.id); // a new episode, a new alert
    expect(newAlert.triggeredBy.reportIds).toEqual([fresh.id]);
  });

  it('counts completed analyses without patient data and never shows a count under 5', async () => {
    const { database } = await start();
    for (let index = 0; index < 4; index += 1) {
      await recordCompletedAnalysis(database, {
        country: 'KE',
        conditionIds: ['malaria-uncomplicated'],
        symptoms: ['fever', 'Headache', 'John Kamau, 0712345678'],
        at: NOW,
      });
    }
    let intelligence = (await get('/api/health-intelligence/KE/east-africa')).json();
    expect(intelligence.currentSymptoms).toEqual([]);
    expect(intelligence.analysesCounted).toBeNull();

    for (let index = 0; index < 6; index += 1) {
      await recordCompletedAnalysis(database.db, {
        country: 'KE',
        conditionIds: ['malaria-uncomplicated'],
        symptoms: ['fever'],
        at: new Date(NOW),
      });
    }
    intelligence = (await get('/api/health-intelligence/KE/east-africa')).json();
    expect(intelligence.analysesCounted).toBe(10);
    expect(intelligence.currentSymptoms.map((entry: { symptom: string }) => entry.symptom)).toEqual([
      'Fever',
    ]); // headache: 4, suppressed
    expect(intelligence.currentSymptoms[0]).toMatchObject({
      frequency: 100,
      trend: 'increasing',
      source: 'product-use',
    });
    expect(intelligence.currentSymptoms[0].relatedConditions[0]).toBe('Malaria, uncomplicated');

    expect(
      await recordCompletedAnalysis(database, {
        country: 'Atlantis',
        conditionIds: ['malaria-uncomplicated'],
        symptoms: ['fever'],
        at: NOW,
      }),
    ).toBe(false);
    expect(
      await recordCompletedAnalysis(database, {
        country: 'Kenya',
        region: 'nowhere',
        conditionIds: [],
        symptoms: [],
        at: NOW,
      }),
    ).toBe(true);
    expect((await get('/api/health-intelligence/KE/east-africa')).json().analysesCounted).toBe(11);
    const items = await database.db.selectFrom('weekly_counts').select('item').execute();
    expect(items.some((row) => /kamau|0712/i.test(row.item))).toBe(false);
    expect(
      intelligence.seasonalBackground.every(
        (entry: { source: string }) => entry.source === 'baseline-knowledge',
      ),
    ).toBe(true);
    expect(intelligence.seasonalBackground[0].asOf).not.toBe('');
  });

  it('raises one product-use alert when EARS sees a surge, with the weekly counts that triggered it', async () => {
    const { database } = await start();
    const weekly = [2, 1, 2, 3, 1, 2, 2, 1, 2, 2, 1]; // 11 quiet weeks of typhoid
    for (const [index, count] of weekly.entries()) {
      const at = NOW - (weekly.length - index) * WEEK_MS;
      for (let n = 0; n < count; n += 1)
        await recordCompletedAnalysis(database, {
          country: 'KE',
          conditionIds: ['typhoid-fever'],
          symptoms: ['fever'],
          at,
        });
    }
    expect((await get('/api/health-intelligence/KE/east-africa')).json().emergencyAlerts).toHaveLength(0);
    for (let n = 0; n < 12; n += 1)
      await recordCompletedAnalysis(database, {
        country: 'KE',
        conditionIds: ['typhoid-fever'],
        symptoms: ['fever'],
        at: NOW,
      });

    const { emergencyAlerts } = (await get('/api/health-intelligence/KE/east-africa')).json();
    expect(emergencyAlerts).toHaveLength(1);
    expect(emergencyAlerts[0]).toMatchObject({
      condition: 'Typhoid fever',
      source: 'product-use',
      type: 'warning',
      region: 'east-africa',
    });
    expect(emergencyAlerts[0].method).toMatch(/^ears-/);
    const counts = emergencyAlerts[0].triggeredBy.weeklyCounts;
    expect(counts.at(-1)).toEqual({ week: '2026-W11', count: 12 });
    expect(counts.slice(0, -1).every((entry: { count: number | null }) => entry.count === null)).toBe(true); // all under 5

    const trending = (await get('/api/trending-conditions/KE/east-africa')).json();
    expect(() => trendingConditionsSchema.parse(trending)).not.toThrow();
    expect(trending.conditions[0]).toMatchObject({
      conditionId: 'typhoid-fever',
      thisWeek: 12,
      trend: 'increasing',
      source: 'product-use',
    });
    expect(trending.conditions[0].ears.alarm).toBe(true);
    expect(
      trending.conditions[0].weeklyCounts.slice(0, -1).every((count: number | null) => count === null),
    ).toBe(true);

    const suggestions = (await get('/api/symptom-suggestions/KE/east-africa')).json();
    expect(() => symptomSuggestionsSchema.parse(suggestions)).not.toThrow();
    expect(suggestions).toHaveLength(6);
    expect(suggestions[0]).toBe('Fever');
  });

  it('raises no EARS alert in the first weeks of use: zeros before the tool was used are not zero cases', async () => {
    const { database } = await start();
    for (let n = 0; n < 8; n += 1)
      await recordCompletedAnalysis(database, {
        country: 'NG',
        conditionIds: ['bacterial-meningitis'],
        symptoms: ['fever'],
        at: NOW,
      });
    const intelligence = (await get('/api/health-intelligence/NG/kano')).json();
    expect(intelligence.emergencyAlerts).toEqual([]);
    expect(intelligence.currentSymptoms[0]).toMatchObject({
      symptom: 'Fever',
      relatedConditions: expect.arrayContaining(['Bacterial meningitis']),
    });
  });

  it('applies the IDSR malaria threshold (75th percentile of the same week in 5 previous years) when that history exists', async () => {
    const { database } = await start();
    const row = (isoWeek: string, count: number) => ({
      country: 'KE',
      region: 'east-africa',
      iso_week: isoWeek,
      kind: 'condition',
      item: 'malaria-uncomplicated',
      count,
    });
    const history = [10, 12, 8, 11, 9].map((count, index) => row(`${2025 - index}-W11`, count)); // 75th percentile 11
    const quietWeeks = Array.from({ length: 11 }, (_, index) =>
      row(`2026-W${String(index).padStart(2, '0')}`, 12),
    ).filter((entry) => entry.iso_week !== '2026-W00');
    await database.db
      .insertInto('weekly_counts')
      .values([...history, ...quietWeeks, row('2025-W52', 12), row('2026-W11', 12)])
      .execute();
    await recordCompletedAnalysis(database, {
      country: 'KE',
      conditionIds: ['malaria-uncomplicated'],
      symptoms: ['fever'],
      at: NOW,
    }); // 13 this week

    const [alert] = (await get('/api/health-intelligence/KE/east-africa')).json().emergencyAlerts;
    expect(alert).toMatchObject({
      condition: 'Malaria',
      method: 'idsr-epidemic-threshold',
      severity: 'high',
      source: 'product-use',
    });
    expect(alert.description).toMatch(/75th percentile of the same week in the previous 5 years/);
  });

  it('exports verified reports and weekly counts as CSV, safe from formula injection', async () => {
    const { database } = await start();
    const report = (
      await post({ ...choleraReport, location: '=HYPERLINK("http://evil.example","x")' })
    ).json().update;
    await post({ ...choleraReport, location: 'Unverified place' });
    await verify(report.id, 'KMPDC-3003', 'Dr Wanjiru');
    for (let n = 0; n < 6; n += 1)
      await recordCompletedAnalysis(database, {
        country: 'KE',
        conditionIds: ['cholera', 'acute-gastroenteritis'],
        symptoms: [],
        at: NOW,
      });
    await recordCompletedAnalysis(database, {
      country: 'KE',
      conditionIds: ['measles'],
      symptoms: [],
      at: NOW,
    });

    const updates = await get('/api/exports/health-updates.csv?country=KE');
    expect(updates.statusCode).toBe(200);
    expect(updates.headers['content-type']).toMatch(/text\/csv/);
    const lines = updates.body.trim().split('\r\n');
    expect(lines).toHaveLength(2); // header + the verified report only
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

    const counts = (await get('/api/exports/weekly-counts.csv?country=ke')).body;
    expect(counts).toContain('KE,east-africa,2026-W11,completed analyses,,,7,no,product-use');
    expect(counts).toContain(
      'KE,east-africa,2026-W11,analyses concluding condition,cholera,Cholera,6,no,product-use',
    );
    expect(counts).toContain('measles,Measles,,yes (<5),product-use');
    expect((await get('/api/exports/weekly-counts.csv?country=QQ')).statusCode).toBe(400);
  });
});
