/**
 * Small-cell suppression of de-identified counts: a count under 5 could point at one patient in a small
 * place, so it is never shown, in any answer or export (a common rule of statistical disclosure control,
 * e.g. the 'fewer than 5' rule of national health statistics offices).
 */
export const MIN_SHOWN_COUNT = 5;

export function isShownCount(count: number): boolean {
  return count >= MIN_SHOWN_COUNT;
}

/** The count if it may be shown, otherwise null. */
export function suppressCount(count: number): number | null {
  return isShownCount(count) ? count : null;
}
