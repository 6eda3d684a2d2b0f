import { useTranslation } from 'react-i18next';
import { Badge, urgencyTone } from '../../../components/ui/badge';
import type { Recommendations } from './types';

export function RecommendationsView({
  recommendations,
  full = false,
}: {
  recommendations: Recommendations;
  full?: boolean;
}) {
  const { t } = useTranslation();
  const tests = recommendations.investigations ?? [];
  const lifestyle = recommendations.lifestyle ?? [];
  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold">{t('ai.recommendedTests')}</h3>
        {tests.length === 0 ? (
          <p className="text-sm">{t('ai.none')}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {tests.map((test) => (
              <li key={test.test}>
                <strong>{test.test}</strong>
                {test.urgency && (
                  <Badge tone={urgencyTone(test.urgency)} className="ml-2">
                    {t(`urgency.${test.urgency}`, { defaultValue: test.urgency })}
                  </Badge>
                )}
                {test.rationale && <span className="block text-sm">{test.rationale}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold">{t('ai.lifestyle')}</h3>
        {lifestyle.length === 0 ? (
          <p className="text-sm">{t('ai.none')}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5">
            {lifestyle.map((item) => (
              <li key={item.recommendation}>{item.recommendation}</li>
            ))}
          </ul>
        )}
      </div>
      {full && (recommendations.monitoring?.length ?? 0) > 0 && (
        <div>
          <h3 className="font-semibold">{t('ai.monitoring')}</h3>
          <ul className="mt-1 list-disc pl-5">
            {recommendations.monitoring?.map((item) => (
              <li key={item.parameter}>
                {item.parameter}
                {item.frequency && ` — ${item.frequency}`}
                {item.alertCriteria && ` (${item.alertCriteria})`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {full && (recommendations.referrals?.length ?? 0) > 0 && (
        <div>
          <h3 className="font-semibold">{t('ai.referrals')}</h3>
          <ul className="mt-1 list-disc pl-5">
            {recommendations.referrals?.map((item) => (
              <li key={item.specialist}>
                {item.specialist}
                {item.reason && ` — ${item.reason}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
