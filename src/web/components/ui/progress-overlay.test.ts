import { describe, it, expect } from 'vitest';
import { stageForProgress } from './progress-overlay';
import { nextSimulatedProgress, PROGRESS_TICK_MS } from '../../hooks/use-simulated-progress';

describe('the analysis progress a clinician watches', () => {
  it.each([
    [0, 'uploading'],
    [24, 'uploading'],
    [25, 'processing'],
    [50, 'analyzing'],
    [75, 'generating'],
    [99, 'generating'],
    [100, 'completed'],
  ])('%i%% is the %s stage', (progress, stage) => {
    expect(stageForProgress(progress)).toBe(stage);
  });

  it('climbs 12 every 1.5 s and waits at 90 for the answer', () => {
    expect(PROGRESS_TICK_MS).toBe(1500);
    const climb = [0];
    for (let tick = 0; tick < 10; tick += 1) climb.push(nextSimulatedProgress(climb[climb.length - 1] ?? 0));
    expect(climb).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 90, 90, 90]);
  });
});
