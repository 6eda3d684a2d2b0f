import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { consent, journeys } from './support/screen-journeys';
import { scrollsSideways, seriousAccessibilityViolations, tabsOffScreen } from './support/page-checks';
import {
  appHeader,
  fixedElements,
  fixedElementsOverContent,
  overlaps,
  pageHeight,
  stickyBoxes,
  tallestStickyHeight,
  unrollForScreenshot,
  visibleBottom,
  visibleToasts,
  type Box,
} from './support/layout-checks';
import { toastsSeen, watchToasts } from './support/toast-watch';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

interface Sent {
  at: number;
  method: string;
  path: string;
}

/**
 * Issue 14, points 2, 4 and 9 on all five screens, on a 360 x 740 phone and a desktop: nothing carrying
 * patient data leaves before consent is ticked (read on the network); no element fixed over the content,
 * sticky headers at most 20% of the screen; after an analysis the result heading has focus, is in view
 * and under no sticky header; one toast at a time; axe finds no serious or critical violation.
 */
/** At most about four and a half phone screens after a typical analysis, input included. */
const phonePageLimitPx = 3_400;

describe('every screen, the same journey rules', () => {
  const run = useServerAndBrowser();

  it('control: a toast fixed over the page at 360 px is caught by the toast watch', async () => {
    const { page } = await openPage(run, '/enhanced', { viewport: viewports.phone });
    // The toasts as they were before the toast strip: fixed at the foot of the screen.
    await page.addStyleTag({
      content:
        '[data-sonner-toaster] { position: fixed !important; bottom: 0 !important; left: 0 !important; }',
    });
    await watchToasts(page);
    await page.getByLabel('Patient ID').fill('AFR-E2E-CONTROL');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByText('Privacy Consent Required').first().waitFor();
    await expect.poll(async () => (await toastsSeen(page)).covering.length).toBeGreaterThan(0);
    await page.context().close();
  });

  /**
   * Each screen's first step: its primary action, what the clinician does before pressing it, and what
   * shows that the step was done (all of which must be on screen, on a 360 x 740 phone, without hunting).
   */
  const firstSteps: Record<
    string,
    {
      button: string;
      before?: (page: Page) => Promise<unknown>;
      result: (page: Page) => Locator;
      /** The result is a toast, below the page's view: it must be on the screen. */
      isToast?: boolean;
    }
  > = {
    '/': {
      button: 'Start New Session',
      before: consent,
      result: (page) => page.getByTestId('session-id'),
    },
    '/production': {
      button: 'Symptoms',
      result: (page) => page.getByRole('heading', { name: 'Symptoms', exact: true, level: 1 }),
    },
    '/enhanced': {
      button: 'Create Session',
      before: async (page) => {
        await consent(page);
        await page.getByLabel('Patient ID').fill('AFR-E2E-FIRST-1');
      },
      // The dashboard's session status sits below the work on a phone: the toast says it.
      result: (page) => page.getByText('Session Created').first(),
      isToast: true,
    },
    '/complete': {
      button: 'Create Session',
      before: async (page) => {
        await consent(page);
        await page.getByLabel('Patient ID').fill('AFR-E2E-FIRST-2');
      },
      result: (page) => page.getByText(/^Session \S{8}$/),
    },
    '/classic': {
      button: 'Add Symptom',
      before: async (page) => {
        await consent(page);
        // Long enough to take three lines, as a clinician writes it.
        await page.getByLabel('Description').fill('Fever since yesterday, had convulsions this morning');
        await page.getByLabel('Onset').selectOption('sudden');
        await page.getByLabel('Frequency').selectOption('episodic');
        await page.getByLabel('Severity').selectOption('severe');
        await page.getByLabel('Duration').fill('1 day');
      },
      result: (page) => page.getByRole('list', { name: 'Current symptoms' }),
    },
  };

  const inView = (box: Box, height: number) => box.y >= 0 && box.y + box.height <= height;

  for (const [path, { button, before, result, isToast }] of Object.entries(firstSteps))
    it(`${path} on a phone: the first step's primary action is on the first screen under nothing fixed, and so is its result`, async () => {
      const { page } = await openPage(run, path, { viewport: viewports.phone });
      await page.waitForLoadState('networkidle');
      const action = page.getByRole('button', { name: button }).first();
      const box = (await action.boundingBox()) as Box;
      // Issue 14, point 4: at most 740 on every screen. Before the phone layouts of /complete and /classic
      // (consent notice behind 'Read the notice', compact headers, the symptom form in two columns):
      // 856 (/complete) and 1,212 (/classic); before the banner and step cards moved below the work: 934
      // (/enhanced), 1,288 (/complete), 1,542 (/classic).
      expect(inView(box, viewports.phone.height)).toBe(true);
      expect(await fixedElements(page)).toEqual([]);
      // A sticky header may hold the button (/production's section tabs), never cover it.
      const holds = (outer: Box) =>
        outer.y <= box.y && box.y + box.height <= outer.y + outer.height && outer.x <= box.x;
      for (const sticky of await stickyBoxes(page))
        if (!holds(sticky)) expect(overlaps(sticky, box)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The step's result shows on the same screen, under no sticky header, without scrolling to find it.
      await before?.(page);
      expect(inView((await action.boundingBox()) as Box, viewports.phone.height)).toBe(true);
      await action.click();
      const shown = result(page);
      await shown.waitFor({ timeout: 10_000 });
      // In the visible page: above the toast that says the step was done (it shortens the page's view).
      await page.waitForTimeout(500);
      const resultBox = (await shown.boundingBox()) as Box;
      const bottom = isToast ? viewports.phone.height : await visibleBottom(page);
      expect(inView(resultBox, bottom)).toBe(true);
      for (const sticky of await stickyBoxes(page)) expect(overlaps(sticky, resultBox)).toBe(false);
      await page.context().close();
    });

  async function open(path: string, viewport: { width: number; height: number }) {
    const sent: Sent[] = [];
    const { page, errors } = await openPage(run, path, {
      viewport,
      beforeGoto: (opened) =>
        opened.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/'))
            sent.push({ at: Date.now(), method: request.method(), path: url.pathname });
        }),
    });
    await page.waitForLoadState('networkidle');
    return { page, errors, sent };
  }

  for (const [name, viewport] of Object.entries(viewports))
    for (const [path, journey] of Object.entries(journeys))
      it(`${path} on a ${name}: consent before patient data, nothing fixed over the content, the result focused and in view, one toast`, async () => {
        const { page, errors, sent } = await open(path, viewport);
        // On a phone nothing floats; on a desktop a floating button (spec: /production's Home and Back)
        // may stay where it covers nothing.
        const uncovered = name === 'phone' ? fixedElements : fixedElementsOverContent;
        expect(await uncovered(page)).toEqual([]);
        expect(await tallestStickyHeight(page)).toBeLessThanOrEqual(0.2 * viewport.height);
        // The app header scrolls away with the page on every screen, and even so takes at most 20% of
        // the first screen (236 px at 360 x 740 before it was made compact).
        const header = await appHeader(page);
        expect(header.staysOnScreen).toBe(false);
        expect(header.height).toBeLessThanOrEqual(0.2 * viewport.height);
        // Opening a screen sends nothing about a patient and opens no session.
        expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);

        // Every toast of the journey (Session Created, Symptoms Added, Analysis Complete...) is checked the
        // moment it shows: on a phone none is fixed on screen or over the visible content.
        await watchToasts(page);
        const consentAt = await journey(page);
        const heading = page.getByTestId('result-heading');
        await heading.waitFor({ timeout: 40_000 });
        await expect
          .poll(() => page.evaluate(`document.activeElement?.getAttribute('data-testid')`), {
            timeout: 10_000,
          })
          .toBe('result-heading');
        const headingBox = (await heading.boundingBox()) as Box;
        expect(headingBox.y).toBeGreaterThanOrEqual(0);
        expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(viewport.height);
        for (const sticky of await stickyBoxes(page)) expect(overlaps(sticky, headingBox)).toBe(false);
        expect(await uncovered(page)).toEqual([]);
        expect(await tallestStickyHeight(page)).toBeLessThanOrEqual(0.2 * viewport.height);
        expect(await visibleToasts(page)).toBeLessThanOrEqual(1);
        const toasts = await toastsSeen(page);
        expect(toasts.mostShown).toBe(1);
        if (name === 'phone') {
          expect(toasts.checks).toBeGreaterThan(0);
          expect(toasts.covering).toEqual([]);
        }
        // A febrile adult with no malaria test: no screen offers the antimalarial or advice on taking it
        // (WHO Guidelines for malaria 2023, 5.1: parasitological confirmation before treatment).
        expect(await page.locator('main').textContent()).not.toMatch(/artemether/i);
        expect(await scrollsSideways(page)).toBe(false);
        // Every result tab shows without scrolling its list sideways (on a phone the tabs wrap).
        expect(await tabsOffScreen(page)).toEqual([]);
        // Secondary detail waits behind disclosures: the page after a typical analysis stays short (at
        // 360 px it was 3,577-4,982 px before; 2,185-3,308 px when this limit was set).
        if (name === 'phone') expect(await pageHeight(page)).toBeLessThanOrEqual(phonePageLimitPx);

        const carryingData = sent.filter(
          (request) => request.method !== 'GET' && request.path !== '/api/feedback',
        );
        expect(carryingData.length).toBeGreaterThan(0);
        expect(carryingData.filter((request) => request.at < consentAt)).toEqual([]);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        if (SCREENSHOTS) {
          const file = `${SCREENSHOTS}/${name}-${path === '/' ? 'workflow' : path.slice(1)}.png`;
          await unrollForScreenshot(page);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`${path} ${name}: page height ${await pageHeight(page)} px`);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      });
});
