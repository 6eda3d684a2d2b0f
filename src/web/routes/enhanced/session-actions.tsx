import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useAppConfig } from '../../features/config';
import {
  FhirReportLink,
  resultsAsText,
  copyText,
  exportSessionJson,
  saveProgress,
  type AnalysisSession,
} from '../../features/clinical-session';

/** Spec section 9: the copied indicator resets after 2 s. */
export const COPIED_RESET_MS = 2000;

/** Copy, save progress, export JSON, download the report, clear: the local and session actions. */
export function SessionActions({
  analysis,
  durationSeconds,
}: {
  analysis: AnalysisSession;
  durationSeconds: number;
}) {
  const { t } = useTranslation();
  const version = useAppConfig().data?.version;
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const { session, results } = analysis;

  async function copy() {
    if (!results) return;
    try {
      await copyText(resultsAsText(results));
      setCopied(true);
      toast.success(t('toast.copied'));
    } catch {
      toast.error(t('toast.copyFailedTitle'), { description: t('toast.copyFailedBody') });
    }
  }

  function save() {
    try {
      saveProgress({
        duration: durationSeconds,
        files: session?.uploadedFiles.length ?? 0,
        testsAnalyzed: results?.tests_analyzed.length ?? 0,
      });
      toast.success(t('toast.progressSaved'));
    } catch {
      toast.error(t('toast.errorTitle'), { description: t('toast.progressNotSaved') });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void copy()} disabled={!results}>
        {isCopied ? t('common.copied') : t('actions.copyResults')}
      </Button>
      <Button variant="secondary" onClick={save} disabled={!session}>
        {t('actions.saveProgress')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => session && exportSessionJson(session, results, version)}
        disabled={!session}
      >
        {t('actions.exportJson')}
      </Button>
      <Button onClick={() => void analysis.report()} disabled={!session}>
        {t('actions.downloadReport')}
      </Button>
      <FhirReportLink sessionId={session?.id} />
      <Button variant="danger" onClick={() => void analysis.clear()} disabled={!session}>
        {t('actions.clearSession')}
      </Button>
      <Dialog
        open={analysis.isConfirmingClear}
        onClose={analysis.dismissClear}
        title={t('actions.confirmClearTitle')}
      >
        <p>{t('actions.confirmClearBody')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => void analysis.clear()}>
            {t('actions.clearSession')}
          </Button>
          <Button variant="secondary" onClick={analysis.dismissClear}>
            {t('actions.keepSession')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
