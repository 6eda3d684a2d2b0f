import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Every page: content, then the for-professional-use disclaimer, always visible. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <main className="flex-1">{children}</main>
      <footer role="contentinfo" className="border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <p data-testid="disclaimer">{t('disclaimer')}</p>
      </footer>
    </div>
  );
}
