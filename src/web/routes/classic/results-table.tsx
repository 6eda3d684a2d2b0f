import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import {
  FhirReportLink,
  firstAndRest,
  type AnalysisResults,
  type TestAnalysis,
} from '../../features/clinical-session';

const tone = {
  normal: 'success',
  attention: 'warning',
  critical: 'danger',
  not_assessed: 'neutral',
} as const;

/** The results panel of the country-context page: counters, summary, table, details and raw JSON. */
export function ContextResults({
  results,
  onReport,
  sessionId,
}: {
  results: AnalysisResults;
  onReport: () => void;
  sessionId?: string | null;
}) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<TestAnalysis | null>(null);
  const [isJsonOpen, setJsonOpen] = useState(false);
  // The status is the result's own flag, never guessed from words in its diagnosis (docs/spec-deviations.md).
  const statuses = results.tests_analyzed.map((test) => test.flag);
  const count = (status: string) => statuses.filter((s) => s === status).length;

  return (
    <Card title={t('results.title')}>
      <div className="grid grid-cols-3 gap-2 text-center">
        {(['normal', 'attention', 'critical'] as const).map((status) => (
          <div key={status} className="rounded bg-slate-100 p-2 dark:bg-slate-700">
            <p className="text-2xl font-bold" data-testid={`counter-${status}`}>
              {count(status)}
            </p>
            <p className="text-sm">{t(`status.${status}`)}</p>
          </div>
        ))}
      </div>
      <p className="mt-3">{results.overall_summary}</p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={t('classic.tableLabel')}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              {['testType', 'status', 'keyFindings', 'recommendations', 'actions'].map((column) => (
                <th key={column} scope="col" className="p-2">
                  {t(`classic.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.tests_analyzed.map((test, index) => {
              const status = statuses[index] ?? 'normal';
              const findings = firstAndRest(Object.entries(test.test_results), 3);
              const recommendations = firstAndRest(test.recommendations, 2);
              return (
                <tr
                  key={`${test.test_type}-${index}`}
                  className="border-b border-slate-200 align-top dark:border-slate-700"
                >
                  <th scope="row" className="p-2 font-medium">
                    {test.test_type}
                  </th>
                  <td className="p-2">
                    <Badge tone={tone[status]}>{t(`status.${status}`)}</Badge>
                  </td>
                  <td className="p-2">
                    {findings.first.map(([name, value]) => (
                      <div key={name}>
                        {name}: {value}
                      </div>
                    ))}
                    {findings.rest > 0 && <div>{t('results.andMore', { count: findings.rest })}</div>}
                  </td>
                  <td className="p-2">
                    {recommendations.first.map((item) => (
                      <div key={item}>{item}</div>
                    ))}
                    {recommendations.rest > 0 && (
                      <div>{t('results.andMore', { count: recommendations.rest })}</div>
                    )}
                  </td>
                  <td className="p-2">
                    <Button variant="secondary" onClick={() => setDetail(test)}>
                      {t('classic.viewDetails')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setJsonOpen(true)}>
          {t('classic.viewJson')}
        </Button>
        <Button onClick={onReport}>{t('classic.generatePdf')}</Button>
        <FhirReportLink sessionId={sessionId} />
      </div>
      <Dialog open={detail !== null} onClose={() => setDetail(null)} title={detail?.test_type ?? ''}>
        {detail && (
          <div className="space-y-2">
            <p>
              <strong>{t('results.diagnosis')}:</strong> {detail.diagnosis}
            </p>
            <p>{detail.analysis}</p>
            <p className="text-sm">{detail.explanation}</p>
            <ul className="list-disc pl-5">
              {detail.recommendations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
      <Dialog open={isJsonOpen} onClose={() => setJsonOpen(false)} title={t('classic.viewJson')}>
        <pre className="overflow-x-auto whitespace-pre-wrap break-all text-xs">
          {JSON.stringify(results, null, 2)}
        </pre>
      </Dialog>
    </Card>
  );
}
