import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { TestAnalysis } from './types';

export const flagTone = {
  normal: 'success',
  attention: 'warning',
  critical: 'danger',
  not_assessed: 'neutral',
} as const;
const flagRank = { normal: 0, not_assessed: 1, attention: 2, critical: 3 } as const;

/**
 * The lab results of an analysis as every screen shows them: one row per test — name, value with its
 * unit, range, the result's own flag and its meaning in one line — critical first. The status is the
 * flag the reader gave the result, never guessed from words.
 */
export function LabResultRows({ tests }: { tests: readonly TestAnalysis[] }) {
  const { t } = useTranslation();
  if (tests.length === 0) return <p>{t('results.noTests')}</p>;
  const ordered = [...tests].sort((a, b) => flagRank[b.flag] - flagRank[a.flag]);
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('results.tests')}>
      {ordered.map((test, index) => {
        const range = test.test_results.normal_range;
        return (
          <li
            key={`${test.test_type}-${index}`}
            className="py-2"
            data-testid="lab-row"
            data-test={test.test_type}
            data-flag={test.flag}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-semibold">{test.test_type}</span>
              <Badge tone={flagTone[test.flag]}>{t(`status.${test.flag}`)}</Badge>
            </p>
            <p className="text-sm">
              <span className="font-medium">{test.test_results.result}</span>
              {range && (
                <span className="text-slate-600 dark:text-slate-300">
                  {' '}
                  · {t('labs.normalRange')} {range}
                </span>
              )}
              {test.times_reported && test.times_reported > 1 && (
                <span className="text-slate-600 dark:text-slate-300">
                  {' '}
                  · {t('results.timesReported', { count: test.times_reported })}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{test.analysis}</p>
          </li>
        );
      })}
    </ul>
  );
}
