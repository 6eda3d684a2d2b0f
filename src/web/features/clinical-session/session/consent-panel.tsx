import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/field';

/** Spec section 2: titled 'Data Privacy & Security Notice', checkbox initially unticked, changes reported up. */
export function ConsentPanel({
  isConsented,
  onChange,
  disabled = false,
}: {
  isConsented: boolean;
  onChange: (isConsented: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="consent-title"
      className="rounded-lg border border-sky-300 bg-sky-50 p-4 max-sm:p-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50"
    >
      <h2 id="consent-title" className="text-lg font-semibold max-sm:text-base">
        {t('consent.title')}
      </h2>
      {disabled && isConsented ? (
        // Confirmed for this session: the notice stays one tap away instead of above the work.
        <details className="mt-1">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium">
            {t('consent.readNotice')}
          </summary>
          <p>{t('consent.body')}</p>
        </details>
      ) : (
        <p className="mt-1 max-sm:text-sm">{t('consent.body')}</p>
      )}
      <CheckboxField
        className="mt-2"
        label={t('consent.checkbox')}
        checked={isConsented}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </section>
  );
}
