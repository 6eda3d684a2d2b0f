import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';

/** The shared development vignettes, read from ../shared at run time (never copied into the repo). */
const vignettesFile = path.resolve(import.meta.dirname, '../../shared/vignettes/dev.json');
const ENGINE_MODULE = 'src/web/features/offline/engine/offline-answers.ts';

/** General Kiswahili and French lines (and a control with a made-up word) the offline engine must read. */
const otherLanguageLines = [
  ['homa kali kwa siku tatu', 'maumivu ya kichwa'],
  ['fièvre depuis trois jours', 'maux de tête'],
  ['homa kali kwa siku tatu', 'blorptak'],
];

interface Vignette {
  id: string;
  request: { symptoms: unknown[]; patientProfile?: unknown; labResults?: unknown[] };
}

/** The built chunk of the offline engine, as the browser downloads it. */
function engineChunkUrl(): string {
  const manifestFile = path.resolve('dist/web/.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[ENGINE_MODULE];
  if (!chunk) throw new Error(`${ENGINE_MODULE} is not a chunk of the build`);
  return `/${chunk.file}`;
}

/** Status and body of an answer, whichever side gave it. */
type Answer = { status: number; body: unknown };

async function serverAnswers(baseUrl: string, request: Vignette['request']): Promise<Answer[]> {
  const post = async (route: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const diagnosis = await post('/api/ai-diagnosis', request);
  const primary = (diagnosis.body as { diagnosis?: { primaryDiagnosis?: { condition?: string } } }).diagnosis;
  const recommendations = await post('/api/ai-recommendations', { ...request, diagnosis: primary });
  const prescription = await post('/api/ai-prescription', {
    ...request,
    diagnosis: primary?.primaryDiagnosis?.condition,
  });
  return [diagnosis, recommendations, prescription];
}

/**
 * The same three questions asked of the engine chunk inside the page. Written as page source (not a
 * function Vitest would transform): it imports the chunk the way the app does.
 */
const askInPage = `async ({ url, all }) => {
  const engine = await import(url);
  // Answers travel as JSON on the server side: compare them as JSON too.
  const asJson = (value) => JSON.parse(JSON.stringify(value));
  const refused = (error) => ({ status: 400, body: { error: { code: error.code } } });
  const ask = (work) => {
    try {
      return { status: 200, body: asJson(work()) };
    } catch (error) {
      return refused(error);
    }
  };
  const answers = [];
  for (const request of all) {
    const started = performance.now();
    const diagnosis = ask(() => engine.diagnose(request));
    const elapsedMs = performance.now() - started;
    const primary = diagnosis.body.diagnosis;
    const recommendations = ask(() => engine.recommend({ ...request, diagnosis: primary }));
    let prescription;
    try {
      const outcome = await engine.prescribe({ ...request, diagnosis: primary?.primaryDiagnosis?.condition });
      prescription = { status: outcome.kind === 'emergency' ? 409 : 200, body: asJson(outcome.answer) };
    } catch (error) {
      prescription = refused(error);
    }
    answers.push({ answers: [diagnosis, recommendations, prescription], elapsedMs });
  }
  return answers;
}`;

async function browserAnswers(page: Page, chunkUrl: string, requests: Vignette['request'][]) {
  return (await page.evaluate(`(${askInPage})(${JSON.stringify({ url: chunkUrl, all: requests })})`)) as {
    answers: Answer[];
    elapsedMs: number;
  }[];
}

type WordsRead = { unrecognised?: string[]; contextRead?: { words: string }[] };
const wordsReadOf = (answer: Answer): WordsRead =>
  (answer.body as { diagnosis?: WordsRead } | undefined)?.diagnosis ?? {};

/**
 * Error answers are compared by their code: the server's message words are its own. The words of context
 * read ('chest radiograph: imaging') are left out: the browser's engine goes without the context
 * vocabulary (scripts/web-build/offline-without-context-terms.ts), so offline those words are listed as
 * not understood instead; `notUnderstoodOffline` checks that.
 */
function comparable(answer: Answer): Answer {
  if (answer.status === 400) {
    return { status: 400, body: { code: (answer.body as { error?: { code?: string } }).error?.code } };
  }
  const body = answer.body as { diagnosis?: Record<string, unknown> } | undefined;
  if (body?.diagnosis === undefined) return answer;
  const { unrecognised: _unrecognised, contextRead: _contextRead, ...diagnosis } = body.diagnosis;
  return { ...answer, body: { ...body, diagnosis } };
}

/** Every word the server left not understood or read as context is, offline, listed as not understood. */
function notUnderstoodOffline(online: Answer, offline: Answer): string[] {
  const server = wordsReadOf(online);
  const offlineWords = new Set(
    (wordsReadOf(offline).unrecognised ?? []).join(' ').toLowerCase().split(/\s+/),
  );
  const expected = [...(server.unrecognised ?? []), ...(server.contextRead ?? []).map((read) => read.words)]
    .join(' ')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return expected.filter((word) => !offlineWords.has(word));
}

describe('the app with the network off', () => {
  const run = useServerAndBrowser();

  it('answers every shared vignette, and Kiswahili and French, in the browser exactly as the server does: diagnosis, recommendations and prescription', async () => {
    const vignettes = JSON.parse(fs.readFileSync(vignettesFile, 'utf8')) as Vignette[];
    expect(vignettes.length).toBeGreaterThan(10);
    const { page } = await openPage(run, '/', { viewport: viewports.desktop });
    const context = page.context();
    // With general Kiswahili and French lines: the offline engine reads them with its wordings chunk.
    const cases: Vignette[] = [
      ...vignettes,
      ...otherLanguageLines.map((lines, index) => ({
        id: `other-language-${index}`,
        request: { symptoms: lines.map((symptom) => ({ symptom })), patientProfile: { age: 30 } },
      })),
    ];
    const offline = await browserAnswers(
      page,
      engineChunkUrl(),
      cases.map((vignette) => vignette.request),
    );
    for (const [index, vignette] of cases.entries()) {
      const online = await serverAnswers(run.server.baseUrl, vignette.request);
      const inBrowser = offline[index]!.answers;
      for (const step of [0, 1, 2]) {
        expect(comparable(inBrowser[step]!), `${vignette.id} step ${step}`).toEqual(
          comparable(online[step]!),
        );
      }
      expect(notUnderstoodOffline(online[0]!, inBrowser[0]!), vignette.id).toEqual([]);
    }
    // Control: a changed answer is caught by the comparison above.
    const first = offline[0]!.answers[0]!;
    expect({ ...first, body: { ...(first.body as object), extra: 1 } }).not.toEqual(first);
    await context.close();
  }, 240_000);

  it('opens / on a repeat visit with the network off and shows a diagnosis made on the device', async () => {
    const { page, errors } = await openPage(run, '/');
    const context = page.context();
    await page.getByRole('heading', { name: 'Diagnostic workflow' }).waitFor();
    // The service worker installs after the page is interactive and stores the engine with the rest.
    const isEngineStored = `(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!navigator.serviceWorker.controller || registration?.active?.state !== 'activated') return false;
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        // The diagnosis engine, the wordings it imports, and prescribing's own chunk (the first prescription's).
        const urls = keys.map((request) => request.url);
        if (['offline-answers', 'offline-wordings', 'offline-prescription'].every((name) => urls.some((url) => url.includes(name))))
          return true;
      }
      return false;
    })()`;
    const deadline = Date.now() + 60_000;
    while (!((await page.evaluate(isEngineStored)) as boolean)) {
      if (Date.now() > deadline)
        throw new Error('the service worker did not store the offline engine and prescribing');
      await page.waitForTimeout(250);
    }
    expect(await page.getByTestId('connection-banner').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Diagnostic workflow' }).waitFor();
    await page.getByTestId('connection-banner').getByText('Offline').waitFor();
    await page.getByText('need the network').waitFor();
    await page.getByLabel('Symptoms (one per line)').fill('Fever for 3 days\nChills\nHeadache');
    await page.getByLabel('Age (years)').fill('30');
    // With a weight the answer doses too: prescribing's chunk comes from the service worker's store.
    await page.getByLabel('Weight (kg)').fill('60');
    await page.getByRole('button', { name: 'Diagnose on this device' }).click();
    const result = page.getByTestId('offline-result');
    await result.waitFor({ timeout: 30_000 });
    expect((await result.textContent())?.length ?? 0).toBeGreaterThan(50);
    await result.getByTestId('medication-name').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Print summary' }).waitFor();

    // The engine reads Kiswahili and French with the network off: its wordings chunk came from the store too.
    const readOffline = (await page.evaluate(`(async () => {
      const engine = await import(${JSON.stringify(engineChunkUrl())});
      return ${JSON.stringify(otherLanguageLines)}.map((lines) => {
        const { diagnosis } = engine.diagnose({ symptoms: lines.map((symptom) => ({ symptom })), patientProfile: { age: 30 } });
        return { condition: diagnosis.primaryDiagnosis?.condition, unrecognised: diagnosis.unrecognised };
      });
    })()`)) as { condition?: string; unrecognised: string[] }[];
    expect(readOffline.slice(0, 2)).toEqual([
      { condition: 'Malaria, uncomplicated', unrecognised: [] },
      { condition: 'Malaria, uncomplicated', unrecognised: [] },
    ]);
    // Control: a word the engine does not know is listed, so the empty lists above say something.
    expect(readOffline[2]!.unrecognised).toContain('blorptak');

    // Nothing from the API is ever stored by the service worker.
    const cachedUrls = (await page.evaluate(`(async () => {
      const urls = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    })()`)) as string[];
    expect(cachedUrls.length).toBeGreaterThan(10);
    expect(cachedUrls.filter((url) => url.includes('/api/'))).toEqual([]);

    await context.setOffline(false);
    await page.getByTestId('connection-banner').getByText('Back online').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
