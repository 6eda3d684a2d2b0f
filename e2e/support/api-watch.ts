import type { Page } from 'playwright-core';

/**
 * Every API the screens call exists on the real server: a 404 'No such route' or a 5xx answer is
 * recorded as an error of the page, next to its script errors.
 */
export function watchApiFailures(page: Page, errors: string[]): void {
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const status = response.status();
    if (status >= 500) {
      errors.push(`${status} ${response.request().method()} ${url.pathname}`);
      return;
    }
    if (status !== 404) return;
    const body = await response.text().catch(() => '');
    if (body.includes('No such route'))
      errors.push(`missing route ${response.request().method()} ${url.pathname}`);
  });
}
