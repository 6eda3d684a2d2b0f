import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { formatDuration, type AnalysisSession } from '../../features/clinical-session';
import { SessionActions } from './session-actions';

export function SessionOverview({
  analysis,
  durationSeconds,
}: {
  analysis: AnalysisSession;
  durationSeconds: number;
}) {
  const { t } = useTranslation();
  const { session } = analysis;
  if (!session) {
    return (
      <Card title={t('dashboard.overviewTitle')}>
        <p>{t('session.none')}</p>
      </Card>
    );
  }
  const rows: [string, string][] = [
    [t('patient.patientId'), session.patientId],
    [t('patient.analysisDate'), session.analysisDate],
    [t('session.duration'), formatDuration(durationSeconds)],
    [t('dashboard.files'), String(session.uploadedFiles.length)],
    [t('dashboard.labValues'), String(session.labResults.length)],
    [t('dashboard.symptoms'), String(session.symptoms.length)],
  ];
  return (
    <Card title={t('dashboard.overviewTitle')}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd
              className="break-all"
              data-testid={label === t('session.duration') ? 'session-duration' : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <SessionActions analysis={analysis} durationSeconds={durationSeconds} />
      </div>
    </Card>
  );
}
