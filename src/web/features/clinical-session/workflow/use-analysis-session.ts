import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../api/notify';
import { analyzeSession } from '../labs/api';
import type { AnalysisDepth, AnalysisResults } from '../labs/types';
import { emptyProfile, type ProfileDraft } from '../profile/profile-draft';
import { profileToAnalysisOptions } from '../profile/profile-to-analysis-options';
import type { PatientFormValue } from '../session/patient-form';
import type { ProgressMode } from './analysis-progress';
import { useAnalysisRun } from './use-analysis-run';
import { useClinicalSession } from './use-clinical-session';
import { laterAnalysis, useCurrentAnalysis } from './use-current-analysis';
import { useLabFiles } from './use-lab-files';
import { useSessionReport } from './use-session-report';
import { useSessionSymptoms } from './use-session-symptoms';
import { analysisEmergencyMessage } from '../emergency/analysis-emergency';

export interface AnalysisChoices {
  depth: AnalysisDepth;
  includeRecommendations: boolean;
  includePrescriptions: boolean;
}

/**
 * The lab-analysis session of the Analysis Dashboard (/enhanced) and /complete: consent before the
 * session, patient form, files, symptoms, the session's analysis, report and clearing.
 */
export function useAnalysisSession(progressMode: ProgressMode = 'simulated') {
  const { t } = useTranslation();
  const clinical = useClinicalSession();
  const { sessionId, session } = clinical;
  const labs = useLabFiles(clinical);
  const saveSymptoms = useSessionSymptoms(clinical);
  const report = useSessionReport(clinical, true);
  const analysis = useAnalysisRun(progressMode);
  const [isConsented, setConsented] = useState(false);
  const [profile, setProfile] = useState<ProfileDraft>(emptyProfile);
  const [results, setResults] = useState<AnalysisResults | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [choices, setChoices] = useState<AnalysisChoices>({
    depth: 'standard',
    includeRecommendations: true,
    includePrescriptions: false,
  });
  const current = useCurrentAnalysis(clinical);

  async function startSession(form: PatientFormValue) {
    if (!isConsented) {
      notifyFailure(t('toast.consentTitle'), t('toast.consentBody'));
      return;
    }
    setBusy(true);
    await clinical.open({ patientId: form.patientId, analysisDate: form.analysisDate });
    setBusy(false);
  }

  async function analyze(extra: { country?: string } = {}) {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('errors.noActiveSession'));
      return;
    }
    if ((session?.uploadedFiles.length ?? 0) === 0 && (session?.labResults.length ?? 0) === 0) {
      notifyFailure(t('toast.cannotStartTitle'), t('toast.cannotStartBody'));
      return;
    }
    const hasSymptoms = (session?.symptoms.length ?? 0) > 0;
    const answer = await analysis.run(
      () =>
        analyzeSession(
          sessionId,
          { ...choices, ...profileToAnalysisOptions(profile), ...extra },
          hasSymptoms,
        ),
      {
        failureTitle: t('toast.analysisFailedTitle'),
        failureBody: t('toast.analysisFailedBody'),
        emergencyOf: analysisEmergencyMessage,
      },
    );
    if (answer) {
      setResults(answer);
      clinical.refresh();
    }
  }

  async function clear() {
    report.dismissClear();
    const isCleared = await clinical.end(t('toast.sessionCleared'), {
      title: t('toast.clearFailedTitle'),
      body: t('toast.clearFailedBody'),
    });
    if (!isCleared) return;
    setResults(null);
    analysis.reset();
    labs.resetProgress();
    setConsented(false);
    setProfile(emptyProfile);
  }

  return {
    sessionId,
    session,
    startedAt: clinical.startedAt,
    // A session is opened only after consent (on every screen), so an open one shows consent given.
    isConsented: isConsented || sessionId !== null,
    setConsented,
    status: analysis.status,
    progress: analysis.status === 'ready' ? labs.uploadProgress : analysis.progress,
    // The session's one analysis: redone by the server when results were added after it ran.
    results: laterAnalysis(results, current.analysis),
    isUpdatingResults: current.isUpdating,
    isBusy,
    choices,
    setChoices,
    profile,
    setProfile,
    isConfirmingClear: report.isConfirmingClear,
    dismissClear: report.dismissClear,
    startSession,
    upload: async (files: File[], testType?: string) => {
      await labs.upload(files, testType);
    },
    removeFile: labs.removeFile,
    saveSymptoms,
    analyze,
    report: report.download,
    clear,
  };
}

export type AnalysisSession = ReturnType<typeof useAnalysisSession>;
