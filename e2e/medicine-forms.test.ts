import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { viewports } from './support/browser';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Issue 14, point 3 on / at 360 px and on a desktop: the treatment shows an adult the adult form of a medicine (capsules,
 * tablets) and a young child the paediatric form (dispersible tablets, oral suspension), with the dose for
 * the weight entered. Pneumonia is the case: its antibiotic has both forms in the formulary.
 */
describe('medicine forms by age, on the treatment step of /', () => {
  const run = useServerAndBrowser();

  async function treatmentFor(
    age: string,
    weight: string,
    viewport: { width: number; height: number },
  ): Promise<{ page: Page; amoxicillin: string }> {
    const { page, errors } = await openPage(run, '/', { viewport });
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await page.getByRole('button', { name: 'Start New Session' }).click();
    await page.getByTestId('session-id').waitFor();
    await page
      .getByLabel('Symptom', { exact: true })
      .fill('Cough with fever for 4 days and chest pain when breathing in');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    await page.getByTestId('symptom-count').getByText('Symptoms: 1').waitFor();
    await page.getByText(/^Patient profile \(age, sex, weight, allergies\)/).click();
    await page.getByLabel('Age (years)').fill(age);
    await page.getByLabel('Sex').selectOption('male');
    await page.getByLabel('Weight (kg)').fill(weight);
    await page.getByRole('button', { name: 'Analyze Symptoms with AI' }).click();
    await page
      .getByTestId('primary-diagnosis')
      .getByText(/pneumonia/i)
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Skip Lab Results & Generate Treatment' }).click();
    await page.getByRole('heading', { name: 'Final treatment' }).waitFor({ timeout: 20_000 });
    const item = page.locator('li', { has: page.getByTestId('medication-name').getByText('amoxicillin') });
    const dosage = item.locator('dt', { hasText: 'Dosage' }).locator('xpath=following-sibling::dd[1]');
    const amoxicillin = ((await dosage.textContent()) ?? '').trim();
    expect(errors).toEqual([]);
    return { page, amoxicillin };
  }

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`gives a 35-year-old amoxicillin as capsules or tablets, never a syrup, on a ${size}`, async () => {
      const { page, amoxicillin } = await treatmentFor('35', '62', viewport);
      expect(amoxicillin).toMatch(/capsule|tablet/);
      expect(amoxicillin).not.toMatch(/mL|suspension|syrup|dispersible/);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/forms-adult-${size}.png`, fullPage: true });
      await page.context().close();
    });

    it(`gives a 3-year-old of 13 kg amoxicillin as dispersible tablets or a suspension, never capsules, on a ${size}`, async () => {
      const { page, amoxicillin } = await treatmentFor('3', '13', viewport);
      expect(amoxicillin).toMatch(/dispersible|suspension|syrup/);
      expect(amoxicillin).not.toMatch(/capsule/);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/forms-child-${size}.png`, fullPage: true });
      await page.context().close();
    });
  }
});
