import { isKnownName } from './identify-analyte';
import { fixOcrDigits } from './read-number';
import { normaliseUnit } from './units';

const maxNameWords = 3;
const valueToken = /^[([]?([<>≤≥]=?)?\d[\d.,:]*[)\]]?[,;]?$|^\+{1,4}$|^[1-4]\+$/;
const wordedResult =
  /^(positive|negative|pos|neg|reactive|non-?reactive|detected|nil|trace|seen|absent|present)[,;.]?$/i;
const flagToken = /^(\*{1,2}|[HL]|HIGH|LOW|N)$/i;

function endsAValue(token: string): boolean {
  const bare = token.replace(/[,;]$/, '');
  return (
    valueToken.test(bare) ||
    wordedResult.test(bare) ||
    flagToken.test(bare) ||
    normaliseUnit(bare.replace(/^[([]|[)\]]$/g, '')) !== undefined ||
    /\d\s*[)\]]$/.test(bare)
  );
}

function startsAValue(token: string | undefined): boolean {
  return (
    token !== undefined && (valueToken.test(token) || wordedResult.test(token) || isValueWithUnit(token))
  );
}

/** A value with its unit glued on, as SMS and short notes write it ('66fl', '6.9g/dl', '4.2mmol/L'). */
function isValueWithUnit(token: string): boolean {
  const unit = /^\d+(?:[.,]\d+)?([a-zµμ%][a-z0-9µμ%/^.]*?)[,;]?$/i.exec(token)?.[1];
  return unit !== undefined && normaliseUnit(unit) !== undefined;
}

/**
 * A line carrying several tests, as two-column reports and squashed OCR give them ('Hb 12.1 g/dL  WBC 5.6',
 * 'TO 1:160 TH 1:80', 'Creatinine 98 K 4.1'): split before each known test name that follows a value and
 * is itself followed by a value. Only exact names split a line, so a result's words are never cut.
 */
export function splitCombinedLine(line: string): string[] {
  const tokens = fixOcrDigits(line)
    .split(/\s+/)
    .filter((token) => token !== '');
  const original = line.split(/\s+/).filter((token) => token !== '');
  if (tokens.length !== original.length || tokens.length < 4) return [line];
  const starts = [0];
  let index = 2;
  while (index < tokens.length - 1) {
    const previous = tokens[index - 1] ?? '';
    const nameLength = endsAValue(previous)
      ? [maxNameWords, 2, 1].find((length) => {
          const name = tokens.slice(index, index + length);
          return (
            name.length === length &&
            !startsAValue(name[0]) &&
            isKnownName(name.join(' ')) &&
            startsAValue(tokens[index + length])
          );
        })
      : undefined;
    if (nameLength !== undefined) {
      starts.push(index);
      index += nameLength + 1;
    } else index += 1;
  }
  // One test on the line: kept as printed, its tabs and wide gaps still parting name, result and range
  // ('HIV 1 and 2 | Negative', 'mRDT (HRP2)    Positive (Pf band)    Negative').
  if (starts.length === 1) return [line];
  return starts.map((start, position) =>
    original.slice(start, starts[position + 1] ?? original.length).join(' '),
  );
}
