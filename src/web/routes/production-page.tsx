import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifyInfo, notifySuccess } from '../api/notify';
import { requestJson } from '../api/request';
import { DEFAULT_COUNTRY, regionForCountry } from '../features/countries/countries';
import { saveBlob, uploadFiles } from '../features/clinical-session/labs/api';
import { createSession, sessionKey, useSessionQuery } from '../features/clinical-session/session/api';
import { useSessionId } from '../features/clinical-session/session/use-session-id';
import { countCriticalAlerts, useHealthIntelligence } from '../features/trends/api';
import { HealthIntelligencePanel } from '../features/trends/health-intelligence-panel';
import { VerifiedUpdatesPanel } from '../features/trends/verified-updates-panel';
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
import { PatientProfileForm } from '../features/clinical-session/profile/patient-profile-form';

export default function ProductionPage() {
  const { t } = useTranslation();
  usePageTitle(t('production.title'));
  const queryClient = useQueryClient();
  const [history, setHistory] = useState<Section[]>(['dashboard']);
  const active = history[history.length - 1] ?? 'dashboard';
  const [visited, setVisited] = useState<Set<Section>>(() => new Set(['dashboard']));
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const region = regionForCountry(country);
  const [symptomsText, setSymptomsText] = useState('');
  const { sessionId, adopt } = useSessionId();
  const session = useSessionQuery(sessionId).data;
  const intelligence = useHealthIntelligence(country, region, true);
  const assistant = useAssistant(sessionId, session?.orderingPhysician);
  const fileCount = session?.uploadedFiles.length ?? 0;
  const analysis = useProductionAnalysis({
    symptomsText,
    sessionId,
    fileCount,
    country,
    hasSessionSymptoms: (session?.symptoms.length ?? 0) > 0,
    profile: assistant.profile,
  });

  const go = (section: Section) => {
    setHistory((current) => (current[current.length - 1] === section ? current : [...current, section]));
    setVisited((current) => new Set(current).add(section));
  };
  const back = () => setHistory((current) => (current.length > 1 ? current.slice(0, -1) : current));

  /** Spec section 8: if the session cannot be created the page says 'System Ready' and carries on. */
  async function ensureSession(): Promise<string | null> {
    if (sessionId) return sessionId;
    try {
      const created = await createSession();
      adopt(created.id);
      return created.id;
    } catch {
      notifyInfo(t('production.systemReady'));
      return null;
    }
  }

  async function upload(files: File[]) {
    const id = await ensureSession();
    if (!id) return;
    notifyInfo(t('toast.filesUploadingTitle'), t('toast.filesUploadingBody', { count: files.length }));
    try {
      const answer = await uploadFiles(id, files);
      queryClient.setQueryData(sessionKey(id), answer.session);
      notifySuccess(
        t('upload.uploadedTitle'),
        t('upload.uploadedBody', { count: answer.files.filter((file) => !file.error).length }),
      );
    } catch (error) {
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
      void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
    } catch (error) {
      notifyFailure(t('toast.errorTitle'), t('toast.removeFailed'), error);
    }
  }

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
        alertCount={countCriticalAlerts(intelligence.data)}
        country={country}
        onCountry={setCountry}
      />
      <div className="mx-auto max-w-6xl space-y-4 p-4 pb-24">
        <h1 className="text-2xl font-bold">{t(`production.section.${active}`)}</h1>
        {active === 'dashboard' && (
          <DashboardSection
            onGo={go}
            counts={{
              files: fileCount,
              symptomEntries: symptomsText.split(/[,\n]/).filter((s) => s.trim()).length,
              analyses: analysis.analysisCount,
            }}
          />
        )}
        {active === 'upload' && (
          <UploadSection files={files} onAdd={upload} onRemove={(id) => void removeFile(id)} />
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
          />
        )}
        {active === 'trends' && (
          <div className="grid gap-4 lg:grid-cols-2">
            <VerifiedUpdatesPanel country={country} region={region} />
            <HealthIntelligencePanel country={country} region={region} />
          </div>
        )}
        {active === 'ai-assistant' && <AssistantSection assistant={assistant} />}
        {active === 'contact' && <ContactSection />}
      </div>
      <div className="fixed bottom-4 right-4 z-40 flex gap-2">
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
