import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useAppConfig } from '../features/config';
import {
  AnalysisDifferential,
  LabResultRows,
  useCurrentAnalysis,
  type Diagnosis,
  DifferentialList,
  Disclaimer,
  EngineLimits,
  NextQuestions,
  PrimaryDiagnosisView,
  RedFlagList,
  EmergencyCare,
  ConsentPanel,
  useConsentGate,
  RecommendationsView,
  SessionBar,
  useClinicalSession,
  PatientProfileForm,
  emptyProfile,
  ResultHeading,
  DosingProfileAsk,
} from '../features/clinical-session';
import { SymptomForm, SymptomList } from './workflow/symptom-form';
import { TreatmentStep } from './workflow/treatment-step';
import { useWorkflowActions } from './workflow/use-workflow-actions';
import { toWorkflowSymptom } from './workflow/workflow-state';
import { usePageTitle } from '../hooks/use-page-title';
import { OfflineConsultation, useConnection } from '../features/offline';

// The lab step carries the upload widget: loaded only when a clinician reaches it.
const LabStep = lazy(() => import('./workflow/lab-step'));

export default function WorkflowPage() {
  const { t } = useTranslation();
  usePageTitle(t('workflow.title'));
  const clinical = useClinicalSession();
  const { sessionId, session } = clinical;
  const config = useAppConfig().data;
  const isOffline = useConnection() === 'offline';
  const [profile, setProfile] = useState(emptyProfile);
  const consent = useConsentGate(clinical);
  const actions = useWorkflowActions(clinical, profile, consent);
  const { state, busy, dispatch } = actions;
  // The session's one analysis (redone by the server when labs are added) wins over the answer kept
  // in the page, so this screen shows what the PDF and the other screens show.
  const current = useCurrentAnalysis(clinical).analysis;
  const diagnosis = (current?.diagnosis as Diagnosis | undefined) ?? state.diagnosis;
  const storedSymptoms = session?.symptoms;
  useEffect(() => {
    if (!storedSymptoms || storedSymptoms.length === 0) return;
    dispatch({ type: 'symptomsRestored', symptoms: storedSymptoms.map(toWorkflowSymptom) });
  }, [storedSymptoms, dispatch]);

  return (
    <div className="mx-auto max-w-4xl space-y-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('workflow.title')}</h1>
        {config?.contactPhone && (
          <a
            href={`tel:${config.contactPhone}`}
            className="inline-flex min-h-11 items-center font-medium text-teal-800 underline dark:text-teal-300"
          >
            {t('contact.phone')}: {config.contactPhone}
          </a>
        )}
      </header>

      {isOffline && (
        <Suspense fallback={null}>
          <OfflineConsultation />
        </Suspense>
      )}

      {sessionId === null || state.step === 'completed' ? (
        <Card>
          {state.step === 'completed' && (
            <h2 className="mb-2 text-xl font-semibold">{t('workflow.completedTitle')}</h2>
          )}
          {state.step === 'completed' && <p className="mb-3">{t('workflow.completedBody')}</p>}
          <div className="mb-3">
            <ConsentPanel {...consent.panel} />
          </div>
          <Button onClick={() => void actions.startSession()} disabled={busy === 'start'}>
            {t('workflow.startNewSession')}
          </Button>
          {/* Below the button, so that on a 360 x 740 phone consent and Start are on the first screen. */}
          {state.step !== 'completed' && <p className="mt-3">{t('workflow.intro')}</p>}
          {/* A newcomer learns here which of the five screens to use. */}
          <h2 className="mt-4 font-semibold">{t('workflow.otherScreens.title')}</h2>
          <ul className="mt-1 space-y-1 text-sm" data-testid="other-screens">
            {(['enhanced', 'complete', 'production', 'classic'] as const).map((screen) => (
              <li key={screen}>
                <Link to={`/${screen}`} className="font-medium text-teal-800 underline dark:text-teal-300">
                  {t(`nav.${screen}`)}
                </Link>
                : {t(`workflow.otherScreens.${screen}`)}
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <>
          <SessionBar
            sessionId={sessionId}
            stepName={t(`workflow.steps.${state.step}`)}
            symptomCount={session?.symptoms.length ?? state.symptoms.length}
            labCount={session?.labResults.length ?? 0}
          />
          {clinical.isPollFailing && (
            <p role="alert" className="text-red-800 dark:text-red-200">
              {t('session.pollFailed')}
            </p>
          )}

          {state.step === 'emergency' && state.emergency && (
            <EmergencyCare
              emergency={state.emergency}
              diagnosis={state.diagnosis}
              symptoms={state.symptoms}
              profile={profile}
              onProfileChange={setProfile}
              sessionId={sessionId}
              onEnd={() => void actions.finishSession()}
              isEnding={busy === 'end'}
              bringIntoView
            />
          )}

          {state.step === 'symptoms' && (
            <Card title={t('workflow.step1')}>
              <div className="space-y-4">
                <SymptomForm onAdd={actions.addSymptom} disabled={busy !== null} />
                <div>
                  <h3 className="mb-1 font-semibold">{t('workflow.currentSymptoms')}</h3>
                  <SymptomList
                    symptoms={
                      storedSymptoms?.length === state.symptoms.length
                        ? storedSymptoms.map((stored) => ({ ...toWorkflowSymptom(stored), id: stored.id }))
                        : state.symptoms
                    }
                    onRemove={(id) => void actions.removeSymptom(id)}
                    onCorrect={actions.correctSymptom}
                    disabled={busy !== null}
                  />
                </div>
                <details className="rounded border border-slate-200 p-3 dark:border-slate-700">
                  <summary className="min-h-11 cursor-pointer py-2 font-medium">
                    {t('profile.optional')}
                  </summary>
                  <PatientProfileForm value={profile} onChange={setProfile} />
                </details>
                <Button
                  onClick={() => void actions.analyzeSymptoms()}
                  disabled={busy !== null || state.symptoms.length === 0}
                  className="w-full sm:w-auto"
                >
                  {busy === 'analyze' ? t('workflow.analyzing') : t('workflow.analyzeSymptoms')}
                </Button>
              </div>
            </Card>
          )}

          {diagnosis && (state.step !== 'symptoms' || current) && (
            <Card>
              <ResultHeading result={state.diagnosis} takeFocus={state.step !== 'emergency'}>
                {t('workflow.aiCard')}
              </ResultHeading>
              <PrimaryDiagnosisView diagnosis={diagnosis} />
              <RedFlagList diagnosis={diagnosis} />
              {current ? (
                <AnalysisDifferential analysis={current} />
              ) : (
                <DifferentialList diagnosis={diagnosis} />
              )}
              {current && current.tests_analyzed.length > 0 && (
                <div className="mt-3">
                  <LabResultRows tests={current.tests_analyzed} />
                </div>
              )}
              <NextQuestions diagnosis={diagnosis} />
              <EngineLimits diagnosis={diagnosis} />
              {state.recommendations && (
                <div className="mt-3">
                  <RecommendationsView recommendations={state.recommendations} />
                </div>
              )}
              <Disclaimer text={diagnosis.disclaimer} />
            </Card>
          )}

          {state.step === 'lab_input' && (
            <Suspense fallback={<p>{t('loading')}</p>}>
              <LabStep
                labResults={session?.labResults ?? []}
                onUpload={actions.uploadLabFiles}
                onManual={actions.addManualLab}
                onGenerateTreatment={(withLabs) => void actions.generateTreatment(withLabs)}
                isBusy={busy !== null}
                dosingAsk={<DosingProfileAsk profile={profile} onProfileChange={setProfile} />}
              />
            </Suspense>
          )}

          {state.step === 'final_treatment' && state.prescription && (
            <TreatmentStep
              sessionId={sessionId}
              physician={session?.orderingPhysician}
              prescription={state.prescription}
              onEdited={(prescription) => dispatch({ type: 'prescriptionEdited', prescription })}
              onDownloadReport={() => void actions.downloadSessionReport()}
              onEnd={() => void actions.finishSession()}
              isBusy={busy !== null}
            />
          )}
        </>
      )}
    </div>
  );
}
