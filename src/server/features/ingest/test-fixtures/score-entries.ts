import type { LabEntry } from '../../../../clinical/labs';
import type { LabSlipRow } from './lab-slip';
import type { ReadingScore } from './score-reading';

/**
 * The measure the issue asks for: a printed row counts as read when the structured extraction gives
 * an entry for that test whose result is the printed value (with its unit, when it has one) and
 * whose range is the printed range. Spacing, case and punctuation are ignored; digits are not.
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
        [simplify(row.result), simplify(`${row.result} ${row.unit}`)].includes(simplify(entry.result)) &&
        simplify(entry.normalRange ?? '') === simplify(row.range),
    );
    if (!read) missed.push(`${row.test} ${row.result} ${row.unit} (${row.range})`.replace(/ +/g, ' '));
  }
  const found = rows.length - missed.length;
  return { found, total: rows.length, fraction: found / rows.length, missed };
}

function simplify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9.^%/]+/g, '');
}
