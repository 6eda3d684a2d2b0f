import { useTranslation } from 'react-i18next';
import { statusOfStoredLab, type LabStatus } from '../../../../contracts/lab-status';
import { Badge } from '../../../components/ui/badge';
import type { TestAnalysis } from './types';

export const statusTone = {
  normal: 'success',
  low: 'warning',
  high: 'warning',
  positive: 'warning',
  abnormal: 'warning',
  not_assessed: 'neutral',
} as const satisfies Record<LabStatus, string>;
const flagRank = { normal: 0, not_assessed: 1, attention: 2, critical: 3 } as const;

/** The status the result was given (an analysis from before statuses were kept: what its flag says). */
export function statusOfTest(test: TestAnalysis): LabStatus {
  return statusOfStoredLab({
    ...(test.status === undefined ? {} : { status: test.status }),
    ...(test.flag === 'not_assessed' ? {} : { flag: test.flag }),
  });
}

/**
 * The lab results of an analysis as every screen shows them: one row per test — name, value with its
 * unit and its status on the first line; the range in the same unit, the original as printed when it
 * was converted, and the meaning on the second — critical first. The status is the side of the range
 * the reader found (low, high, positive…), never guessed from words; a result past a cited critical
 * limit carries a separate 'Critical' marker beside it.
 */
export function LabResultRows({ tests }: { tests: readonly TestAnalysis[] }) {
  const { t } = useTranslation();
  if (tests.length === 0) return <p>{t('results.noTests')}</p>;
  const ordered = [...tests].sort((a, b) => flagRank[b.flag] - flagRank[a.flag]);
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('results.tests')}>
      {ordered.map((test, index) => {
        const status = statusOfTest(test);
        const { normal_range: range, as_printed: asPrinted } = test.test_results;
        const details = [
          range ? `${t('labStatus.range')} ${range}` : undefined,
          asPrinted ? `${t('labStatus.asPrinted')} ${asPrinted}` : undefined,
          test.times_reported && test.times_reported > 1
            ? t('results.timesReported', { count: test.times_reported })
            : undefined,
        ].filter(Boolean);
        return (
          <li
            key={`${test.test_type}-${index}`}
            className="py-1.5"
            data-testid="lab-row"
            data-test={test.test_type}
            data-flag={test.flag}
            data-status={status}
          >
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{test.test_type}</span>
              <span className="font-medium">{test.test_results.value_shown ?? test.test_results.result}</span>
              <span className="ml-auto flex gap-1">
                <Badge tone={statusTone[status]}>{t(`labStatus.${status}`)}</Badge>
                {test.flag === 'critical' && <Badge tone="danger">{t('labStatus.critical')}</Badge>}
              </span>
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {details.length > 0 && (
                <span className="text-slate-600 dark:text-slate-300">{details.join(' · ')} · </span>
              )}
              {test.analysis}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
