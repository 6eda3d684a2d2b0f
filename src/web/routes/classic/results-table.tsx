import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import {
  AnalysisDifferential,
  FhirReportLink,
  LabResultRows,
  ResultHeading,
  type AnalysisResults,
} from '../../features/clinical-session';

/**
 * The results panel of the country-context page: counters, summary, the ranked differential, one row
 * per test (the shared rows every screen shows) and the raw JSON.
 */
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
  const [isJsonOpen, setJsonOpen] = useState(false);
  // The status is the result's own flag, never guessed from words in its diagnosis (docs/spec-deviations.md).
  const statuses = results.tests_analyzed.map((test) => test.flag);
  const count = (status: string) => statuses.filter((s) => s === status).length;

  return (
    <Card>
      {/* An emergency brings its own care into view instead. */}
      <ResultHeading result={results.emergency_alert ? null : results}>{t('results.title')}</ResultHeading>
      {/* The counters count tests: with none analysed, '0 Critical' beside a critical emergency would
          read as 'nothing critical', so they show only when there are tests ('No tests were analysed.' below). */}
      {statuses.length > 0 && (
        <div className="grid grid-cols-3 gap-2 text-center" role="group" aria-label={t('results.tests')}>
          {(['normal', 'attention', 'critical'] as const).map((status) => (
            <div key={status} className="rounded bg-slate-100 p-2 dark:bg-slate-700">
              <p className="text-2xl font-bold" data-testid={`counter-${status}`}>
                {count(status)}
              </p>
              <p className="text-sm">{t(`status.${status}`)}</p>
            </div>
          ))}
        </div>
      )}
      <p className="mt-3">{results.overall_summary}</p>
      <AnalysisDifferential analysis={results} />
      <div className="mt-3">
        <LabResultRows tests={results.tests_analyzed} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setJsonOpen(true)}>
          {t('classic.viewJson')}
        </Button>
        <Button onClick={onReport}>{t('classic.generatePdf')}</Button>
        <FhirReportLink sessionId={sessionId} />
      </div>
      <Dialog open={isJsonOpen} onClose={() => setJsonOpen(false)} title={t('classic.viewJson')}>
        <pre className="overflow-x-auto whitespace-pre-wrap break-all text-xs">
          {JSON.stringify(results, null, 2)}
        </pre>
      </Dialog>
    </Card>
  );
}
