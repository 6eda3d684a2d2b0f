import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { SelectField } from '../components/ui/field';
import { MissionBanner } from '../components/ui/mission-banner';
import { ProgressBar } from '../components/ui/progress-bar';
import { ProgressOverlay } from '../components/ui/progress-overlay';
import { countries, DEFAULT_COUNTRY, headerCountryName } from '../features/countries';
import { FeedbackButton } from '../features/feedback';
import {
  FhirReportLink,
  AnalysisResultsPanel,
  AnalysisEmergencyCare,
  SymptomCorrelationSection,
  FileDropZone,
  labFileTypes,
  widgetLimits,
  ConsentPanel,
  PatientForm,
  DashboardSymptomForm,
  useAnalysisSession,
  PatientProfileForm,
} from '../features/clinical-session';
import { DarkModeToggle, VoiceToggle } from '../features/preferences';
import { StepCards, type StepState } from './complete/step-cards';
import { usePageTitle } from '../hooks/use-page-title';

/** Spec section 9: the /complete banner rotates every 5 s. */
const BANNER_MS = 5000;

export default function CompletePage() {
  const { t } = useTranslation();
  usePageTitle(t('complete.title'));
  const analysis = useAnalysisSession('step');
  const { session, status, progress } = analysis;
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const fileCount = session?.uploadedFiles.length ?? 0;
  const files = (session?.uploadedFiles ?? []).map((file) => ({
    id: file.id,
    name: file.name,
    size: file.size,
    type: file.type,
    isUploaded: file.status === 'processed',
  }));

  const patientState: StepState = session ? { kind: 'complete' } : { kind: 'pending' };
  const labState: StepState =
    fileCount > 0 || (session?.labResults.length ?? 0) > 0 ? { kind: 'complete' } : { kind: 'pending' };
  const aiState: StepState =
    status === 'completed'
      ? { kind: 'complete' }
      : status === 'analyzing'
        ? { kind: 'percent', value: progress }
        : { kind: 'pending' };
  const focusSection = (id: string) =>
    document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:space-y-0 max-sm:pt-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold max-sm:text-xl">
          {t('complete.heading', { country: headerCountryName(country) })}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <VoiceToggle />
          <DarkModeToggle />
          <Badge tone={status === 'error' ? 'danger' : status === 'completed' ? 'success' : 'info'}>
            <span data-testid="status-badge">{t(`analysisStatus.${status}`).toUpperCase()}</span>
          </Badge>
          {analysis.sessionId && (
            <Badge>
              {t('complete.sessionBadge')} {analysis.sessionId.slice(-8)}
            </Badge>
          )}
        </div>
      </header>
      {/* On a phone the banner and step cards follow the work, so the first step's button is on the first screen. */}
      <div className="space-y-4 max-sm:order-last">
        <MissionBanner
          messages={[t('mission.m1'), t('mission.m2'), t('mission.m3'), t('mission.m4')]}
          intervalMs={BANNER_MS}
        />
        <StepCards
          onSelect={focusSection}
          steps={[
            { id: 'patient', title: t('complete.patientInput'), state: patientState },
            { id: 'labs', title: t('complete.labResults'), state: labState },
            { id: 'analysis', title: t('complete.aiAnalysis'), state: aiState },
          ]}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div id="section-patient" className="min-w-0 scroll-mt-4 space-y-4">
          <Card title={t('complete.patientInput')} className="max-sm:p-3">
            <div className="space-y-4">
              <ConsentPanel
                isConsented={analysis.isConsented}
                onChange={analysis.setConsented}
                disabled={Boolean(analysis.sessionId)}
              />
              <PatientForm
                onSubmit={analysis.startSession}
                disabled={Boolean(analysis.sessionId) || analysis.isBusy}
              />
              <SelectField
                label={t('profile.country')}
                value={country}
                onChange={(e) => setCountry(e.target.value)}
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
              />
              {/* Input closes once the result is in, so the phone shows the result, not the forms. */}
              <details key={analysis.results ? 'after-result' : 'input'}>
                <summary className="min-h-11 cursor-pointer py-2 font-medium">
                  {t('profile.optional')}
                </summary>
                {/* The card's own Country above is the one the analysis uses: one selector, not two. */}
                <PatientProfileForm
                  value={analysis.profile}
                  onChange={analysis.setProfile}
                  hasCountry={false}
                />
              </details>
              {/* Open without a session too: saving then says 'Please create a session first.' (spec section 8). */}
              <details key={analysis.results ? 'after-result' : 'input'}>
                <summary className="min-h-11 cursor-pointer py-2 font-medium">
                  {t('dashboard.symptomsTab')}
                </summary>
                <DashboardSymptomForm onSubmit={analysis.saveSymptoms} disabled={false} />
              </details>
            </div>
          </Card>
        </div>
        <div id="section-labs" className="min-w-0 scroll-mt-4">
          <Card title={t('complete.labResults')}>
            <FileDropZone
              files={files}
              onAdd={(added) => analysis.upload(added)}
              onRemove={(id) => void analysis.removeFile(id)}
              maxFiles={widgetLimits.maxFiles}
              maxSizeBytes={widgetLimits.maxSizeBytes}
              accept={labFileTypes}
            />
            {status === 'ready' && progress > 0 && (
              <div className="mt-3 space-y-1">
                <p className="text-sm font-medium">
                  {t('complete.uploadProgress')}: {progress}%
                </p>
                <ProgressBar value={progress} label={t('complete.uploadProgress')} />
              </div>
            )}
          </Card>
        </div>
        <div id="section-analysis" className="min-w-0 scroll-mt-4">
          <Card title={t('complete.aiAnalysis')}>
            <p className="mb-3">{t('overlay.expected')}</p>
            {/* The spec's analysis needs a lab file or result: say so before the click, not only after. */}
            {analysis.sessionId && labState.kind === 'pending' && (
              <p className="mb-3 text-sm" data-testid="needs-lab-file">
                {t('toast.cannotStartBody')}
              </p>
            )}
            <Button
              className="w-full"
              onClick={() => void analysis.analyze({ country })}
              disabled={!analysis.sessionId || status === 'analyzing'}
            >
              {t('dashboard.startAnalysis')}
            </Button>
          </Card>
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
      {analysis.results && (session?.symptoms.length ?? 0) > 0 && (
        <SymptomCorrelationSection results={analysis.results} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void analysis.report()} disabled={!analysis.sessionId}>
          {t('actions.downloadReport')}
        </Button>
        <FhirReportLink sessionId={analysis.sessionId} />
        <FeedbackButton page="complete" />
        <Button variant="danger" onClick={() => void analysis.clear()} disabled={!analysis.sessionId}>
          {t('actions.clearSession')}
        </Button>
      </div>
      {status === 'analyzing' && <ProgressOverlay progress={progress} />}
    </div>
  );
}
