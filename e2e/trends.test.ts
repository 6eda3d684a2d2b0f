import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, viewports } from './support/browser';
import { scrollsSideways, seriousAccessibilityViolations } from './support/page-checks';
import { completeAnalyses } from './support/seed-analyses';

const CHART_CHUNK = /\/assets\/weekly-counts-chart-[^/]+\.js$/;

describe('the trends section of /production with a server that has counted analyses', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    // Six febrile adults in Kenya this week: above the suppression threshold of 5.
    await completeAnalyses(server.baseUrl, 6, ['Fever for 3 days', 'chills', 'headache', 'joint pains']);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openTrends(viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${server.baseUrl}/production`);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Trends/ })
      .click();
    await page.getByRole('heading', { name: 'Live health intelligence' }).waitFor();
    return { page, errors, hasChartLoaded: () => scripts.some((url) => CHART_CHUNK.test(url)) };
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the weekly counts chart only when opened, from the server's counts, on a ${name}`, async () => {
      const { page, errors, hasChartLoaded } = await openTrends(viewport);
      await page.getByText('Current health alerts').waitFor();
      expect(hasChartLoaded()).toBe(false);

      await page.getByText('Weekly counts', { exact: true }).click();
      const chart = page.getByRole('img', { name: /^Malaria, uncomplicated: .*: 6$/ });
      await chart.waitFor({ timeout: 10_000 });
      expect(hasChartLoaded()).toBe(true);
      // Earlier weeks had fewer than 5 analyses: the chart says so instead of showing the count.
      await expect(chart.getAttribute('aria-label')).resolves.toContain('<5');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('exports the weekly counts as CSV for the district health records officer (DHIS2)', async () => {
    const { page, errors } = await openTrends(viewports.desktop);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Weekly counts (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('weekly-counts-KE.csv');
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/^country,region,epi_week,/);
    expect(rows.some((row) => row.startsWith('KE,') && row.includes('malaria'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says it cannot fetch the trends and offers Retry when the intelligence API fails', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, reducedMotion: 'reduce' });
    const page: Page = await context.newPage();
    let isFailing = true;
    await page.route('**/api/health-intelligence/**', (route) =>
      isFailing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Try again later' } }),
          })
        : route.continue(),
    );
    await page.goto(`${server.baseUrl}/production`);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Trends/ })
      .click();
    await page
      .getByText('Unable to fetch current health trends. Please check your connection and try again.')
      .waitFor({ timeout: 20_000 });
    isFailing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Current health alerts').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
