import type { Page } from 'playwright-core';
import { labReportPdf } from './lab-pdf';

/**
 * A typical consultation on each of the five screens, from the opened page to the result: an adult with
 * fever, chills and headache (and a blood count on the lab screens). Used by the phone rules' test and
 * by the page-height measurement.
 */

/** Ticks consent and says when: every request carrying patient data must come after. */
export async function consent(page: Page): Promise<number> {
  const at = Date.now();
  await page.getByLabel('I confirm patient consent has been obtained').check();
  return at;
}

export async function fillProfile(page: Page) {
  await page
    .getByText(/^Patient profile \(age, sex, weight, allergies\)/)
    .first()
    .click();
  await page.getByLabel('Age (years)').fill('30');
}

export async function uploadLabReport(page: Page) {
  await page.getByTestId('file-input').setInputFiles({
    name: 'fbc.pdf',
    mimeType: 'application/pdf',
    buffer: await labReportPdf(['Haemoglobin 12.9 g/dL (12.0-16.0)']),
  });
  await page.getByText('Uploaded', { exact: true }).first().waitFor({ timeout: 30_000 });
}

export async function saveDashboardSymptom(page: Page) {
  const form = page.getByRole('form', { name: 'Patient symptoms' });
  await form.getByLabel('Symptom description').fill('Fever with chills and headache');
  await form.getByLabel('Severity').selectOption('moderate');
  await form.getByLabel('Duration').fill('3 days');
  await form.getByLabel('Frequency').selectOption('intermittent');
  await form.getByRole('button', { name: 'Save Symptoms' }).click();
  await page.getByText('Symptoms Added').first().waitFor({ timeout: 10_000 });
}

/** Each screen's way from opening to a result, consent first; answers when consent was ticked. */
export const journeys: Record<string, (page: Page) => Promise<number>> = {
  '/': async (page) => {
    const at = await consent(page);
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByTestId('session-id').waitFor();
    await page.getByLabel('Symptom', { exact: true }).fill('Fever with chills and headache for 3 days');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByTestId('symptom-count').getByText('Symptoms: 1').waitFor();
    await fillProfile(page);
    await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
    return at;
  },
  '/complete': async (page) => {
    const at = await consent(page);
    await page.getByLabel('Patient ID').fill('AFR-E2E-PHONE-1');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByText(/^Session \S{8}$/).waitFor({ timeout: 10_000 });
    await uploadLabReport(page);
    await fillProfile(page);
    await page.getByText('Symptoms', { exact: true }).click();
    await saveDashboardSymptom(page);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    return at;
  },
  '/enhanced': async (page) => {
    const at = await consent(page);
    await page.getByLabel('Patient ID').fill('AFR-E2E-PHONE-2');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByTestId('session-status').getByText('Session Active').waitFor();
    await uploadLabReport(page);
    await page.getByRole('tab', { name: 'Symptoms' }).click();
    await saveDashboardSymptom(page);
    await fillProfile(page);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    return at;
  },
  '/classic': async (page) => {
    const at = await consent(page);
    await page.getByLabel('Description').fill('Fever with chills and headache');
    await page.getByLabel('Onset').selectOption('gradual');
    await page.getByLabel('Frequency').selectOption('intermittent');
    await page.getByLabel('Duration').fill('3 days');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByRole('button', { name: 'Later' }).click();
    await fillProfile(page);
    await page.getByRole('button', { name: 'Analyze with Context' }).click();
    return at;
  },
  '/production': async (page) => {
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: /Symptoms/ }).click();
    await page.getByLabel('Symptoms', { exact: true }).fill('Fever with chills and headache for 3 days');
    await fillProfile(page);
    const at = await consent(page);
    await sections.getByRole('button', { name: /Analysis/ }).click();
    await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
    return at;
  },
};
