import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { seriousAccessibilityViolations } from './support/page-checks';

const otherScreens = ['/enhanced', '/complete', '/production', '/classic'];

/**
 * Issue 14, points 3, 4, 6 and 8 on a 360-px phone and a desktop: consent and Start on the first screen
 * of /, where a newcomer learns what each other screen is for, and the header links all five (the README
 * says which to use when); /production's upload card lists its accepted types once, the very ones its
 * file picker takes; and the assistant asks for the age and the measured weight before any dose, then
 * gives an adult tablets, never a syrup by the mL.
 */
describe('orientation, true words and doses for the patient entered', () => {
  const run = useServerAndBrowser();

  it('the README says which screen to use when, for each of the five', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const guide = readme.slice(readme.indexOf('## Which screen to use'));
    for (const path of ['/', ...otherScreens]) expect(guide).toContain(`\`${path}\``);
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`/ on a ${size}: one line for each other screen, and the header links all five`, async () => {
      const { page, errors } = await openPage(run, '/', { viewport });
      const list = page.getByTestId('other-screens');
      await list.waitFor();
      // The first step's action, consent then Start, on the first screen (point 4): no hunting for it.
      for (const control of [
        page.getByLabel('I confirm patient consent has been obtained'),
        page.getByRole('button', { name: 'Start New Session' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }
      const items = list.getByRole('listitem');
      expect(await items.count()).toBe(otherScreens.length);
      for (const [index, path] of otherScreens.entries()) {
        const item = items.nth(index);
        expect(await item.getByRole('link').getAttribute('href')).toBe(path);
        // The link's name, then what the screen is for, in words of its own.
        expect(((await item.textContent()) ?? '').split(':')[1]?.trim().length ?? 0).toBeGreaterThan(20);
      }
      const header = page.getByRole('navigation', { name: 'Main navigation' });
      const hrefs = await header
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const path of ['/', ...otherScreens]) expect(hrefs).toContain(path);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`/production on a ${size}: the upload card lists its accepted types once, those its file picker takes`, async () => {
      const { page, errors } = await openPage(run, '/production', { viewport });
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /Upload/ })
        .click();
      const input = page.getByTestId('file-input');
      await input.waitFor({ state: 'attached' });
      const card = page
        .getByRole('region', { name: /Upload/ })
        .or(input.locator('xpath=ancestor::section[1]'));
      const cardText = (await card.first().textContent()) ?? '';
      const taken = ((await input.getAttribute('accept')) ?? '')
        .split(',')
        .filter((entry) => entry.startsWith('.'));
      expect(taken.length).toBeGreaterThan(0);
      const listed = /: ((?:\.\w+(?:, )?)+)\./.exec(cardText)?.[1]?.split(', ') ?? [];
      expect([...listed].sort()).toEqual([...taken].sort());
      // Each type named once on the card: one list, not two that disagree.
      for (const extension of taken)
        expect(cardText.match(new RegExp(`\\${extension}(?![a-z])`, 'gi'))?.length).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`/production on a ${size}: the assistant asks for the age and the weight before any dose, then gives an adult tablets`, async () => {
      const sentForDoses: string[] = [];
      const { page, errors } = await openPage(run, '/production', {
        viewport,
        beforeGoto: (opened) =>
          opened.on('request', (request) => {
            const path = new URL(request.url()).pathname;
            if (/\/api\/ai-(prescription|comprehensive-assessment)$/.test(path)) sentForDoses.push(path);
          }),
      });
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /AI Assistant/ })
        .click();
      for (const symptom of ['fever for 2 days', 'headache', 'body aches']) {
        await page.getByLabel('Symptom', { exact: true }).fill(symptom);
        await page.getByRole('button', { name: 'Add Symptom' }).click();
      }
      await page.getByRole('button', { name: 'Comprehensive Assessment' }).click();
      // No profile: no dose for an assumed adult; the profile is opened and asked for.
      await page.getByText('Age and Weight Required').first().waitFor();
      await page.getByRole('tab', { name: 'Patient Profile', selected: true }).waitFor();
      expect(sentForDoses).toEqual([]);
      await page.getByLabel('Age (years)').fill('35');
      await page.getByLabel('Sex').selectOption('male');
      await page.getByRole('button', { name: 'Comprehensive Assessment' }).click();
      await page.getByText('Weight Required').first().waitFor();
      expect(sentForDoses).toEqual([]);
      await page.getByLabel('Weight (kg)').fill('70');
      await page.getByLabel('I confirm patient consent has been obtained').first().check();
      await page.getByRole('button', { name: 'Comprehensive Assessment' }).click();
      await page.getByRole('tab', { name: 'AI Prescription', selected: true }).waitFor({ timeout: 30_000 });
      const medications = page.getByRole('heading', { name: 'Medications' }).locator('xpath=..');
      await medications.waitFor();
      const plan = (await medications.textContent()) ?? '';
      expect(plan).toMatch(/paracetamol/i);
      expect(plan).toMatch(/tablet/i);
      expect(plan).not.toMatch(/syrup|suspension|\d+(\.\d+)? ?mL of/i);
      expect(sentForDoses.length).toBeGreaterThan(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
