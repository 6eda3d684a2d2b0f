import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type Backend, type TestApp } from '../../test-support/test-app';
import { signedInClinician, type TestClinician } from '../../test-support/clinicians';

const ebola = {
  country: 'KE',
  region: 'mombasa',
  condition: 'Ebola virus disease',
  location: 'Likoni',
  cases: 2,
  deaths: 1,
  severity: 'critical',
  status: 'active',
  verificationSource: 'Clinical case definition',
};

/** The attacks that once put forged "verified" outbreaks on the public panel, each refused. */
describe.each(testBackends)('outbreak reports under attack on %s', (backend: Backend) => {
  let t: TestApp;
  let reporter: TestClinician;
  let verifier: TestClinician;
  let stranger: TestClinician;
  afterEach(async () => t?.close());

  async function start() {
    t = await createTestApp(backend);
    reporter = await signedInClinician(t.app, t.database, {
      registrationNumber: 'KMPDC-R1',
      roles: ['clinician', 'verifier'],
    });
    verifier = await signedInClinician(t.app, t.database, {
      registrationNumber: 'KMPDC-V2',
      roles: ['clinician', 'verifier'],
    });
    stranger = await signedInClinician(t.app, t.database, {
      registrationNumber: 'KMPDC-S3',
      roles: ['clinician'],
    });
  }
  const call = (url: string, who?: TestClinician, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const panel = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/health-intelligence/KE/mombasa' })).json();

  it('refuses an anonymous report and an anonymous verification; nothing reaches the panel', async () => {
    await start();
    const anonymous = await call('/api/manual-health-updates', undefined, {
      ...ebola,
      doctorId: 'KMPDC-1',
      doctorName: 'Dr A',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('SIGN_IN_REQUIRED');
    expect(await t.database.db.selectFrom('health_updates').selectAll().execute()).toEqual([]);
    const report = (await call('/api/manual-health-updates', reporter, ebola)).json().update;
    expect(
      (
        await call(`/api/manual-health-updates/${report.id}/verify`, undefined, {
          doctorId: 'X',
          doctorName: 'Y',
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(`/api/manual-health-updates/${report.id}/verify`, stranger)).json().error.code).toBe(
      'ROLE_REQUIRED',
    );
    const shown = await panel();
    expect(shown.emergencyAlerts).toEqual([]);
    expect(shown.activeOutbreaks).toEqual([]);
  });

  it('names the signed-in account as reporter whatever ids are typed, and refuses self-verification', async () => {
    await start();
    const forged = await call('/api/manual-health-updates', reporter, {
      ...ebola,
      doctorId: 'KMPDC-V2',
      doctorName: 'Dr Famous',
    });
    expect(forged.statusCode).toBe(201);
    const report = forged.json().update;
    expect(report).toMatchObject({
      doctorId: 'KMPDC-R1',
      doctorName: reporter.name,
      verification: 'unverified',
    });
    const self = await call(`/api/manual-health-updates/${report.id}/verify`, reporter);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('SELF_VERIFICATION');
    expect((await panel()).emergencyAlerts).toEqual([]);

    const verified = await call(`/api/manual-health-updates/${report.id}/verify`, verifier);
    expect(verified.json().update).toMatchObject({
      verification: 'verified',
      verifiedBy: { doctorId: 'KMPDC-V2' },
    });
    expect((await panel()).emergencyAlerts).toHaveLength(1); // control: a properly verified report does show
  });

  it('lets no stranger close an outbreak, and a closure waits for a second clinician', async () => {
    await start();
    const report = (await call('/api/manual-health-updates', reporter, ebola)).json().update;
    await call(`/api/manual-health-updates/${report.id}/verify`, verifier);

    const byStranger = await call(`/api/manual-health-updates/${report.id}/status`, stranger, {
      status: 'resolved',
    });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().error.code).toBe('NOT_REPORTER_OR_VERIFIER');
    const viaMerge = await call('/api/manual-health-updates', stranger, { ...ebola, status: 'resolved' });
    expect(viaMerge.json()).toMatchObject({ merged: true, update: { status: 'active' } });
    expect((await panel()).emergencyAlerts).toHaveLength(1);

    const asked = await call(`/api/manual-health-updates/${report.id}/status`, reporter, {
      status: 'resolved',
    });
    expect(asked.json()).toMatchObject({
      pending: true,
      update: { status: 'active', pendingStatus: 'resolved' },
    });
    expect(
      (await call(`/api/manual-health-updates/${report.id}/status/verify`, reporter)).json().error.code,
    ).toBe('SELF_VERIFICATION');
    expect((await panel()).emergencyAlerts).toHaveLength(1);
    const confirmed = await call(`/api/manual-health-updates/${report.id}/status/verify`, verifier);
    expect(confirmed.json().update).toMatchObject({ status: 'resolved' });
    expect((await panel()).emergencyAlerts).toEqual([]);

    const trail = await t.database.db.selectFrom('audit_events').select(['action', 'actor_id']).execute();
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'outbreak-reported', actor_id: reporter.id },
        { action: 'outbreak-verified', actor_id: verifier.id },
        { action: 'outbreak-status-requested', actor_id: reporter.id },
        { action: 'outbreak-status-changed', actor_id: verifier.id },
      ]),
    );
  });

  it('shows reports from before accounts as unverified (before accounts), never verifiable', async () => {
    await start();
    const id = randomUUID();
    const now = Date.now();
    await t.database.db
      .insertInto('health_updates')
      .values({
        id,
        country: 'KE',
        region: 'mombasa',
        condition: 'Ebola virus disease',
        condition_key: 'ebola-virus-disease',
        location: 'Old Town',
        cases: 9,
        deaths: 2,
        severity: 'critical',
        status: 'active',
        doctor_id: 'ANYONE',
        doctor_name: 'Typed name',
        facility_name: null,
        verification_source: 'x',
        notes: null,
        is_verified: 0,
        verified_by_id: 'ANOTHER',
        verified_by_name: 'Typed verifier',
        verified_at: now,
        iso_week: '2026-W48',
        reported_at: now,
        updated_at: now,
        submissions: 1,
        content_hash: 'x',
        dedupe_key: null,
        reporter_account_id: null,
        verifier_account_id: null,
        pending_status: null,
        pending_status_by_id: null,
        pending_status_at: null,
        before_accounts: 1,
      })
      .execute();
    const [listed] = (
      await t.app.inject({ method: 'GET', url: '/api/manual-health-updates/KE/mombasa' })
    ).json();
    expect(listed).toMatchObject({ id, isVerified: false, verification: 'before-accounts' });
    expect((await call(`/api/manual-health-updates/${id}/verify`, verifier)).json().error.code).toBe(
      'REPORT_BEFORE_ACCOUNTS',
    );
    expect(
      (await call(`/api/manual-health-updates/${id}/status`, verifier, { status: 'resolved' })).statusCode,
    ).toBe(409);
    expect((await panel()).activeOutbreaks).toEqual([]);
  });

  it('refuses identifying details and NUL characters with a clear 400', async () => {
    await start();
    const named = await call('/api/manual-health-updates', reporter, {
      ...ebola,
      notes: 'Index case Amina Hassan, 34 years',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().error.message).toMatch(/name and age.*must not identify/);
    const hiv = await call('/api/manual-health-updates', reporter, {
      ...ebola,
      notes: 'The mother is HIV positive',
    });
    expect(hiv.json().error.message).toMatch(/HIV status/);
    const nul = await call('/api/manual-health-updates', reporter, {
      ...ebola,
      notes: 'cluster\u0000near school',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('NUL_CHARACTER');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { patientId: 'A\u0000B' },
    });
    expect(session.statusCode).toBe(400);
  });
});
