import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notifyFailure, notifySuccess } from '../../../api/notify';
import { announce } from '../../preferences';
import { progressPlan, type ProgressMode } from './analysis-progress';

export type AnalysisStatus = 'ready' | 'analyzing' | 'completed' | 'error';

export interface RunMessages<T> {
  failureTitle: string;
  failureBody: string;
  /** An urgent answer (an emergency) is shown at once, without waiting for the progress display. */
  isUrgent?: (answer: T) => boolean;
  /**
   * The alert's words when the answer raised an emergency, else null: the emergency is then shown at once
   * and alerted (the EMERGENCY ALERT toast, spoken), never greeted as a completed analysis.
   */
  emergencyOf?: (answer: T) => string | null;
  /** Replaces the 'Analysis Complete' toast and spoken completion (an emergency, or the contextual variant). */
  onDone?: () => void;
}

/**
 * One analysis at a time with the screen's progress display (spec section 4) and the spec's
 * completion and failure toasts (section 8). What is analysed is the caller's `work`.
 */
export function useAnalysisRun(mode: ProgressMode) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AnalysisStatus>('ready');
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  async function run<T>(work: () => Promise<T>, messages: RunMessages<T>): Promise<T | null> {
    const plan = progressPlan(mode);
    let tick = 0;
    setStatus('analyzing');
    setProgress(plan.start);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      tick += 1;
      setProgress((current) => plan.next(current, tick));
    }, plan.tickMs);
    const startedAt = Date.now();
    try {
      const answer = await work();
      const emergency = messages.emergencyOf?.(answer) ?? null;
      const waitMs = plan.playsForMs - (Date.now() - startedAt);
      if (waitMs > 0 && emergency === null && !messages.isUrgent?.(answer))
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      setProgress(100);
      setStatus('completed');
      if (emergency !== null) {
        const description = emergency || t('toast.emergencyAlertBody');
        toast.error(t('toast.emergencyAlertTitle'), { description });
        announce(description);
      } else if (messages.onDone) messages.onDone();
      else {
        notifySuccess(t('toast.analysisComplete'));
        announce(t('voice.completed'));
      }
      return answer;
    } catch (error) {
      setProgress(0);
      setStatus('error');
      notifyFailure(messages.failureTitle, messages.failureBody, error);
      return null;
    } finally {
      clearInterval(timer.current);
    }
  }

  const reset = () => {
    setStatus('ready');
    setProgress(0);
  };
  return { status, progress, run, reset, setProgress };
}

export type AnalysisRun = ReturnType<typeof useAnalysisRun>;
