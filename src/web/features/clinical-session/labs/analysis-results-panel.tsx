import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultHeading } from '../ai/result-heading';
import { Badge, urgencyTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { correlationWidth, firstAndRest } from './results-text';
import type { AnalysisResults } from './types';
import { LabResultRows } from './lab-result-rows';
import { AnalysisDifferential } from './analysis-differential';
import { isOnEmergencyToDo } from '../emergency/emergency-to-do';
import type { Diagnosis } from '../ai/types';

type ResultTab = 'tests' | 'diagnosis' | 'correlations' | 'summary';

/**
 * Spec section 9: the results list area is 96 units (24rem, 384 px) tall and scrolls, so a long
 * analysis does not push the rest of the screen thousands of pixels down on a phone. It is at most
 * that tall: one short result does not sit in an empty box. Focusable, so it scrolls by keyboard.
 */
function ResultsArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="results-list-area"
      className="max-h-96 overflow-y-auto pr-1 focus-visible:outline-3 focus-visible:outline-teal-600"
    >
      {children}
    </div>
  );
}

function DiagnosisTab({ results }: { results: AnalysisResults }) {
  const { t } = useTranslation();
  const { red_flags: flags } = results.symptom_test_insights;
  // Under an emergency the actions are on the emergency care's to-do list: each is said once.
  const isInToDo = isOnEmergencyToDo(results.emergency_alert ? (results.diagnosis as Diagnosis) : null);
  return (
    <div className="space-y-3">
      <AnalysisDifferential analysis={results} />
      {flags.length > 0 && (
        <div
          role="note"
          className="rounded border border-red-300 bg-red-50 p-3 text-red-950 dark:bg-red-950 dark:text-red-50"
        >
          <h3 className="font-semibold">{t('ai.redFlags')}</h3>
          <ul className="mt-1 list-disc pl-5">
            {flags.map((flag) => (
              <li key={flag.finding}>
                <Badge tone={urgencyTone(flag.urgency)}>{t(`urgency.${flag.urgency}`)}</Badge> {flag.finding}
                {!isInToDo(flag.action_required) && <>: {flag.action_required}</>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function CorrelationsTab({ results }: { results: AnalysisResults }) {
  const { t } = useTranslation();
  const correlations = results.tests_analyzed.flatMap((test) =>
    test.symptom_correlations.map((c) => ({ ...c, test: test.test_type })),
  );
  if (correlations.length === 0) return <p>{t('results.noCorrelations')}</p>;
  return (
    <ul className="space-y-3">
      {correlations.map((item, index) => (
        <li key={`${item.test}-${item.symptom}-${index}`}>
          <p className="font-medium">
            {item.symptom} ↔ {item.test}: {t(`strength.${item.correlation_strength}`)}
          </p>
          <div className="mt-1 h-2 rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true">
            <div
              className="h-2 rounded bg-teal-600"
              style={{ width: `${correlationWidth[item.correlation_strength]}%` }}
            />
          </div>
          <p className="text-sm">{item.explanation}</p>
        </li>
      ))}
    </ul>
  );
}

/** The results panel of the Analysis Dashboard (spec section 2): four tabs. */
export function AnalysisResultsPanel({ results }: { results: AnalysisResults }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ResultTab>('tests');
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Focus goes to the result after an analysis; an emergency brings its own care into view. */}
        <ResultHeading result={results} takeFocus={!results.emergency_alert}>
          {t('results.title')}
        </ResultHeading>
        <Badge tone={urgencyTone(results.urgency)}>{t(`urgency.${results.urgency}`)}</Badge>
      </div>
      <Tabs
        label={t('results.title')}
        active={tab}
        onChange={setTab}
        items={(
          [
            {
              id: 'tests',
              label: t('results.tests'),
              content: <LabResultRows tests={results.tests_analyzed} />,
            },
            { id: 'diagnosis', label: t('results.diagnosis'), content: <DiagnosisTab results={results} /> },
            {
              id: 'correlations',
              label: t('results.correlations'),
              content: <CorrelationsTab results={results} />,
            },
            {
              id: 'summary',
              label: t('results.summary'),
              content: <p className="whitespace-pre-line">{results.overall_summary}</p>,
            },
          ] satisfies TabItem<ResultTab>[]
        ).map((item) => ({ ...item, content: <ResultsArea label={item.label}>{item.content}</ResultsArea> }))}
      />
      <p className="mt-3 text-sm italic">{results.disclaimer}</p>
    </Card>
  );
}

/** Spec section 2: shown when symptoms were entered and insights exist. */
export function SymptomCorrelationSection({ results }: { results: AnalysisResults }) {
  const { t } = useTranslation();
  const correlations = results.symptom_test_insights.primary_correlations;
  return (
    <Card title={t('results.symptomCorrelation')}>
      {correlations.length === 0 ? (
        <p>{t('results.noCorrelationData')}</p>
      ) : (
        <ul className="space-y-3">
          {correlations.map((item) => {
            const { first, rest } = firstAndRest(item.test_findings, 3);
            return (
              <li key={item.symptom} className="rounded border border-slate-200 p-3 dark:border-slate-700">
                <p className="font-semibold">{item.symptom}</p>
                <ul className="list-disc pl-5 text-sm">
                  {first.map((finding) => (
                    <li key={finding}>{finding}</li>
                  ))}
                </ul>
                {rest > 0 && <p className="text-sm">{t('results.andMore', { count: rest })}</p>}
                <p className="mt-1 text-sm">{item.correlation_explanation}</p>
                <p className="text-sm font-medium">{item.clinical_significance}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
