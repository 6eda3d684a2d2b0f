// No zod here: the screens import these functions, and zod would add about 23 KB to their first visit.
// The schema is in lab-status-schema.ts.

/**
 * A lab result's status as a clinician's flag says it: normal, the side of the range used (the printed
 * range first), positive where negative is expected, abnormal when the side is unknown, or not assessed
 * when nothing could be compared. Whether it passed a cited critical limit is said beside it, not
 * instead of it (a critical haemoglobin is still low, like HL7's LL).
 */
export const labStatuses = ['normal', 'low', 'high', 'positive', 'abnormal', 'not_assessed'] as const;
export type LabStatus = (typeof labStatuses)[number];

/** For a result stored before statuses were kept: what its flag alone can say. */
export function statusOfStoredLab(lab: {
  status?: LabStatus;
  flag?: 'normal' | 'attention' | 'critical';
}): LabStatus {
  if (lab.status !== undefined) return lab.status;
  if (lab.flag === undefined) return 'not_assessed';
  return lab.flag === 'normal' ? 'normal' : 'abnormal';
}

/** The status as the PDF and plain-text views print it: 'LOW', 'HIGH, CRITICAL'. */
export function printedLabStatus(status: LabStatus, isCritical: boolean): string {
  const word = status.replace('_', ' ').toUpperCase();
  return isCritical ? `${word}, CRITICAL` : word;
}
