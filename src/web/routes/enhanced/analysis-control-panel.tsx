import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField, SelectField } from '../../components/ui/field';
import { ProgressBar } from '../../components/ui/progress-bar';
import {
  type AnalysisDepth,
  type AnalysisSession,
  PatientProfileForm,
} from '../../features/clinical-session';

const statusTone = { ready: 'neutral', analyzing: 'info', completed: 'success', error: 'danger' } as const;

export function AnalysisControlPanel({ analysis }: { analysis: AnalysisSession }) {
  const { t } = useTranslation();
  const { choices, setChoices, session, status } = analysis;
  const hasFiles = (session?.uploadedFiles.length ?? 0) > 0 || (session?.labResults.length ?? 0) > 0;
  return (
    <Card
      title={t('dashboard.controlTitle')}
      actions={<Badge tone={statusTone[status]}>{t(`analysisStatus.${status}`)}</Badge>}
    >
      <div className="space-y-3">
        <SelectField
          label={t('dashboard.depth')}
          value={choices.depth}
          onChange={(e) => setChoices({ ...choices, depth: e.target.value as AnalysisDepth })}
          options={(['standard', 'comprehensive', 'focused'] as const).map((depth) => ({
            value: depth,
            label: t(`depth.${depth}`),
          }))}
        />
        <CheckboxField
          label={t('dashboard.includeRecommendations')}
          checked={choices.includeRecommendations}
          onChange={(e) => setChoices({ ...choices, includeRecommendations: e.target.checked })}
        />
        <CheckboxField
          label={t('dashboard.includePrescriptions')}
          checked={choices.includePrescriptions}
          onChange={(e) => setChoices({ ...choices, includePrescriptions: e.target.checked })}
        />
        <details
          key={analysis.results ? 'after-result' : 'input'}
          className="rounded border border-slate-200 p-2 dark:border-slate-700"
        >
          <summary className="min-h-11 cursor-pointer py-2 font-medium">{t('profile.optional')}</summary>
          <PatientProfileForm value={analysis.profile} onChange={analysis.setProfile} />
        </details>
        <ProgressBar value={analysis.progress} label={t('dashboard.progress')} />
        <Button
          className="w-full"
          onClick={() => void analysis.analyze()}
          disabled={!session || !hasFiles || status === 'analyzing'}
        >
          {t('dashboard.startAnalysis')}
        </Button>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('overlay.expected')}</p>
      </div>
    </Card>
  );
}
