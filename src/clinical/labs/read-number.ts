/**
 * Numbers as printed or OCR'd on lab reports: '11.2', '11,2', '14,500', '<0.5', '>=60', '1l.2' (OCR l for 1),
 * '5.O' (O for 0), '2S0' (S for 5), ranges '5-10' and titres '1:160'.
 */

export type Comparator = '<' | '>' | '<=' | '>=';

export interface ReadNumber {
  value: number;
  comparator?: Comparator;
  /** Set when the text gave a range of values ('5-10 /hpf'): value is the upper bound. */
  lowValue?: number;
  isTitre?: boolean;
  /** Index in the text just after the number. */
  end: number;
  start: number;
}

const ocrDigits: Record<string, string> = {
  O: '0',
  o: '0',
  I: '1',
  l: '1',
  L: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
};

/**
 * OCR letters count as digits inside a token that is otherwise a number, never at its end when they
 * could be a unit or flag ('12.5s', '9.8L'); 'O.S' (no digit at all) is read as 0.5.
 */
function looksLikeOcrNumber(token: string): boolean {
  if (!/^[0-9OoIlL|iSs]+([.,][0-9OoIlL|iSs]+)*$/.test(token) || /(?<![.,])[osiL]$/.test(token)) return false;
  return /[0-9]/.test(token) || /^[OoIlS][.,][0-9OoIlS]+$/.test(token);
}

/** Replaces letters OCR confuses with digits, inside tokens that are otherwise numeric ('1l.2', '2S0'). */
export function fixOcrDigits(text: string): string {
  return text.replace(/(?<![A-Za-z0-9])[0-9OoIlL|iSs]+(?:[.,][0-9OoIlL|iSs]+)*(?![A-Za-z0-9])/g, (token) =>
    looksLikeOcrNumber(token)
      ? token.replace(/[OoIlL|iSs]/g, (letter) => ocrDigits[letter] ?? letter)
      : token,
  );
}

/**
 * '14,500' is fourteen thousand five hundred; '11,2' is eleven point two. A number of three digits or more
 * opening with 0 and no decimal mark ('002', '041') lost its point after the 0 (OCR drops a faint '.'):
 * no lab prints a result with leading zeros, so it reads 0.02, 0.41.
 */
export function toDecimal(written: string): number {
  if (/^0\d{2,}$/.test(written)) return Number(`0.${written.slice(1)}`);
  // '0,015' is a decimal: no number is written with a thousands comma after a lone zero.
  const withoutThousands = /^(?!0,)\d{1,3}(,\d{3})+(\.\d+)?$/.test(written)
    ? written.replace(/,/g, '')
    : written.replace(',', '.');
  return Number(withoutThousands);
}

const comparatorPattern = '(<=|>=|=<|=>|≤|≥|<|>|less than|more than|greater than|below|above|up to)?';
const numberPattern = '(\\d+(?:[.,]\\d+)*)';
/** A minus sign at the start of the text or after a space or bracket, right before the digits ('-15'). */
const signPattern = '((?:^|(?<=[\\s(]))-(?=\\d))?';
const numberRegex = new RegExp(
  `${comparatorPattern}\\s*${signPattern}${numberPattern}(?:\\s*(?:-|–|—|to)\\s*${numberPattern})?`,
  'gi',
);

function readComparator(written: string | undefined): Comparator | undefined {
  const word = (written ?? '').toLowerCase();
  if (word === '') return undefined;
  if (['<=', '=<', '≤', 'up to'].includes(word)) return '<=';
  if (['>=', '=>', '≥'].includes(word)) return '>=';
  if (['<', 'less than', 'below'].includes(word)) return '<';
  return '>';
}

/** Whether a digit run is part of a unit such as 10^9/L, x10³/µL or 1.73m2 rather than a value. */
function isPartOfUnit(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(end, end + 2);
  return (
    /[x×*^]\s?$/i.test(before) ||
    /^[\^*]/.test(after) ||
    /1\.73$/.test(text.slice(start, end)) ||
    /[a-z]$/i.test(before)
  );
}

/** The first number in the text, with its comparator or range, or undefined. */
export function readFirstNumber(text: string): ReadNumber | undefined {
  const titre = /\b1\s*:\s*(\d+)/.exec(text);
  for (const match of text.matchAll(numberRegex)) {
    const start = match.index + match[0].indexOf(match[3] ?? '');
    if (isPartOfUnit(text, start, start + (match[3] ?? '').length)) continue;
    if (titre !== null && titre.index <= start) {
      return {
        value: Number(titre[1]),
        isTitre: true,
        start: titre.index,
        end: titre.index + titre[0].length,
      };
    }
    const first = toDecimal(match[3] ?? '') * (match[2] === '-' ? -1 : 1);
    const second = match[4] === undefined ? undefined : toDecimal(match[4]);
    const comparator = readComparator(match[1]);
    const end = match.index + match[0].length;
    if (second !== undefined && comparator === undefined && second >= first) {
      return { value: second, lowValue: first, start, end };
    }
    return {
      value: first,
      ...(comparator === undefined ? {} : { comparator }),
      start,
      end: second === undefined ? end : start + (match[3] ?? '').length,
    };
  }
  return undefined;
}
