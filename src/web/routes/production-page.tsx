import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyInfo, notifySuccess } from '../api/notify';
import { DEFAULT_COUNTRY, regionForCountry } from '../features/countries';
import {
  ConsentPanel,
  PatientProfileForm,
  saveBlob,
  useClinicalSession,
  useConsentGate,
  useLabFiles,
} from '../features/clinical-session';
import {
  countCriticalAlerts,
  HealthIntelligencePanel,
  useHealthIntelligence,
  VerifiedUpdatesPanel,
} from '../features/trends';
import { AnalysisSection } from './production/analysis-section';
import { AssistantSection } from './production/assistant-section';
import { buildDoctorReport } from './production/doctor-report';
import { SymptomsSection, UploadSection } from './production/input-sections';
import { ContactSection, DashboardSection } from './production/overview-sections';
import { ProductionNav } from './production/production-nav';
import { sectionStatus, type Section } from './production/sections';
import { useAssistant } from './production/use-assistant';
import { useProductionAnalysis } from './production/use-production-analysis';
import { usePageTitle } from '../hooks/use-page-title';

export default function ProductionPage() {
  const { t } = useTranslation();
  usePageTitle(t('production.title'));
  const [history, setHistory] = useState<Section[]>(['dashboard']);
  const active = history[history.length - 1] ?? 'dashboard';
  const [visited, setVisited] = useState<Set<Section>>(() => new Set(['dashboard']));
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const region = regionForCountry(country);
  const [symptomsText, setSymptomsText] = useState('');
  const clinical = useClinicalSession();
  const { sessionId, session } = clinical;
  const intelligence = useHealthIntelligence(country, region, true);
  const consent = useConsentGate(clinical);
  /** Spec section 8: if the session cannot be created the page says 'System Ready' and carries on. */
  const openSession = () =>
    consent.ensureSession(undefined, {
      isQuiet: true,
      onFailure: () => notifyInfo(t('production.systemReady')),
    });
  const assistant = useAssistant(
    sessionId,
    session?.orderingPhysician,
    async () => (await openSession()) !== null || consent.isConsented,
  );
  const fileCount = session?.uploadedFiles.length ?? 0;
  const analysis = useProductionAnalysis({
    symptomsText,
    sessionId,
    clinical,
    fileCount,
    country,
    hasSessionSymptoms: (session?.symptoms.length ?? 0) > 0,
    profile: assistant.profile,
    ensureConsent: async () => (await openSession()) !== null || consent.isConsented,
  });

  const go = (section: Section) => {
    setHistory((current) => (current[current.length - 1] === section ? current : [...current, section]));
    setVisited((current) => new Set(current).add(section));
  };
  const back = () => setHistory((current) => (current.length > 1 ? current.slice(0, -1) : current));

  const labs = useLabFiles(clinical, { ensureSession: openSession });

  async function endSession() {
    const isEnded = await clinical.end(t('toast.sessionEnded'), {
      title: t('toast.errorTitle'),
      body: t('toast.endFailed'),
    });
    if (isEnded) consent.reset();
  }
  const symptomList = symptomsText
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const needsConsent = ['upload', 'symptoms', 'analysis', 'ai-assistant'].includes(active) && !sessionId;

  function downloadDoctorReport() {
    if (!analysis.result) return;
    const now = new Date();
    const patientId = session?.patientId ?? 'patient';
    const text = buildDoctorReport({
      patientId,
      symptomsText,
      result: analysis.result,
      prescription: assistant.prescription,
      decision: assistant.decision,
      now,
    });
    saveBlob(
      new Blob([text], { type: 'text/plain;charset=utf-8' }),
      `doctor-report-${patientId}-${now.getTime()}.txt`,
    );
    notifySuccess(t('toast.reportGenerated'));
  }

  // The patient in front of the clinician counts among the alerts while their emergency is on screen.
  const hasPatientEmergency = Boolean(analysis.result?.diagnosis?.emergencyAlert || assistant.emergency);
  const facts = {
    active,
    fileCount,
    hasSymptoms: symptomsText.trim() !== '',
    hasResults: analysis.result !== null,
    isAnalyzing: analysis.isAnalyzing,
    hasAssistantResult: assistant.diagnosis !== null,
    visited,
  };
  const files = (session?.uploadedFiles ?? []).map((file) => ({
    id: file.id,
    name: file.name,
    size: file.size,
    type: file.type,
    isUploaded: file.status === 'processed',
  }));

  return (
    <div>
      <ProductionNav
        active={active}
        onSelect={go}
        statusOf={(section) => sectionStatus(section, facts)}
        alertCount={countCriticalAlerts(intelligence.data) + (hasPatientEmergency ? 1 : 0)}
        country={country}
        onCountry={setCountry}
      />
      <div className="mx-auto max-w-6xl space-y-4 p-4 sm:pb-24">
        <h1 className="text-2xl font-bold">{t(`production.section.${active}`)}</h1>
        {needsConsent && <ConsentPanel {...consent.panel} />}
        {active === 'dashboard' && (
          <DashboardSection
            onGo={go}
            counts={{
              files: fileCount,
              symptomEntries: symptomList.length,
              analyses: analysis.analysisCount,
            }}
          />
        )}
        {active === 'upload' && (
          <UploadSection
            files={files}
            onAdd={async (added) => void (await labs.upload(added))}
            onRemove={(id) => void labs.removeFile(id)}
          />
        )}
        {active === 'symptoms' && (
          <>
            <SymptomsSection
              text={symptomsText}
              onChange={setSymptomsText}
              country={country}
              region={region}
            />
            <details className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800">
              <summary className="min-h-11 cursor-pointer py-2 font-medium">{t('profile.optional')}</summary>
              <PatientProfileForm value={assistant.profile} onChange={assistant.setProfile} />
            </details>
          </>
        )}
        {active === 'analysis' && (
          <AnalysisSection
            progress={analysis.progress}
            isAnalyzing={analysis.isAnalyzing}
            result={analysis.result}
            onStart={() => void analysis.start()}
            onDownload={downloadDoctorReport}
            sessionId={sessionId}
            symptoms={symptomsText.trim() ? [symptomsText.trim()] : []}
            profile={assistant.profile}
            onProfileChange={assistant.setProfile}
            onEnd={() => void endSession()}
          />
        )}
        {active === 'trends' && (
          <div className="grid gap-4 lg:grid-cols-2">
            <VerifiedUpdatesPanel country={country} region={region} />
            <HealthIntelligencePanel country={country} region={region} />
          </div>
        )}
        {active === 'ai-assistant' && (
          <AssistantSection assistant={assistant} sessionId={sessionId} onEnd={() => void endSession()} />
        )}
        {active === 'contact' && <ContactSection />}
      </div>
      {/* In the page's flow on a phone, where a floating pair covered buttons such as Reject Prescription. */}
      <div className="flex justify-end gap-2 px-4 pb-4">
        <button
          type="button"
          onClick={back}
          disabled={history.length < 2}
          className="min-h-12 rounded-full bg-slate-800 px-4 font-medium text-white shadow-lg disabled:opacity-50 dark:bg-slate-200 dark:text-slate-900"
        >
          {t('production.back')}
        </button>
        <button
          type="button"
          onClick={() => go('dashboard')}
          className="min-h-12 rounded-full bg-teal-700 px-4 font-medium text-white shadow-lg"
        >
          {t('production.home')}
        </button>
      </div>
    </div>
  );
}
