/**
 * Analyser printouts (blood gas till rolls) print each range in brackets on the line under its result:
 * 'pCO2  7.9 kPa  ↑' then '(4.7 - 6.0)'. The bracketed range becomes the last cell of the result's row,
 * where the row reader looks for it.
 */
export function attachRangesBelow(text: string): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const previous = out.at(-1);
    if (previous !== undefined && rangeAlone.test(line) && isResultRow(previous)) {
      out[out.length - 1] = `${previous}\t${line.trim()}`;
    } else out.push(line);
  }
  return out.join('\n');
}

const bound = String.raw`-?\d+(?:[.,]\d+)?`;
/** '(7.35 - 7.45)', '(-2.0 - 3.0)', '(< 5)', '(95.0 - 99.0 %)': a bracketed range and nothing else. */
const rangeAlone = new RegExp(
  String.raw`^\s*\(\s*(?:[<>≤≥]=?\s*${bound}|${bound}\s*(?:-|–|—|to)\s*${bound})\s*[^\d()]{0,12}\)\s*$`,
  'i',
);

/** A row of cells holding a value and no bracketed range of its own. */
function isResultRow(line: string): boolean {
  return line.includes('\t') && /\d/.test(line) && !/\(\s*[<>≤≥-]?\s*\d[^)]*\)/.test(line);
}
