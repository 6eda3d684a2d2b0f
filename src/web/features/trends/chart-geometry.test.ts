import { describe, it, expect } from 'vitest';
import { layoutBars } from './chart-geometry';

describe('weekly count chart layout', () => {
  const weeks = ['2026-W09', '2026-W10', '2026-W11'];

  it('scales bars to the largest week and keeps them inside the box', () => {
    const bars = layoutBars(weeks, [null, 6, 12], 90, 40);
    expect(bars.map((bar) => bar.height)).toEqual([3, 20, 40]);
    expect(bars.every((bar) => bar.y >= 0 && bar.x + bar.width <= 90)).toBe(true);
  });

  it('draws a suppressed week (under 5) as a stub, never as its count', () => {
    const [bar] = layoutBars(['2026-W11'], [null], 30, 40);
    expect(bar).toMatchObject({ isSuppressed: true, count: null, height: 3 });
  });
});
