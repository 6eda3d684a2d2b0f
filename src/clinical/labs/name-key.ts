/**
 * Test names reduced to comparable keys: lower case, no accents, punctuation as spaces, and the filler
 * words labs add ('Serum', 'level', 'S.') removed, so 'S. Creatinine level' and 'creatinine' meet.
 */

const fillerWords = new Set([
  'serum',
  's',
  'level',
  'levels',
  'result',
  'results',
  'value',
  'the',
  'estimation',
  'est',
  'plasma',
  'test',
  'assay',
  'screen',
  'screening',
  'qualitative',
  'quantitative',
  'by',
  'report',
  'sample',
]);

/** Lower case, accents removed, every character other than letters, digits, '+' and '%' as a space. */
export function toPlainWords(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[µμ]/g, 'u')
      .replace(/β/g, 'beta')
      .replace(/γ/g, 'gamma')
      .replace(/[^a-z0-9+%#]+/g, ' ')
      // 'Neutrophil #' and 'NEUT#' are counts, as 'Neutrophil count' is: '#' is read as the word.
      .replace(/(?<=[a-z])\s*#/g, ' count')
      .trim()
  );
}

/** The comparison key of a test name, filler words removed (kept when the name is nothing else). */
export function toNameKey(text: string): string {
  const words = toPlainWords(text)
    .split(' ')
    .filter((word) => word !== '');
  const kept = words.filter((word) => !fillerWords.has(word));
  return (kept.length > 0 ? kept : words).join(' ');
}

/** Two rows of the edit-distance table, reused between calls: names are short and this runs per line. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/** Edit distance between two short strings (Levenshtein), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j += 1) previousRow[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    currentRow[0] = i;
    let rowMinimum = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previousRow[j - 1] ?? 0) + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min((previousRow[j] ?? 0) + 1, (currentRow[j - 1] ?? 0) + 1, substitution);
      currentRow[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    [previousRow, currentRow] = [currentRow, previousRow];
  }
  return previousRow[b.length] ?? limit + 1;
}
