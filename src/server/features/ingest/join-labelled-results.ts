/**
 * Reports without a table, where each test is a block: its name on one line, perhaps a line on the
 * method, then 'Result: 156 U/L | Reference: < 31 U/L' (or 'Résultat : … | Valeurs usuelles : …') on a
 * line of its own. Each block becomes one row, 'name<TAB>result<TAB>range', in place of its result line;
 * the name's own line goes (so a name such as 'HIV 1 and 2' is not read as a result of 1).
 */
export function joinLabelledResults(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => resultLabel.test(line))) return text;
  const out: (string | undefined)[] = [];
  let blockStart = 0;
  for (const line of lines) {
    const result = resultLabel.exec(line);
    if (result === null) {
      out.push(line);
      continue;
    }
    const nameAt = findName(out, blockStart);
    if (nameAt === undefined) {
      out.push(line);
    } else {
      const name = (out[nameAt] ?? '').trim();
      out[nameAt] = undefined;
      const [value = '', range] = (result[1] ?? '').split(rangeLabel);
      const cells = [name, value.replace(/\s*\|\s*$/, '').trim(), ...(range ? [range.trim()] : [])];
      out.push(cells.join('\t'));
    }
    blockStart = out.length;
  }
  return out.filter((line): line is string => line !== undefined).join('\n');
}

const resultLabel = /^\s*(?:r[ée]sultats?|results?)\s*:\s*(\S.*)$/i;
const rangeLabel =
  /\s*\|?\s*(?:valeurs?\s+(?:usuelles|normales|de\s+r[ée]f[ée]rence)|r[ée]f[ée]rences?(?:\s+(?:range|interval))?|normal\s+(?:range|values?)|ref\.?\s*range)\s*:\s*/i;
/** How far above its result line a block's name may be (name, then a line or two on the method). */
const maxBlockLines = 4;

/** A section title over blocks ('SEROLOGY', 'BILAN HÉPATIQUE'): capitals, no brackets or digits, not an abbreviation. */
function isTitle(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return (
    letters.length > 0 &&
    line === line.toUpperCase() &&
    !/[()\d]/.test(line) &&
    (letters.length >= 8 || line.trim().includes(' '))
  );
}

/** The block's name: the first line since the previous block that is neither a title nor a 'Label: value' line. */
function findName(out: readonly (string | undefined)[], blockStart: number): number | undefined {
  const from = Math.max(blockStart, out.length - maxBlockLines);
  let first: number | undefined;
  for (let index = out.length - 1; index >= from; index--) {
    const line = out[index];
    if (line === undefined) continue;
    if (line.trim() === '' || line.includes(':') || line.includes('\t') || isTitle(line)) break;
    first = index;
  }
  return first;
}
