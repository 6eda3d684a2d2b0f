import type { ReactNode } from 'react';
import { Link, useLocation } from '../../router';
import { useTranslation } from 'react-i18next';
import type { ClinicianRole } from '../../../contracts/accounts';
import { useClinician } from './api';

/**
 * Shows `children` (the buttons of something others rely on: approving a prescription, reporting or
 * verifying an outbreak) only to a signed-in clinician with `role`; everyone else gets a sign-in link.
 */
export function SignInRequired({
  action,
  role,
  children,
}: {
  /** What signing in allows, e.g. "approve the prescription". */
  action: string;
  role?: ClinicianRole;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const clinician = useClinician();
  if (clinician.isPending) return null;
  const account = clinician.data;
  if (account && !account.mustChangePassword && (!role || account.roles.includes(role)))
    return <>{children}</>;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-slate-900 dark:border-amber-600 dark:bg-slate-800 dark:text-slate-100">
      {account && role && !account.roles.includes(role)
        ? t('accounts.needsRole', { action, role: t(`accounts.role.${role}`) })
        : t('accounts.signInTo', { action })}{' '}
      {!account || account.mustChangePassword ? (
        <Link to={`/sign-in?next=${next}`} className="font-medium text-teal-800 underline dark:text-teal-300">
          {t('accounts.signIn')}
        </Link>
      ) : null}
    </p>
  );
}

/** The header's link: the clinician's name when signed in, "Sign in" otherwise. */
export function AccountLink() {
  const { t } = useTranslation();
  const clinician = useClinician();
  const account = clinician.data;
  return (
    <Link
      to="/sign-in"
      className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-teal-800 underline dark:text-teal-300"
    >
      {account ? account.name : t('accounts.signIn')}
    </Link>
  );
}
