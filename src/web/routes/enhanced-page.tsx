import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../components/ui/card';
import { Dialog } from '../components/ui/dialog';
import { ProgressOverlay } from '../components/ui/progress-overlay';
import { Tabs } from '../components/ui/tabs';
import {
  AnalysisResultsPanel,
  AnalysisEmergencyCare,
  SymptomCorrelationSection,
  FileDropZone,
  labFileTypes,
  widgetLimits,
  ConsentPanel,
  PatientForm,
  useElapsedSeconds,
  DashboardSymptomForm,
  useAnalysisSession,
} from '../features/clinical-session';
import { AnalysisControlPanel } from './enhanced/analysis-control-panel';
import { DashboardFooter, DashboardHeader } from './enhanced/dashboard-chrome';
import { SessionOverview } from './enhanced/session-overview';
import { usePageTitle } from '../hooks/use-page-title';

type InputTab = 'files' | 'symptoms';

/** The Analysis Dashboard (spec section 2). */
export default function EnhancedPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const analysis = useAnalysisSession();
  const { session } = analysis;
  const [tab, setTab] = useState<InputTab>('files');
  // Once the result is in, the input shows its short first tab again: the phone's page is the result's.
  const hasResults = Boolean(analysis.results);
  useEffect(() => {
    if (hasResults) setTab('files');
  }, [hasResults]);
  const [policy, setPolicy] = useState<'privacy' | 'terms' | null>(null);
  const createdAt = session ? Date.parse(session.createdAt) : null;
  const durationSeconds = useElapsedSeconds(
    createdAt !== null && Number.isFinite(createdAt)
      ? createdAt
      : analysis.sessionId
        ? analysis.startedAt
        : null,
  );
  const files = (session?.uploadedFiles ?? []).map((file) => ({
    id: file.id,
    name: file.name,
    size: file.size,
    type: file.type,
    isUploaded: file.status === 'processed',
  }));
  const hasSymptoms = (session?.symptoms.length ?? 0) > 0;

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 max-sm:flex max-sm:flex-col max-sm:gap-4 max-sm:space-y-0">
      {/* On a phone the dashboard's header follows the work, so Create Session is on the first screen. */}
      <div className="max-sm:order-last">
        <DashboardHeader hasSession={Boolean(analysis.sessionId)} />
      </div>
      <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <ConsentPanel
            isConsented={analysis.isConsented}
            onChange={analysis.setConsented}
            disabled={Boolean(analysis.sessionId)}
          />
          <Card title={t('patient.title')}>
            <PatientForm
              onSubmit={analysis.startSession}
              disabled={Boolean(analysis.sessionId) || analysis.isBusy}
            />
          </Card>
          <Card>
            <Tabs
              label={t('dashboard.inputTabs')}
              active={tab}
              onChange={setTab}
              items={[
                {
                  id: 'files',
                  label: t('dashboard.testFiles'),
                  content: (
                    <div>
                      <h2 className="mb-2 text-lg font-semibold">{t('dashboard.uploadTitle')}</h2>
                      <FileDropZone
                        files={files}
                        onAdd={(added) => analysis.upload(added)}
                        onRemove={(id) => void analysis.removeFile(id)}
                        maxFiles={widgetLimits.maxFiles}
                        maxSizeBytes={widgetLimits.maxSizeBytes}
                        accept={labFileTypes}
                      />
                    </div>
                  ),
                },
                {
                  id: 'symptoms',
                  label: t('dashboard.symptomsTab'),
                  content: <DashboardSymptomForm onSubmit={analysis.saveSymptoms} disabled={false} />,
                },
              ]}
            />
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <AnalysisControlPanel analysis={analysis} />
          <SessionOverview analysis={analysis} durationSeconds={durationSeconds} />
        </div>
      </div>
      <AnalysisEmergencyCare
        results={analysis.results}
        profile={analysis.profile}
        onProfileChange={analysis.setProfile}
        sessionId={analysis.sessionId}
        onEnd={() => void analysis.clear()}
      />
      {analysis.results && <AnalysisResultsPanel results={analysis.results} />}
      {analysis.results && hasSymptoms && <SymptomCorrelationSection results={analysis.results} />}
      {analysis.status === 'analyzing' && <ProgressOverlay progress={analysis.progress} />}
      <DashboardFooter onPrivacy={() => setPolicy('privacy')} onTerms={() => setPolicy('terms')} />
      <Dialog
        open={policy !== null}
        onClose={() => setPolicy(null)}
        title={policy === 'terms' ? t('dashboard.terms') : t('dashboard.privacyPolicy')}
      >
        <p>{policy === 'terms' ? t('dashboard.termsBody') : t('dashboard.privacyBody')}</p>
      </Dialog>
    </div>
  );
}
