import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';
import {
  AnalysisDifferential,
  DifferentialList,
  LabResultRows,
  Disclaimer,
  EngineLimits,
  NextQuestions,
  PrimaryDiagnosisView,
  RedFlagList,
  EmergencyCare,
  type ProfileDraft,
  FhirReportLink,
  RecommendationsView,
} from '../../features/clinical-session';
import { FeedbackButton } from '../../features/feedback';
import type { ProductionResult } from './doctor-report';
import { analysisStepLabel } from './sections';

interface Props {
  progress: number;
  isAnalyzing: boolean;
  result: ProductionResult | null;
  onStart: () => void;
  onDownload: () => void;
  /** The session whose record can be exported as FHIR, when there is one. */
  sessionId: string | null;
  symptoms: readonly string[];
  profile: ProfileDraft;
  onProfileChange: (next: ProfileDraft) => void;
  onEnd: () => void;
}

export function AnalysisSection(props: Props) {
  const { progress, isAnalyzing, result, onStart, onDownload, sessionId } = props;
  const { t } = useTranslation();
  const diagnosis = result?.diagnosis;
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Spec: after an analysis, keyboard focus (and a phone's view) moves to the result, not the page top.
  useEffect(() => {
    if (!result) return;
    // Below the sticky header (scroll-mt-40), with an emergency's care right under it; focus() alone
    // would centre it and push the emergency banner to the lower half of a phone.
    resultHeading.current?.focus({ preventScroll: true });
    resultHeading.current?.scrollIntoView({ block: 'start' });
  }, [result]);
  return (
    <div className="space-y-4">
      <Card title={t('production.section.analysis')}>
        <Button onClick={onStart} disabled={isAnalyzing} className="w-full sm:w-auto">
          {t('production.startDiagnosis')}
        </Button>
        {(isAnalyzing || progress > 0) && (
          <div className="mt-3 space-y-1" aria-live="polite">
            <p>
              {progress >= 100
                ? t('analysisStatus.completed')
                : t(`production.stepLabel.${analysisStepLabel(progress)}`)}{' '}
              — <span data-testid="analysis-progress">{progress}%</span>
            </p>
            <ProgressBar value={progress} label={t('dashboard.progress')} />
          </div>
        )}
      </Card>
      {result && (
        <>
          <h2
            ref={resultHeading}
            tabIndex={-1}
            className="scroll-mt-40 text-xl font-semibold"
            data-testid="result-heading"
          >
            {t('results.title')}
          </h2>
          {diagnosis?.emergencyAlert && (
            <EmergencyCare
              emergency={diagnosis}
              diagnosis={diagnosis}
              symptoms={props.symptoms}
              profile={props.profile}
              onProfileChange={props.onProfileChange}
              sessionId={sessionId}
              onEnd={props.onEnd}
            />
          )}
          <Card title={t('production.results.diagnosis')}>
            {diagnosis ? (
              <>
                <PrimaryDiagnosisView diagnosis={diagnosis} />
                <RedFlagList diagnosis={diagnosis} />
                {result.labAnalysis ? (
                  <AnalysisDifferential analysis={result.labAnalysis} />
                ) : (
                  <DifferentialList diagnosis={diagnosis} />
                )}
                <NextQuestions diagnosis={diagnosis} />
                <EngineLimits diagnosis={diagnosis} />
              </>
            ) : (
              <p>{t('ai.noPrimary')}</p>
            )}
          </Card>
          {result.labAnalysis && (
            <Card title={t('production.results.analysis')}>
              {/* The summary repeats the diagnosis card above (diagnosis, urgency, next questions): not twice. */}
              <LabResultRows tests={result.labAnalysis.tests_analyzed} />
            </Card>
          )}
          {result.recommendations && (
            <Card title={t('production.results.recommendations')}>
              <RecommendationsView recommendations={result.recommendations} full />
            </Card>
          )}
          <Disclaimer text={diagnosis?.disclaimer ?? result.labAnalysis?.disclaimer} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={onDownload}>{t('production.downloadDoctorReport')}</Button>
            <FhirReportLink sessionId={sessionId} />
            <FeedbackButton page="production" label={t('feedback.giveFeedback')} />
          </div>
        </>
      )}
    </div>
  );
}
