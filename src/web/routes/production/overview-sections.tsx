import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { MissionBanner } from '../../components/ui/mission-banner';
import { useAppConfig } from '../../features/config';
import { BANNER_MS, type Section } from './sections';

export function DashboardSection({
  onGo,
  counts,
}: {
  onGo: (section: Section) => void;
  counts: { files: number; symptomEntries: number; analyses: number };
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <MissionBanner
        messages={[t('mission.m1'), t('mission.m2'), t('mission.m3'), t('mission.m4')]}
        intervalMs={BANNER_MS}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Card title={t('production.enterSymptoms')}>
          <p className="mb-3">{t('production.enterSymptomsBody')}</p>
          <Button onClick={() => onGo('symptoms')}>{t('production.enterSymptoms')}</Button>
        </Card>
        <Card title={t('production.uploadLabs')}>
          <p className="mb-3">{t('production.uploadLabsBody')}</p>
          <Button onClick={() => onGo('upload')}>{t('production.uploadLabs')}</Button>
        </Card>
      </div>
      <Card title={t('production.currentSession')}>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['files', counts.files],
              ['symptomEntries', counts.symptomEntries],
              ['analyses', counts.analyses],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded bg-slate-100 p-2 dark:bg-slate-700">
              <dt className="text-sm">{t(`production.count.${key}`)}</dt>
              <dd className="text-2xl font-bold" data-testid={`count-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

const partners = ['governments', 'ngos', 'institutions'] as const;

export function ContactSection() {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  return (
    <div className="space-y-4">
      <Card title={t('production.contactTitle')}>
        <p className="mb-3">{t('production.contactBody')}</p>
        <div className="flex flex-wrap gap-2">
          {config?.contactPhone && (
            <a
              href={`tel:${config.contactPhone}`}
              className="inline-flex min-h-11 items-center rounded-md bg-teal-700 px-4 font-medium text-white"
            >
              {t('production.call', { phone: config.contactPhone })}
            </a>
          )}
          {config?.contactEmail && (
            <a
              href={`mailto:${config.contactEmail}`}
              className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-4 font-medium"
            >
              {t('production.email', { email: config.contactEmail })}
            </a>
          )}
        </div>
      </Card>
      <div className="grid gap-4 sm:grid-cols-3">
        {partners.map((partner) => (
          <Card key={partner} title={t(`production.partner.${partner}.title`)} headingLevel={3}>
            <p>{t(`production.partner.${partner}.body`)}</p>
          </Card>
        ))}
      </div>
      <Card title={t('production.benefitsTitle')}>
        <ul className="list-disc pl-5">
          {(['b1', 'b2', 'b3', 'b4'] as const).map((key) => (
            <li key={key}>{t(`production.benefits.${key}`)}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
