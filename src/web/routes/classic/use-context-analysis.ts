import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifyInfo, notifySuccess } from '../../api/notify';
import { analyzeSession, downloadReport, uploadFiles } from '../../features/clinical-session/labs/api';
import type { AnalysisResults } from '../../features/clinical-session/labs/types';
import { announce } from '../../features/preferences/voice';
import { addSymptoms, createSession, sessionKey, useSessionQuery } from '../../features/clinical-session/session/api';
import { todayIsoDate } from '../../features/clinical-session/session/patient-form';
import { useSessionId } from '../../features/clinical-session/session/use-session-id';
import type { ProfileDraft } from '../../features/clinical-session/profile/patient-profile-form';
import { contextAnalysisOptions } from './context-analysis-options';
import type { ContextSymptom } from './context-symptom-form';

/** Spec section 9: the context analysis waits 2 s (no HTTP call) before the analysis itself. */
export const CONTEXT_DELAY_MS = 2000;
export type ContextStep = 'upload' | 'process' | 'analyze' | 'completed';

/** The country-context page: a session made on load (AFR-{timestamp}), symptoms, files and analysis. */
export function useContextAnalysis() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { sessionId, adopt } = useSessionId();
  const session = useSessionQuery(sessionId).data;
  const [symptoms, setSymptoms] = useState<ContextSymptom[]>([]);
  const [step, setStep] = useState<ContextStep>('upload');
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<'ready' | 'analyzing' | 'completed' | 'error'>('ready');
  const [isWaiting, setWaiting] = useState(false);
  const [results, setResults] = useState<AnalysisResults | null>(null);
  const creating = useRef(false);

  useEffect(() => {
    if (sessionId || creating.current) return;
    creating.current = true;
    createSession({ patientId: `AFR-${Date.now()}`, analysisDate: todayIsoDate() })
      .then((created) => adopt(created.id))
      .catch((error: unknown) =>
        notifyFailure(t('toast.sessionErrorTitle'), t('toast.sessionErrorBody'), error),
      );
  }, [sessionId, adopt, t]);

  async function addSymptom(symptom: ContextSymptom) {
    setSymptoms((current) => [...current, symptom]);
    if (!sessionId) return;
    try {
      const answer = await addSymptoms(sessionId, [symptom]);
      queryClient.setQueryData(sessionKey(sessionId), answer.session);
      notifySuccess(t('toast.symptomsAdded'));
    } catch (error) {
      notifyFailure(t('toast.errorTitle'), t('toast.symptomFailed'), error);
    }
  }

  async function upload(files: File[]) {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('toast.enterPatientFirst'));
      return;
    }
    setStatus('analyzing');
    notifyInfo(t('toast.filesUploadingTitle'), t('toast.filesUploadingBody', { count: files.length }));
    try {
      const answer = await uploadFiles(sessionId, files);
      queryClient.setQueryData(sessionKey(sessionId), answer.session);
      setProgress(25);
      setStep('process');
      setProgress(50);
      setStatus('ready');
      notifySuccess(t('upload.uploadedTitle'), t('upload.uploadedBody', { count: answer.files.length }));
    } catch (error) {
      setStatus('error');
      notifyFailure(t('toast.uploadFailedTitle'), t('toast.uploadFailedBody'), error);
    }
  }

  async function analyze(country: string, profile: ProfileDraft) {
    if (!sessionId || !country || symptoms.length === 0) return;
    setWaiting(true);
    await new Promise((resolve) => setTimeout(resolve, CONTEXT_DELAY_MS));
    setWaiting(false);
    setStatus('analyzing');
    setStep('analyze');
    setProgress(75);
    try {
      const answer = await analyzeSession(sessionId, contextAnalysisOptions(country, profile), true);
      setResults(answer);
      setProgress(100);
      setStep('completed');
      setStatus('completed');
      notifySuccess(t('classic.completeTitle'), t('classic.completeBody'));
      announce(t('voice.completed'));
    } catch (error) {
      setProgress(0);
      setStatus('error');
      notifyFailure(t('toast.analysisFailedTitle'), t('toast.contextFailedBody'), error);
    }
  }

  async function report() {
    if (!sessionId) return;
    try {
      await downloadReport(sessionId, session?.patientId);
      notifySuccess(t('toast.reportGenerated'));
    } catch (error) {
      notifyFailure(t('toast.reportFailedTitle'), t('toast.reportFailedBody'), error);
    }
  }

  return {
    sessionId,
    session,
    symptoms,
    step,
    progress,
    status,
    isWaiting,
    results,
    addSymptom,
    upload,
    analyze,
    report,
  };
}
