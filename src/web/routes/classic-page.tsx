import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { MissionBanner } from '../components/ui/mission-banner';
import { ProgressBar } from '../components/ui/progress-bar';
import { DEFAULT_COUNTRY } from '../features/countries';
import {
  ConsentPanel,
  AnalysisEmergencyCare,
  FileDropZone,
  labFileTypes,
  widgetLimits,
  PatientProfileForm,
  emptyProfile,
} from '../features/clinical-session';
import { DarkModeToggle, VoiceToggle } from '../features/preferences';
import { ContextSymptomForm } from './classic/context-symptom-form';
import { LocationPanel } from './classic/location-panel';
import { ContextResults } from './classic/results-table';
import { useContextAnalysis, type ContextStep } from './classic/use-context-analysis';
import { useIsPhone } from '../hooks/use-is-phone';
import { usePageTitle } from '../hooks/use-page-title';

const BANNER_MS = 5000;
const steps: ContextStep[] = ['upload', 'process', 'analyze', 'completed'];

export default function ClassicPage() {
  const { t } = useTranslation();
  usePageTitle(t('classic.title'));
  const context = useContextAnalysis();
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [isPromptDismissed, setPromptDismissed] = useState(false);
  const [profile, setProfile] = useState(emptyProfile);
  const isPhone = useIsPhone();
  // The voice and dark-mode preferences: in the header, and below the work on a phone (Add Symptom first).
  const preferences = (
    <div className="flex flex-wrap gap-2">
      <VoiceToggle />
      <DarkModeToggle />
    </div>
  );
  // The step's result in view: the symptom just added sits above where a toast takes the phone's foot.
  const symptomList = useRef<HTMLUListElement>(null);
  const symptomCount = context.symptoms.length;
  useEffect(() => {
    const added = symptomList.current?.lastElementChild;
    if (added && added.getBoundingClientRect().bottom > 0.7 * window.innerHeight)
      added.scrollIntoView({ block: 'center' });
  }, [symptomCount]);
  const canAnalyze = Boolean(country) && context.symptoms.length > 0 && Boolean(context.sessionId);
  const files = (context.session?.uploadedFiles ?? []).map((file) => ({
    id: file.id,
    name: file.name,
    size: file.size,
    type: file.type,
    isUploaded: file.status === 'processed',
  }));

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:space-y-0 max-sm:pt-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold max-sm:text-xl">{t('classic.title')}</h1>
        {!isPhone && preferences}
      </header>
      {/* On a phone the banner and step badges follow the work, so Add Symptom is on the first screen. */}
      <div className="space-y-4 max-sm:order-last">
        {isPhone && preferences}
        <MissionBanner
          messages={[t('mission.m1'), t('mission.m2'), t('mission.m3'), t('mission.m4')]}
          intervalMs={BANNER_MS}
        />
        <Card>
          <ol className="flex flex-wrap gap-2" aria-label={t('classic.stepsLabel')}>
            {steps.map((step) => (
              <li key={step}>
                <Badge
                  tone={
                    step === context.step
                      ? 'info'
                      : steps.indexOf(step) < steps.indexOf(context.step)
                        ? 'success'
                        : 'neutral'
                  }
                >
                  {t(`classic.step.${step}`)}
                </Badge>
              </li>
            ))}
          </ol>
          <div className="mt-2">
            <ProgressBar value={context.progress} label={t('dashboard.progress')} />
          </div>
        </Card>
      </div>
      {!context.sessionId && <ConsentPanel {...context.consent.panel} />}
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-4">
          <Card title={t('classic.symptomForm')} className="max-sm:p-3">
            <ContextSymptomForm onAdd={(symptom) => void context.addSymptom(symptom)} now={Date.now} />
            {context.symptoms.length > 0 && (
              <ul ref={symptomList} className="mt-3 space-y-1" aria-label={t('workflow.currentSymptoms')}>
                {context.symptoms.map((symptom) => (
                  <li key={symptom.id} className="rounded border border-slate-200 p-2 dark:border-slate-700">
                    <strong>{symptom.description}</strong> · {t(`severity.${symptom.severity}`)} ·{' '}
                    {t(`onset.${symptom.onset}`, { defaultValue: symptom.onset })} ·{' '}
                    {t(`frequency.${symptom.frequency}`, { defaultValue: symptom.frequency })} ·{' '}
                    {symptom.duration}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <details
            key={context.results ? 'after-result' : 'input'}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
          >
            <summary className="min-h-11 cursor-pointer py-2 font-medium">{t('profile.optional')}</summary>
            <PatientProfileForm value={profile} onChange={setProfile} hasCountry={false} />
          </details>
          {context.symptoms.length > 0 && !isPromptDismissed && context.status !== 'completed' && (
            <section
              role="region"
              aria-label={t('classic.promptTitle')}
              className="rounded-lg border border-teal-400 bg-teal-50 p-4 text-teal-950 dark:bg-teal-950 dark:text-teal-50"
            >
              <p className="font-medium">{t('classic.promptBody')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  onClick={() => void context.analyze(country, profile)}
                  disabled={!canAnalyze || context.isWaiting}
                >
                  {t('classic.getAnalysis')}
                </Button>
                <Button variant="secondary" onClick={() => setPromptDismissed(true)}>
                  {t('classic.later')}
                </Button>
              </div>
            </section>
          )}
          <Card title={t('production.uploadLabs')}>
            <FileDropZone
              files={files}
              onAdd={context.upload}
              maxFiles={widgetLimits.maxFiles}
              maxSizeBytes={widgetLimits.maxSizeBytes}
              accept={labFileTypes}
              disabled={!context.consent.isConsented}
            />
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <LocationPanel country={country} onCountry={setCountry} />
          <Button
            className="w-full"
            onClick={() => void context.analyze(country, profile)}
            disabled={!canAnalyze || context.isWaiting || context.status === 'analyzing'}
          >
            {context.isWaiting ? t('classic.analyzingContext') : t('classic.analyzeContext')}
          </Button>
        </div>
      </div>
      <AnalysisEmergencyCare
        results={context.results}
        profile={profile}
        onProfileChange={setProfile}
        sessionId={context.sessionId}
      />
      {context.results && (
        <ContextResults
          results={context.results}
          onReport={() => void context.report()}
          sessionId={context.sessionId}
        />
      )}
    </div>
  );
}
