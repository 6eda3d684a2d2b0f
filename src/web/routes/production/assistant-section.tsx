import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { Tabs } from '../../components/ui/tabs';
import {
  DifferentialList,
  Disclaimer,
  EngineLimits,
  NextQuestions,
  PrimaryDiagnosisView,
  RedFlagList,
  PrescriptionReview,
  RecommendationsView,
  PatientProfileForm,
  EmergencyCare,
} from '../../features/clinical-session';
import type { Assistant } from './use-assistant';

function SymptomsInput({ assistant }: { assistant: Assistant }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assistant.addSymptom(text)) setText('');
  };
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('symptom.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('symptom.textExample')}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('workflow.addSymptom')}
        </Button>
      </form>
      <ul className="space-y-1" aria-label={t('workflow.currentSymptoms')}>
        {assistant.symptoms.map((symptom, index) => (
          <li
            key={`${symptom}-${index}`}
            className="flex items-center justify-between gap-2 rounded border border-slate-200 p-2 dark:border-slate-700"
          >
            <span className="break-words">{symptom}</span>
            <button
              type="button"
              className="min-h-11 min-w-11"
              aria-label={t('tags.remove', { tag: symptom })}
              onClick={() => assistant.setSymptoms(assistant.symptoms.filter((_, i) => i !== index))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PrescriptionTab({ assistant }: { assistant: Assistant }) {
  const { t } = useTranslation();
  if (!assistant.prescription) return <p>{t('assistant.noPrescription')}</p>;
  return (
    <PrescriptionReview
      prescription={assistant.prescription}
      review={assistant.review}
      onEdited={assistant.setPrescription}
    />
  );
}

export function AssistantSection({
  assistant,
  sessionId,
  onEnd,
}: {
  assistant: Assistant;
  sessionId: string | null;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const { diagnosis, recommendations, busy } = assistant;
  return (
    <div className="space-y-4">
      {assistant.emergency && (
        <EmergencyCare
          emergency={assistant.emergency}
          diagnosis={diagnosis}
          symptoms={assistant.symptoms}
          profile={assistant.profile}
          onProfileChange={assistant.setProfile}
          sessionId={sessionId}
          onEnd={onEnd}
        />
      )}
      <Card title={t('production.section.ai-assistant')}>
        <p className="mb-3 text-sm">{t('assistant.professionalOnly')}</p>
        <div className="mb-4 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <Button onClick={() => void assistant.diagnose()} disabled={busy !== null}>
            {t('assistant.aiDiagnosis')}
          </Button>
          <Button variant="secondary" onClick={() => void assistant.recommend()} disabled={busy !== null}>
            {t('assistant.aiRecommendations')}
          </Button>
          <Button variant="secondary" onClick={() => void assistant.prescribe()} disabled={busy !== null}>
            {t('assistant.aiPrescription')}
          </Button>
          <Button variant="secondary" onClick={() => void assistant.assessFully()} disabled={busy !== null}>
            {t('assistant.comprehensive')}
          </Button>
        </div>
        {busy && <p aria-live="polite">{t('workflow.analyzing')}</p>}
        <Tabs
          label={t('production.section.ai-assistant')}
          active={assistant.tab}
          onChange={assistant.setTab}
          items={[
            {
              id: 'symptoms',
              label: t('assistant.tab.symptoms'),
              content: <SymptomsInput assistant={assistant} />,
            },
            {
              id: 'profile',
              label: t('assistant.tab.profile'),
              content: <PatientProfileForm value={assistant.profile} onChange={assistant.setProfile} />,
            },
            {
              id: 'diagnosis',
              label: t('assistant.tab.diagnosis'),
              content: diagnosis ? (
                <div>
                  <PrimaryDiagnosisView diagnosis={diagnosis} />
                  <RedFlagList diagnosis={diagnosis} />
                  <DifferentialList diagnosis={diagnosis} />
                  <NextQuestions diagnosis={diagnosis} />
                  <EngineLimits diagnosis={diagnosis} />
                  <Disclaimer text={diagnosis.disclaimer} />
                </div>
              ) : (
                <p>{t('assistant.noDiagnosis')}</p>
              ),
            },
            {
              id: 'recommendations',
              label: t('assistant.tab.recommendations'),
              content: recommendations ? (
                <RecommendationsView recommendations={recommendations} full />
              ) : (
                <p>{t('assistant.noRecommendations')}</p>
              ),
            },
            {
              id: 'prescription',
              label: t('assistant.tab.prescription'),
              content: <PrescriptionTab assistant={assistant} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
