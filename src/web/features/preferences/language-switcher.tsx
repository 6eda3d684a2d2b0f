import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages, type Language } from '../../i18n/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The server writes clinical content in the page's language: what is shown is asked for again in it.
  const choose = async (language: Language) => {
    await changeLanguage(language);
    await queryClient.invalidateQueries();
  };
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium">
      <span className="sr-only sm:not-sr-only">{t('preferences.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void choose(event.target.value as Language)}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-2 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
      >
        {Object.entries(languages).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
