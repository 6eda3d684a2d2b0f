/** One bar of a weekly-count chart; a suppressed week (fewer than 5) is drawn as a short hatched stub. */
export interface Bar {
  week: string;
  count: number | null;
  x: number;
  y: number;
  width: number;
  height: number;
  isSuppressed: boolean;
}

const GAP = 2;
const STUB = 3;

/** Lays out one bar per week in a width × height box, scaled to the largest shown count. */
export function layoutBars(
  weeks: readonly string[],
  counts: readonly (number | null)[],
  width: number,
  height: number,
): Bar[] {
  const largest = Math.max(5, ...counts.map((count) => count ?? 0));
  const slot = weeks.length > 0 ? width / weeks.length : width;
  return weeks.map((week, index) => {
    const count = counts[index] ?? null;
    const barHeight = count === null ? STUB : Math.max(1, (count / largest) * height);
    return {
      week,
      count,
      x: index * slot + GAP / 2,
      y: height - barHeight,
      width: Math.max(1, slot - GAP),
      height: barHeight,
      isSuppressed: count === null,
    };
  });
}
