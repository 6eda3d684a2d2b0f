import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, ClinicianRole } from '../../../contracts/accounts';
import { apiPaths } from '../../api/api-paths';
import { describeError, notifyFailure, notifySuccess } from '../../api/notify';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/field';
import {
  useAccounts,
  useApproveAccount,
  useAuditTrail,
  useClinician,
  useDisableAccount,
  useResetPassword,
} from './api';
import { SignInRequired } from './sign-in-required';

const ROLES: readonly ClinicianRole[] = ['clinician', 'verifier', 'admin'];

function AccountRow({ account, isSelf }: { account: Account; isSelf: boolean }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<ClinicianRole[]>(['clinician']);
  const [temporaryPassword, setTemporaryPassword] = useState<string>();
  const approve = useApproveAccount();
  const disable = useDisableAccount();
  const reset = useResetPassword();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyFailure(t('accounts.adminFailed'), describeError(error, t('accounts.adminFailed')), error);
    }
  };
  return (
    <li className="rounded border border-slate-200 p-2 dark:border-slate-700" data-testid="account-row">
      <p className="font-medium">
        {account.name}{' '}
        <Badge tone={account.status === 'active' ? 'success' : 'warning'}>
          {t(`accounts.status.${account.status}`)}
        </Badge>
      </p>
      <p className="text-sm">
        {account.registrationNumber} · {account.facility} · {account.country} ·{' '}
        {account.roles.map((role) => t(`accounts.role.${role}`)).join(', ')}
      </p>
      {account.status === 'pending' && (
        <fieldset className="mt-2">
          <legend className="text-sm font-medium">{t('accounts.rolesLegend')}</legend>
          {ROLES.map((role) => (
            <CheckboxField
              key={role}
              label={t(`accounts.role.${role}`)}
              checked={roles.includes(role)}
              onChange={(e) =>
                setRoles(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
              }
            />
          ))}
          <Button
            className="mt-2"
            disabled={roles.length === 0 || approve.isPending}
            onClick={() =>
              void run(() => approve.mutateAsync({ id: account.id, roles }), t('accounts.approved'))
            }
          >
            {t('accounts.approve')}
          </Button>
        </fieldset>
      )}
      {account.status === 'active' && !isSelf && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              void run(
                async () => setTemporaryPassword((await reset.mutateAsync(account.id)).temporaryPassword),
                t('accounts.resetDone'),
              )
            }
          >
            {t('accounts.resetPassword')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void run(() => disable.mutateAsync(account.id), t('accounts.disabled'))}
          >
            {t('accounts.disable')}
          </Button>
        </div>
      )}
      {temporaryPassword && (
        <p role="status" className="mt-2 text-sm">
          {t('accounts.temporaryPassword')} <code className="font-mono text-base">{temporaryPassword}</code>
        </p>
      )}
    </li>
  );
}

function AdminScreens() {
  const { t } = useTranslation();
  const me = useClinician();
  const accounts = useAccounts(true);
  const audit = useAuditTrail(true);
  return (
    <>
      <Card title={t('accounts.accountsTitle')}>
        {accounts.isPending && <p>{t('loading')}</p>}
        {accounts.isError && <p role="alert">{describeError(accounts.error, t('accounts.adminFailed'))}</p>}
        <ul className="space-y-2">
          {accounts.data?.map((account) => (
            <AccountRow key={account.id} account={account} isSelf={account.id === me.data?.id} />
          ))}
        </ul>
      </Card>
      <Card title={t('accounts.auditTitle')}>
        <p className="mb-2 text-sm">{t('accounts.auditNote')}</p>
        <a
          href={apiPaths.adminAuditCsv}
          download
          className="font-medium text-teal-800 underline dark:text-teal-300"
        >
          {t('accounts.auditCsv')}
        </a>
        <ol className="mt-2 space-y-1 text-sm" data-testid="audit-trail">
          {audit.data?.map((event) => (
            <li key={event.id} className="break-words border-b border-slate-200 py-1 dark:border-slate-700">
              <time dateTime={event.at}>{event.at.replace('T', ' ').slice(0, 19)}</time> ·{' '}
              <strong>{event.action}</strong>
              {event.actorName ? ` · ${event.actorName}` : ''}
              {event.detail ? ` · ${event.detail}` : ''}
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}

/** /admin: approve accounts, reset passwords, read and export the audit trail (admins only). */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4">
      <h1 className="text-xl font-bold">{t('accounts.adminTitle')}</h1>
      <SignInRequired action={t('accounts.toAdminister')} role="admin">
        <AdminScreens />
      </SignInRequired>
    </div>
  );
}
