import { describe, it, expect } from 'vitest';
import { formatDuration } from './use-elapsed-seconds';

describe('session duration on the dashboard', () => {
  it.each([
    [0, '0m 0s'],
    [59, '0m 59s'],
    [61, '1m 1s'],
    [3725, '62m 5s'],
  ])('%i seconds read as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
