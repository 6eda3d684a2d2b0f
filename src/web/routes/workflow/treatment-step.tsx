import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PrescriptionView } from '../../features/ai/prescription-view';
import type { Prescription } from '../../features/ai/types';

export function TreatmentStep({
  prescription,
  onDownloadReport,
  onEnd,
  isBusy,
}: {
  prescription: Prescription;
  onDownloadReport: () => void;
  onEnd: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('workflow.finalTreatment')}>
      <PrescriptionView prescription={prescription} />
      <p className="mt-3 text-sm font-medium">{t('rx.approvalNote')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onDownloadReport} disabled={isBusy}>
          {t('workflow.downloadReport')}
        </Button>
        <Button onClick={onEnd} disabled={isBusy}>
          {t('workflow.endSession')}
        </Button>
      </div>
    </Card>
  );
}
