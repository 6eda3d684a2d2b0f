import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, type TestApp } from '../test-support/test-app';
import { plaintextCodecForControlTest } from './session-crypto';
import { sweepStaleSessions } from './service';

const PATIENT_ID = 'PATIENT-ZX-7781-UNIQUE';
const SYMPTOM = 'Severe throbbing headache behind the left eye since Tuesday evening';

/** Every byte SQLite keeps on disk: the main file, the WAL and the shared-memory index. */
function rawDatabaseBytes(dataDir: string): Buffer {
  const files = fs.readdirSync(dataDir).filter((name) => name.startsWith('afyadx.db'));
  return Buffer.concat(files.map((name) => fs.readFileSync(path.join(dataDir, name))));
}

function holdsPatientData(dataDir: string): boolean {
  const bytes = rawDatabaseBytes(dataDir);
  return bytes.includes(Buffer.from(PATIENT_ID)) || bytes.includes(Buffer.from(SYMPTOM));
}

type Ending = 'delete' | 'idle sweep' | 'absolute expiry sweep';

async function runSessionAndEnd(t: TestApp, ending: Ending, clock: { now: number }) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { patientId: PATIENT_ID },
  });
  const cookie = sessionCookieFrom(created);
  const { id } = created.json();
  await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${id}/symptoms`,
    headers: { cookie },
    payload: { symptoms: [{ symptom: SYMPTOM }] },
  });
  const whileActive = holdsPatientData(t.dataDir);
  if (ending === 'delete') {
    await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: { cookie } });
  } else {
    clock.now += ending === 'idle sweep' ? 31 * 60_000 : 13 * 60 * 60_000;
    await sweepStaleSessions(t.services.sessions);
  }
  const afterEnd = holdsPatientData(t.dataDir);
  const stillReadable =
    (await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie } })).statusCode ===
    200;
  return { whileActive, afterEnd, stillReadable };
}

describe('patient data at rest in SQLite', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it.each<Ending>(['delete', 'idle sweep', 'absolute expiry sweep'])(
    'never holds the patient id or symptom text in readable form, while active or after %s',
    async (ending) => {
      const clock = { now: Date.UTC(2026, 10, 22, 8) };
      t = await createTestApp('sqlite', { now: () => clock.now });
      const result = await runSessionAndEnd(t, ending, clock);
      expect(result).toEqual({ whileActive: false, afterEnd: false, stillReadable: false });
    },
  );

  it('control: without encryption and secure delete the same check finds the data, so the test can fail', async () => {
    const clock = { now: Date.UTC(2026, 10, 22, 8) };
    t = await createTestApp('sqlite', {
      now: () => clock.now,
      sessionCodec: plaintextCodecForControlTest,
      databaseOptions: { unsafeDisableSecureDelete: true },
    });
    const result = await runSessionAndEnd(t, 'delete', clock);
    expect(result.whileActive).toBe(true);
    expect(result.stillReadable).toBe(false);
  });
});
