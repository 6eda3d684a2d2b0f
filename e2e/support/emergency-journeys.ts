import type { Page } from 'playwright-core';
import { labReportPdf } from './lab-pdf';

/** An emergency as a clinician would type it on any screen: the complaint and the patient's profile. */
export interface EmergencyCase {
  complaint: string;
  ageYears: string;
  sex?: 'female' | 'male';
  daysSinceDelivery?: string;
  vitals: Record<string, string>;
}

async function fillProfile(page: Page, patient: EmergencyCase): Promise<void> {
  await page
    .getByText(/^Patient profile \(age, sex, weight, allergies\)/)
    .first()
    .click();
  await page.getByLabel('Age (years)').fill(patient.ageYears);
  if (patient.sex) await page.getByLabel('Sex', { exact: true }).selectOption(patient.sex);
  if (patient.daysSinceDelivery)
    await page.getByLabel('Days since delivery (if she gave birth recently)').fill(patient.daysSinceDelivery);
  for (const [label, value] of Object.entries(patient.vitals)) await page.getByLabel(label).fill(value);
}

async function uploadLabReport(page: Page): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({
    name: 'fbc.pdf',
    mimeType: 'application/pdf',
    buffer: await labReportPdf(['Haemoglobin 8.1 g/dL (12.0-16.0)']),
  });
  await page.getByText('Uploaded', { exact: true }).first().waitFor({ timeout: 30_000 });
}

async function saveDashboardSymptom(page: Page, complaint: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Patient symptoms' });
  await form.getByLabel('Symptom description').fill(complaint);
  await form.getByLabel('Severity').selectOption('severe');
  await form.getByLabel('Duration').fill('1 day');
  await form.getByLabel('Frequency').selectOption('constant');
  await form.getByRole('button', { name: 'Save Symptoms' }).click();
  await page.getByText('Symptoms Added').first().waitFor({ timeout: 10_000 });
}

/** Each screen's way from opening to the analysis of the case, consent first. */
export const emergencyJourneys: Record<string, (page: Page, patient: EmergencyCase) => Promise<void>> = {
  '/': async (page, patient) => {
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByTestId('session-id').waitFor();
    await page.getByLabel('Symptom', { exact: true }).fill(patient.complaint);
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByTestId('symptom-count').getByText('Symptoms: 1').waitFor();
    await fillProfile(page, patient);
    await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
  },
  '/complete': async (page, patient) => {
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Patient ID').fill('AFR-E2E-BLEEDING-1');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByText(/^Session \S{8}$/).waitFor({ timeout: 10_000 });
    await uploadLabReport(page);
    await fillProfile(page, patient);
    await page.getByText('Symptoms', { exact: true }).click();
    await saveDashboardSymptom(page, patient.complaint);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  },
  '/enhanced': async (page, patient) => {
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Patient ID').fill('AFR-E2E-BLEEDING-2');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByTestId('session-status').getByText('Session Active').waitFor();
    await uploadLabReport(page);
    await page.getByRole('tab', { name: 'Symptoms' }).click();
    await saveDashboardSymptom(page, patient.complaint);
    await fillProfile(page, patient);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  },
  '/classic': async (page, patient) => {
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByLabel('Description').fill(patient.complaint);
    await page.getByLabel('Onset').selectOption('sudden');
    await page.getByLabel('Frequency').selectOption('constant');
    await page.getByLabel('Duration').fill('1 day');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByRole('button', { name: 'Later' }).click();
    await fillProfile(page, patient);
    await page.getByRole('button', { name: 'Analyze with Context' }).click();
  },
  '/production': async (page, patient) => {
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: /Symptoms/ }).click();
    await page.getByLabel('Symptoms', { exact: true }).fill(patient.complaint);
    await fillProfile(page, patient);
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await sections.getByRole('button', { name: /Analysis/ }).click();
    await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
  },
};
