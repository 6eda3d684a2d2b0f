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
  [/\b10\s?~\s?(9|12)\s?\/\s?[lL]\b/g, '10^$1/L'],
  // The superscript 9 of x10⁹/L read as a degree sign, or with its slash as a per cent sign.
  [/\bx\s?10\s?[°º]\s?\/\s?[lL]\b/g, 'x10^9/L'],
  [/\bx\s?10\s?%\s?[lL]\b/g, 'x10^9/L'],
  // The slash of a count per microscope field read as I or l ('20-25 IHPF').
  [/(?<=\d\s?)[Il|]\s?(HPF|LPF|hpf|lpf)\b/g, '/$1'],
  // The slash of a French count unit read as I or l after a value ('3,2* GIL', '3,85 TIL').
  [/(?<=\d\*?\s{0,3})([GT])[Il|]L\b/g, '$1/L'],
];

export function correctOcrLabTerms(text: string): string {
  return corrections.reduce(
    (corrected, [pattern, replacement]) => corrected.replace(pattern, replacement),
    text,
  );
}
