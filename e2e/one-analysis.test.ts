import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, viewports } from './support/browser';
import { watchApiFailures } from './support/api-watch';
import { scrollsSideways } from './support/page-checks';

interface Truth {
  differential: Array<[condition: string, percent: string]>;
  flags: Record<string, string>;
}

const SCREENSHOTS = process.env.E2E_SCREENSHOTS; // a folder, to look at the screens by eye

/**
 * One session, one analysis: the five screens, the PDF and the JSON report show the same diagnosis,
 * the same probabilities and the same status for every test, after lab results were added to an
 * analysis already run (the analysis is redone, never left older on one screen and newer in the PDF).
 */
describe('every screen, the PDF and the JSON report show the same analysis of the session', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function screenTruth(page: Page): Promise<Truth> {
    const differential = await page
      .getByTestId('differential-row')
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-condition') ?? '', row.textContent ?? '']),
      );
    const flags = await page
      .getByTestId('lab-row')
      .evaluateAll((rows) =>
        Object.fromEntries(rows.map((row) => [row.getAttribute('data-test'), row.getAttribute('data-flag')])),
      );
    return {
      differential: differential.map(([condition, text]) => [
        condition,
        /(\d+(?:\.\d+)?%)\s*$/.exec(text)?.[1] ?? `no percent in "${text}"`,
      ]),
      flags,
    };
  }

  it('at 360 px: /, /enhanced, /classic, /complete and /production agree with the PDF and the JSON report', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    watchApiFailures(page, errors);

    // The workflow: symptoms, an analysis, then lab results typed after it.
    await page.goto(`${server.baseUrl}/`);
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByTestId('session-id').waitFor();
    await page.getByLabel('Symptom', { exact: true }).fill('Burning on passing urine and fever for 2 days');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByTestId('symptom-count').getByText('Symptoms: 1').waitFor({ timeout: 10_000 });
    await page.getByText(/^Patient profile \(age, sex, weight, allergies\)/).click();
    await page.getByLabel('Age (years)').fill('28');
    await page.getByLabel('Sex').selectOption('female');
    await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
    await page.getByTestId('primary-diagnosis').waitFor({ timeout: 20_000 });
    const before = await screenTruth(page);
    let added = 0;
    for (const [testType, result] of [
      ['Malaria RDT', 'POSITIVE'],
      ['Haemoglobin', '7.4 g/dL'],
      ['HIV rapid test', 'non-reactive'],
      ['Urine nitrite', 'Positive'],
      ['Haemoglobin', '7.4 g/dL'],
    ] as const) {
      await page.getByLabel('Test type', { exact: true }).fill(testType);
      await page.getByLabel('Result', { exact: true }).fill(result);
      await page.getByRole('button', { name: 'Add Lab Result' }).click();
      added += 1;
      await page.getByTestId('lab-count').getByText(`Lab results: ${added}`).waitFor({ timeout: 10_000 });
    }
    // the workflow's diagnosis card follows the redone analysis: one row per test (haemoglobin once)
    await page.locator('[data-testid="lab-row"][data-test="Urine nitrite"]').waitFor({ timeout: 20_000 });

    const sessionId = (await page.evaluate(() => sessionStorage.getItem('afyadx.sessionId'))) ?? '';
    const api = `${server.baseUrl}/api/sessions/${sessionId}`;
    const current = (await (await page.request.get(`${api}/analysis`)).json()).analysisResults;
    const json = await (await page.request.post(`${api}/report?format=json`)).json();
    const pdf = await (await page.request.post(`${api}/report`)).body();
    const pdfText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    const pages = Number(/Page 1 of (\d+)/.exec(pdfText)?.[1]);

    const truth: Truth = {
      differential: current.symptom_test_insights.differential_diagnoses.map(
        (item: { condition: string; probability_percent: number }) => [
          item.condition,
          `${Math.round(item.probability_percent * 10) / 10}%`,
        ],
      ),
      flags: Object.fromEntries(
        current.tests_analyzed.map((test: { test_type: string; flag: string }) => [
          test.test_type,
          test.flag,
        ]),
      ),
    };
    // the labs changed the analysis, and the statuses are the results' own flags
    expect(truth.differential).not.toEqual(before.differential);
    expect(truth.flags).toMatchObject({
      'Malaria RDT': 'attention',
      Haemoglobin: 'attention',
      'HIV rapid test': 'normal',
      'Urine nitrite': 'attention',
    });
    expect(Object.keys(truth.flags)).toHaveLength(4); // the repeated haemoglobin is one row

    // The JSON report and the PDF print that same analysis.
    expect(json.analysis.symptom_test_insights.differential_diagnoses).toEqual(
      current.symptom_test_insights.differential_diagnoses,
    );
    truth.differential.forEach(([condition, percent], index) => {
      const line = pdfText.split('\n').find((each) => each.includes(`${index + 1}. ${condition}`));
      expect(line, condition).toContain(` ${percent}`);
    });
    for (const [test, flag] of Object.entries(truth.flags))
      expect(pdfText).toMatch(new RegExp(`${test}: .*\\[${flag.replace('_', ' ').toUpperCase()}\\]`));
    // every glyph printable: a '?' ends a question, never stands in for a character ('x10?/L')
    expect(pdfText).not.toMatch(/\?[^\s)"]/);
    expect(pages).toBeLessThanOrEqual(2);

    // Each screen, in the same tab and session: its lab rows, then its differential.
    const diagnosisTab = () => page.getByRole('tab', { name: 'Diagnosis' }).click();
    const screens: Array<{ path: string; reveal?: () => Promise<void>; toDiagnosis?: () => Promise<void> }> =
      [
        { path: '/' },
        { path: '/enhanced', toDiagnosis: diagnosisTab },
        { path: '/classic' },
        { path: '/complete', toDiagnosis: diagnosisTab },
        {
          path: '/production',
          reveal: () =>
            page
              .getByRole('navigation', { name: /sections/i })
              .getByRole('button', { name: /Analysis/ })
              .click(),
        },
      ];
    for (const { path, reveal, toDiagnosis } of screens) {
      if (path !== '/') await page.goto(`${server.baseUrl}${path}`);
      await reveal?.();
      await page
        .getByTestId('lab-row')
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(async (error: unknown) => {
          if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/failed.png`, fullPage: true });
          throw error;
        });
      const flags = (await screenTruth(page)).flags;
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/${path.slice(1) || 'workflow'}.png`, fullPage: true });
      await toDiagnosis?.();
      await page.getByTestId('differential-row').first().waitFor({ timeout: 10_000 });
      const seen = await screenTruth(page);
      // Readable on a phone: from the differential to the last lab row, at most two screens (2 x 740 px).
      if (!toDiagnosis) {
        const top = (await page.getByTestId('differential-row').first().boundingBox())?.y ?? 0;
        const lastRow = await page.getByTestId('lab-row').last().boundingBox();
        expect((lastRow?.y ?? 0) + (lastRow?.height ?? 0) - top, path).toBeLessThanOrEqual(
          2 * viewports.phone.height,
        );
      }
      expect({ path, differential: seen.differential, flags }).toEqual({ path, ...truth });
      expect(await scrollsSideways(page)).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
