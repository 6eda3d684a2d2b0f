import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { labReportPdf } from './support/lab-pdf';
import { toastsSeen, watchToasts } from './support/toast-watch';

// The spec's constants and messages (sections 4, 8 and 9) on a phone, with the spec's exact words.
describe('the spec details a clinician meets', () => {
  const run = useServerAndBrowser();

  async function open(path: string): Promise<Page> {
    return (await openPage(run, path)).page;
  }

  const rank = (flag: string) => ['normal', 'not_assessed', 'attention', 'critical'].indexOf(flag);
  const emergencyAlerts = (seen: { raised: string[] }) =>
    seen.raised.filter((text) => text.startsWith('EMERGENCY ALERT')).length;
  const toast = (page: Page, title: string, body: string) =>
    page.locator('[data-sonner-toast]', { hasText: title }).filter({ hasText: body }).waitFor();

  async function openDashboardSession(page: Page, patientId: string) {
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Patient ID').fill(patientId);
    await page.getByRole('button', { name: 'Create Session' }).click();
    await toast(page, 'Session Created', patientId);
  }

  async function saveSymptom(page: Page) {
    await page.getByLabel('Symptom description').fill('Fatigue');
    await page.getByLabel('Duration').fill('2 weeks');
    await page.getByLabel('Frequency').selectOption('daily');
    await page.getByRole('button', { name: 'Save Symptoms' }).click();
  }

  it('section 8 on /enhanced: consent, no session for symptoms, and Symptoms Added counts the symptoms', async () => {
    const page = await open('/enhanced');
    await page.getByLabel('Patient ID').fill('AFR-SPEC-1');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await toast(page, 'Privacy Consent Required', 'Please confirm patient consent before proceeding.');
    await page.getByRole('tab', { name: 'Symptoms' }).click();
    await saveSymptom(page);
    await toast(page, 'No Active Session', 'Please create a session first.');
    await openDashboardSession(page, 'AFR-SPEC-1');
    await saveSymptom(page);
    await toast(page, 'Symptoms Added', '1 symptom(s) added to the session');
    expect(await page.getByText('[object Object]').count()).toBe(0);
    await page.context().close();
  });

  it('section 8 on /complete: no session for files, Cannot Start Analysis, and a failed upload in the spec words', async () => {
    const page = await open('/complete');
    const file = { name: 'fbc.txt', mimeType: 'text/plain', buffer: Buffer.from('Haemoglobin 9.8 g/dL') };
    await page.getByTestId('file-input').setInputFiles(file);
    await toast(page, 'No Active Session', 'Please enter patient information first.');
    await openDashboardSession(page, 'AFR-SPEC-2');
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    await toast(page, 'Cannot Start Analysis', 'Please upload medical test files first.');
    // The server fails the upload (a crashed worker answers 500): the clinician reads the spec's words.
    await page.route('**/upload', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"X"}}' }),
    );
    await page.getByTestId('file-input').setInputFiles(file);
    await toast(page, 'Upload Failed', 'Failed to upload medical files');
    expect(await page.getByText(/500:/).count()).toBe(0);
    await page.context().close();
  });

  it('section 4 on /complete: an upload shows progress 25 while sending, then 50 once read', async () => {
    const page = await open('/complete');
    await openDashboardSession(page, 'AFR-SPEC-3');
    // Hold the request for a moment, as a slow clinic network does, so 25 is on screen long enough to read.
    await page.route('**/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByTestId('file-input').setInputFiles({
      name: 'fbc.pdf',
      mimeType: 'application/pdf',
      buffer: await labReportPdf(['Haemoglobin 9.8 g/dL (12.0-16.0)']),
    });
    await page.getByText('Upload progress: 25%').waitFor();
    await page.getByText('Upload progress: 50%').waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('section 4 on /production: the analysis shows 10, 25, 50, 75, 90 at 800 ms steps, then 100', async () => {
    const page = await open('/production');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: /Symptoms/ }).click();
    await page.getByLabel('Symptoms', { exact: true }).fill('Fever for three days with chills and headache');
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await sections.getByRole('button', { name: /Analysis/ }).click();
    // Recorded in the page by a mutation observer, so that a slow machine polling late misses no step.
    await page.evaluate(`
      window.progressSeen = [];
      // The click's own time: the 4 s the steps take count from it, not from when a busy machine
      // got round to painting the first step.
      document.addEventListener('click', (event) => { window.progressClickedAt ??= event.timeStamp; }, true);
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="analysis-progress"]')?.textContent ?? '';
        const value = Number.parseInt(text, 10);
        if (Number.isFinite(value) && value > 0 && window.progressSeen.at(-1)?.[0] !== value) {
          window.progressSeen.push([value, performance.now()]);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    `);
    await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
    await expect
      .poll(() => page.evaluate('window.progressSeen.some(([value]) => value === 100)'), {
        timeout: 30_000,
      })
      .toBe(true);
    const seen = (await page.evaluate('window.progressSeen')) as Array<[number, number]>;
    expect(seen.map(([value]) => value)).toEqual([10, 25, 50, 75, 90, 100]);
    const clickedAt = (await page.evaluate('window.progressClickedAt')) as number;
    // Timers never fire early, so 100 is seen no sooner than five steps after the click.
    expect(seen.at(-1)![1] - clickedAt).toBeGreaterThanOrEqual(5 * 800);
    // Each step is seen in turn, 25 no sooner than one step after the click.
    expect(seen[1]![1] - clickedAt).toBeGreaterThanOrEqual(800);
    await page.context().close();
  });

  it('deliberate on /production: an answer carrying an emergency is shown at once, not after the 4 s of steps', async () => {
    const page = await open('/production');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: /Symptoms/ }).click();
    await page.getByLabel('Symptoms', { exact: true }).fill('fever, convulsions, unable to drink');
    await page.getByText('Patient profile (age, sex, weight, allergies)').click();
    await page.getByLabel('Age (years)').fill('3');
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await sections.getByRole('button', { name: /Analysis/ }).click();
    await watchToasts(page);
    const started = Date.now();
    await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
    await page
      .locator('[data-sonner-toast][data-visible="true"]', { hasText: 'EMERGENCY ALERT' })
      .waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(5 * 800);
    // One emergency, one alert: raised once, not queued again when the emergency care appears.
    await page.getByTestId('emergency-care').waitFor();
    await page.waitForTimeout(1_000);
    expect(emergencyAlerts(await toastsSeen(page))).toBe(1);
    await page.context().close();
  });

  it('section 9 on /enhanced: the results list area is at most 96 units (384 px) tall and scrolls', async () => {
    const page = await open('/enhanced');
    await openDashboardSession(page, 'AFR-SPEC-4');
    await page.getByTestId('file-input').setInputFiles(
      await Promise.all(
        ['Malaria RDT positive', 'Creatinine 310 umol/L (45-90)', 'Haemoglobin 4.2 g/dL (12.0-16.0)'].map(
          async (line, index) => ({
            name: `lab-${index}.pdf`,
            mimeType: 'application/pdf',
            buffer: await labReportPdf([line, 'Platelets 95 x10^9/L (150-400)', 'WBC 14.2 x10^9/L (4-11)']),
          }),
        ),
      ),
    );
    await toast(page, 'Files Uploaded', 'Successfully uploaded 3 file(s)');
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    await page.getByRole('heading', { name: 'Analysis Results' }).waitFor({ timeout: 30_000 });
    const area = page.getByTestId('results-list-area').first();
    const box = (await page.evaluate(`(() => {
      const area = document.querySelector('[data-testid="results-list-area"]');
      const style = getComputedStyle(area);
      return { maxHeight: style.maxHeight, overflowY: style.overflowY, height: area.getBoundingClientRect().height };
    })()`)) as { maxHeight: string; overflowY: string; height: number };
    expect(box).toMatchObject({ maxHeight: '384px', overflowY: 'auto' });
    expect(box.height).toBeLessThanOrEqual(384);
    // In a scrolling area the most urgent result comes first: the haemoglobin of 4.2 g/dL, uploaded last.
    const flags = await area
      .getByTestId('lab-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-flag') ?? ''));
    expect(flags[0]).toBe('critical');
    // a critical result says its side and carries the Critical marker beside it
    await area.getByTestId('lab-row').first().getByText('Low', { exact: true }).waitFor();
    await area.getByTestId('lab-row').first().getByText('Critical', { exact: true }).waitFor();
    expect(flags).toEqual([...flags].sort((a, b) => rank(b) - rank(a)));
    await page.context().close();
  });

  it("section 8 in the assistant: 'EMERGENCY DETECTED' is the comprehensive assessment's, a diagnosis alerts 'EMERGENCY ALERT'", async () => {
    const page = await open('/production');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /AI Assistant/ })
      .click();
    for (const symptom of ['fever', 'convulsions', 'unable to drink']) {
      await page.getByLabel('Symptom', { exact: true }).fill(symptom);
      await page.getByRole('button', { name: 'Add Symptom' }).click();
    }
    await page.getByRole('tab', { name: 'Patient Profile' }).click();
    await page.getByLabel('Age (years)').fill('3');
    await page.getByLabel('Weight (kg)').fill('13');
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await watchToasts(page);
    await page.getByRole('button', { name: 'AI Diagnosis', exact: true }).click();
    await page
      .locator('[data-sonner-toast][data-visible="true"]', { hasText: 'EMERGENCY ALERT' })
      .waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(emergencyAlerts(await toastsSeen(page))).toBe(1);
    expect(await page.locator('[data-sonner-toast]', { hasText: 'EMERGENCY DETECTED' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Comprehensive Assessment' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'EMERGENCY DETECTED' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1_000);
    const raised = (await toastsSeen(page)).raised;
    expect(raised.filter((text) => text.startsWith('EMERGENCY DETECTED')).length).toBe(1);
    await page.context().close();
  });

  it('deliberate: on the Analysis Dashboard typed lab results are enough to analyse (spec: uploaded files)', async () => {
    const page = await open('/enhanced');
    await openDashboardSession(page, 'AFR-SPEC-5');
    const analyse = page.getByRole('button', { name: 'Start AI Analysis' });
    expect(await analyse.isDisabled()).toBe(true);
    // A result typed on the workflow page (/) in the same tab's session, as a clinician copies a paper slip.
    const status = await page.evaluate(async () => {
      const id = sessionStorage.getItem('afyadx.sessionId') ?? '';
      const response = await fetch(`/api/sessions/${id}/lab-results`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ testType: 'Haemoglobin', result: '7.1 g/dL', normalRange: '12.0-16.0' }),
      });
      return response.status;
    });
    expect(status).toBeLessThan(300);
    // The session poll (every 5 s) brings the typed result to the screen.
    await expect.poll(() => analyse.isEnabled(), { timeout: 12_000 }).toBe(true);
    await analyse.click();
    await page.getByRole('heading', { name: 'Analysis Results' }).waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});
