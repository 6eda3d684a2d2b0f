import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type Backend, type TestApp } from './test-support/test-app';
import { fuzzContextFor, fuzzEveryRoute } from './test-support/route-fuzz';

/** A fast sample of scripts/bench-fuzz.ts (1,000 per route there): generated hostile requests, no 5xx. */
const PER_ROUTE = 25;
const UPLOADS = 8; // each may be read as a file: kept few so npm test stays quick

describe.each(testBackends)('every API route under generated hostile requests (%s)', (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { environment: { SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(async () => t?.close());

  it(`answers no 5xx over ${PER_ROUTE} requests per route`, async () => {
    const fresh = await fuzzContextFor(t, { next: 0 });
    const results = await fuzzEveryRoute(
      t.app,
      fresh,
      (route) => (route.multipart ? UPLOADS : PER_ROUTE),
      20261125,
    );
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(results.filter((result) => result.serverErrors > 0)).toEqual([]);
    // Control: the generator reaches past validation, so a 5xx would have had a chance to show.
    const accepted = results.reduce(
      (sum, result) => sum + (result.statuses[200] ?? 0) + (result.statuses[201] ?? 0),
      0,
    );
    expect(accepted).toBeGreaterThan(50);
  }, 300_000);
});
