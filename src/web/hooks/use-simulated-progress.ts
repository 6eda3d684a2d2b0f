import { useEffect, useState } from 'react';

/** Spec sections 4 and 9: while waiting, progress climbs 12 every 1.5 s and stops at 90. */
export const PROGRESS_STEP = 12;
export const PROGRESS_TICK_MS = 1500;
export const PROGRESS_CAP = 90;

export function nextSimulatedProgress(current: number): number {
  return Math.min(PROGRESS_CAP, current + PROGRESS_STEP);
}

export function useSimulatedProgress(isRunning: boolean, start = 0): number {
  const [progress, setProgress] = useState(start);
  useEffect(() => {
    if (!isRunning) return;
    setProgress(start);
    const timer = setInterval(() => setProgress(nextSimulatedProgress), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning, start]);
  return progress;
}
