// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useAnalysisRun } from './use-analysis-run';

afterEach(cleanup);

// Spec section 4 shows no transition into the dashboard's error label; we show it (docs/spec-deviations.md).
describe('an analysis that fails', () => {
  it.each(['simulated', 'step', 'sequence'] as const)(
    'ends in error at progress 0 (%s display)',
    async (mode) => {
      const { result } = renderHook(() => useAnalysisRun(mode));
      let answer: unknown = 'not run';
      await act(async () => {
        answer = await result.current.run(() => Promise.reject(new Error('engine unavailable')), {
          failureTitle: 'Analysis Failed',
          failureBody: 'Failed to complete AI medical analysis',
        });
      });
      expect(answer).toBeNull();
      expect(result.current.status).toBe('error');
      expect(result.current.progress).toBe(0);
    },
  );

  it('control: one that succeeds ends completed at 100', async () => {
    const { result } = renderHook(() => useAnalysisRun('step'));
    await act(async () => {
      await result.current.run(() => Promise.resolve('answer'), { failureTitle: '', failureBody: '' });
    });
    expect(result.current.status).toBe('completed');
    expect(result.current.progress).toBe(100);
  });
});
