import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { scrollsSideways } from './support/page-checks';

type Box = { x: number; y: number; width: number; height: number };
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
  const run = useServerAndBrowser();

  async function screenTruth(page: Page): Promise<Truth> {
    const differential = await page
      .getByTestId('differential-row')
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-condition') ?? '', row.textContent ?? '']),
      );
    const flags = await page
      .getByTestId('lab-row')
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((row) => [
            row.getAttribute('data-test'),
            `${row.getAttribute('data-status')}/${row.getAttribute('data-flag')}`,
          ]),
        ),
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
    // The workflow: symptoms, an analysis, then lab results typed after it.
    const { page, errors } = await openPage(run, '/');
    const context = page.context();
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
    await page.getByRole('heading', { name: 'Enter a lab result' }).click();
    // A typical session: seven tests, one typed twice, one in another unit, one past a critical limit.
    for (const [testType, result] of [
      ['Malaria RDT', 'POSITIVE'],
      ['Haemoglobin', '6.4 g/dL'],
      ['WBC', '13.8 x10^9/L'],
      ['Platelets', '92 x10^9/L'],
      ['Creatinine', '1.6 mg/dL'],
      ['HIV rapid test', 'non-reactive'],
      ['Urine nitrite', 'Positive'],
      ['Haemoglobin', '6.4 g/dL'],
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
    const api = `${run.server.baseUrl}/api/sessions/${sessionId}`;
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
        current.tests_analyzed.map((test: { test_type: string; flag: string; status: string }) => [
          test.test_type,
          `${test.status}/${test.flag}`,
        ]),
      ),
    };
    // the labs changed the analysis; each status is the side of the range (a critical haemoglobin is
    // still low, with its critical marker beside it), never a word guessed from the text
    expect(truth.differential).not.toEqual(before.differential);
    expect(truth.flags).toEqual({
      'Malaria RDT': 'positive/attention',
      Haemoglobin: 'low/critical',
      WBC: 'high/attention',
      Platelets: 'low/attention',
      Creatinine: 'high/attention',
      'HIV rapid test': 'normal/normal',
      'Urine nitrite': 'positive/attention',
    }); // the repeated haemoglobin is one row
    const creatinine = current.tests_analyzed.find(
      (test: { test_type: string }) => test.test_type === 'Creatinine',
    ).test_results;
    // value and range in one unit, the original as written beside
    expect(creatinine).toMatchObject({
      value_shown: '141 µmol/L',
      normal_range: '44-97 µmol/L',
      as_printed: '1.6 mg/dL',
    });

    // The JSON report and the PDF print that same analysis.
    expect(json.analysis.symptom_test_insights.differential_diagnoses).toEqual(
      current.symptom_test_insights.differential_diagnoses,
    );
    const pdfLines = pdfText.split('\n');
    truth.differential.forEach(([condition, percent], index) => {
      const at = pdfLines.findIndex((each) => each.includes(`${index + 1}. ${condition}`));
      // a long condition name wraps its percentage onto the next line
      expect(`${pdfLines[at]} ${pdfLines[at + 1]}`, condition).toMatch(
        new RegExp(`${index + 1}\\. .*${percent.replace('.', '\\.')},\\s+(low|moderate|high) confidence`),
      );
    });
    expect(
      json.analysis.tests_analyzed.map(
        (test: { status: string; flag: string }) => `${test.status}/${test.flag}`,
      ),
    ).toEqual(Object.values(truth.flags));
    for (const [test, statusAndFlag] of Object.entries(truth.flags)) {
      const [status = '', flag] = statusAndFlag.split('/');
      const printed = `${status.replace('_', ' ').toUpperCase()}${flag === 'critical' ? ', CRITICAL' : ''}`;
      expect(pdfText).toMatch(new RegExp(`${test}: .*\\[${printed}\\]`));
    }
    expect(pdfText).toContain('Creatinine: 141 µmol/L (as written 1.6 mg/dL)');
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
    const lengths: Record<string, number> = {};
    for (const { path, reveal, toDiagnosis } of screens) {
      if (path !== '/') await page.goto(`${run.server.baseUrl}${path}`);
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
      const bottomOf = (box: Box | null) => (box?.y ?? 0) + (box?.height ?? 0);
      const firstLab = await page.getByTestId('lab-row').first().boundingBox();
      const lastLab = await page.getByTestId('lab-row').last().boundingBox();
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/${path.slice(1) || 'workflow'}.png`, fullPage: true });
      await toDiagnosis?.();
      await page.getByTestId('differential-row').first().waitFor({ timeout: 10_000 });
      const seen = await screenTruth(page);
      // Readable on a phone: from the differential to the last lab row, at most two screens (2 x 740 px).
      // On a tabbed screen the differential and the rows are in two tabs: their two lengths added.
      const firstDifferential = await page.getByTestId('differential-row').first().boundingBox();
      const lastDifferential = await page.getByTestId('differential-row').last().boundingBox();
      const length = toDiagnosis
        ? bottomOf(lastDifferential) - (firstDifferential?.y ?? 0) + bottomOf(lastLab) - (firstLab?.y ?? 0)
        : bottomOf(lastLab) - (firstDifferential?.y ?? 0);
      lengths[path] = Math.round(length);
      expect(length, path).toBeLessThanOrEqual(2 * viewports.phone.height);
      expect({ path, differential: seen.differential, flags }).toEqual({ path, ...truth });
      expect(await scrollsSideways(page)).toBe(false);
    }
    console.log(`differential to last lab row, px at 360 x 740: ${JSON.stringify(lengths)}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
