/**
 * npm run bench:fuzz [-- <requests per route>] — generated hostile requests against every API route on
 * SQLite and (unless SKIP_POSTGRES=1) PostgreSQL; prints the status codes per route and the 5xx count.
 * The target is 0 answers of 5xx over at least 1,000 requests per route on both databases.
 */
import { createTestApp, testBackends } from '../src/server/test-support/test-app';
import { fuzzContextFor, fuzzEveryRoute } from '../src/server/test-support/route-fuzz';

const perRoute = Number(process.argv[2] ?? 1000);
const seed = Number(process.env.SEED ?? 20261125);
let failed = false;
for (const backend of testBackends) {
  const t = await createTestApp(backend, { environment: { SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000' } });
  const started = Date.now();
  try {
    const results = await fuzzEveryRoute(t.app, await fuzzContextFor(t, { next: 0 }), () => perRoute, seed);
    for (const result of results) {
      const statuses = Object.entries(result.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(
        `${backend}\t${result.route}\t${result.requests} requests\t5xx: ${result.serverErrors}\t${statuses}`,
      );
      if (result.firstServerError) console.log(`  first 5xx: ${JSON.stringify(result.firstServerError)}`);
    }
    const total = results.reduce((sum, result) => sum + result.requests, 0);
    const errors = results.reduce((sum, result) => sum + result.serverErrors, 0);
    const fewest = Math.min(...results.map((result) => result.requests));
    console.log(
      `${backend}: ${results.length} routes, ${total} requests (at least ${fewest} per route), ${errors} answered 5xx, in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (errors > 0) failed = true;
  } finally {
    await t.close();
  }
}
process.exit(failed ? 1 : 0);
