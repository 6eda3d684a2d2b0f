import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notifyFailure, notifySuccess } from '../../api/notify';
import { requestDiagnosis, requestRecommendations } from '../../features/clinical-session/ai/api';
import { analyzeSession } from '../../features/clinical-session/labs/api';
import { announce } from '../../features/preferences/voice';
import type { ProductionResult } from './doctor-report';
import { ANALYSIS_STEP_MS, ANALYSIS_STEPS } from './sections';
import type { ProfileDraft } from '../../features/clinical-session/profile/patient-profile-form';
import { profileToAnalysisOptions } from '../../features/clinical-session/profile/profile-to-analysis-options';
import { toPatientProfile } from '../../features/clinical-session/profile/to-patient-profile';
import { countryName } from '../../features/countries/countries';

/**
 * Start AI Diagnosis on /production: progress 10, 25, 50, 75, 90 at 800 ms steps, then 100 when the
 * server answers. The answer is the engine's, never built in the browser.
 */
export function useProductionAnalysis(input: {
  symptomsText: string;
  sessionId: string | null;
  fileCount: number;
  country: string;
  hasSessionSymptoms: boolean;
  profile: ProfileDraft;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const [isAnalyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<ProductionResult | null>(null);
  const [analysisCount, setAnalysisCount] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  async function start() {
    const text = input.symptomsText.trim();
    if (text === '' && input.fileCount === 0) {
      toast.error(t('production.inputRequiredTitle'), { description: t('production.inputRequiredBody') });
      return;
    }
    setAnalyzing(true);
    let index = 0;
    setProgress(ANALYSIS_STEPS[0]);
    timer.current = setInterval(() => {
      index = Math.min(index + 1, ANALYSIS_STEPS.length - 1);
      setProgress(ANALYSIS_STEPS[index] ?? 90);
    }, ANALYSIS_STEP_MS);
    try {
      const symptoms = text === '' ? [] : [text];
      let next: ProductionResult;
      if (input.sessionId && input.fileCount > 0) {
        const labAnalysis = await analyzeSession(
          input.sessionId,
          {
            depth: 'standard',
            includeRecommendations: true,
            includePrescriptions: false,
            ...profileToAnalysisOptions(input.profile),
            country: countryName(input.country) ?? input.country,
            symptoms,
          },
          symptoms.length > 0 || input.hasSessionSymptoms,
        );
        next = {
          labAnalysis,
          diagnosis: labAnalysis.diagnosis as ProductionResult['diagnosis'],
          recommendations: labAnalysis.recommendations as ProductionResult['recommendations'],
        };
      } else {
        const patientProfile = {
          ...toPatientProfile(input.profile),
          country: countryName(input.country) ?? input.country,
        };
        const diagnosis = await requestDiagnosis({ symptoms, patientProfile });
        const recommendations = diagnosis.emergencyAlert
          ? undefined
          : await requestRecommendations({ diagnosis, symptoms, patientProfile });
        next = { diagnosis, recommendations };
      }
      setResult(next);
      setProgress(100);
      setAnalysisCount((count) => count + 1);
      if (next.diagnosis?.emergencyAlert)
        toast.error(t('toast.emergencyAlertTitle'), {
          description: next.diagnosis.message || t('toast.emergencyAlertBody'),
        });
      else notifySuccess(t('toast.analysisComplete'));
      announce(t('voice.completed'));
    } catch (error) {
      setProgress(0);
      notifyFailure(t('production.analysisErrorTitle'), t('production.analysisErrorBody'), error);
    } finally {
      clearInterval(timer.current);
      setAnalyzing(false);
    }
  }

  return { progress, isAnalyzing, result, analysisCount, start };
}
