import { useTranslation } from 'react-i18next';
import type { StoredLabResult } from '../../../../contracts/sessions';
import { statusOfStoredLab } from '../../../../contracts/lab-status';
import { Badge } from '../../../components/ui/badge';
import { statusTone } from './lab-result-rows';

export function LabSummary({ results }: { results: readonly StoredLabResult[] }) {
  const { t } = useTranslation();
  if (results.length === 0) return <p>{t('labs.noneYet')}</p>;
  return (
    <ul className="space-y-2" aria-label={t('labs.summary')}>
      {results.map((result) => (
        <li key={result.id} className="rounded border border-slate-200 p-3 dark:border-slate-700">
          <p className="font-semibold">
            {result.testType}
            {result.flag && (
              <Badge tone={statusTone[statusOfStoredLab(result)]} className="ml-2">
                {t(`labStatus.${statusOfStoredLab(result)}`)}
              </Badge>
            )}
            {result.flag === 'critical' && (
              <Badge tone="danger" className="ml-1">
                {t('labStatus.critical')}
              </Badge>
            )}
          </p>
          <p>
            {t('labs.result')}: {result.result}
          </p>
          {result.normalRange && (
            <p className="text-sm">
              {t('labs.normalRange')}: {result.normalRange}
            </p>
          )}
          {result.notes && (
            <p className="text-sm">
              {t('labs.notes')}: {result.notes}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
