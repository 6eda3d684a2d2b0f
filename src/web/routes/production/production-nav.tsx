import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { SelectField } from '../../components/ui/field';
import { ProgressBar } from '../../components/ui/progress-bar';
import { countries } from '../../features/countries';
import { sections, stepNumber, type Section, type SectionStatus } from './sections';

const dotClass: Record<SectionStatus, string> = {
  completed: 'bg-green-600',
  'in-progress': 'bg-sky-600',
  available: 'bg-amber-500',
  pending: 'bg-slate-400',
};

interface Props {
  active: Section;
  onSelect: (section: Section) => void;
  statusOf: (section: Section) => SectionStatus;
  alertCount: number;
  country: string;
  onCountry: (code: string) => void;
}

/**
 * Sticky navigation: seven sections with status dots, 'Step N of 7', progress, the live alert count
 * (regional alerts and this patient's emergency) and the country.
 */
export function ProductionNav({ active, onSelect, statusOf, alertCount, country, onCountry }: Props) {
  const { t } = useTranslation();
  const step = stepNumber(active);
  // On a 360 x 740 phone the sticky part must stay under 20% of the screen (148 px): one line of step
  // and alerts, the progress bar and one scrolling row of sections; the country choice scrolls away.
  return (
    <>
      <div
        className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-slate-700 dark:bg-slate-800/95"
        data-testid="production-header"
      >
        <div className="mx-auto max-w-6xl space-y-2">
          <div className="flex items-center justify-between gap-2">
            <p className="font-medium" data-testid="step-indicator">
              {t('production.stepOf', { step, total: sections.length })}
            </p>
            <div className="flex items-center gap-2">
              <span role="status" data-testid="alert-count">
                <Badge tone={alertCount > 0 ? 'danger' : 'neutral'}>
                  {t('production.alerts', { count: alertCount })}
                </Badge>
              </span>
              <Badge>{country}</Badge>
            </div>
          </div>
          <ProgressBar
            value={(step / sections.length) * 100}
            label={t('production.stepOf', { step, total: sections.length })}
          />
          <nav aria-label={t('production.sectionsLabel')}>
            <ul className="relative flex gap-1 overflow-x-auto sm:flex-wrap">
              {sections.map((section) => {
                const status = statusOf(section);
                return (
                  <li key={section} className="shrink-0">
                    <button
                      type="button"
                      onClick={() => onSelect(section)}
                      aria-current={section === active ? 'step' : undefined}
                      className={`inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap ${section === active ? 'bg-teal-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-700'}`}
                    >
                      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${dotClass[status]}`} />
                      {t(`production.section.${section}`)}
                      <span className="sr-only">({t(`production.status.${status}`)})</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-2">
        <div className="w-48">
          <SelectField
            label={t('profile.country')}
            value={country}
            onChange={(e) => onCountry(e.target.value)}
            options={countries.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
          />
        </div>
      </div>
    </>
  );
}
