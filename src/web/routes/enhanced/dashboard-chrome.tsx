import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAppConfig, useServiceHealth } from '../../features/config';

/** Header of the Analysis Dashboard: Reports History and Settings come in the next version (spec section 2). */
export function DashboardHeader({ hasSession }: { hasSession: boolean }) {
  const { t } = useTranslation();
  const comingSoon = () => toast(t('dashboard.nextVersion'));
  const linkClass = 'min-h-11 rounded px-3 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-700';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-800">
      <nav aria-label={t('dashboard.navLabel')} className="flex flex-wrap">
        <button type="button" className={linkClass} onClick={() => window.location.reload()}>
          {t('dashboard.title')}
        </button>
        <button type="button" className={linkClass} onClick={comingSoon}>
          {t('dashboard.reportsHistory')}
        </button>
        <button type="button" className={linkClass} onClick={comingSoon}>
          {t('dashboard.settings')}
        </button>
      </nav>
      <div className="flex flex-wrap items-center gap-3 px-2 text-sm">
        <span className="inline-flex items-center gap-2" data-testid="session-status">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${hasSession ? 'bg-green-600' : 'bg-slate-400'}`}
          />
          {hasSession ? t('session.active') : t('session.none')}
        </span>
        <span>{t('dashboard.user')}</span>
      </div>
    </div>
  );
}

/** The footer states what is true (data cleared at session end) instead of an unbacked compliance claim. */
export function DashboardFooter({ onPrivacy, onTerms }: { onPrivacy: () => void; onTerms: () => void }) {
  const { t } = useTranslation();
  const version = useAppConfig().data?.version;
  const health = useServiceHealth();
  const isOperational = health.data?.status === 'ok';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-700">
      <span>{t('dashboard.privacyClaim')}</span>
      <button type="button" className="min-h-11 underline" onClick={onPrivacy}>
        {t('dashboard.privacyPolicy')}
      </button>
      <button type="button" className="min-h-11 underline" onClick={onTerms}>
        {t('dashboard.terms')}
      </button>
      {version && <span>{t('dashboard.version', { version })}</span>}
      <span className="inline-flex items-center gap-1">
        <span
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${isOperational ? 'bg-green-600' : 'bg-amber-500'}`}
        />
        {isOperational
          ? t('dashboard.operational')
          : health.isPending
            ? t('loading')
            : t('dashboard.degraded')}
      </span>
    </div>
  );
}
