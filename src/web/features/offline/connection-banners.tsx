import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from './use-connection';
import { updateReady } from './service-worker';

/** Offline and back-online states, for every screen. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const connection = useConnection();
  if (connection === 'online') return null;
  const isOffline = connection === 'offline';
  return (
    <p
      role="status"
      data-testid="connection-banner"
      className={`px-4 py-2 text-sm font-medium ${isOffline ? 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50' : 'bg-teal-100 text-teal-950 dark:bg-teal-900 dark:text-teal-50'}`}
    >
      {isOffline ? t('offline.bannerOffline') : t('offline.bannerBack')}
    </p>
  );
}

/** Shown when a new version has been downloaded: the clinician chooses when to reload. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const apply = useSyncExternalStore(updateReady.subscribe, updateReady.get);
  if (!apply) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 bg-slate-800 px-4 py-2 text-sm text-white dark:bg-slate-700"
    >
      <span>{t('offline.updateReady')}</span>
      <button
        type="button"
        onClick={apply}
        className="min-h-11 rounded bg-white px-3 font-medium text-slate-900"
      >
        {t('offline.updateReload')}
      </button>
    </div>
  );
}
