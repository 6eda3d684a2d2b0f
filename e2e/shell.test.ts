import { describe, expect, it } from 'vitest';
import { viewports } from './support/browser';
import { openPage, useServerAndBrowser } from './support/e2e-run';

describe('the web app shell in a real browser', () => {
  const run = useServerAndBrowser();

  it('opens the workflow page with the professional-use disclaimer', async () => {
    const { page, errors } = await openPage(run, '/');
    await expect(page.getByTestId('disclaimer').textContent()).resolves.toMatch(/professional use only/i);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows Page Not Found for an unknown path', async () => {
    const { page } = await openPage(run, '/no/such/page', { viewport: viewports.desktop });
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found');
    await page.close();
  });
});
