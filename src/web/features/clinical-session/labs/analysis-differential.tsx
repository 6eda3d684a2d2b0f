import { useTranslation } from 'react-i18next';
import { evidenceOnce, percentText } from '../../../../contracts/evidence';
import type { AnalysisResults } from './types';

/**
 * The ranked differential of the session's analysis, with the same figures the PDF prints, and each
 * piece of evidence once with the numbers of the conditions it counts for or against.
 */
export function AnalysisDifferential({ analysis }: { analysis: AnalysisResults }) {
  const { t } = useTranslation();
  const differentials = analysis.symptom_test_insights.differential_diagnoses;
  if (differentials.length === 0) return null;
  const evidence = evidenceOnce(
    differentials.map((item) => ({
      supporting: item.supporting_evidence,
      against: item.contradicting_evidence,
    })),
  );
  return (
    <div className="mt-3" data-testid="analysis-differential">
      <h3 className="font-semibold">{t('ai.differentials')}</h3>
      <ol className="mt-1 space-y-1">
        {differentials.map((item, index) => (
          <li
            key={item.condition}
            data-testid="differential-row"
            data-condition={item.condition}
            data-percent={item.probability_percent}
            className={index === 0 ? 'font-semibold' : undefined}
          >
            {index + 1}. {item.condition}
            {item.icd10 && <span className="text-sm font-normal"> ({item.icd10})</span>} —{' '}
            {item.probability_percent !== undefined
              ? percentText(item.probability_percent)
              : t(`probability.${item.probability}`)}
          </li>
        ))}
      </ol>
      {evidence.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            {t('results.evidence')} ({evidence.length})
          </summary>
          <ul className="list-disc pl-5">
            {evidence.map((line) => (
              <li key={line.text}>
                {line.text} —{' '}
                {[
                  line.supports.length ? `${t('results.evidenceFor')} ${line.supports.join(', ')}` : '',
                  line.against.length ? `${t('results.evidenceAgainst')} ${line.against.join(', ')}` : '',
                ]
                  .filter(Boolean)
                  .join('; ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
