import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthUpdate } from '../../../contracts/intelligence';
import { describeError, notifyFailure, notifySuccess } from '../../api/notify';
import { ApiError } from '../../api/request';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { useClinician } from '../accounts';
import { useChangeOutbreakStatus, useVerifyStatusChange } from './api';

const statuses = ['emerging', 'active', 'contained', 'resolved'] as const;

/**
 * Where an outbreak report stands and, for the clinician who reported it or a verifier, a status
 * change. Containing or resolving waits for a second clinician; a verifier sees that pending change
 * with a button to confirm it (the server refuses the one who asked). Reports from before accounts
 * cannot be changed, so they get nothing.
 */
export function OutbreakStatusControl({ update }: { update: HealthUpdate }) {
  const { t } = useTranslation();
  const account = useClinician().data;
  const change = useChangeOutbreakStatus();
  const verify = useVerifyStatusChange();
  const [status, setStatus] = useState<HealthUpdate['status']>(update.status);
  if (update.verification === 'before-accounts') return null;

  const signedIn = account && !account.mustChangePassword;
  const isVerifier = signedIn && account.roles.includes('verifier');
  const isReporter = signedIn && account.registrationNumber === update.doctorId;

  // The server's sentence ("must be verified by a clinician other than the one who asked"), not its JSON.
  const explain = (error: unknown) =>
    error instanceof ApiError && error.serverMessage
      ? error.serverMessage
      : describeError(error, t('trends.statusFailed'));

  async function changeStatus() {
    try {
      const { pending } = await change.mutateAsync({ id: update.id, status });
      notifySuccess(pending ? t('trends.statusPending') : t('trends.statusChanged'));
    } catch (error) {
      notifyFailure(t('trends.statusFailed'), explain(error), error);
    }
  }

  async function verifyChange() {
    try {
      await verify.mutateAsync({ id: update.id });
      notifySuccess(t('trends.statusVerified'));
    } catch (error) {
      notifyFailure(t('trends.statusFailed'), explain(error), error);
    }
  }

  return (
    <div className="mt-1 space-y-1">
      {update.pendingStatus && (
        <p className="text-xs">
          {t('trends.statusAwaiting', { status: t(`outbreakStatus.${update.pendingStatus}`) })}
        </p>
      )}
      {update.pendingStatus && isVerifier && (
        <Button variant="secondary" disabled={verify.isPending} onClick={() => void verifyChange()}>
          {t('trends.verifyStatus')}
        </Button>
      )}
      {(isReporter || isVerifier) && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('trends.newStatus')}
            value={status}
            onChange={(event) => setStatus(event.target.value as HealthUpdate['status'])}
            options={statuses.map((value) => ({ value, label: t(`outbreakStatus.${value}`) }))}
          />
          <Button
            variant="secondary"
            disabled={change.isPending || status === update.status}
            onClick={() => void changeStatus()}
          >
            {t('trends.changeStatus')}
          </Button>
        </div>
      )}
    </div>
  );
}
