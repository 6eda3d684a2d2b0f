import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher, DarkModeToggle } from '../features/preferences';
import { AccountLink } from '../features/accounts';
import { ConnectionBanner, UpdatePrompt } from '../features/offline';
import { NavLink } from '../router';
import { AppToaster } from '../components/ui/app-toaster';

const links = [
  { to: '/', key: 'nav.workflow' },
  { to: '/enhanced', key: 'nav.enhanced' },
  { to: '/complete', key: 'nav.complete' },
  { to: '/production', key: 'nav.production' },
  { to: '/classic', key: 'nav.classic' },
] as const;

/** Every page: navigation and preferences, content, then the for-professional-use disclaimer, always visible. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    // On a phone the page scrolls inside the screen's height above a toast strip, so a toast takes its
    // own room at the foot and covers nothing; on a wider screen the document scrolls as usual.
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 max-sm:h-dvh max-sm:min-h-0 dark:bg-slate-900 dark:text-slate-100">
      <div data-scroll-root className="flex flex-1 flex-col max-sm:min-h-0 max-sm:overflow-y-auto">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
        >
          {t('nav.skip')}
        </a>
        <UpdatePrompt />
        <ConnectionBanner />
        <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800">
          {/* On a 360-px phone the header is two lines (about 100 px, under 20% of the screen): names
            and the screens' links, which scroll sideways there rather than wrap. */}
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-1 sm:flex-wrap sm:py-2">
            <span className="text-lg font-bold text-teal-800 dark:text-teal-300">{t('appName')}</span>
            <div className="flex items-center gap-1 sm:flex-wrap sm:gap-2">
              <AccountLink />
              <LanguageSwitcher />
              <DarkModeToggle />
            </div>
          </div>
          <nav aria-label={t('nav.label')} className="mx-auto max-w-6xl px-2">
            <ul className="flex overflow-x-auto whitespace-nowrap sm:flex-wrap">
              {links.map((link) => (
                <li key={link.to} className="shrink-0">
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center px-2 text-sm font-medium ${isActive ? 'border-b-2 border-teal-700 text-teal-800 dark:border-teal-300 dark:text-teal-300' : 'text-slate-700 hover:text-slate-950 dark:text-slate-300'}`
                    }
                  >
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="content" className="flex-1">
          {children}
        </main>
        <footer
          role="contentinfo"
          className="border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          <p data-testid="disclaimer">{t('disclaimer')}</p>
          <p className="mt-1">{t('privacyNote')}</p>
        </footer>
      </div>
      <div className="shrink-0 max-sm:px-2 max-sm:has-[li]:py-2 sm:contents" data-testid="toast-strip">
        <AppToaster />
      </div>
    </div>
  );
}
