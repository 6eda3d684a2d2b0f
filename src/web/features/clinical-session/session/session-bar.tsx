import { useTranslation } from 'react-i18next';

/** The active-session bar of the workflow page (spec section 2): id, step and counts. */
export function SessionBar({
  sessionId,
  stepName,
  symptomCount,
  labCount,
}: {
  sessionId: string;
  stepName: string;
  symptomCount: number;
  labCount: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('session.activeLabel')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-teal-300 bg-teal-50 p-3 text-sm text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50"
    >
      <span className="inline-flex items-center gap-2 font-medium">
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-green-600" />
        {t('session.active')}
      </span>
      <span className="break-all">
        {t('session.id')}: <code data-testid="session-id">{sessionId}</code>
      </span>
      <span aria-live="polite">
        {t('session.step')}: <strong data-testid="session-step">{stepName}</strong>
      </span>
      <span data-testid="symptom-count">{t('session.symptomCount', { count: symptomCount })}</span>
      <span data-testid="lab-count">{t('session.labCount', { count: labCount })}</span>
    </section>
  );
}
