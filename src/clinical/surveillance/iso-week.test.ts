import { describe, it, expect } from 'vitest';
import { isoWeekOf, isoWeekStart, isoWeeksEnding, shiftIsoWeek } from './iso-week';

describe('ISO weeks (epidemiological weeks, UTC)', () => {
  it.each([
    ['2026-01-01T12:00:00Z', '2026-W01'], // Thursday
    ['2025-12-29T00:00:00Z', '2026-W01'], // Monday of week 1 of 2026
    ['2021-01-03T23:59:59Z', '2020-W53'], // 2020 had 53 weeks
    ['2024-12-30T08:00:00Z', '2025-W01'],
    ['2026-11-22T02:00:00Z', '2026-W47'],
  ])('%s is in %s', (instant, week) => {
    expect(isoWeekOf(Date.parse(instant))).toBe(week);
  });

  it('a week starts on Monday 00:00 UTC', () => {
    expect(new Date(isoWeekStart('2026-W01')).toISOString()).toBe('2025-12-29T00:00:00.000Z');
  });

  it('shifts across year ends, including 53-week years', () => {
    expect(shiftIsoWeek('2021-W01', -1)).toBe('2020-W53');
    expect(shiftIsoWeek('2020-W52', 2)).toBe('2021-W01');
    expect(isoWeeksEnding('2026-W02', 3)).toEqual(['2025-W52', '2026-W01', '2026-W02']);
  });
});
