import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../api/notify';
import { isNoActiveSession } from '../../../api/request';

/** When the server says the session is gone (ended elsewhere, or idle too long), the page lets it go too. */
export function useForgetEndedSession(error: unknown, forget: () => void): void {
  const { t } = useTranslation();
  const isEnded = isNoActiveSession(error);
  useEffect(() => {
    if (!isEnded) return;
    forget();
    notifyFailure(t('toast.noActiveSessionTitle'), t('session.ended'));
  }, [isEnded, forget, t]);
}
