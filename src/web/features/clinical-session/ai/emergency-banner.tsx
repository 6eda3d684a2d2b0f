import { useTranslation } from 'react-i18next';

/** The emergency banner of spec section 2: the server's message and its emergency actions. */
export function EmergencyBanner({ message, actions }: { message?: string; actions?: string[] }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="emergency-title"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950 dark:bg-red-950 dark:text-red-50"
    >
      <h2 id="emergency-title" className="text-xl font-bold">
        {t('workflow.emergencyTitle')}
      </h2>
      <p className="mt-1 font-medium">{message || t('workflow.emergencyDefault')}</p>
      {actions && actions.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">{t('workflow.emergencyActions')}</h3>
          <ol className="mt-1 list-decimal pl-5">
            {actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
