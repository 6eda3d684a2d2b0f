import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify';
import { announce } from '../../features/preferences';
import {
  analysisEmergencyMessage,
  analyzeSession,
  laterAnalysis,
  useCurrentAnalysis,
  todayIsoDate,
  useAnalysisRun,
  useClinicalSession,
  useConsentGate,
  useLabFiles,
  useSessionReport,
  useSessionSymptoms,
  type AnalysisResults,
  type ProfileDraft,
} from '../../features/clinical-session';
import { contextAnalysisOptions } from './context-analysis-options';
import type { ContextSymptom } from './context-symptom-form';

/** Spec section 9: the context analysis waits 2 s (no HTTP call) before the analysis itself. */
export const CONTEXT_DELAY_MS = 2000;
export type ContextStep = 'upload' | 'process' | 'analyze' | 'completed';

/**
 * The country-context page: symptoms, files and analysis in a session (AFR-{timestamp}) opened on the first
 * symptom or file once consent is confirmed; opening the page sends nothing.
 */
export function useContextAnalysis() {
  const { t } = useTranslation();
  const clinical = useClinicalSession();
  const { sessionId } = clinical;
  const consent = useConsentGate(clinical);
  const openSession = () =>
    consent.ensureSession({ patientId: `AFR-${Date.now()}`, analysisDate: todayIsoDate() });
  const labs = useLabFiles(clinical, { ensureSession: openSession });
  const saveSymptoms = useSessionSymptoms(clinical);
  const report = useSessionReport(clinical);
  const analysis = useAnalysisRun('step');
  const current = useCurrentAnalysis(clinical);
  const [symptoms, setSymptoms] = useState<ContextSymptom[]>([]);
  const [hasUploaded, setUploaded] = useState(false);
  const [isWaiting, setWaiting] = useState(false);
  const [results, setResults] = useState<AnalysisResults | null>(null);

  async function addSymptom(symptom: ContextSymptom) {
    const id = await openSession();
    if (!id) return;
    setSymptoms((current) => [...current, symptom]);
    await saveSymptoms([symptom], id);
  }

  async function upload(files: File[]) {
    if ((await labs.upload(files)) !== null) setUploaded(true);
  }

  async function analyze(country: string, profile: ProfileDraft) {
    if (!sessionId || !country || symptoms.length === 0) return;
    setWaiting(true);
    await new Promise((resolve) => setTimeout(resolve, CONTEXT_DELAY_MS));
    setWaiting(false);
    const answer = await analysis.run(
      () => analyzeSession(sessionId, contextAnalysisOptions(country, profile), true),
      {
        failureTitle: t('toast.analysisFailedTitle'),
        failureBody: t('toast.contextFailedBody'),
        emergencyOf: analysisEmergencyMessage,
        onDone: () => {
          notifySuccess(t('classic.completeTitle'), t('classic.completeBody'));
          announce(t('voice.completed'));
        },
      },
    );
    if (answer) setResults(answer);
  }

  const step: ContextStep =
    analysis.status === 'completed'
      ? 'completed'
      : analysis.status === 'analyzing'
        ? 'analyze'
        : hasUploaded
          ? 'process'
          : 'upload';
  return {
    consent,
    sessionId,
    session: clinical.session,
    symptoms,
    step,
    progress: analysis.status === 'ready' ? labs.uploadProgress : analysis.progress,
    status: labs.isUploading ? ('analyzing' as const) : analysis.status,
    isWaiting,
    // The session's one analysis: redone by the server when results were added after it ran.
    results: laterAnalysis(results, current.analysis),
    addSymptom,
    upload,
    analyze,
    report: report.download,
  };
}
