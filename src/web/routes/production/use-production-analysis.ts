import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notifySuccess } from '../../api/notify';
import { countryName } from '../../features/countries';
import { announce } from '../../features/preferences';
import {
  analyzeSession,
  laterAnalysis,
  profileToAnalysisOptions,
  useCurrentAnalysis,
  type ClinicalSession,
  toPatientProfile,
  requestDiagnosisWithAdvice,
  useAnalysisRun,
  type ProfileDraft,
} from '../../features/clinical-session';
import type { ProductionResult } from './doctor-report';

/**
 * Start AI Diagnosis on /production: progress 10, 25, 50, 75, 90 at 800 ms steps, then 100 when the
 * server answers. The answer is the engine's, never built in the browser.
 */
export function useProductionAnalysis(input: {
  symptomsText: string;
  sessionId: string | null;
  /** The session whose one analysis is shown, the same the PDF and JSON report print. */
  clinical: Pick<ClinicalSession, 'sessionId' | 'session'>;
  fileCount: number;
  country: string;
  hasSessionSymptoms: boolean;
  profile: ProfileDraft;
  /** Resolves true once consent is confirmed: no symptom leaves the browser before. */
  ensureConsent: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const analysis = useAnalysisRun('sequence');
  const [result, setResult] = useState<ProductionResult | null>(null);
  const [analysisCount, setAnalysisCount] = useState(0);
  const current = useCurrentAnalysis(input.clinical);

  async function start() {
    const text = input.symptomsText.trim();
    if (text === '' && input.fileCount === 0) {
      toast.error(t('production.inputRequiredTitle'), { description: t('production.inputRequiredBody') });
      return;
    }
    if (!(await input.ensureConsent())) return;
    const symptoms = text === '' ? [] : [text];
    const country = countryName(input.country) ?? input.country;
    const next = await analysis.run(
      async (): Promise<ProductionResult> => {
        // With a session the analysis is the session's, stored, so this screen, the PDF and the JSON
        // report show the same one; without a session there is nothing to store it in.
        if (input.sessionId) {
          const labAnalysis = await analyzeSession(
            input.sessionId,
            {
              depth: 'standard',
              includeRecommendations: true,
              includePrescriptions: false,
              ...profileToAnalysisOptions(input.profile),
              country,
              symptoms,
            },
            symptoms.length > 0 || input.hasSessionSymptoms,
          );
          return {
            labAnalysis,
            diagnosis: labAnalysis.diagnosis as ProductionResult['diagnosis'],
            recommendations: labAnalysis.recommendations as ProductionResult['recommendations'],
          };
        }
        const patientProfile = { ...toPatientProfile(input.profile), country };
        return requestDiagnosisWithAdvice(symptoms, patientProfile);
      },
      {
        failureTitle: t('production.analysisErrorTitle'),
        failureBody: t('production.analysisErrorBody'),
        isUrgent: (answer) => Boolean(answer.diagnosis?.emergencyAlert),
        onDone: () => undefined,
      },
    );
    if (!next) return;
    setResult(next);
    setAnalysisCount((count) => count + 1);
    if (next.diagnosis?.emergencyAlert)
      toast.error(t('toast.emergencyAlertTitle'), {
        description: next.diagnosis.message || t('toast.emergencyAlertBody'),
      });
    else notifySuccess(t('toast.analysisComplete'));
    announce(t('voice.completed'));
  }

  const latest = laterAnalysis(result?.labAnalysis, current.analysis);
  return {
    progress: analysis.progress,
    isAnalyzing: analysis.status === 'analyzing',
    result: latest
      ? {
          labAnalysis: latest,
          diagnosis: latest.diagnosis as ProductionResult['diagnosis'],
          recommendations: latest.recommendations as ProductionResult['recommendations'],
        }
      : result,
    analysisCount,
    start,
  };
}
