import type { LabAnalyte } from './analyte-schema';

/** The distinct source ids of some citations. */
export function sourceIdsOf(citations: readonly { sourceId: string }[]): string[] {
  return [...new Set(citations.map((citation) => citation.sourceId))];
}

/** The interpretation with the test's known limits added when the result is abnormal. */
export function withLimitations(text: string, analyte: LabAnalyte, isAbnormal: boolean): string {
  return isAbnormal && analyte.limitations !== undefined ? `${text}. Note: ${analyte.limitations}` : text;
}
