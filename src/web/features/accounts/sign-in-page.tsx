import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router';
import { useTranslation } from 'react-i18next';
import { describeError, notifyFailure, notifySuccess } from '../../api/notify';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import {
  useChangePassword,
  useClinician,
  useRequestAccount,
  useSignIn,
  useSignOut,
  type Clinician,
} from './api';

/** Only same-site paths are followed after sign-in: `next` never sends the clinician to another site. */
const safeNext = (next: string | null) => (next && /^\/(?!\/)/.test(next) ? next : '/');

function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useSearchParams();
  const signIn = useSignIn();
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [password, setPassword] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { account } = await signIn.mutateAsync({ registrationNumber, password });
      setPassword('');
      if (!account.mustChangePassword) navigate(safeNext(params.get('next')));
    } catch (error) {
      notifyFailure(t('accounts.signInFailed'), describeError(error, t('accounts.signInFailed')), error);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" aria-label={t('accounts.signIn')}>
      <TextField
        label={t('accounts.registrationNumber')}
        autoComplete="username"
        value={registrationNumber}
        onChange={(e) => setRegistrationNumber(e.target.value)}
        required
      />
      <TextField
        label={t('accounts.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Button type="submit" disabled={signIn.isPending}>
        {t('accounts.signIn')}
      </Button>
    </form>
  );
}

function RequestAccountForm() {
  const { t } = useTranslation();
  const request = useRequestAccount();
  const [draft, setDraft] = useState({
    name: '',
    registrationNumber: '',
    facility: '',
    country: 'KE',
    password: '',
  });
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await request.mutateAsync(draft);
      notifySuccess(t('accounts.requested'), answer.message);
      setDraft({ ...draft, password: '' });
    } catch (error) {
      notifyFailure(t('accounts.requestFailed'), describeError(error, t('accounts.requestFailed')), error);
    }
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-label={t('accounts.requestAccount')}
    >
      <TextField label={t('accounts.name')} autoComplete="name" {...field('name')} required />
      <TextField
        label={t('accounts.registrationNumber')}
        hint={t('accounts.registrationHint')}
        {...field('registrationNumber')}
        required
      />
      <TextField label={t('accounts.facility')} {...field('facility')} required />
      <TextField label={t('accounts.country')} maxLength={2} {...field('country')} required />
      <TextField
        label={t('accounts.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('accounts.passwordHint')}
        {...field('password')}
        required
      />
      <Button type="submit" variant="secondary" disabled={request.isPending}>
        {t('accounts.requestAccount')}
      </Button>
    </form>
  );
}

function ChangePasswordForm({ isRequired }: { isRequired: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      notifySuccess(t('accounts.passwordChanged'));
      setCurrent('');
      setNew('');
    } catch (error) {
      notifyFailure(t('accounts.passwordFailed'), describeError(error, t('accounts.passwordFailed')), error);
    }
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-label={t('accounts.changePassword')}
    >
      {isRequired && <p role="alert">{t('accounts.mustChange')}</p>}
      <TextField
        label={t('accounts.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
        required
      />
      <TextField
        label={t('accounts.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('accounts.passwordHint')}
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        required
      />
      <Button type="submit" disabled={change.isPending}>
        {t('accounts.changePassword')}
      </Button>
    </form>
  );
}

function SignedIn({ account }: { account: Clinician }) {
  const { t } = useTranslation();
  const signOut = useSignOut(false);
  const signOutEverywhere = useSignOut(true);
  return (
    <Card title={t('accounts.signedInAs', { name: account.name })}>
      <p className="text-sm">
        {account.registrationNumber} · {account.facility} · {account.country} ·{' '}
        {account.roles.map((role) => t(`accounts.role.${role}`)).join(', ')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void signOut.mutateAsync()}>
          {t('accounts.signOut')}
        </Button>
        <Button variant="secondary" onClick={() => void signOutEverywhere.mutateAsync()}>
          {t('accounts.signOutEverywhere')}
        </Button>
        {account.roles.includes('admin') && !account.mustChangePassword && (
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center px-2 font-medium text-teal-800 underline dark:text-teal-300"
          >
            {t('accounts.adminLink')}
          </Link>
        )}
      </div>
      <div className="mt-4">
        <ChangePasswordForm isRequired={account.mustChangePassword} />
      </div>
    </Card>
  );
}

/** /sign-in: sign in, or ask for an account; once signed in, the account, sign-out and password change. */
export function SignInPage() {
  const { t } = useTranslation();
  const clinician = useClinician();
  const [isRequesting, setRequesting] = useState(false);
  return (
    <div className="mx-auto max-w-md space-y-4 p-4">
      <h1 className="text-xl font-bold">{t('accounts.title')}</h1>
      {clinician.isPending && <p>{t('loading')}</p>}
      {clinician.data && <SignedIn account={clinician.data} />}
      {clinician.data === null && (
        <Card title={isRequesting ? t('accounts.requestAccount') : t('accounts.signIn')}>
          {isRequesting ? <RequestAccountForm /> : <SignInForm />}
          <Button variant="secondary" className="mt-3" onClick={() => setRequesting(!isRequesting)}>
            {isRequesting ? t('accounts.haveAccount') : t('accounts.requestAccount')}
          </Button>
          <p className="mt-3 text-sm">{t('accounts.why')}</p>
        </Card>
      )}
    </div>
  );
}
