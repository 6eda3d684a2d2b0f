import type { RecordedTestFindings } from './confirm-before-treatment';

/** The findings an analysis read, as prescribing's recorded tests: present ones and those recorded absent. */
export function recordedTestsOf(
  findings: readonly { findingId: string; present: boolean }[],
): RecordedTestFindings {
  return {
    present: findings.filter((finding) => finding.present).map((finding) => finding.findingId),
    absent: findings.filter((finding) => !finding.present).map((finding) => finding.findingId),
  };
}
