import { useTranslation } from 'react-i18next';
import { useDarkMode } from './dark-mode';
import { useVoice } from './voice';

const toggleClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-700';

export function DarkModeToggle() {
  const { t } = useTranslation();
  const [isDark, toggle] = useDarkMode();
  return (
    <button type="button" aria-pressed={isDark} onClick={toggle} className={toggleClass}>
      <span aria-hidden="true">{isDark ? '☾' : '☀'}</span>
      {/* On a phone the symbol alone, so the header stays one line (the name is still read out). */}
      <span className="sr-only sm:not-sr-only">{t('preferences.darkMode')}</span>
    </button>
  );
}

export function VoiceToggle() {
  const { t } = useTranslation();
  const [isOn, toggle] = useVoice();
  return (
    <button type="button" aria-pressed={isOn} onClick={toggle} className={toggleClass}>
      <span aria-hidden="true">{isOn ? '🔊' : '🔈'}</span>
      {t('preferences.voice')}
    </button>
  );
}
