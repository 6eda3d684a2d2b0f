import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { scrollsSideways, seriousAccessibilityViolations } from './support/page-checks';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Elements fixed on screen (toasts excepted): on a phone they sit over whatever scrolls beneath. */
const fixedElements = async (page: Page) =>
  (await page.evaluate(`[...document.querySelectorAll('body *')]
    .filter((element) => getComputedStyle(element).position === 'fixed')
    .filter((element) => !element.closest('[data-sonner-toaster]'))
    .filter((element) => element.getBoundingClientRect().width > 0)
    .map((element) => element.outerHTML.slice(0, 80))`)) as string[];

describe('/production on a 360 x 740 phone', () => {
  const run = useServerAndBrowser();

  async function open(viewport: { width: number; height: number } = viewports.phone): Promise<Page> {
    const { page } = await openPage(run, '/production', { viewport });
    await page.getByTestId('step-indicator').waitFor();
    return page;
  }

  async function analyse(page: Page, symptoms: string, age: string) {
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('button', { name: /Symptoms/ }).click();
    await page.getByLabel('Symptoms', { exact: true }).fill(symptoms);
    await page.getByText('Patient profile (age, sex, weight, allergies)').click();
    await page.getByLabel('Age (years)').fill(age);
    await page.getByLabel('I confirm patient consent has been obtained').check();
    await sections.getByRole('button', { name: /Analysis/ }).click();
    await page.getByRole('button', { name: 'Start AI Diagnosis' }).click();
    await page.getByTestId('result-heading').waitFor({ timeout: 30_000 });
  }

  it('keeps the sticky header under 20% of the screen, nothing fixed over the content, the result in view and focused', async () => {
    const page = await open();
    const header = page.getByTestId('production-header');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(0.2 * viewports.phone.height);
    expect(await fixedElements(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    await analyse(page, 'Fever for three days with chills and headache', '30');
    const heading = page.getByTestId('result-heading');
    await expect
      .poll(() => page.evaluate(`document.activeElement?.getAttribute('data-testid')`))
      .toBe('result-heading');
    const headingBox = (await heading.boundingBox()) as Box;
    const headerBox = (await header.boundingBox()) as Box;
    expect(overlaps(headingBox, headerBox)).toBe(false);
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(viewports.phone.height);
    expect(await fixedElements(page)).toEqual([]);

    // The Back and Home buttons sit in the page, below the content, never over a button.
    await page.getByRole('button', { name: 'Home' }).scrollIntoViewIfNeeded();
    const home = (await page.getByRole('button', { name: 'Home' }).boundingBox()) as Box;
    for (const button of await page.getByRole('button').all()) {
      if ((await button.textContent())?.trim() === 'Home' || !(await button.isVisible())) continue;
      const box = await button.boundingBox();
      if (box) expect(overlaps(home, box)).toBe(false);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(viewports))
    it(`counts the patient's emergency in the live alert count, with the emergency care in view, on a ${size}`, async () => {
      const page = await open(viewport);
      const before = (await page.getByTestId('alert-count').textContent()) ?? '';
      const count = Number(/(\d+)/.exec(before)?.[1]);
      await analyse(page, 'fever, convulsions, unable to drink', '3');
      await page.getByTestId('emergency-care').waitFor();
      await expect.poll(() => page.getByTestId('alert-count').textContent()).toContain(String(count + 1));
      const header = (await page.getByTestId('production-header').boundingBox()) as Box;
      const heading = (await page.getByTestId('result-heading').boundingBox()) as Box;
      expect(overlaps(header, heading)).toBe(false);
      // The emergency care starts on screen, under no sticky header.
      const care = (await page.getByTestId('emergency-care').boundingBox()) as Box;
      expect(care.y).toBeGreaterThanOrEqual(0);
      expect(care.y).toBeLessThan(viewport.height / 2);
      expect(overlaps(header, { ...care, height: 40 })).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.context().close();
    });
});
