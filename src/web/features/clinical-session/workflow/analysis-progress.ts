import { PROGRESS_CAP, PROGRESS_STEP, PROGRESS_TICK_MS } from '../../../hooks/use-simulated-progress';

/** Spec section 4: /production's analysis progress 10, 25, 50, 75, 90 at 800 ms steps, then 100. */
export const ANALYSIS_STEPS = [10, 25, 50, 75, 90] as const;
export const ANALYSIS_STEP_MS = 800;
/** Spec section 4 (/complete and /classic): 75 while the analysis runs. */
export const ANALYSIS_STEP_VALUE = 75;

/**
 * How a screen shows an analysis in progress (spec section 4): the dashboard's simulated climb
 * (+12 every 1.5 s up to 90), /production's fixed sequence, or the fixed step of /complete and /classic.
 */
export type ProgressMode = 'simulated' | 'sequence' | 'step';

export interface ProgressPlan {
  start: number;
  tickMs: number;
  next: (current: number, tick: number) => number;
  /** How long the display takes to reach its last step; an answer waits for it (0: shown at once). */
  playsForMs: number;
}

export function progressPlan(mode: ProgressMode): ProgressPlan {
  if (mode === 'simulated')
    return {
      start: 0,
      tickMs: PROGRESS_TICK_MS,
      next: (current) => Math.min(PROGRESS_CAP, current + PROGRESS_STEP),
      playsForMs: 0,
    };
  if (mode === 'sequence')
    return {
      start: ANALYSIS_STEPS[0],
      tickMs: ANALYSIS_STEP_MS,
      next: (_, tick) => ANALYSIS_STEPS[Math.min(tick, ANALYSIS_STEPS.length - 1)] ?? PROGRESS_CAP,
      // The engine answers in milliseconds; the clinician still sees each step, 90 included, 100 at 4 s.
      playsForMs: ANALYSIS_STEPS.length * ANALYSIS_STEP_MS,
    };
  return { start: ANALYSIS_STEP_VALUE, tickMs: ANALYSIS_STEP_MS, next: (current) => current, playsForMs: 0 };
}
