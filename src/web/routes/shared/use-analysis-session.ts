import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifyInfo, notifySuccess } from '../../api/notify';
import { requestJson } from '../../api/request';
import { analyzeSession, downloadReport, uploadFiles } from '../../features/clinical-session/labs/api';
import type { AnalysisDepth, AnalysisResults } from '../../features/clinical-session/labs/types';
import { announce } from '../../features/preferences/voice';
import {
  addSymptoms,
  createSession,
  endSession,
  sessionKey,
  useSessionQuery,
} from '../../features/clinical-session/session/api';
import type { PatientFormValue } from '../../features/clinical-session/session/patient-form';
import { useSessionId } from '../../features/clinical-session/session/use-session-id';
import { useForgetEndedSession } from '../../features/clinical-session/session/use-forget-ended-session';
import { emptyProfile, type ProfileDraft } from '../../features/clinical-session/profile/patient-profile-form';
import { profileToAnalysisOptions } from '../../features/clinical-session/profile/profile-to-analysis-options';
import { PROGRESS_CAP, PROGRESS_STEP, PROGRESS_TICK_MS } from '../../hooks/use-simulated-progress';

export type AnalysisStatus = 'ready' | 'analyzing' | 'completed' | 'error';

export interface AnalysisChoices {
  depth: AnalysisDepth;
  includeRecommendations: boolean;
  includePrescriptions: boolean;
}

/** Spec section 9: the post-report confirmation comes 2 s after the download. */
export const CLEAR_CONFIRM_DELAY_MS = 2000;

/**
 * The session of the Analysis Dashboard and the /complete page: consent, patient form, files, symptoms,
 * analysis with simulated progress, report and clearing, with the toasts of spec sections 5 and 8.
 */
export function useAnalysisSession({
  progressMode = 'simulated',
}: { progressMode?: 'simulated' | 'steps' } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { sessionId, startedAt, adopt, forget } = useSessionId();
  const sessionQuery = useSessionQuery(sessionId);
  const session = sessionQuery.data;
  useForgetEndedSession(sessionQuery.error, forget);
  const [isConsented, setConsented] = useState(false);
  const [profile, setProfile] = useState<ProfileDraft>(emptyProfile);
  const [status, setStatus] = useState<AnalysisStatus>('ready');
  const [progress, setProgress] = useState(0);
  const [results, setResults] = useState<AnalysisResults | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const [choices, setChoices] = useState<AnalysisChoices>({
    depth: 'standard',
    includeRecommendations: true,
    includePrescriptions: false,
  });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
  const storedResults = (session?.analysisResults as AnalysisResults | null | undefined) ?? null;

  async function startSession(form: PatientFormValue) {
    if (!isConsented) {
      notifyFailure(t('toast.consentTitle'), t('toast.consentBody'));
      return;
    }
    setBusy(true);
    try {
      const created = await createSession({ patientId: form.patientId, analysisDate: form.analysisDate });
      adopt(created.id);
      queryClient.setQueryData(sessionKey(created.id), created);
      notifySuccess(t('toast.sessionCreated'), created.patientId);
    } catch (error) {
      notifyFailure(t('toast.sessionErrorTitle'), t('toast.sessionErrorBody'), error);
    } finally {
      setBusy(false);
    }
  }

  async function upload(files: File[], testType?: string) {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('toast.enterPatientFirst'));
      return;
    }
    notifyInfo(t('toast.filesUploadingTitle'), t('toast.filesUploadingBody', { count: files.length }));
    setProgress(25);
    try {
      const answer = await uploadFiles(sessionId, files, testType);
      queryClient.setQueryData(sessionKey(sessionId), answer.session);
      const failed = answer.files.find((file) => file.error);
      if (failed) notifyFailure(t('upload.errorTitle'), t('upload.errorBody', { file: failed.record.name }));
      else notifySuccess(t('upload.uploadedTitle'), t('upload.uploadedBody', { count: answer.files.length }));
      setProgress(50);
    } catch (error) {
      setProgress(0);
      notifyFailure(t('toast.uploadFailedTitle'), t('toast.uploadFailedBody'), error);
    }
  }

  async function removeFile(fileId: string) {
    if (!sessionId) return;
    try {
      await requestJson(
        'DELETE',
        `/api/sessions/${encodeURIComponent(sessionId)}/files/${encodeURIComponent(fileId)}`,
      );
      refresh();
    } catch (error) {
      notifyFailure(t('toast.errorTitle'), t('toast.removeFailed'), error);
    }
  }

  async function saveSymptoms(symptoms: unknown[]): Promise<boolean> {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('toast.createSessionFirst'));
      return false;
    }
    try {
      const answer = await addSymptoms(sessionId, symptoms);
      queryClient.setQueryData(sessionKey(sessionId), answer.session);
      notifySuccess(t('toast.symptomsAdded'), t('toast.symptomsAddedBody', { count: answer.added }));
      return true;
    } catch (error) {
      notifyFailure(t('toast.errorTitle'), t('toast.symptomFailed'), error);
      return false;
    }
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
    setStatus('analyzing');
    // /complete shows fixed steps (75 while analysing); the dashboard a simulated climb (spec section 4).
    setProgress(progressMode === 'steps' ? 75 : 0);
    const ticker = setInterval(() => {
      if (progressMode === 'simulated') setProgress((value) => Math.min(PROGRESS_CAP, value + PROGRESS_STEP));
    }, PROGRESS_TICK_MS);
    try {
      const hasSymptoms = (session?.symptoms.length ?? 0) > 0;
      const answer = await analyzeSession(
        sessionId,
        { ...choices, ...profileToAnalysisOptions(profile), ...extra },
        hasSymptoms,
      );
      setResults(answer);
      setProgress(100);
      setStatus('completed');
      refresh();
      notifySuccess(t('toast.analysisComplete'));
      announce(t('voice.completed'));
    } catch (error) {
      setProgress(0);
      setStatus('error');
      notifyFailure(t('toast.analysisFailedTitle'), t('toast.analysisFailedBody'), error);
    } finally {
      clearInterval(ticker);
    }
  }

  async function report() {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('errors.noActiveSession'));
      return;
    }
    try {
      await downloadReport(sessionId, session?.patientId);
      notifySuccess(t('toast.reportGenerated'));
      timers.current.push(setTimeout(() => setConfirmingClear(true), CLEAR_CONFIRM_DELAY_MS));
    } catch (error) {
      notifyFailure(t('toast.reportFailedTitle'), t('toast.reportFailedBody'), error);
    }
  }

  async function clear() {
    setConfirmingClear(false);
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('errors.noActiveSession'));
      return;
    }
    try {
      await endSession(sessionId);
      forget();
      setResults(null);
      setStatus('ready');
      queryClient.removeQueries({ queryKey: sessionKey(sessionId) });
      setProgress(0);
      setConsented(false);
      setProfile(emptyProfile);
      notifySuccess(t('toast.sessionCleared'));
    } catch (error) {
      notifyFailure(t('toast.clearFailedTitle'), t('toast.clearFailedBody'), error);
    }
  }

  return {
    sessionId,
    session,
    startedAt,
    isConsented,
    setConsented,
    status,
    progress,
    results: results ?? storedResults,
    isBusy,
    choices,
    setChoices,
    profile,
    setProfile,
    isConfirmingClear,
    dismissClear: () => setConfirmingClear(false),
    startSession,
    upload,
    removeFile,
    saveSymptoms,
    analyze,
    report,
    clear,
  };
}

export type AnalysisSession = ReturnType<typeof useAnalysisSession>;
