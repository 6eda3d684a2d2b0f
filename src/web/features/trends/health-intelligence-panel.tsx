import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, urgencyTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/field';
import { sortAlertsBySeverity } from './alert-severity';
import { useHealthIntelligence } from './api';

// The chart and its geometry load only when a clinician opens the weekly counts (issue 6, point 7).
const WeeklyCountsChart = lazy(() => import('./weekly-counts-chart'));

/** Spec section 9: top 5 symptoms by frequency, first 2 related conditions each. */
const TOP_SYMPTOMS = 5;
const RELATED_SHOWN = 2;

const trendArrow = { increasing: '↑', decreasing: '↓', stable: '→' } as const;

/** The live health-intelligence panel; the only failure with a Retry (spec section 8). */
export function HealthIntelligencePanel({ country, region }: { country: string; region: string }) {
  const { t } = useTranslation();
  const [isAutoRefresh, setAutoRefresh] = useState(true);
  const query = useHealthIntelligence(country, region, isAutoRefresh);
  const data = query.data;
  const symptoms = [...(data?.currentSymptoms ?? [])]
    .sort((a, b) => b.frequency - a.frequency)
    .slice(0, TOP_SYMPTOMS);
  const outbreaks = (data?.activeOutbreaks ?? []).filter(
    (outbreak) => outbreak.status === 'emerging' || outbreak.status === 'active',
  );

  return (
    <Card
      title={t('trends.liveTitle')}
      actions={
        <CheckboxField
          label={t('trends.autoRefresh')}
          checked={isAutoRefresh}
          onChange={(e) => setAutoRefresh(e.target.checked)}
        />
      }
    >
      {query.isPending && <p>{t('loading')}</p>}
      {query.isError && (
        <div role="alert" className="space-y-2">
          <p>{t('trends.fetchFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {data && (
        <div className="space-y-4">
          <div>
            <h3 className="font-semibold">{t('trends.alerts')}</h3>
            {data.emergencyAlerts.length === 0 ? (
              <p className="text-sm">{t('trends.noAlerts')}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {sortAlertsBySeverity(data.emergencyAlerts).map((alert) => (
                  <li key={alert.id} className="rounded border border-slate-200 p-2 dark:border-slate-700">
                    <p className="font-medium">
                      <Badge tone={urgencyTone(alert.severity)}>{t(`urgency.${alert.severity}`)}</Badge>{' '}
                      {alert.condition} — {alert.region}
                    </p>
                    <p className="text-sm">{alert.description}</p>
                    <p className="text-xs text-slate-700 dark:text-slate-300">
                      {alert.issuedBy}, {alert.issuedDate}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold">{t('trends.symptoms')}</h3>
            {symptoms.length === 0 ? (
              <p className="text-sm">{t('trends.noData')}</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {symptoms.map((symptom) => (
                  <li key={symptom.findingId}>
                    <span aria-hidden="true">{trendArrow[symptom.trend]}</span>{' '}
                    <strong>{symptom.symptom}</strong> {symptom.frequency}% ({t(`trend.${symptom.trend}`)})
                    {symptom.relatedConditions.length > 0 && (
                      <span className="block text-sm">
                        {symptom.relatedConditions.slice(0, RELATED_SHOWN).join(', ')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold">{t('trends.outbreaks', { count: outbreaks.length })}</h3>
            <ul className="mt-1 list-disc pl-5">
              {outbreaks.map((outbreak) => (
                <li key={`${outbreak.condition}-${outbreak.location}`}>
                  {outbreak.condition}, {outbreak.location}: {t('trends.cases', { count: outbreak.cases })} (
                  {t(`outbreakStatus.${outbreak.status}`)})
                </li>
              ))}
            </ul>
          </div>
          {data.seasonalBackground.length > 0 && (
            <div>
              <h3 className="font-semibold">{t('trends.seasonal')}</h3>
              <ul className="mt-1 space-y-1">
                {data.seasonalBackground.map((trend) => (
                  <li key={trend.conditionId}>
                    <strong>{trend.condition}</strong> —{' '}
                    {t(`probability.${trend.likelihood === 'medium' ? 'moderate' : trend.likelihood}`)} (
                    {trend.season})<span className="block text-sm">{trend.description}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <WeeklyCounts country={country} region={region} />
          {data.notes.map((note) => (
            <p key={note} className="text-sm italic">
              {note}
            </p>
          ))}
          <p className="text-xs">
            {t('trends.lastUpdated', { date: new Date(data.lastUpdated).toLocaleString() })}
          </p>
        </div>
      )}
    </Card>
  );
}

/** A closed disclosure until asked for: the chart's code and its request wait until it is opened. */
function WeeklyCounts({ country, region }: { country: string; region: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <details
      className="rounded border border-slate-200 p-2 dark:border-slate-700"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('trends.weeklyCounts')}</summary>
      {isOpen && (
        <Suspense fallback={<p>{t('loading')}</p>}>
          <WeeklyCountsChart country={country} region={region} title={t('trends.weeklyCountsTitle')} />
        </Suspense>
      )}
    </details>
  );
}
