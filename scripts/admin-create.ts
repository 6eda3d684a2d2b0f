/**
 * npm run admin:create -- --name "Dr Achieng Otieno" --registration "KMPDC A1234" \
 *   --facility "Kisumu County Referral Hospital" --country KE
 *
 * Creates an active admin account (roles admin, verifier, clinician) in the database the app uses
 * (DATA_DIR or DATABASE_URL, as for npm start) and prints a one-time password, to be changed at the
 * first sign-in. Run it once for the first admin; after that, admins approve accounts in the app.
 */
import { parseArgs } from 'node:util';
import { requestAccountBodySchema } from '../src/contracts/accounts';
import { createAdmin } from '../src/server/accounts';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';

const USAGE =
  'Usage: npm run admin:create -- --name "Dr Achieng Otieno" --registration "KMPDC A1234" --facility "Kisumu CRH" --country KE';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      registration: { type: 'string' },
      facility: { type: 'string' },
      country: { type: 'string', default: 'KE' },
    },
  });
  const parsed = requestAccountBodySchema.omit({ password: true }).safeParse({
    name: values.name,
    registrationNumber: values.registration,
    facility: values.facility,
    country: values.country,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.message ?? 'Invalid account'}\n${USAGE}`);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { account, temporaryPassword } = await createAdmin({ database, now: Date.now }, parsed.data);
    process.stdout.write(
      [
        `Admin account created for ${account.name} (${account.registrationNumber}).`,
        `Sign in at /sign-in with registration number ${account.registrationNumber} and this one-time password:`,
        '',
        `    ${temporaryPassword}`,
        '',
        'It is shown once and must be changed at the first sign-in.',
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
