import { sortAlertsBySeverity, useHealthIntelligence } from '../../features/trends';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../components/ui/disclosure';
import { Badge, urgencyTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { countries, regionForCountry } from '../../features/countries';

/** Country selector, current alerts and seasonal trends, from the intelligence API (never sample data). */
export function LocationPanel({
  country,
  onCountry,
}: {
  country: string;
  onCountry: (code: string) => void;
}) {
  const { t } = useTranslation();
  const query = useHealthIntelligence(country, regionForCountry(country), true);
  const data = query.data;
  return (
    <Card title={t('classic.locationTitle')}>
      <SelectField
        label={t('profile.country')}
        value={country}
        onChange={(e) => onCountry(e.target.value)}
        options={[
          { value: '', label: t('common.choose') },
          ...countries.map((c) => ({ value: c.code, label: c.name })),
        ]}
      />
      {country && query.isError && (
        <div role="alert" className="mt-3 space-y-2">
          <p>{t('trends.fetchFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {country && data && (
        <div className="mt-3 space-y-3">
          <div>
            <h3 className="font-semibold">{t('trends.alerts')}</h3>
            {data.emergencyAlerts.length === 0 ? (
              <p className="text-sm">{t('trends.noAlerts')}</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {sortAlertsBySeverity(data.emergencyAlerts).map((alert) => (
                  <li key={alert.id}>
                    <Badge tone={urgencyTone(alert.severity)}>{t(`urgency.${alert.severity}`)}</Badge>{' '}
                    {alert.condition}: <span className="text-sm">{alert.description}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Disclosure title={t('trends.seasonal')} count={data.seasonalBackground.length}>
            <ul className="space-y-1">
              {data.seasonalBackground.map((trend) => (
                <li key={trend.conditionId}>
                  <strong>{trend.condition}</strong> ({trend.season}){' '}
                  <span className="block text-sm">{trend.description}</span>
                </li>
              ))}
            </ul>
          </Disclosure>
        </div>
      )}
    </Card>
  );
}
