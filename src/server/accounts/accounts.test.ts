import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type Backend, type TestApp } from '../test-support/test-app';
import { signInCookieFrom, signedInClinician } from '../test-support/clinicians';
import { createAdmin } from './service';

const START = Date.parse('2026-06-01T08:00:00Z');
const MINUTE = 60_000;

describe.each(testBackends)('clinician accounts on %s', (backend: Backend) => {
  let t: TestApp;
  let clock = START;
  afterEach(async () => t?.close());
  const start = async (environment: NodeJS.ProcessEnv = {}) => {
    clock = START;
    t = await createTestApp(backend, { now: () => clock, environment });
    return t;
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = '', payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const signIn = (registrationNumber: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { registrationNumber, password },
      headers,
    });

  /** The first admin from the command line, who then picks their own password. */
  async function firstAdmin() {
    const { account, temporaryPassword } = await createAdmin(
      { database: t.database, now: () => clock },
      { name: 'Dr Achieng Otieno', registrationNumber: 'KMPDC A1234', facility: 'Kisumu CRH', country: 'KE' },
    );
    const signedIn = await signIn('kmpdc a1234', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    const cookie = signInCookieFrom(signedIn);
    const blocked = await call('GET', '/api/admin/accounts', cookie);
    expect(blocked.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call('POST', '/api/accounts/me/password', cookie, {
      currentPassword: temporaryPassword,
      newPassword: 'admin password 2026',
    });
    expect(changed.statusCode).toBe(200);
    return { account, cookie };
  }

  it('requests, approves and signs in a clinician with a signed, HttpOnly, SameSite=Strict cookie', async () => {
    await start();
    const admin = await firstAdmin();
    const requested = await call('POST', '/api/accounts', '', {
      name: 'Dr Wanjiru Kamau',
      registrationNumber: 'KMPDC-B2002',
      facility: 'Mbagathi Hospital',
      country: 'ke',
      password: 'wanjiru password',
    });
    expect(requested.statusCode).toBe(201);
    const { id } = requested.json().account;
    expect((await signIn('KMPDC-B2002', 'wanjiru password')).json().error.code).toBe('ACCOUNT_PENDING');
    expect(
      (await call('POST', `/api/admin/accounts/${id}/approve`, '', { roles: ['verifier'] })).statusCode,
    ).toBe(401);

    const approved = await call('POST', `/api/admin/accounts/${id}/approve`, admin.cookie, {
      roles: ['clinician', 'verifier'],
    });
    expect(approved.json().account).toMatchObject({ status: 'active', roles: ['clinician', 'verifier'] });

    const signedIn = await signIn('KMPDC-B2002', 'wanjiru password');
    expect(signedIn.statusCode).toBe(200);
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^afyadx_clinician=[^;]+\.[^;]+;/); // value.signature
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    const cookie = signInCookieFrom(signedIn);
    expect((await call('GET', '/api/accounts/me', cookie)).json().account).toMatchObject({
      name: 'Dr Wanjiru Kamau',
      registrationNumber: 'KMPDC-B2002',
      roles: ['clinician', 'verifier'],
    });
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value!.slice(0, -2)}xx`; // signature broken
    expect((await call('GET', '/api/accounts/me', forged)).json().account).toBeNull();
    expect((await call('GET', '/api/admin/accounts', cookie)).json().error.code).toBe('ROLE_REQUIRED');
  });

  it('ends a sign-in after 30 idle minutes or 12 hours in all, and everywhere on request', async () => {
    await start();
    const admin = await firstAdmin();
    const me = (cookie: string) => call('GET', '/api/accounts/me', cookie).then((r) => r.json().account);
    clock += 29 * MINUTE;
    expect(await me(admin.cookie)).not.toBeNull();
    clock += 31 * MINUTE;
    expect(await me(admin.cookie)).toBeNull(); // idle for 31 minutes

    const fresh = signInCookieFrom(await signIn('KMPDC A1234', 'admin password 2026'));
    for (let minutes = 0; minutes < 12 * 60; minutes += 25) {
      clock += 25 * MINUTE;
      await me(fresh);
    }
    expect(await me(fresh)).toBeNull(); // active all along, but past 12 hours

    const phone = signInCookieFrom(await signIn('KMPDC A1234', 'admin password 2026'));
    const laptop = signInCookieFrom(await signIn('KMPDC A1234', 'admin password 2026'));
    expect((await call('POST', '/api/accounts/sign-out-everywhere', phone)).statusCode).toBe(200);
    expect(await me(laptop)).toBeNull();
  });

  it('locks an account after 5 wrong passwords; an admin reset gives a one-time password', async () => {
    await start();
    const admin = await firstAdmin();
    const requested = await call('POST', '/api/accounts', '', {
      name: 'Dr Kiprop',
      registrationNumber: 'COC-778',
      facility: 'Eldoret',
      country: 'KE',
      password: 'kiprop password',
    });
    const { id } = requested.json().account;
    await call('POST', `/api/admin/accounts/${id}/approve`, admin.cookie);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('COC-778', `wrong ${attempt}`)).json().error.code).toBe('WRONG_CREDENTIALS');
    }
    expect((await signIn('COC-778', 'kiprop password')).json().error.code).toBe('ACCOUNT_LOCKED');
    const reset = await call('POST', `/api/admin/accounts/${id}/reset-password`, admin.cookie);
    const { temporaryPassword } = reset.json();
    expect(temporaryPassword).toHaveLength(16);
    const signedIn = await signIn('COC-778', temporaryPassword);
    expect(signedIn.json().account.mustChangePassword).toBe(true);
  });

  it('keeps an append-only audit trail, for admins only, exportable as CSV', async () => {
    await start();
    const admin = await firstAdmin();
    await signIn('KMPDC A1234', 'not the password');
    const trail = await call('GET', '/api/admin/audit', admin.cookie);
    const actions = trail.json().events.map((event: { action: string }) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['account-created', 'sign-in', 'password-changed']));
    const csv = await call('GET', '/api/admin/audit.csv', admin.cookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('at,action,actorId,actorName,subjectKind,subjectId,detail');
    expect(csv.body).toContain('Dr Achieng Otieno');
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(401);

    // Nothing in the app changes a row: no route does, and the database refuses even a direct attempt.
    const [first] = await t.database.db.selectFrom('audit_events').selectAll().execute();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/admin/audit/${first!.id}`,
        headers: { cookie: admin.cookie },
        payload: { action: 'nothing happened' },
      });
      expect(response.statusCode).toBe(404);
    }
    await expect(
      t.database.db.updateTable('audit_events').set({ action: 'nothing happened' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
    const after = await t.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '=', first!.id)
      .execute();
    expect(after).toEqual([first]);
    // Control: the same statement runs on a table without the trigger, so the refusal is the trigger's.
    await sql`create table audit_control (id varchar(36), action varchar(64))`.execute(t.database.db);
    await sql`insert into audit_control values ('a', 'b')`.execute(t.database.db);
    await expect(sql`update audit_control set action = 'c'`.execute(t.database.db)).resolves.toBeDefined();
  });

  it('applies a stricter rate limit to sign-in than to the rest of the API', async () => {
    await start({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      codes.push((await signIn('NOBODY-1', 'whatever')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    expect((await call('GET', '/api/accounts/me')).statusCode).toBe(200);
  });
});

describe('sign-in behind a TLS proxy', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('uses a Secure __Host- cookie when the request came over TLS, and keys the rate limit on the client', async () => {
    t = await createTestApp('sqlite', {
      environment: { TRUST_PROXY: '127.0.0.1', SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' },
    });
    const { temporaryPassword } = await createAdmin(
      { database: t.database, now: Date.now },
      { name: 'Dr Proxy', registrationNumber: 'KMPDC-P1', facility: 'Kisumu', country: 'KE' },
    );
    const viaProxy = (client: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': client },
        payload: { registrationNumber: 'KMPDC-P1', password },
      });
    const signedIn = await viaProxy('203.0.113.7', temporaryPassword);
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-afyadx_clinician=/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/);

    const session = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(session.headers['set-cookie'])).toMatch(/Secure/); // the patient cookie too

    expect((await viaProxy('203.0.113.7', 'wrong')).statusCode).toBe(401);
    expect((await viaProxy('203.0.113.7', 'wrong')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.9', 'wrong')).statusCode).toBe(401); // another clinic, its own limit
  });

  it('believes no forwarded header without TRUST_PROXY', async () => {
    t = await createTestApp('sqlite');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(session.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('REQUIRE_SIGN_IN=true', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('makes every patient route need a signed-in clinician; public intelligence stays open', async () => {
    t = await createTestApp('sqlite', { environment: { REQUIRE_SIGN_IN: 'true' } });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/sessions' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('SIGN_IN_REQUIRED');
    expect((await t.app.inject({ method: 'POST', url: '/api/ai-diagnosis', payload: {} })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health-intelligence/KE/mombasa' })).statusCode,
    ).toBe(200);
    const clinician = await signedInClinician(t.app, t.database, { registrationNumber: 'KMPDC-Q1' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: clinician.cookie },
    });
    expect(signedIn.statusCode).toBe(201);
  });

  it('leaves patient routes open by default (control)', async () => {
    t = await createTestApp('sqlite');
    expect((await t.app.inject({ method: 'POST', url: '/api/sessions' })).statusCode).toBe(201);
  });
});
