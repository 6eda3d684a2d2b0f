import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { scrollsSideways, seriousAccessibilityViolations } from './support/page-checks';
import { downloadedPdfText } from './support/pdf-text';
import { labReportPdf } from './support/lab-pdf';
import { toDoActionsSaidTwice } from './support/emergency-checks';
import { controlsUnderFixedElements, toastCovers } from './support/layout-checks';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS; // a folder, to look at the screens by eye

/**
 * Issue 14, point 1: an emergency keeps and focuses the work on every screen, not only on /. A 4-year-old
 * with fever who cannot drink and is very sleepy: the banner, the working diagnosis, one short to-do list
 * (each step once) with the first doses for the weight entered there (never an assumed adult), a dose
 * marked given, and a referral note read back from the PDF; the session stays open.
 */
describe('an emergency on /complete, /enhanced, /classic and /production, at 360 px', () => {
  const run = useServerAndBrowser();

  const open = (path: string) => openPage(run, path);

  async function uploadLabReport(page: Page): Promise<void> {
    await page.getByTestId('file-input').setInputFiles({
      name: 'fbc.pdf',
      mimeType: 'application/pdf',
      buffer: await labReportPdf(['Haemoglobin 10.9 g/dL (11.0-14.0)']),
    });
    await page.getByText('Uploaded', { exact: true }).first().waitFor({ timeout: 30_000 });
  }

  async function fillAge(page: Page): Promise<void> {
    await page.getByText(/^Patient profile \(age, sex, weight, allergies\)/).click();
    await page.getByLabel('Age (years)').fill('4');
    await page.getByLabel('Temperature (°C)').fill('39.6');
  }

  async function saveDashboardSymptom(page: Page): Promise<void> {
    const form = page.getByRole('form', { name: 'Patient symptoms' });
    await form.getByLabel('Symptom description').fill('Fever, cannot drink, very sleepy');
    await form.getByLabel('Severity').selectOption('severe');
    await form.getByLabel('Duration').fill('2 days');
    await form.getByLabel('Frequency').selectOption('constant');
    await form.getByRole('button', { name: 'Save Symptoms' }).click();
    await page.getByText('Symptoms Added').first().waitFor({ timeout: 10_000 });
  }

  /** What a clinician checks once the emergency shows, ending with the referral note read back. */
  async function careForTheEmergency(page: Page, screen: string): Promise<void> {
    const care = page.getByTestId('emergency-care');
    await care.waitFor({ timeout: 30_000 });
    const banner = page.getByRole('alert', { name: 'Emergency', exact: true });
    expect(await banner.textContent()).toMatch(/EMERGENCY: .*danger sign/);
    // Brought into view: the banner starts within the first screen of the phone.
    await expect.poll(async () => (await banner.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((await banner.boundingBox())!.y).toBeLessThan(viewports.phone.height / 2);
    // The emergency's toast does not sit over its banner.
    expect(await toastCovers(page, banner)).toBe(false);
    // Nor any button: on a phone toasts show in their own strip at the foot of the screen.
    expect(await controlsUnderFixedElements(page)).toEqual([]);
    await care.getByTestId('working-diagnosis').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/emergency-${screen}-view.png` });

    // An age but no weight, no dose: the measured weight is asked for here (never estimated from the age).
    await care.getByText(/^Enter the measured weight: /).waitFor();
    expect(await care.getByText(/Enter the age/).count()).toBe(0);
    expect(
      await care
        .getByRole('list', { name: /Before referral/ })
        .getByText(/First dose now/)
        .count(),
    ).toBe(0);
    await care.getByLabel('Weight (kg)').fill('15');
    const toDo = care.getByRole('list', { name: /Before referral/ });
    await toDo
      .getByText(/First dose now/)
      .first()
      .waitFor({ timeout: 20_000 });
    const items = await toDo
      .getByRole('listitem')
      .evaluateAll((rows) =>
        rows.map((row) => (row.querySelector('span')?.textContent ?? '').trim().toLowerCase()),
      );
    // One list, each step once: no item repeated, none of the generic 'give pre-referral treatment and
    // refer urgently' when a longer item already says it, and nothing listed again in the banner.
    expect(new Set(items).size).toBe(items.length);
    expect(items).not.toContain('give pre-referral treatment and refer urgently');
    expect(await banner.getByRole('listitem').count()).toBe(0);
    // Nor again in the red flags or anywhere else on the screen.
    expect(await toDoActionsSaidTwice(page)).toEqual([]);
    for (const button of await toDo.getByRole('button', { name: 'Mark given now' }).all()) {
      await button.scrollIntoViewIfNeeded();
      expect(await controlsUnderFixedElements(page)).toEqual([]);
    }
    const firstDose = items.find((item) => item.startsWith('first dose now')) ?? '';
    expect(firstDose).not.toMatch(/assumed adult/);
    const drug = /before referral[^:]*: (\w+)/i.exec(firstDose)?.[1] ?? '';
    expect(drug).not.toBe('');
    await toDo
      .getByRole('listitem')
      .filter({ hasText: 'First dose now' })
      .first()
      .getByRole('button', { name: 'Mark given now' })
      .click();
    await care.getByTestId('given-at').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS) await care.screenshot({ path: `${SCREENSHOTS}/emergency-${screen}-care.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      care.getByRole('button', { name: 'Download referral note (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^referral-note-.+\.pdf$/);
    const text = (await downloadedPdfText(download)).replace(/\s+/g, ' ');
    expect(text).toContain('EMERGENCY REFERRAL NOTE');
    expect(text).toContain('Weight: 15 kg');
    expect(text).toContain('Temperature: 39.6');
    expect(text.toLowerCase()).toMatch(
      new RegExp(`\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} utc: first dose now[^]*${drug}`),
    );
    // The session is still open: the note and the report can still be written.
    expect(await page.evaluate(() => sessionStorage.getItem('afyadx.sessionId'))).not.toBeNull();
  }

  it('/complete: the emergency care and the referral note; the session ends only when the clinician ends it', async () => {
    const { page, errors } = await open('/complete');
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Patient ID').fill('AFR-E2E-EMERGENCY-1');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByText(/^Session \S{8}$/).waitFor({ timeout: 10_000 });
    await uploadLabReport(page);
    await fillAge(page);
    await page.getByText('Symptoms', { exact: true }).click();
    await saveDashboardSymptom(page);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    await careForTheEmergency(page, 'complete');
    await page.getByTestId('emergency-care').getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('afyadx.sessionId'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/enhanced: the emergency care and the referral note', async () => {
    const { page, errors } = await open('/enhanced');
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Patient ID').fill('AFR-E2E-EMERGENCY-2');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByTestId('session-status').getByText('Session Active').waitFor();
    await uploadLabReport(page);
    await page.getByRole('tab', { name: 'Symptoms' }).click();
    await saveDashboardSymptom(page);
    await fillAge(page);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    await careForTheEmergency(page, 'enhanced');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/classic: the emergency care and the referral note', async () => {
    const { page, errors } = await open('/classic');
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Description').fill('Fever, cannot drink, very sleepy');
    await page.getByLabel('Onset').selectOption('sudden');
    await page.getByLabel('Frequency').selectOption('constant');
    await page.getByLabel('Duration').fill('2 days');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByRole('button', { name: 'Later' }).click();
    await fillAge(page);
    await page.getByRole('button', { name: 'Analyze with Context' }).click();
    await careForTheEmergency(page, 'classic');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/production: the emergency care and the referral note', async () => {
    const { page, errors } = await open('/production');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: /Symptoms/ }).click();
    await page.getByLabel('Symptoms', { exact: true }).fill('Fever, cannot drink, very sleepy');
    await fillAge(page);
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await sections.getByRole('button', { name: /Analysis/ }).click();
    await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
    await careForTheEmergency(page, 'production');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
