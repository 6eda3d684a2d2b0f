/**
 * What a clinician's phone downloads on a first visit to each route: the production build served by
 * the real server (compressed as it would be in a clinic), loaded in Debian's Chromium with an empty
 * cache, summing the compressed bodies of every script and stylesheet.
 *
 *   npx tsx scripts/measure-web.ts          (builds first unless dist/ exists; E2E_REBUILD=1 forces it)
 *
 * Budget (issue 5): the first visit to / transfers at most 150 KB of JavaScript and 30 KB of CSS.
 */
import { startServer } from '../e2e/support/server';
import { launchBrowser } from '../e2e/support/browser';

const routes = ['/', '/enhanced', '/complete', '/production', '/classic'];
const BUDGET = { js: 150 * 1024, css: 30 * 1024 };

interface Transfer {
  /** Compressed bodies only. */
  js: number;
  css: number;
  /** Compressed bodies plus response headers, as the radio carries them. */
  jsWire: number;
  cssWire: number;
  files: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  const rows: { route: string; transfer: Transfer }[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const sizes = new Map<string, { type: string; bytes: number; body: number }>();
      const client = await context.newCDPSession(page);
      await client.send('Network.enable');
      await client.send('Network.setCacheDisabled', { cacheDisabled: true });
      const types = new Map<string, { url: string; type: string }>();
      client.on('Network.responseReceived', (event) =>
        types.set(event.requestId, { url: event.response.url, type: event.type }),
      );
      client.on('Network.loadingFinished', (event) => {
        const response = types.get(event.requestId);
        if (response)
          sizes.set(response.url, { type: response.type, bytes: event.encodedDataLength, body: 0 });
      });
      await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const bodies = (await page.evaluate(
        "performance.getEntriesByType('resource').map((entry) => [entry.name, entry.encodedBodySize])",
      )) as [string, number][];
      for (const [url, body] of bodies) {
        const size = sizes.get(url);
        if (size) size.body = body;
      }
      const transfer: Transfer = { js: 0, css: 0, jsWire: 0, cssWire: 0, files: 0 };
      for (const { type, bytes, body } of sizes.values()) {
        if (type === 'Script') {
          transfer.js += body;
          transfer.jsWire += bytes;
        } else if (type === 'Stylesheet') {
          transfer.css += body;
          transfer.cssWire += bytes;
        } else continue;
        transfer.files += 1;
      }
      rows.push({ route, transfer });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('First visit, empty cache, compressed bodies (and with response headers):');
  console.log('route         JS                      CSS                  files');
  for (const { route, transfer } of rows) {
    const js = `${kb(transfer.js)} (${kb(transfer.jsWire)})`;
    const css = `${kb(transfer.css)} (${kb(transfer.cssWire)})`;
    console.log(`${route.padEnd(12)}  ${js.padEnd(22)}  ${css.padEnd(19)}  ${transfer.files}`);
  }
  const home = rows.find((row) => row.route === '/')?.transfer;
  // Judged on what crosses the network, headers included: the stricter reading of the budget.
  const isWithinBudget = home !== undefined && home.jsWire <= BUDGET.js && home.cssWire <= BUDGET.css;
  console.log(
    `Budget for /: JS ≤ ${kb(BUDGET.js)}, CSS ≤ ${kb(BUDGET.css)} — ${isWithinBudget ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (!isWithinBudget) process.exitCode = 1;
}

await main();
