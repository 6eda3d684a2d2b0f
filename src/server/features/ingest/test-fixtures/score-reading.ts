import type { LabSlipRow } from './lab-slip';

export interface ReadingScore {
  found: number;
  total: number;
  fraction: number;
  missed: string[];
}

/**
 * Before structured extraction is available: a value counts as read when one line of the text
 * holds the test's name (allowing a little OCR noise) and the exact result.
 */
export function scoreValuesInText(text: string, rows: readonly LabSlipRow[]): ReadingScore {
  const lines = text.split('\n').map(normalise);
  const missed: string[] = [];
  for (const row of rows) {
    const name = normalise(row.test);
    const result = normalise(row.result);
    const read = lines.some((line) => nameAppears(line, name) && line.includes(result));
    if (!read) missed.push(`${row.test} ${row.result}`);
  }
  const found = rows.length - missed.length;
  return { found, total: rows.length, fraction: found / rows.length, missed };
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The name's first word, within one edit, is enough to find the row; the result must be exact. */
function nameAppears(line: string, name: string): boolean {
  const key = name.split(' ')[0] ?? name;
  if (line.includes(key)) return true;
  return line.split(' ').some((word) => editDistance(word, key) <= 1);
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}
