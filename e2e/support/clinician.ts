import type { Page } from 'playwright-core';
import type { ClinicianRole } from '../../src/contracts/accounts';
import { openDatabase } from '../../src/server/db/database';
import { requestAccount } from '../../src/server/accounts/service';
import type { RunningServer } from './server';

export interface E2eClinician {
  registrationNumber: string;
  password: string;
  name: string;
}

/**
 * An approved clinician in the running server's database (as an admin would approve them: the approval
 * screen has its own journey in accounts.test.ts).
 */
export async function approvedClinician(
  server: RunningServer,
  {
    registrationNumber,
    name,
    roles = ['clinician'],
  }: { registrationNumber: string; name: string; roles?: ClinicianRole[] },
): Promise<E2eClinician> {
  const password = `${registrationNumber} e2e password`;
  const database = await openDatabase({ dataDir: server.dataDir });
  try {
    const account = await requestAccount(
      { database, now: Date.now },
      { name, registrationNumber, facility: 'Mbagathi Hospital', country: 'KE', password },
    );
    await database.db
      .updateTable('clinician_accounts')
      .set({ status: 'active', roles: roles.join(',') })
      .where('id', '=', account.id)
      .execute();
  } finally {
    await database.close();
  }
  return { registrationNumber, password, name };
}

/** Signs the page's browser context in through the API, then reloads so the screens know. */
export async function signInPage(page: Page, baseUrl: string, clinician: E2eClinician): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/accounts/sign-in`, {
    data: { registrationNumber: clinician.registrationNumber, password: clinician.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  await page.reload();
}
