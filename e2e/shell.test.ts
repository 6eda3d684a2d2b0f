import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server';
import { launchBrowser, viewports } from './support/browser';

describe('the web app shell in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the workflow page with the professional-use disclaimer', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/`);
    await expect(page.getByTestId('disclaimer').textContent()).resolves.toMatch(/professional use only/i);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows Page Not Found for an unknown path', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${server.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found');
    await page.close();
  });
});
