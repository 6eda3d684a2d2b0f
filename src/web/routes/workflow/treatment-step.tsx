import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  FhirReportLink,
  usePrescriptionDecision,
  PrescriptionReview,
  type Prescription,
} from '../../features/clinical-session';

/** Final treatment: the suggestion, the physician's decision (recorded in the session's report), the report. */
export function TreatmentStep({
  sessionId,
  physician,
  prescription,
  onEdited,
  onDownloadReport,
  onEnd,
  isBusy,
}: {
  sessionId: string | null;
  physician?: string;
  prescription: Prescription;
  onEdited: (prescription: Prescription) => void;
  onDownloadReport: () => void;
  onEnd: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const review = usePrescriptionDecision(sessionId, physician);
  return (
    <Card title={t('workflow.finalTreatment')}>
      <PrescriptionReview prescription={prescription} review={review} onEdited={onEdited} disabled={isBusy} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onDownloadReport} disabled={isBusy || review.isSaving}>
          {t('workflow.downloadReport')}
        </Button>
        <FhirReportLink sessionId={sessionId} />
        <Button onClick={onEnd} disabled={isBusy || review.isSaving}>
          {t('workflow.endSession')}
        </Button>
      </div>
    </Card>
  );
}
