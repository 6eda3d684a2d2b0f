import { useTranslation } from 'react-i18next';
import { ProgressBar } from './progress-bar';

export type OverlayStage = 'uploading' | 'processing' | 'analyzing' | 'generating' | 'completed';

/** Spec section 4: below 25 uploading, below 50 processing, below 75 analyzing, below 100 generating. */
export function stageForProgress(progress: number): OverlayStage {
  if (progress < 25) return 'uploading';
  if (progress < 50) return 'processing';
  if (progress < 75) return 'analyzing';
  if (progress < 100) return 'generating';
  return 'completed';
}

export function ProgressOverlay({ progress }: { progress: number }) {
  const { t } = useTranslation();
  const stage = stageForProgress(progress);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="overlay-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4"
    >
      <div className="w-full max-w-md rounded-lg bg-white p-6 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
        <h2 id="overlay-title" className="text-lg font-semibold">
          {t('overlay.title')}
        </h2>
        <p className="mt-2" aria-live="polite">
          {t(`overlay.stage.${stage}`)} — {Math.round(progress)}%
        </p>
        <div className="mt-3">
          <ProgressBar value={progress} label={t('overlay.title')} />
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('overlay.expected')}</p>
      </div>
    </div>
  );
}
