import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useServerAndBrowser } from './support/e2e-run';
import { scrollsSideways, seriousAccessibilityViolations } from './support/page-checks';
import { createAdmin } from '../src/server/accounts';
import { openDatabase } from '../src/server/db/database';

/** Where the journey's screenshots go, for a person to look at (npm test does not compare them). */
const SHOTS = process.env.E2E_SCREENSHOTS;

describe('clinician accounts at 360 px: request, first admin, approval, audit trail, sign-in gates', () => {
  let temporaryPassword: string;
  const run = useServerAndBrowser(async (server) => {
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      ({ temporaryPassword } = await createAdmin(
        { database, now: Date.now },
        {
          name: 'Dr Achieng Otieno',
          registrationNumber: 'KMPDC A1234',
          facility: 'Kisumu CRH',
          country: 'KE',
        },
      ));
    } finally {
      await database.close();
    }
  });

  const open = (path: string) => openPage(run, path);
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  async function signIn(page: Page, registrationNumber: string, password: string) {
    await page.getByLabel('Registration number (e.g. KMPDC)').fill(registrationNumber);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  it('signed out, outbreak reporting asks for a sign-in; the journey to an approved verifier', async () => {
    const { page, errors } = await open('/production');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Trends/ })
      .click();
    await page.getByText('Sign in as a clinician to report an outbreak.').waitFor();
    expect(await page.getByRole('button', { name: 'Add Update' }).count()).toBe(0);
    await shot(page, '1-trends-signed-out');

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.getByRole('heading', { name: 'Clinician account' }).waitFor();
    await page.getByRole('button', { name: 'Request an account' }).click();
    await page.getByLabel('Full name').fill('Dr Wanjiru Kamau');
    await page.getByLabel('Registration number (e.g. KMPDC)').fill('KMPDC-B2002');
    await page.getByLabel('Facility').fill('Mbagathi Hospital');
    await page.getByLabel('New password').fill('wanjiru password 1');
    await page.getByRole('button', { name: 'Request an account' }).first().click();
    await page.getByText('Account requested', { exact: true }).waitFor();
    await shot(page, '2-account-requested');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'I have an account' }).click();
    await signIn(page, 'KMPDC A1234', temporaryPassword);
    await page.getByText('Choose your own password before continuing').waitFor();
    await page.getByLabel('Current password').fill(temporaryPassword);
    await page.getByLabel('New password').fill('admin password 2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();
    await page.getByRole('link', { name: 'Accounts and audit trail' }).click();
    const row = page.getByTestId('account-row').filter({ hasText: 'Dr Wanjiru Kamau' });
    await row.getByText('waiting for approval').waitFor();
    await row.getByLabel('verifier').check();
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByText('active', { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('audit-trail').getByText('account-approved').waitFor();
    await shot(page, '3-admin');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto(`${run.server.baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await signIn(page, 'KMPDC-B2002', 'wanjiru password 1');
    await page.getByRole('heading', { name: 'Diagnostic workflow' }).waitFor(); // back where sign-in began
    await page.getByRole('link', { name: 'Dr Wanjiru Kamau' }).waitFor();
    await page.goto(`${run.server.baseUrl}/production`);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Trends/ })
      .click();
    await page.getByRole('button', { name: 'Add Update' }).waitFor();
    await shot(page, '4-trends-signed-in');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the reporter changes an outbreak status from the screen; a resolution waits for a second clinician', async () => {
    const { page, errors } = await open('/sign-in');
    await signIn(page, 'KMPDC-B2002', 'wanjiru password 1');
    await page.getByRole('link', { name: 'Dr Wanjiru Kamau' }).waitFor();
    await page.goto(`${run.server.baseUrl}/production`);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Trends/ })
      .click();
    await page.getByRole('button', { name: 'Add Update' }).click();
    const form = page.getByRole('form', { name: 'Add Update' });
    await form.getByLabel('Condition').fill('Cholera');
    await form.getByLabel('Location').fill('Kibera');
    await form.getByLabel('Cases').fill('12');
    await form.getByLabel('Verification source').fill('Stool culture, county lab');
    await form.getByRole('button', { name: 'Submit Update' }).click();
    const report = page.getByRole('listitem').filter({ hasText: 'Kibera' });
    await report.getByText('Awaiting verification by a second doctor').waitFor();

    // The status control: the reporter may change it; closing waits for a second clinician.
    await report.getByLabel('New status').selectOption('resolved');
    await report.getByRole('button', { name: 'Change status' }).click();
    await report.getByText('Resolved asked for, awaiting verification by a second clinician').waitFor();
    await report.getByRole('button', { name: 'Verify status change' }).click();
    await page.getByText('The status could not be changed').first().waitFor();
    await page.getByText('must be verified by a clinician other than the one who asked').first().waitFor();
    await report.getByText('Resolved asked for, awaiting verification by a second clinician').waitFor();
    await shot(page, '5-outbreak-status');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the admin screen asks a signed-out visitor to sign in', async () => {
    const { page, errors } = await open('/admin');
    await page.getByText('Sign in as a clinician to manage accounts and read the audit trail.').waitFor();
    expect(await page.getByTestId('audit-trail').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
