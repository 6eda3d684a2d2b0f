import type { LabEntry } from '../../../../clinical/labs';
import type { LabSlipRow } from './lab-slip';
import type { ReadingScore } from './score-reading';

/**
 * The measure the issue asks for: a printed value counts as read when the structured extraction
 * gives an entry for that test whose result starts with the printed value.
 */
export function scoreExtractedEntries(
  entries: readonly LabEntry[],
  rows: readonly LabSlipRow[],
): ReadingScore {
  const missed: string[] = [];
  for (const row of rows) {
    const read = entries.some(
      (entry) =>
        simplify(entry.testType).endsWith(simplify(row.test)) &&
        simplify(entry.result).startsWith(simplify(row.result)),
    );
    if (!read) missed.push(`${row.test} ${row.result}`);
  }
  const found = rows.length - missed.length;
  return { found, total: rows.length, fraction: found / rows.length, missed };
}

function simplify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9.]+/g, '');
}
