/**
 * Misreadings Tesseract makes on lab slips again and again, where the intended term is not in doubt:
 * the digit 1 read as l or I inside "HbA1c", and the caret of "x10^9/L" read as 7 or % or dropped.
 * Only whole tokens that cannot mean anything else are rewritten.
 */
const corrections: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bHb\s?A[lI|i]c\b/g, 'HbA1c'],
  [/\bx\s?10\s?[7%*°]\s?9\s?\/\s?[lL]\b/g, 'x10^9/L'],
  [/\bx\s?10\s?[7%*°]\s?12\s?\/\s?[lL]\b/g, 'x10^12/L'],
  [/\bx\s?1079\/[lL]\b/g, 'x10^9/L'],
];

export function correctOcrLabTerms(text: string): string {
  return corrections.reduce(
    (corrected, [pattern, replacement]) => corrected.replace(pattern, replacement),
    text,
  );
}
