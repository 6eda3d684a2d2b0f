/**
 * How each screen loads on the link clinics live with: the production build served by the real server,
 * opened in Debian's Chromium with slow-3G throttling (≈ 400 kbit/s each way, 400 ms round trips) and a
 * 4× CPU slowdown, median of 3 runs per screen with an empty cache; then a repeat visit to / (warm
 * cache) and one with the network off.
 *
 *   npm run build && npx tsx scripts/bench-network.ts        (RUNS=5 for more runs)
 *
 * Figures per screen:
 *   first paint      first-contentful-paint
 *   interactive      the screen's heading is on the page and its first button can be pressed
 *   JS               compressed JavaScript bodies fetched before interactive
 *   bytes            everything that crossed the network before interactive, headers included
 *   floor            bytes ÷ bandwidth + 2 round trips (the document, then its files in parallel): no
 *                    page that moves these bytes can be interactive sooner on this link
 *   ratio            interactive ÷ floor
 *
 * Then the offline engine chunk: its brotli size, and in the page on the 4× slowed CPU the time to build
 * the engine once and the median time of one diagnosis (and of diagnosis, recommendations and
 * prescription together) over the shared vignettes (../shared/vignettes/dev.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { launchBrowser } from '../e2e/support/browser';

export const SLOW_3G = { latencyMs: 400, bitsPerSecond: 400_000 } as const;
export const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.RUNS ?? 3);
const routes = (process.env.ROUTES ?? '/,/enhanced,/complete,/production,/classic').split(',');

interface Load {
  firstPaintMs: number;
  interactiveMs: number;
  jsBytes: number;
  wireBytes: number;
  requests: number;
}

/** Throttles the page's network and CPU as a slow 3G phone would be. */
export async function throttle(session: CDPSession, offline = false): Promise<void> {
  await session.send('Network.enable');
  const bytesPerSecond = SLOW_3G.bitsPerSecond / 8;
  await session.send('Network.emulateNetworkConditions', {
    offline,
    latency: SLOW_3G.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Counts bytes per response as the network carried them (encoded bodies plus headers). */
function countTransfers(session: CDPSession): () => { wireBytes: number; requests: number } {
  const kinds = new Map<string, string>();
  let wireBytes = 0;
  let requests = 0;
  session.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
  session.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId);
    if (kind === undefined) return;
    requests += 1;
    wireBytes += event.encodedDataLength;
  });
  return () => ({ wireBytes, requests });
}

/** The screen is usable: its heading is drawn and its first button can be pressed. */
async function waitInteractive(page: Page): Promise<number> {
  // A function, not a string: the app's CSP forbids evaluating strings in the page.
  await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as {
        document: { querySelector(selector: string): unknown };
      };
      return (
        document.querySelector('main h1') !== null &&
        document.querySelector('main button:not([disabled])') !== null
      );
    },
    undefined,
    { polling: 50, timeout: 60_000 },
  );
  return (await page.evaluate('performance.now()')) as number;
}

async function firstPaint(page: Page): Promise<number> {
  return (await page.evaluate(
    "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN",
  )) as number;
}

async function coldLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await throttle(session);
  const transfers = countTransfers(session);
  await page.goto(url, { waitUntil: 'commit' });
  const interactiveMs = await waitInteractive(page);
  const counted = transfers();
  // Compressed script bodies (without the ~1 KB of headers each response carries): what the budget counts.
  const jsBytes = (await page.evaluate(
    "performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).reduce((sum, entry) => sum + entry.encodedBodySize, 0)",
  )) as number;
  const load = { firstPaintMs: await firstPaint(page), interactiveMs, jsBytes, ...counted };
  await context.close();
  return load;
}

/** A second visit in the same browser: warm HTTP cache, then with the network off. */
async function repeatVisits(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await page.goto(url);
  await waitInteractive(page);
  // Let the service worker install, store what it caches and take control (a fixed 3 s was too short on
  // a busy machine, and the offline visit then measured nothing).
  await page
    .waitForFunction(
      () => {
        const { navigator } = globalThis as unknown as {
          navigator: { serviceWorker: { controller: unknown } };
        };
        return navigator.serviceWorker.controller !== null;
      },
      undefined,
      { timeout: 60_000 },
    )
    .catch(() => undefined);
  await throttle(session);
  const transfers = countTransfers(session);
  await page.goto(url, { waitUntil: 'commit' });
  const warmMs = await waitInteractive(page);
  const warm = transfers();
  await throttle(session, true);
  let offline: string;
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 15_000 });
    offline = `interactive after ${Math.round(await waitInteractive(page))} ms`;
  } catch (error) {
    offline = `fails (${(error as Error).message.split('\n')[0]})`;
  }
  await context.close();
  return { warmMs, warmBytes: warm.wireBytes, offline };
}

const ENGINE_MODULE = 'src/web/features/offline/engine/offline-answers.ts';

/** The offline engine in the page, CPU slowed 4×: build time once, then each vignette's answers. */
async function engineTimings(browser: Browser, baseUrl: string) {
  const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[ENGINE_MODULE]!.file;
  const vignettesFile = path.resolve(import.meta.dirname, '../../shared/vignettes/dev.json');
  const requests = (JSON.parse(fs.readFileSync(vignettesFile, 'utf8')) as { request: unknown }[]).map(
    (vignette) => vignette.request,
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const timings = (await page.evaluate(`(async ({ url, requests }) => {
    const engine = await import(url);
    let started = performance.now();
    engine.warmUp();
    const buildMs = performance.now() - started;
    const diagnoseMs = [];
    const allThreeMs = [];
    for (const request of requests) {
      started = performance.now();
      const { diagnosis } = engine.diagnose(request);
      diagnoseMs.push(performance.now() - started);
      try {
        engine.recommend({ ...request, diagnosis });
        engine.prescribe({ ...request, diagnosis: diagnosis.primaryDiagnosis?.condition });
      } catch {}
      allThreeMs.push(performance.now() - started);
    }
    return { buildMs, diagnoseMs, allThreeMs };
  })(${JSON.stringify({ url: `/${chunk}`, requests })})`)) as {
    buildMs: number;
    diagnoseMs: number[];
    allThreeMs: number[];
  };
  await context.close();
  return { chunkBrotli: fs.statSync(`dist/web/${chunk}.br`).size, count: requests.length, ...timings };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function floorMs(wireBytes: number): number {
  return (wireBytes * 8 * 1000) / SLOW_3G.bitsPerSecond + 2 * SLOW_3G.latencyMs;
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    console.log(
      `Slow 3G (${SLOW_3G.bitsPerSecond / 1000} kbit/s, ${SLOW_3G.latencyMs} ms RTT), CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS}, empty cache:`,
    );
    console.log('route         first paint  interactive  JS         bytes      floor    ratio');
    for (const route of routes) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(browser, `${server.baseUrl}${route}`));
      const interactive = median(loads.map((load) => load.interactiveMs));
      const wire = median(loads.map((load) => load.wireBytes));
      const floor = floorMs(wire);
      console.log(
        [
          route.padEnd(12),
          s(median(loads.map((load) => load.firstPaintMs))).padEnd(11),
          s(interactive).padEnd(11),
          kb(median(loads.map((load) => load.jsBytes))).padEnd(9),
          kb(wire).padEnd(9),
          s(floor).padEnd(7),
          (interactive / floor).toFixed(2),
        ].join('  '),
      );
    }
    const engine = await engineTimings(browser, server.baseUrl);
    console.log(
      `Offline engine chunk: ${kb(engine.chunkBrotli)} brotli; on the ${CPU_SLOWDOWN}× slowed CPU: built in ${Math.round(engine.buildMs)} ms, one diagnosis ${median(engine.diagnoseMs).toFixed(1)} ms median (max ${Math.max(...engine.diagnoseMs).toFixed(1)}), diagnosis + recommendations + prescription ${median(engine.allThreeMs).toFixed(1)} ms median, over ${engine.count} vignettes`,
    );
    const repeat = await repeatVisits(browser, `${server.baseUrl}/`);
    console.log(
      `Repeat visit to /: interactive after ${s(repeat.warmMs)}, ${kb(repeat.warmBytes)} moved; network off: ${repeat.offline}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
