import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { approvedClinician, signInPage } from './support/clinician';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { labReportPdf } from './support/lab-pdf';
import { scrollsSideways, seriousAccessibilityViolations } from './support/page-checks';

const routes = [
  { path: '/', heading: 'Diagnostic workflow' },
  { path: '/enhanced', heading: 'Analysis Dashboard' },
  { path: '/complete', heading: /AI Clinical Analysis/ },
  { path: '/production', heading: 'Dashboard' },
  { path: '/classic', heading: 'Country-context analysis' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

describe('every route in a real browser', () => {
  const run = useServerAndBrowser();

  const open = (path: string, viewport: { width: number; height: number }) =>
    openPage(run, path, { viewport });

  /** The Feedback dialog: a rating and a comment reach POST /api/feedback, then the thank-you toast. */
  async function sendFeedback(page: Page, button: string, stars: number, comment?: string) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: 'How useful was this analysis?' });
    await dialog.waitFor();
    await dialog.locator('label', { hasText: `${stars} star(s)` }).click();
    if (comment) await dialog.getByLabel('Comment (optional)').fill(comment);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const body = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
    expect(body.rating).toBe(stars);
    expect(Object.keys(body).sort()).toEqual(comment ? ['comment', 'page', 'rating'] : ['page', 'rating']);
    await page.getByText('Thank you for your feedback').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    for (const route of routes) {
      it(`${route.path} on a ${name}: no sideways scroll, no serious accessibility violation, no script error`, async () => {
        const { page, errors } = await open(route.path, viewport);
        await page.getByRole('heading', { name: route.heading, level: 1 }).waitFor();
        await page.getByTestId('disclaimer').waitFor();
        expect(await scrollsSideways(page)).toBe(false);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }

    it(`the Analysis Dashboard: consent, patient form, upload, symptoms, analysis and clear, on a ${name}`, async () => {
      const { page, errors } = await open('/enhanced', viewport);
      await page.getByRole('heading', { name: 'Data Privacy & Security Notice' }).waitFor();
      await page
        .getByTestId('file-input')
        .setInputFiles({ name: 'early.txt', mimeType: 'text/plain', buffer: Buffer.from('Hb 12') });
      await page.getByText('Please enter patient information first.').waitFor();
      const consent = page.getByLabel('I confirm patient consent has been obtained');
      expect(await consent.isChecked()).toBe(false);
      await page.getByLabel('Patient ID').fill('AFR-E2E-1');
      await page.getByRole('button', { name: 'Create Session' }).click();
      await page.getByText('Privacy Consent Required').waitFor();
      await consent.check();
      await page.getByLabel('Patient ID').fill('');
      await page.getByRole('button', { name: 'Create Session' }).click();
      await page.getByText('Patient identifier is required').waitFor();
      await page.getByLabel('Patient ID').fill('AFR-E2E-1');
      await page.getByRole('button', { name: 'Create Session' }).click();
      await page.getByTestId('session-status').getByText('Session Active').waitFor();
      await expect(page.getByTestId('session-duration').textContent()).resolves.toMatch(/^\d+m \d+s$/);

      await page.getByTestId('file-input').setInputFiles({
        name: 'fbc.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Haemoglobin 9.8 g/dL (12.0-16.0)\n'),
      });
      await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 20_000 });

      await page.getByRole('tab', { name: 'Symptoms' }).click();
      await page.getByRole('button', { name: 'Save Symptoms' }).click();
      await page.getByText('Symptom description is required').waitFor();
      await page.getByLabel('Symptom description').fill('Fatigue');
      await page.getByLabel('Duration').fill('2 weeks');
      await page.getByLabel('Frequency').selectOption('daily');
      await page.getByRole('button', { name: 'Save Symptoms' }).click();
      await page.getByText('Symptoms Added').waitFor();

      await page.getByRole('button', { name: 'Start AI Analysis' }).click();
      await page.getByRole('heading', { name: 'Analysis Results' }).waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'Diagnosis' }).click();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const [report] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Report' }).click(),
      ]);
      expect(report.suggestedFilename()).toBe('medical-report-AFR-E2E-1.pdf');
      const confirm = page.getByRole('dialog', { name: 'Report downloaded' });
      await confirm.waitFor({ timeout: 5000 });
      await confirm.getByRole('button', { name: 'Clear Session' }).click();
      await page.getByTestId('session-status').getByText('No Session').waitFor();
      expect(await page.getByLabel('I confirm patient consent has been obtained').isChecked()).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`/complete: step cards, session badge, analysis and feedback, on a ${name}`, async () => {
      const { page, errors } = await open('/complete', viewport);
      await expect(page.getByTestId('status-badge').textContent()).resolves.toBe('READY');
      await expect(page.getByTestId('step-state-patient').textContent()).resolves.toBe('Pending');
      await page.getByLabel('I confirm patient consent has been obtained').check();
      await page.getByLabel('Patient ID').fill('AFR-E2E-2');
      await page.getByRole('button', { name: 'Create Session' }).click();
      await page.getByTestId('step-state-patient').getByText('Complete').waitFor();
      await page.getByTestId('file-input').setInputFiles({
        name: 'glucose.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Fasting glucose 9.1 mmol/L (3.9-5.5)\n'),
      });
      await page.getByTestId('step-state-labs').getByText('Complete').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Start AI Analysis' }).click();
      await page.getByTestId('status-badge').getByText('COMPLETED').waitFor({ timeout: 30_000 });
      await sendFeedback(page, 'Feedback', 4, 'Clear lab summary');
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole('button', { name: 'Clear Session' }).click();
      await page.getByTestId('status-badge').getByText('READY').waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`/production: sections, analysis with the doctor report, assistant rules, on a ${name}`, async () => {
      const { page, errors } = await open('/production', viewport);
      const reporter = await approvedClinician(run.server, {
        registrationNumber: `KMPDC-1234-${name}`,
        name: 'Dr A. Otieno',
      });
      await signInPage(page, run.server.baseUrl, reporter); // reporting an outbreak needs a signed-in clinician
      await expect(page.getByTestId('step-indicator').textContent()).resolves.toBe('Step 1 of 7');
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /Analysis/ })
        .click();
      await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
      await page.getByText('Input Required').waitFor();
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /Symptoms/ })
        .click();
      await expect(page.getByTestId('step-indicator').textContent()).resolves.toBe('Step 3 of 7');
      await page
        .getByLabel('Symptoms', { exact: true })
        .fill('Fever for three days with chills and headache');
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /Analysis/ })
        .click();
      // No symptom leaves the browser before consent: the first click only asks for it.
      const aiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/ai-') || request.url().endsWith('/api/sessions'))
          aiCalls.push(request.url());
      });
      await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
      await page.getByText('Privacy Consent Required').first().waitFor();
      expect(aiCalls).toEqual([]);
      await page.getByLabel('I confirm patient consent has been obtained').check();
      await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
      await page.getByRole('button', { name: 'Download Doctor Report' }).waitFor({ timeout: 30_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Doctor Report' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^doctor-report-.+\.txt$/);
      await sendFeedback(page, 'Give Feedback', 5);

      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /AI Assistant/ })
        .click();
      await page.getByRole('button', { name: 'AI Recommendations' }).click();
      await page.getByText('Diagnosis Required').waitFor();
      await page.getByRole('button', { name: 'AI Diagnosis' }).first().click();
      await page.getByText('No Symptoms').waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /Trends/ })
        .click();
      await page.getByRole('heading', { name: 'Live health intelligence' }).waitFor();
      await page.getByRole('button', { name: 'Add Update' }).click();
      const updateForm = page.getByRole('form', { name: 'Add Update' });
      await updateForm.getByRole('button', { name: 'Submit Update' }).click();
      await page.getByText('Condition is required').waitFor();
      await updateForm.getByLabel('Condition', { exact: true }).fill('Cholera');
      await updateForm.getByLabel('Location', { exact: true }).fill('Kisumu');
      await updateForm.getByLabel('Cases', { exact: true }).fill('12');
      await updateForm.getByLabel('Verification source').fill('County lab culture');
      await updateForm.getByRole('button', { name: 'Submit Update' }).click();
      await page.getByText('Update saved').waitFor({ timeout: 10_000 });
      await page.getByText('Cholera, Kisumu').first().waitFor();
      await page
        .getByText(/^Dr A\. Otieno/)
        .first()
        .waitFor(); // the reporter is the signed-in account
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByTestId('step-indicator').textContent()).resolves.toBe('Step 4 of 7');
      await page.getByRole('button', { name: 'Home' }).click();
      await expect(page.getByTestId('step-indicator').textContent()).resolves.toBe('Step 1 of 7');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`/classic: 'Please complete', the AI-assist prompt and the context analysis, on a ${name}`, async () => {
      const { page, errors } = await open('/classic', viewport);
      await page.getByRole('button', { name: 'Add Symptom' }).click();
      await page.getByText('Please complete: Description, Onset, Frequency, Duration').waitFor();
      // Opening the page made no session; the first symptom opens one once consent is confirmed.
      expect(await page.evaluate(() => sessionStorage.getItem('afyadx.sessionId'))).toBeNull();
      await page.getByLabel('I confirm patient consent has been obtained').check();
      await page.getByLabel('Description').fill('Productive cough');
      await page.getByLabel('Onset').selectOption('gradual');
      await page.getByLabel('Frequency').selectOption('daily');
      await page.getByLabel('Duration').fill('3 weeks');
      await page.getByRole('button', { name: 'Add Symptom' }).click();
      await page.getByRole('button', { name: 'Get AI Analysis' }).waitFor();
      await page.getByRole('button', { name: 'Later' }).click();
      await page.getByText(/^Patient profile \(age, sex, weight, allergies\)/).click();
      await page.getByLabel('Age (years)').fill('45');
      await page.getByLabel('Sex').selectOption('male');
      await page.getByLabel('Temperature (°C)').fill('37.9');
      const analysis = page.waitForRequest((request) => /\/analyze(-with-symptoms)?$/.test(request.url()));
      await page.getByRole('button', { name: 'Analyze with Context' }).click();
      await page.getByRole('button', { name: 'Analyzing with Context...' }).waitFor();
      expect(JSON.parse((await analysis).postData() ?? '{}')).toMatchObject({
        country: 'Kenya',
        patientAge: 45,
        patientGender: 'male',
        vitals: { temperatureC: 37.9 },
      });
      await page.getByTestId('result-heading').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'View JSON' }).click();
      await page.getByRole('button', { name: 'Close' }).click();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('the AI assistant: a comprehensive assessment for an adult with fever, the physician edits then approves the prescription, recorded on the session', async () => {
    const { page, errors } = await open('/production', viewports.phone);
    const clinician = await approvedClinician(run.server, {
      registrationNumber: 'KMPDC-E2E-2',
      name: 'Dr Kiprop',
    });
    await signInPage(page, run.server.baseUrl, clinician);
    const decisions: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/prescription-decision'))
        decisions.push(JSON.parse(request.postData() ?? '{}'));
    });
    // An upload opens the session that the decision is recorded on, once consent is confirmed.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Upload/ })
      .click();
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByTestId('file-input').setInputFiles({
      name: 'fbc.pdf',
      mimeType: 'application/pdf',
      buffer: await labReportPdf(['Haemoglobin 11.9 g/dL (12.0-16.0)']),
    });
    await page.getByText('Files Uploaded').waitFor({ timeout: 20_000 });
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /AI Assistant/ })
      .click();
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByText('Symptom Required').waitFor();
    for (const symptom of ['fever for 3 days', 'chills', 'headache']) {
      await page.getByLabel('Symptom', { exact: true }).fill(symptom);
      await page.getByRole('button', { name: 'Add Symptom' }).click();
    }
    await page.getByRole('tab', { name: 'Patient Profile' }).click();
    await page.getByLabel('Age (years)').fill('32');
    await page.getByLabel('Sex').selectOption('female');
    await page.getByLabel('Weight (kg)').fill('60');
    await page.getByRole('button', { name: 'Comprehensive Assessment' }).click();
    await page.getByRole('tab', { name: 'AI Prescription', selected: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Medications' }).waitFor();
    await page.getByRole('button', { name: 'Edit Prescription' }).click();
    await page.getByLabel('Duration').first().fill('3 days, with food');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Edited by the treating physician, awaiting approval').waitFor();
    await page.getByText('3 days, with food').waitFor();
    await page.getByRole('button', { name: 'Approve Prescription' }).click();
    await page.getByText('Approved by the treating physician').waitFor();
    await expect.poll(() => decisions.length).toBe(2);
    expect(decisions[0]).toMatchObject({
      decision: 'edited',
      note: expect.stringContaining('3 days, with food'),
    });
    expect(decisions[1]).toMatchObject({
      decision: 'approved',
      note: expect.stringContaining('3 days, with food'),
    });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('remembers the language and shows the workflow in Swahili and French', async () => {
    const { page } = await open('/', viewports.phone);
    await page.getByLabel('Language').selectOption('sw');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The Swahili texts arrive as their own chunk: on a busy machine the heading changes a moment later.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .not.toBe('Diagnostic workflow');
    const swahili = await page.getByRole('heading', { level: 1 }).textContent();
    expect(swahili).not.toBe('Diagnostic workflow');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(swahili);
    expect(await page.evaluate('document.documentElement.lang')).toBe('sw');
    await page.getByLabel(/Lugha|Language/).selectOption('fr');
    await page.getByRole('heading', { name: 'Parcours diagnostique', level: 1 }).waitFor();
    await page.context().close();
  });

  it('keeps dark mode after a reload and stays accessible in it', async () => {
    const { page } = await open('/enhanced', viewports.phone);
    await page.getByRole('button', { name: 'Dark mode' }).first().click();
    await page.reload();
    await page.getByRole('heading', { name: 'Analysis Dashboard', level: 1 }).waitFor();
    expect(await page.evaluate('document.documentElement.classList.contains("dark")')).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
