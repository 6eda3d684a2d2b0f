import { useTranslation } from 'react-i18next';
import { layoutBars } from './chart-geometry';
import { useTrendingConditions } from './api';

const WIDTH = 160;
const HEIGHT = 36;
const CONDITIONS_SHOWN = 3;

/**
 * Weekly counts of the conditions analysed most in the country (this tool's de-identified counts), as small
 * bar charts. Load it lazily (React.lazy) where it is shown, e.g. inside a <details> of the intelligence panel.
 */
export default function WeeklyCountsChart({
  country,
  region,
  title,
}: {
  country: string;
  region: string;
  title: string;
}) {
  const { t } = useTranslation();
  const query = useTrendingConditions(country, region);
  const conditions = (query.data?.conditions ?? []).slice(0, CONDITIONS_SHOWN);
  if (query.isPending) return <p>{t('loading')}</p>;
  if (query.isError || conditions.length === 0) return <p className="text-sm">{t('trends.noData')}</p>;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      {conditions.map((condition) => {
        const bars = layoutBars(condition.weeks, condition.weeklyCounts, WIDTH, HEIGHT);
        const summary = bars.map((bar) => `${bar.week}: ${bar.count ?? '<5'}`).join(', ');
        return (
          <div key={condition.conditionId} className="flex items-end gap-3">
            <svg
              width={WIDTH}
              height={HEIGHT}
              role="img"
              aria-label={`${condition.condition}: ${summary}`}
              className="text-teal-700 dark:text-teal-300"
            >
              {bars.map((bar) => (
                <rect
                  key={bar.week}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  fill="currentColor"
                  opacity={bar.isSuppressed ? 0.3 : 1}
                >
                  <title>{`${bar.week}: ${bar.count ?? '<5'}`}</title>
                </rect>
              ))}
            </svg>
            <span className="text-sm">
              <strong>{condition.condition}</strong> {condition.thisWeek ?? '<5'} (
              {t(`trend.${condition.trend}`)}){condition.ears?.alarm ? ' ⚠' : ''}
            </span>
          </div>
        );
      })}
    </figure>
  );
}
