import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { scrollsSideways, seriousAccessibilityViolations } from './support/page-checks';
import { completeAnalyses } from './support/seed-analyses';

const CHART_CHUNK = /\/assets\/weekly-counts-chart-[^/]+\.js$/;

describe('the trends section of /production with a server that has counted analyses', () => {
  const run = useServerAndBrowser(async (server) => {
    // Six febrile adults in Kenya this week: above the suppression threshold of 5.
    await completeAnalyses(server.baseUrl, 6, ['Fever for 3 days', 'chills', 'headache', 'joint pains']);
  });

  async function openTrends(viewport: { width: number; height: number }) {
    const scripts: string[] = [];
    const { page, errors } = await openPage(run, '/production', {
      viewport,
      beforeGoto: (opened) => opened.on('request', (request) => scripts.push(request.url())),
    });
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
    let isFailing = true;
    const { page } = await openPage(run, '/production', {
      beforeGoto: (opened) =>
        opened.route('**/api/health-intelligence/**', (route) =>
          isFailing
            ? route.fulfill({
                status: 503,
                contentType: 'application/json',
                body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Try again later' } }),
              })
            : route.continue(),
        ),
    });
    const context = page.context();
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
