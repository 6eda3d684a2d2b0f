import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  analyzeSession,
  dosingAsk,
  missingForDosing,
  loadProfileProblems,
  profileToAnalysisOptions,
  useAiConsultation,
  useLabFiles,
  useSessionReport,
  useSessionSymptoms,
  useSymptomChange,
  type ClinicalSession,
  type ConsentGate,
  type Diagnosis,
  type ProfileDraft,
  type Recommendations,
} from '../../features/clinical-session';
import { notifyFailure, notifySuccess } from '../../api/notify';
import { countryName } from '../../features/countries';
import { announce } from '../../features/preferences';
import { initialWorkflow, toWorkflowSymptom, workflowReducer, type WorkflowSymptom } from './workflow-state';

/** The workflow page's steps (spec sections 4, 5 and 8), composed from the clinical session's parts. */
export type BusyAction =
  'start' | 'symptom' | 'analyze' | 'upload' | 'manual' | 'treatment' | 'report' | 'end' | null;

export function useWorkflowActions(clinical: ClinicalSession, profile: ProfileDraft, consent: ConsentGate) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(workflowReducer, initialWorkflow);
  const [busy, setBusy] = useState<BusyAction>(null);
  const run =
    <A extends unknown[], T>(action: BusyAction, work: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      setBusy(action);
      try {
        return await work(...args);
      } finally {
        setBusy(null);
      }
    };
  const consultation = useAiConsultation((emergency) => dispatch({ type: 'emergency', emergency }));
  const labs = useLabFiles(clinical, { uploadFailureTitle: t('toast.fileProcessingError') });
  const saveSymptoms = useSessionSymptoms(clinical);
  const changeSymptom = useSymptomChange(clinical);
  const report = useSessionReport(clinical);
  const { sessionId, session } = clinical;
  const input = { symptoms: state.symptoms, profile };

  const startSession = async () => {
    if (!consent.requireConsent()) return;
    const id = await clinical.open(undefined, {
      failure: { title: t('toast.errorTitle'), body: t('toast.startFailed') },
    });
    if (id) dispatch({ type: 'reset' });
  };

  const addSymptom = async (symptom: WorkflowSymptom) => {
    const isSaved = await saveSymptoms([
      { ...symptom, duration: symptom.duration || undefined, frequency: symptom.frequency || undefined },
    ]);
    if (isSaved) dispatch({ type: 'symptomAdded', symptom });
    return isSaved;
  };

  const symptomsChanged = (stored: ReadonlyArray<Partial<WorkflowSymptom> & { symptom: string }>) =>
    dispatch({ type: 'symptomsChanged', symptoms: stored.map(toWorkflowSymptom) });
  const removeSymptom = async (id: string) => {
    const stored = await changeSymptom(id);
    if (stored) symptomsChanged(stored);
  };
  const correctSymptom = async (id: string, symptom: WorkflowSymptom) => {
    const stored = await changeSymptom(id, {
      ...symptom,
      duration: symptom.duration || undefined,
      frequency: symptom.frequency || undefined,
    });
    if (stored) symptomsChanged(stored);
    return stored !== null;
  };

  const aiWords = { failureTitle: t('toast.aiErrorTitle'), failureBody: t('toast.aiErrorBody') };
  const analysisOptions = () => ({
    depth: 'standard' as const,
    includeRecommendations: true,
    // The report's prescription is dosed only from an entered age and measured weight, as the screen's.
    includePrescriptions: missingForDosing(profile).length === 0,
    ...profileToAnalysisOptions(profile),
    country: countryName(profile.country) ?? profile.country,
  });
  /**
   * The session's own analysis (stored), so this screen shows the same diagnosis and probabilities as
   * the other screens, the PDF and the JSON report; it is redone by the server when labs are added.
   */
  const analyzeSymptoms = async () => {
    if (state.symptoms.length === 0 || !sessionId) return;
    // An impossible value in the profile is corrected first, never sent or dropped silently.
    const problem = Object.values(await loadProfileProblems(profile))[0];
    if (problem) {
      notifyFailure(t('profile.problemsTitle'), problem);
      return;
    }
    let analysis;
    try {
      analysis = await analyzeSession(sessionId, analysisOptions(), true);
    } catch (error) {
      notifyFailure(aiWords.failureTitle, aiWords.failureBody, error);
      return;
    }
    clinical.refresh();
    const diagnosis = analysis.diagnosis as Diagnosis;
    const recommendations = (analysis.recommendations as Recommendations | undefined) ?? null;
    if (diagnosis.emergencyAlert) {
      consultation.alertEmergency(t('toast.emergencyAlertTitle'), diagnosis);
      return dispatch({ type: 'diagnosed', diagnosis, recommendations: null });
    }
    dispatch({ type: 'diagnosed', diagnosis, recommendations });
    notifySuccess(t('toast.analysisComplete'));
    announce(t('voice.completed'));
  };

  /**
   * The session's own analysis, with its prescription, is what the server's PDF report shows next to
   * the physician's decision; it also counts the consultation in the de-identified regional counts.
   * A failure here only leaves the report without the assessment, never the screen without a prescription.
   */
  const keepAnalysisForReport = async (): Promise<void> => {
    if (!sessionId) return;
    await analyzeSession(sessionId, analysisOptions(), state.symptoms.length > 0).catch(() => undefined);
    clinical.refresh();
  };

  const generateTreatment = async (withLabs: boolean) => {
    // No dose for an assumed adult or for a weight estimated from the age: the clinician enters them.
    const missing = missingForDosing(profile);
    if (missing.length > 0) {
      const ask = dosingAsk(t, missing);
      notifyFailure(ask.title, ask.body);
      return;
    }
    const labResults = withLabs
      ? (session?.labResults ?? []).map(({ testType, result, normalRange, notes }) => ({
          testType,
          result,
          normalRange,
          notes,
        }))
      : [];
    const [prescription] = await Promise.all([
      consultation.prescribe(
        { ...input, diagnosis: state.diagnosis?.primaryDiagnosis?.condition ?? 'Unknown', labResults },
        { failureTitle: t('toast.prescriptionErrorTitle'), failureBody: t('toast.prescriptionErrorBody') },
      ),
      keepAnalysisForReport(),
    ]);
    if (!prescription) return;
    dispatch({ type: 'prescribed', prescription });
    notifySuccess(t('toast.treatmentReady'));
  };

  const finishSession = async () => {
    const isEnded = await clinical.end(t('toast.sessionEnded'), {
      title: t('toast.errorTitle'),
      body: t('toast.endFailed'),
    });
    if (!isEnded) return;
    dispatch({ type: 'ended' });
    consent.reset(); // the next patient's consent is asked again
  };

  const uploadLabFiles = async (files: File[], testType: string) =>
    ((await labs.upload(files, testType)) ?? 0) > 0;
  return {
    state,
    dispatch,
    busy,
    startSession: run('start', startSession),
    addSymptom: run('symptom', addSymptom),
    removeSymptom: run('symptom', removeSymptom),
    correctSymptom: run('symptom', correctSymptom),
    analyzeSymptoms: run('analyze', analyzeSymptoms),
    uploadLabFiles: run('upload', uploadLabFiles),
    addManualLab: run('manual', labs.addTypedResult),
    generateTreatment: run('treatment', generateTreatment),
    downloadSessionReport: run('report', report.download),
    finishSession: run('end', finishSession),
  };
}
