import { useTranslation } from 'react-i18next';
import { apiPaths } from '../../api/api-paths';

/** The district health records officer enters these into DHIS2: 90 days, the server's default window. */
export const EXPORT_DAYS = 90;

export function exportUrl(kind: 'health-updates' | 'weekly-counts', country: string, region: string): string {
  return apiPaths.csvExport(kind, { country, region, days: String(EXPORT_DAYS) });
}

/** Plain download links: no script, so they work on the slowest phone (issue 6, point 8). */
export function CsvExportLinks({ country, region }: { country: string; region: string }) {
  const { t } = useTranslation();
  const linkClass =
    'inline-flex min-h-11 items-center font-medium text-teal-800 underline dark:text-teal-300';
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 text-sm dark:border-slate-700">
      <p>{t('trends.exportHint', { count: EXPORT_DAYS })}</p>
      <div className="flex flex-wrap gap-x-4">
        <a className={linkClass} href={exportUrl('health-updates', country, region)} download>
          {t('trends.exportUpdates')}
        </a>
        <a className={linkClass} href={exportUrl('weekly-counts', country, region)} download>
          {t('trends.exportCounts')}
        </a>
      </div>
    </div>
  );
}
