import { readUnitAfter } from './parse-result';
import { fixOcrDigits, readFirstNumber } from './read-number';
import { cleanWrittenUnit } from './units';

/** What follows a test name on a report line, split into result, printed range and the lab's flag. */
export interface ResultTail {
  result: string;
  normalRange?: string;
  flag?: string;
}

const flagPattern =
  /\s+(\*{1,2}|[HL]\*?|HH|LL|HIGH|LOW|ABN|ABNORMAL|CRIT(?:ICAL)?|↑|↓|\[?[HL]\]?|N|NORMAL)\s*$/i;
const bracketRange =
  /[([]\s*(?:(?:ref(?:erence)?|normal|n|r[eé]f|vr|nr)\.?\s*(?:range)?\s*[:=]?\s*)?([<>≤≥]?=?\s*-?\d[^)\]]*|neg[^)\]]*|non[- ]?reactive|not detected|nil|negative)\s*[)\]]/i;
const labelledRange = /^[([]\s*(?:ref(?:erence)?|normal|n|r[eé]f|vr|nr)\.?\s*(?:range)?\s*[:=]/i;
const numberRange =
  /(?:^|\s)((?:[<>≤≥]=?|up to|upto)\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*(?:-|–|—|to)\s*\d+(?:[.,]\d+)?)(\s*[^\s\d][^\s]*)?\s*$/i;

const spacedThousands = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=\s*(?:[A-Za-zµμ/%]|$))/;

const polarityWords = '(?:non\\s*-?\\s*reactive|reactive|positive|negative|not detected|detected|pos|neg)';
/** Two worded readings in a row are a result and its printed normal: 'POSITIVE NEGATIVE'. */
const polarityPair = new RegExp(`^(${polarityWords})[\\s.,;:~]+(${polarityWords})\\b.*$`, 'i');

function stripFlag(text: string): { text: string; flag?: string } {
  const match = flagPattern.exec(` ${text}`);
  if (match === null || match.index === 0) return { text };
  const before = ` ${text}`.slice(0, match.index).trim();
  // A bare 'N' or 'NORMAL' after a qualitative word ('Negative N') is the lab's normal flag; keep words intact.
  if (before === '') return { text };
  return { text: before, flag: (match[1] ?? '').replace(/[[\]]/g, '') };
}

/** '(124 µmol/L)' after '14 mg/L' is the same result in another unit, not a range: one number and a unit. */
function isOtherUnitReading(inside: string): boolean {
  const trimmed = inside.trim();
  if (/^[<>≤≥]|\d\s*(?:-|–|—|to)\s*\d/i.test(trimmed)) return false;
  const number = readFirstNumber(trimmed);
  if (number === undefined || number.start !== 0) return false;
  const unit = readUnitAfter(trimmed.slice(number.end));
  return unit !== undefined && trimmed.slice(number.end + unit.end).trim() === '';
}

function findBracketRange(text: string): RegExpExecArray | null {
  const all = new RegExp(bracketRange.source, 'gi');
  for (let match = all.exec(text); match !== null; match = all.exec(text))
    if (!isOtherUnitReading(match[1] ?? '')) return match;
  return null;
}

function takeRange(text: string): { text: string; normalRange?: string } {
  const bracket = findBracketRange(text);
  if (bracket !== null) {
    const rest = `${text.slice(0, bracket.index)} ${text.slice(bracket.index + bracket[0].length)}`.trim();
    if (rest !== '') return { text: rest, normalRange: (bracket[1] ?? '').trim() };
    // '(N: 11.7-16.7)' alone: the result was left blank or written by hand where OCR cannot read it. The
    // printed normal is never the result (its first number would be flagged as if measured).
    if (labelledRange.test(bracket[0])) return { text: '' };
  }
  const first = readFirstNumber(text);
  const trailing = numberRange.exec(text);
  if (trailing !== null && first !== undefined && trailing.index + 1 > first.end - 1) {
    const unit = trailing[2]?.trim();
    const range = `${trailing[1] ?? ''}${unit === undefined ? '' : ` ${unit}`}`.trim();
    return { text: text.slice(0, trailing.index).trim(), normalRange: range };
  }
  return { text };
}

/** A range printed before the result, then the value: '4.0 - 10.0  2.9 10^3/µL'. */
const rangeThenValue =
  /^\(?\s*((?:-?\d+(?:[.,]\d+)?\s*(?:-|–|—|to)\s*\d+(?:[.,]\d+)?|[<>≤≥]=?\s*\d+(?:[.,]\d+)?))\s*\)?\s+(?=[<>≤≥]?\d)(.*\d.*)$/i;

/** '4.0 - 10.0  2.9 10^3/µL' as '2.9 10^3/µL (4.0 - 10.0)', when what follows the range is itself a value. */
function moveLeadingRange(text: string): string {
  const match = rangeThenValue.exec(text);
  if (match === null) return text;
  const after = match[2] ?? '';
  // '5 - 10 /hpf' and '2 - 4 12' (a count range then a stray number) are no range-first rows.
  if (readFirstNumber(after)?.start !== 0 || /^\d+(?:[.,]\d+)?\s*(?:-|–|—|to)\s*\d/.test(after)) return text;
  return `${after} (${match[1] ?? ''})`;
}

/**
 * Splits 'the rest of a line' after a test name: '14.5 x10^9/L (4.0-11.0) H' gives result '14.5 x10^9/L',
 * range '4.0-11.0', flag 'H'; 'No MPS seen' stays whole. OCR letters in numbers are corrected.
 */
export function readResultTail(rawTail: string): ResultTail | undefined {
  // A minus sign right before a digit is the value's sign (base excess -15), not a separator.
  const cleaned = moveLeadingRange(
    fixOcrDigits(rawTail.replace(/^(?:[\s:=._~–]|-(?!\d))+/, '').replace(/[\s_~]+$/, '')),
  );
  if (cleaned === '') return undefined;
  // '12 000 trophozoïtes/µL': a space between groups of three digits is a thousands separator.
  const atEnd = stripFlag(cleaned.replace(spacedThousands, (number) => number.replace(/[\s\u202f]/g, '')));
  const rangeTaken = takeRange(atEnd.text);
  // A flag cell printed before the range ('6.8 mmol/L HH (3.5 - 5.1)') ends the text once the range is taken.
  const beforeRange = atEnd.flag === undefined ? stripFlag(rangeTaken.text) : undefined;
  const flagged = beforeRange?.flag === undefined ? atEnd : beforeRange;
  const ranged = beforeRange?.flag === undefined ? rangeTaken : { ...rangeTaken, text: beforeRange.text };
  const first = readFirstNumber(ranged.text);
  let result = ranged.text;
  if (first !== undefined && first.start <= 2 && first.isTitre !== true) {
    const unit = readUnitAfter(ranged.text.slice(first.end));
    const end = unit === undefined ? first.end : first.end + unit.end;
    const afterValue = ranged.text.slice(end).trim();
    result =
      unit === undefined
        ? ranged.text.slice(0, end).trim()
        : `${ranged.text.slice(0, first.end).trim()} ${cleanWrittenUnit(unit.unit)}`;
    if (afterValue !== '' && ranged.normalRange === undefined && /\d/.test(afterValue)) {
      return {
        result,
        normalRange: afterValue,
        ...(flagged.flag === undefined ? {} : { flag: flagged.flag }),
      };
    }
  }
  // A grade written by hand reads '+ +' through OCR: it is '++'.
  result = result
    .replace(/[,;]+$/, '')
    .replace(/^\+(?:\s\+){1,3}(?=\s|$)/, (grade) => grade.replace(/\s/g, ''))
    .trim();
  if (result === '') return undefined;
  const pair = polarityPair.exec(result);
  if (pair !== null && ranged.normalRange === undefined) {
    return {
      result: pair[1] ?? result,
      normalRange: pair[2] ?? '',
      ...(flagged.flag === undefined ? {} : { flag: flagged.flag }),
    };
  }
  return {
    result,
    ...(ranged.normalRange === undefined ? {} : { normalRange: ranged.normalRange }),
    ...(flagged.flag === undefined ? {} : { flag: flagged.flag }),
  };
}
