import { useTranslation } from 'react-i18next';
import { Badge, urgencyTone } from '../../../components/ui/badge';
import { Disclosure } from '../../../components/ui/disclosure';
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
  // Each part behind its own disclosure: the result's first screen is the diagnosis, not the advice.
  return (
    <div>
      <Disclosure title={t('ai.recommendedTests')} count={tests.length}>
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
      </Disclosure>
      <Disclosure title={t('ai.lifestyle')} count={lifestyle.length}>
        {lifestyle.length === 0 ? (
          <p className="text-sm">{t('ai.none')}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5">
            {lifestyle.map((item) => (
              <li key={item.recommendation}>{item.recommendation}</li>
            ))}
          </ul>
        )}
      </Disclosure>
      {full && (recommendations.monitoring?.length ?? 0) > 0 && (
        <Disclosure title={t('ai.monitoring')} count={recommendations.monitoring?.length}>
          <ul className="list-disc pl-5">
            {recommendations.monitoring?.map((item) => (
              <li key={item.parameter}>
                {item.parameter}
                {item.frequency && ` — ${item.frequency}`}
                {item.alertCriteria && ` (${item.alertCriteria})`}
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
      {full && (recommendations.referrals?.length ?? 0) > 0 && (
        <Disclosure title={t('ai.referrals')} count={recommendations.referrals?.length}>
          <ul className="list-disc pl-5">
            {recommendations.referrals?.map((item) => (
              <li key={item.specialist}>
                {item.specialist}
                {item.reason && ` — ${item.reason}`}
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
    </div>
  );
}
