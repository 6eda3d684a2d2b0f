import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthUpdateInput } from '../../../contracts/intelligence';
import { describeError, notifyFailure, notifySuccess } from '../../api/notify';
import { Badge, urgencyTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CsvExportLinks } from './csv-export-links';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { SignInRequired } from '../accounts';
import { useAddHealthUpdate, useVerifiedUpdates, useVerifyHealthUpdate } from './api';
import { OutbreakStatusControl } from './outbreak-status-control';

const severities = ['low', 'medium', 'high', 'critical'] as const;
const statuses = ['emerging', 'active', 'contained', 'resolved'] as const;
type Draft = Record<
  | 'condition'
  | 'location'
  | 'cases'
  | 'deaths'
  | 'severity'
  | 'status'
  | 'verificationSource'
  | 'facilityName'
  | 'notes',
  string
>;
const blank: Draft = {
  condition: '',
  location: '',
  cases: '',
  deaths: '0',
  severity: 'medium',
  status: 'active',
  verificationSource: '',
  facilityName: '',
  notes: '',
};

function UpdateForm({ country, region, onDone }: { country: string; region: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const add = useAddHealthUpdate();
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
    error: errors[key],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { healthUpdateFieldsSchema } = await import('../../../contracts/intelligence');
    const body = {
      ...draft,
      country,
      region,
      facilityName: draft.facilityName || undefined,
      notes: draft.notes || undefined,
      deaths: draft.deaths || '0',
    };
    const parsed = healthUpdateFieldsSchema.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await add.mutateAsync(body as unknown as HealthUpdateInput);
      notifySuccess(t('trends.updateSaved'), answer.message);
      setDraft(blank);
      onDone();
    } catch (error) {
      notifyFailure(t('trends.updateFailed'), describeError(error, t('trends.updateFailed')), error);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('trends.addUpdate')}
      noValidate
    >
      <TextField label={t('trends.condition')} {...field('condition')} />
      <TextField label={t('trends.location')} {...field('location')} />
      <TextField
        label={t('trends.casesLabel')}
        type="number"
        min={0}
        inputMode="numeric"
        {...field('cases')}
      />
      <TextField label={t('trends.deaths')} type="number" min={0} inputMode="numeric" {...field('deaths')} />
      <SelectField
        label={t('trends.severity')}
        options={severities.map((s) => ({ value: s, label: t(`urgency.${s}`) }))}
        {...field('severity')}
      />
      <SelectField
        label={t('trends.status')}
        options={statuses.map((s) => ({ value: s, label: t(`outbreakStatus.${s}`) }))}
        {...field('status')}
      />
      <TextField label={t('trends.verificationSource')} {...field('verificationSource')} />
      <TextField label={t('trends.facility')} {...field('facilityName')} />
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('trends.notes')}
          rows={2}
          hint={t('feedback.noPatientData')}
          {...field('notes')}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {t('trends.submitUpdate')}
        </Button>
      </div>
    </form>
  );
}

/** Doctor-verified health updates of the last 7 days, with a form to add one (spec sections 2 and 5). */
export function VerifiedUpdatesPanel({ country, region }: { country: string; region: string }) {
  const { t } = useTranslation();
  const updates = useVerifiedUpdates(country, region);
  const verify = useVerifyHealthUpdate();
  const [isAdding, setAdding] = useState(false);

  async function verifyUpdate(id: string) {
    try {
      await verify.mutateAsync({ id });
      notifySuccess(t('trends.verified'));
    } catch (error) {
      notifyFailure(t('trends.verifyFailed'), describeError(error, t('trends.verifyFailed')), error);
    }
  }

  return (
    <Card
      title={t('trends.verifiedTitle')}
      actions={
        <SignInRequired action={t('accounts.toReportOutbreak')}>
          <Button variant="secondary" onClick={() => setAdding(!isAdding)}>
            {isAdding ? t('common.cancel') : t('trends.addUpdate')}
          </Button>
        </SignInRequired>
      }
    >
      {isAdding && (
        <div className="mb-4">
          <UpdateForm country={country} region={region} onDone={() => setAdding(false)} />
        </div>
      )}
      {updates.isPending && <p>{t('loading')}</p>}
      {updates.isError && <p role="alert">{describeError(updates.error, t('trends.fetchFailed'))}</p>}
      {updates.data && updates.data.length === 0 && <p>{t('trends.noUpdates')}</p>}
      {updates.data && updates.data.length > 0 && (
        <>
          <ul className="space-y-2">
            {updates.data.map((update) => (
              <li key={update.id} className="rounded border border-slate-200 p-2 dark:border-slate-700">
                <p className="font-medium">
                  <Badge tone={urgencyTone(update.severity)}>{t(`urgency.${update.severity}`)}</Badge>{' '}
                  {update.condition}, {update.location}
                </p>
                <p className="text-sm">
                  {t('trends.cases', { count: update.cases })},{' '}
                  {t('trends.deathsCount', { count: update.deaths })} · {t(`outbreakStatus.${update.status}`)}
                </p>
                <p className="text-xs">
                  {update.doctorName} ({update.facilityName ?? update.verificationSource}) ·{' '}
                  {update.verification === 'before-accounts'
                    ? t('accounts.beforeAccounts')
                    : update.isVerified
                      ? t('trends.isVerified')
                      : t('trends.awaiting')}
                </p>
                {update.verification === 'unverified' && (
                  <SignInRequired action={t('accounts.toVerifyOutbreak')} role="verifier">
                    <Button
                      variant="secondary"
                      className="mt-1"
                      disabled={verify.isPending}
                      onClick={() => void verifyUpdate(update.id)}
                    >
                      {t('trends.verify')}
                    </Button>
                  </SignInRequired>
                )}
                <OutbreakStatusControl update={update} />
              </li>
            ))}
          </ul>
        </>
      )}
      <CsvExportLinks country={country} region={region} />
    </Card>
  );
}
