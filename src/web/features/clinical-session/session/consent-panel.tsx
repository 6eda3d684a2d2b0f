import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/field';
import { useIsPhone } from '../../../hooks/use-is-phone';

/**
 * Spec section 2: titled 'Data Privacy & Security Notice', checkbox initially unticked, changes reported up.
 * The notice's text is one tap away (a native disclosure, opened by its title) once consent is confirmed for
 * the session, and on a phone from the start, so the first step's button stays on the first screen (issue 14, point 4).
 */
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
  const isPhone = useIsPhone();
  return (
    <section
      aria-labelledby="consent-title"
      className="rounded-lg border border-sky-300 bg-sky-50 p-4 max-sm:p-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50"
    >
      {(disabled && isConsented) || isPhone ? (
        // The title opens the notice: one line instead of a title and a 'Read the notice' line.
        <details>
          <summary className="min-h-11 cursor-pointer py-2">
            <h2 id="consent-title" className="inline text-lg font-semibold max-sm:text-base">
              {t('consent.title')}
            </h2>
            <span className="sr-only"> {t('consent.readNotice')}</span>
          </summary>
          <p className="max-sm:text-sm">{t('consent.body')}</p>
        </details>
      ) : (
        <>
          <h2 id="consent-title" className="text-lg font-semibold">
            {t('consent.title')}
          </h2>
          <p className="mt-1">{t('consent.body')}</p>
        </>
      )}
      <CheckboxField
        className="mt-2 max-sm:mt-0"
        label={t('consent.checkbox')}
        checked={isConsented}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </section>
  );
}
