import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionView } from '../../../contracts/sessions';
import { notifyFailure, notifySuccess, notifyInfo } from '../../api/notify';
import {
  emergencyFromError,
  requestDiagnosis,
  requestPrescription,
  requestRecommendations,
} from '../../features/clinical-session/ai/api';
import { addLabResult, analyzeSession, downloadReport, uploadFiles } from '../../features/clinical-session/labs/api';
import type { ManualLabResult } from '../../features/clinical-session/labs/types';
import { countryName } from '../../features/countries/countries';
import { announce } from '../../features/preferences/voice';
import { addSymptoms, createSession, endSession } from '../../features/clinical-session/session/api';
import type { ProfileDraft } from '../../features/clinical-session/profile/patient-profile-form';
import { profileToAnalysisOptions } from '../../features/clinical-session/profile/profile-to-analysis-options';
import { toPatientProfile } from '../../features/clinical-session/profile/to-patient-profile';
import { initialWorkflow, workflowReducer, type WorkflowSymptom } from './workflow-state';

export type BusyAction =
  'start' | 'symptom' | 'analyze' | 'upload' | 'manual' | 'treatment' | 'report' | 'end' | null;

interface SessionHandle {
  sessionId: string | null;
  session: SessionView | undefined;
  adopt: (id: string) => void;
  forget: () => void;
  refresh: () => void;
}

/** Every step of the workflow page with the spec's toasts (sections 5 and 8). */
export function useWorkflowActions(
  { sessionId, session, adopt, forget, refresh }: SessionHandle,
  profile: ProfileDraft,
) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(workflowReducer, initialWorkflow);
  const [busy, setBusy] = useState<BusyAction>(null);

  async function run<T>(action: BusyAction, work: () => Promise<T>): Promise<T> {
    setBusy(action);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  }

  function raiseEmergency(message: string | undefined, emergencyActions: string[] | undefined) {
    dispatch({ type: 'emergency', emergency: { message, emergencyActions } });
    toast.error(t('toast.emergencyAlertTitle'), { description: t('toast.emergencyAlertBody') });
    announce(t('toast.emergencyAlertBody'));
  }

  const startSession = () =>
    run('start', async () => {
      try {
        if (sessionId) await endSession(sessionId).catch(() => undefined);
        forget();
        const created = await createSession();
        adopt(created.id);
        dispatch({ type: 'reset' });
        notifySuccess(t('toast.sessionCreated'));
      } catch (error) {
        notifyFailure(t('toast.errorTitle'), t('toast.startFailed'), error);
      }
    });

  const addSymptom = (symptom: WorkflowSymptom) =>
    run('symptom', async () => {
      if (!sessionId) {
        notifyFailure(t('toast.noActiveSessionTitle'), t('toast.createSessionFirst'));
        return false;
      }
      try {
        await addSymptoms(sessionId, [
          { ...symptom, duration: symptom.duration || undefined, frequency: symptom.frequency || undefined },
        ]);
        dispatch({ type: 'symptomAdded', symptom });
        refresh();
        notifySuccess(t('toast.symptomsAdded'));
        return true;
      } catch (error) {
        notifyFailure(t('toast.errorTitle'), t('toast.symptomFailed'), error);
        return false;
      }
    });

  const analyzeSymptoms = () =>
    run('analyze', async () => {
      if (state.symptoms.length === 0) return;
      const patientProfile = toPatientProfile(profile);
      try {
        const diagnosis = await requestDiagnosis({ symptoms: state.symptoms, patientProfile });
        if (diagnosis.emergencyAlert) {
          dispatch({ type: 'diagnosed', diagnosis, recommendations: null });
          toast.error(t('toast.emergencyAlertTitle'), { description: t('toast.emergencyAlertBody') });
          announce(t('toast.emergencyAlertBody'));
          return;
        }
        const recommendations = await requestRecommendations({
          diagnosis,
          symptoms: state.symptoms,
          patientProfile,
        });
        dispatch({ type: 'diagnosed', diagnosis, recommendations });
        notifySuccess(t('toast.analysisComplete'));
        announce(t('voice.completed'));
      } catch (error) {
        notifyFailure(t('toast.aiErrorTitle'), t('toast.aiErrorBody'), error);
      }
    });

  const uploadLabFiles = (files: File[], testType: string) =>
    run('upload', async () => {
      if (!sessionId) {
        notifyFailure(t('toast.noActiveSessionTitle'), t('toast.enterPatientFirst'));
        return false;
      }
      notifyInfo(t('toast.filesUploadingTitle'), t('toast.filesUploadingBody', { count: files.length }));
      try {
        const answer = await uploadFiles(sessionId, files, testType);
        refresh();
        const failed = answer.files.filter((file) => file.error);
        const processed = answer.files.length - failed.length;
        if (failed[0])
          notifyFailure(
            t('upload.errorTitle'),
            `${t('upload.errorBody', { file: failed[0].record.name })}: ${failed[0].error}`,
          );
        else notifySuccess(t('upload.uploadedTitle'), t('upload.uploadedBody', { count: processed }));
        return processed > 0;
      } catch (error) {
        notifyFailure(t('toast.fileProcessingError'), t('toast.uploadFailedBody'), error);
        return false;
      }
    });

  const addManualLab = (result: ManualLabResult) =>
    run('manual', async () => {
      if (!sessionId) return false;
      try {
        await addLabResult(sessionId, result);
        refresh();
        return true;
      } catch (error) {
        notifyFailure(t('toast.labErrorTitle'), t('toast.labErrorBody'), error);
        return false;
      }
    });

  /**
   * The session's own analysis, with its prescription, is what the server's PDF report shows next to
   * the physician's decision; it also counts the consultation in the de-identified regional counts.
   * A failure here only leaves the report without the assessment, never the screen without a prescription.
   */
  const keepAnalysisForReport = async (): Promise<void> => {
    if (!sessionId) return;
    const options = {
      depth: 'standard' as const,
      includeRecommendations: true,
      includePrescriptions: true,
      ...profileToAnalysisOptions(profile),
      country: countryName(profile.country) ?? profile.country,
    };
    await analyzeSession(sessionId, options, state.symptoms.length > 0).catch(() => undefined);
  };

  const generateTreatment = (withLabs: boolean) =>
    run('treatment', async () => {
      const labResults = withLabs
        ? (session?.labResults ?? []).map(({ testType, result, normalRange, notes }) => ({
            testType,
            result,
            normalRange,
            notes,
          }))
        : [];
      try {
        const [prescription] = await Promise.all([
          requestPrescription({
            diagnosis: state.diagnosis?.primaryDiagnosis?.condition ?? 'Unknown',
            symptoms: state.symptoms,
            patientProfile: toPatientProfile(profile, true),
            labResults,
          }),
          keepAnalysisForReport(),
        ]);
        dispatch({ type: 'prescribed', prescription });
        notifySuccess(t('toast.treatmentReady'));
      } catch (error) {
        const emergency = emergencyFromError(error);
        if (emergency) raiseEmergency(emergency.message, emergency.emergencyActions);
        else notifyFailure(t('toast.prescriptionErrorTitle'), t('toast.prescriptionErrorBody'), error);
      }
    });

  const downloadSessionReport = () =>
    run('report', async () => {
      if (!sessionId) return;
      try {
        await downloadReport(sessionId, session?.patientId);
        notifySuccess(t('toast.reportGenerated'));
      } catch (error) {
        notifyFailure(t('toast.reportFailedTitle'), t('toast.reportFailedBody'), error);
      }
    });

  const finishSession = () =>
    run('end', async () => {
      try {
        if (sessionId) await endSession(sessionId);
        forget();
        dispatch({ type: 'ended' });
        notifySuccess(t('toast.sessionEnded'));
      } catch (error) {
        notifyFailure(t('toast.errorTitle'), t('toast.endFailed'), error);
      }
    });

  return {
    state,
    dispatch,
    busy,
    startSession,
    addSymptom,
    analyzeSymptoms,
    uploadLabFiles,
    addManualLab,
    generateTreatment,
    downloadSessionReport,
    finishSession,
  };
}
