/**
 * Optimal-string-alignment (restricted Damerau-Levenshtein) distance, giving up early once it exceeds
 * `limit`: a transposed pair ('haedache') costs one edit, as a typing slip does.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  const first = rows[0] ?? [];
  for (let j = 1; j <= b.length; j += 1) first[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] ?? [];
    const previous = rows[i - 1] ?? [];
    let rowMinimum = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
  }
  return rows[a.length]?.[b.length] ?? limit + 1;
}

/** Misspellings tolerated: none for words under 6 letters, one edit for 6-9 letters, two for 10 or more. */
export function allowedEdits(word: string): number {
  if (word.length < 6 || /\d/.test(word)) return 0;
  return word.length <= 9 ? 1 : 2;
}
