import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../api/notify';
import { downloadReport } from '../labs/api';
import type { ClinicalSession } from './use-clinical-session';

/** Spec section 9: the post-report confirmation comes 2 s after the download. */
export const CLEAR_CONFIRM_DELAY_MS = 2000;

/**
 * The session's PDF report (spec sections 5 and 8). With `asksToClear`, 2 s after the download the
 * screen asks whether to clear the session, since the report now holds what the clinician needs.
 */
export function useSessionReport({ sessionId, session }: ClinicalSession, asksToClear = false) {
  const { t } = useTranslation();
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  async function download(): Promise<boolean> {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('errors.noActiveSession'));
      return false;
    }
    try {
      await downloadReport(sessionId, session?.patientId);
      notifySuccess(t('toast.reportGenerated'));
      if (asksToClear)
        timers.current.push(setTimeout(() => setConfirmingClear(true), CLEAR_CONFIRM_DELAY_MS));
      return true;
    } catch (error) {
      notifyFailure(t('toast.reportFailedTitle'), t('toast.reportFailedBody'), error);
      return false;
    }
  }

  return { download, isConfirmingClear, dismissClear: () => setConfirmingClear(false) };
}
