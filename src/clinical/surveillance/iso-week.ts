/**
 * ISO 8601 weeks ('2026-W07'): weeks start on Monday and week 1 holds the year's first Thursday.
 * Surveillance in IDSR is reported by epidemiological week; we use ISO weeks throughout, in UTC.
 */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

export type IsoWeek = string;

/** The ISO week an instant (ms since the epoch, UTC) falls in. */
export function isoWeekOf(epochMs: number): IsoWeek {
  const date = new Date(epochMs);
  const day = date.getUTCDay() || 7;
  const thursday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 4 - day);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Monday 00:00 UTC of an ISO week, in ms since the epoch. */
export function isoWeekStart(week: IsoWeek): number {
  const match = ISO_WEEK.exec(week);
  if (!match) throw new Error(`Not an ISO week: ${week}`);
  const year = Number(match[1]);
  const weekNumber = Number(match[2]);
  const januaryFourth = Date.UTC(year, 0, 4);
  const dayOfWeek = new Date(januaryFourth).getUTCDay() || 7;
  const firstMonday = januaryFourth - (dayOfWeek - 1) * DAY_MS;
  return firstMonday + (weekNumber - 1) * WEEK_MS;
}

/** The ISO week `delta` weeks after (or before, if negative) `week`. */
export function shiftIsoWeek(week: IsoWeek, delta: number): IsoWeek {
  return isoWeekOf(isoWeekStart(week) + delta * WEEK_MS + 3 * DAY_MS);
}

/** The `count` weeks ending with `lastWeek`, oldest first. */
export function isoWeeksEnding(lastWeek: IsoWeek, count: number): IsoWeek[] {
  return Array.from({ length: count }, (_, index) => shiftIsoWeek(lastWeek, index - count + 1));
}

export function isIsoWeek(value: string): boolean {
  return ISO_WEEK.test(value);
}
