import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { approvedClinician, signInPage, type E2eClinician } from './support/clinician';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { scrollsSideways, seriousAccessibilityViolations } from './support/page-checks';
import { downloadedPdfText } from './support/pdf-text';
import { toDoActionsSaidTwice } from './support/emergency-checks';
import { controlsUnderFixedElements, toastCovers } from './support/layout-checks';

describe('the step-by-step workflow at /', () => {
  let clinician: E2eClinician;
  const run = useServerAndBrowser(async (server) => {
    clinician = await approvedClinician(server, { registrationNumber: 'KMPDC-E2E-1', name: 'Dr Achieng' });
  });

  async function openWorkflow(viewport: {
    width: number;
    height: number;
  }): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await openPage(run, '/', { viewport });
    await page.getByRole('heading', { name: 'Diagnostic workflow' }).waitFor();
    return { page, errors };
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`walks a febrile patient from Start New Session to End Session with a report, on a ${name} (${viewport.width} px)`, async () => {
      const { page, errors } = await openWorkflow(viewport);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByLabel('I confirm patient consent has been obtained').check();
      await page.getByRole('button', { name: 'Start New Session' }).click();
      await page.getByTestId('session-id').waitFor();
      await expect(page.getByTestId('session-step').textContent()).resolves.toBe('Symptoms');

      const addSymptom = page.getByRole('button', { name: 'Add Symptom' });
      expect(await addSymptom.isDisabled()).toBe(true);
      await page.getByLabel('Symptom', { exact: true }).fill('Fever and chills for 3 days with headache');
      await page.getByLabel('Severity').selectOption('moderate');
      await page.getByLabel('Duration').fill('3 days');
      await page.getByLabel('Frequency').selectOption('intermittent');
      await addSymptom.click();
      await page
        .getByRole('list', { name: 'Current symptoms' })
        .getByText('Fever and chills for 3 days with headache')
        .waitFor();
      await page.getByTestId('symptom-count').getByText('Symptoms: 1').waitFor({ timeout: 10_000 });
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByText(/^Patient profile \(age, sex, weight, allergies\)/).click();
      await page.getByLabel('Age (years)').fill('30');
      await page.getByLabel('Sex').selectOption('male');
      await page.getByLabel('Weight (kg)').fill('70');
      await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
      await page.getByTestId('primary-diagnosis').waitFor({ timeout: 20_000 });
      await expect(page.getByTestId('primary-diagnosis').textContent()).resolves.toMatch(/\d+% confidence/);
      await expect(page.getByTestId('session-step').textContent()).resolves.toBe('Lab Results');
      await page.getByRole('heading', { name: 'Recommended tests' }).waitFor();

      await page.getByRole('heading', { name: 'Enter a lab result' }).click();
      await page.getByLabel('Test type', { exact: true }).fill('Haemoglobin');
      await page.getByLabel('Result', { exact: true }).fill('9.8 g/dL');
      await page.getByLabel('Normal range').fill('12-16 g/dL');
      await page.getByRole('button', { name: 'Add Lab Result' }).click();
      await page
        .getByRole('list', { name: 'Lab summary' })
        .getByText(/^Haemoglobin/)
        .first()
        .waitFor({ timeout: 10_000 });

      await page.getByTestId('file-input').setInputFiles({
        name: 'fbc.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('WBC 7.2 x10^9/L (4.0-11.0)\nPlatelets 250 x10^9/L (150-400)\n'),
      });
      await page.getByText('fbc.txt').waitFor();
      await page.getByRole('button', { name: 'Analyze Lab Results' }).click();
      await page.getByText('Files Uploaded').waitFor({ timeout: 20_000 });
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Lab Results → Analyze' }).click();
      await page.getByRole('heading', { name: 'Final treatment' }).waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: 'Medications' }).waitFor();
      await expect(page.getByTestId('session-step').textContent()).resolves.toBe('Final Treatment');
      expect(await scrollsSideways(page)).toBe(false);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Report' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^medical-report-.+\.pdf$/);
      // True words (issue 14, point 6): the footer says the download erases nothing, and it does not;
      // ending the session erases it.
      expect(await page.locator('footer').textContent()).toContain(
        'Downloading the report does not erase it.',
      );
      const sessionStatus = () =>
        page.evaluate(
          async (id) => (await fetch(`/api/sessions/${id}`, { credentials: 'same-origin' })).status,
          sessionId,
        );
      const sessionId = await page.evaluate(() => sessionStorage.getItem('afyadx.sessionId'));
      expect(await sessionStatus()).toBe(200);

      await page.getByRole('button', { name: 'End Session - Treatment Complete' }).click();
      await page.getByRole('heading', { name: 'Session completed' }).waitFor();
      expect(await sessionStatus()).not.toBe(200);
      await page.getByRole('button', { name: 'Start New Session' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('asks for consent before opening a session: nothing is sent until the box is ticked', async () => {
    const { page, errors } = await openWorkflow(viewports.phone);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) sent.push(request.url());
    });
    // One line for each other screen, linked, so a newcomer knows which to use.
    expect(await page.getByTestId('other-screens').getByRole('link').count()).toBe(4);
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByText('Privacy Consent Required').first().waitFor();
    expect(sent).toEqual([]);
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByTestId('session-id').waitFor();
    expect(sent.map((url) => new URL(url).pathname)).toEqual(['/api/sessions']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the physician approves the prescription and the PDF report says so, with the medicine', async () => {
    const { page, errors } = await openWorkflow(viewports.phone);
    await signInPage(page, run.server.baseUrl, clinician);
    await page.getByRole('heading', { name: 'Diagnostic workflow' }).waitFor();
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByTestId('session-id').waitFor();
    await page.getByLabel('Symptom', { exact: true }).fill('Fever and chills for 2 days with headache');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByTestId('symptom-count').getByText('Symptoms: 1').waitFor({ timeout: 10_000 });
    await page.getByText(/^Patient profile \(age, sex, weight, allergies\)/).click();
    await page.getByLabel('Age (years)').fill('28');
    await page.getByLabel('Sex').selectOption('female');
    await page.getByLabel('Weight (kg)').fill('62');
    await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
    await page.getByTestId('primary-diagnosis').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Skip Lab Results & Generate Treatment' }).click();
    await page.getByRole('heading', { name: 'Final treatment' }).waitFor({ timeout: 20_000 });
    const drug = (await page.getByTestId('medication-name').first().textContent())?.trim() ?? '';
    expect(drug).not.toBe('');
    // Suspected malaria with no test: the antimalarial waits for a positive RDT or smear (WHO Guidelines
    // for malaria 2023, 5.1), said before the doses; fever relief is still given.
    const medicines = await page.getByTestId('medication-name').allTextContents();
    expect(medicines.join(' ')).not.toMatch(/artemether|artesunate|quinine|piperaquine/i);
    await page
      .getByText(/^Test first: malaria RDT or microscopy/)
      .first()
      .waitFor();

    const decision = page.waitForResponse((response) => response.url().endsWith('/prescription-decision'));
    await page.getByRole('button', { name: 'Approve Prescription' }).click();
    expect((await decision).status()).toBe(200);
    await page.getByText('Approved by the treating physician').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Report' }).click(),
    ]);
    const text = (await downloadedPdfText(download)).replace(/\s+/g, ' ');
    expect(text).toContain('Prescription approved by the clinician (Dr Achieng)');
    expect(text).toContain('Registration number: KMPDC-E2E-1');
    expect(text).not.toContain('No analysis was run in this session');
    expect(text).toContain(drug.split(/[\s(]/)[0]);
    // The report says what the screen says: the test first, no antimalarial.
    expect(text).toContain('Test first: malaria RDT or microscopy');
    expect(text).not.toMatch(/artemether \+ lumefantrine \d/i);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an emergency keeps the work: banner, working diagnosis, first doses for the entered weight, referral note PDF; ends only when the clinician ends it', async () => {
    const { page, errors } = await openWorkflow(viewports.phone);
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByLabel('Symptom', { exact: true }).fill('Fever, cannot drink, very sleepy');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByRole('list', { name: 'Current symptoms' }).getByText('Fever, cannot drink').waitFor();
    await page.getByText(/^Patient profile \(age, sex, weight, allergies\)/).click();
    await page.getByLabel('Age (years)').fill('4');
    // An impossible value is named under its field and blocks the request until corrected.
    await page.getByLabel('Temperature (°C)').fill('93');
    await page.getByText('Temperature (°C) must be between 25 and 45').waitFor();
    await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
    await page.getByText('Check the patient profile').first().waitFor();
    await page.getByLabel('Temperature (°C)').fill('39.6');
    await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
    await page.getByText('EMERGENCY ALERT').first().waitFor({ timeout: 20_000 });
    const banner = page.getByRole('alert', { name: 'Emergency', exact: true });
    // The engine's own message and its emergency actions, not a canned text.
    expect(((await banner.textContent()) ?? '').length).toBeGreaterThan('EMERGENCY ALERT'.length + 20);
    await expect(page.getByTestId('session-step').textContent()).resolves.toBe('Emergency');
    expect(await page.getByRole('heading', { name: 'Session completed' }).count()).toBe(0);
    await page.getByTestId('working-diagnosis').waitFor();
    // Brought into view: the clinician clicked Analyze at the foot of a long form, and the banner
    // now starts within the first half of the phone's screen, not 1,500 px above it.
    await expect.poll(async () => (await banner.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((await banner.boundingBox())!.y).toBeLessThan(viewports.phone.height / 2);
    expect(await toastCovers(page, banner)).toBe(false);
    // Nor any button: on a phone toasts show in their own strip at the foot of the screen.
    expect(await controlsUnderFixedElements(page)).toEqual([]);
    expect(await page.evaluate('document.activeElement?.id')).toBe('emergency-work-title');

    // An age but no weight, no dose: the screen asks for the measured weight instead of estimating it.
    const care = page.getByTestId('emergency-care');
    await care.getByText(/^Enter the measured weight: /).waitFor();
    expect(await care.getByText(/Enter the age/).count()).toBe(0);
    await care.getByLabel('Weight (kg)').fill('15');
    const doses = care.getByRole('list', { name: /Before referral/ });
    await doses
      .getByText(/First dose now/)
      .first()
      .waitFor({ timeout: 20_000 });
    const firstDose =
      (await doses
        .getByText(/First dose now/)
        .first()
        .textContent()) ?? '';
    expect(firstDose).not.toMatch(/assumed adult/);
    const drug = /before referral[^:]*: (\w+)/i.exec(firstDose)?.[1] ?? '';
    expect(drug).not.toBe('');
    for (const button of await doses.getByRole('button', { name: 'Mark given now' }).all()) {
      await button.scrollIntoViewIfNeeded();
      expect(await controlsUnderFixedElements(page)).toEqual([]);
    }
    await doses
      .getByRole('listitem')
      .filter({ hasText: 'First dose now' })
      .first()
      .getByRole('button', { name: 'Mark given now' })
      .click();
    await care.getByTestId('given-at').first().waitFor();
    // Each action said once: on the to-do list, not again in the red flags of the diagnosis.
    expect(await toDoActionsSaidTwice(page)).toEqual([]);
    expect(await page.getByText('Red flags').count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      care.getByRole('button', { name: 'Download referral note (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^referral-note-.+\.pdf$/);
    const text = (await downloadedPdfText(download)).replace(/\s+/g, ' ');
    expect(text).toContain('EMERGENCY REFERRAL NOTE');
    expect(text).toContain('Weight: 15 kg');
    expect(text).toContain('Temperature: 39.6');
    expect(text).toMatch(new RegExp(`\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC: First dose now[^]*${drug}`));

    // The session is still the clinician's until they end it.
    await page.getByTestId('session-id').waitFor();
    await care.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('heading', { name: 'Session completed' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
