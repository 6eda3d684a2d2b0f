import { isFlat } from './reread-weak-words';

export interface OcrWord {
  text: string;
  /** Tesseract's word confidence, 0 to 100. */
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export type OcrLine = readonly OcrWord[];

/** Words read this surely anchor the printed area; Tesseract gives clean print 85-96. */
const anchorConfidence = 85;
/** Below this, a word outside the printed area is the paper's edge, the desk or a shadow. */
const doubtfulConfidence = 65;

/**
 * Rebuilds the slip's lines from Tesseract's words. Photos taken on a desk add "words" read from the
 * paper's edge, the desk and shadows: they sit outside the columns the confident words occupy and
 * are read with low confidence, so they are dropped. A wide gap between words (a column break)
 * becomes a tab, so test, value, unit and range stay apart as in a digital report.
 */
export function assembleOcrLines(lines: readonly OcrLine[]): string {
  return assembleOcrLinesWithConfidence(lines)
    .map((line) => line.text)
    .join('\n')
    .trim();
}

/** A rebuilt line and how surely its values were read, 0 to 1. */
export interface OcrLineReading {
  text: string;
  confidence: number;
}

const valueWord = /^[([<>≤≥]*[\d+OoIlS|][\d.,:/+\-–^OoIlS|]*[)\]%]*[.,;:]?$/;

/**
 * How surely a line's values were read: the mean confidence of its words holding a digit or a
 * dipstick '+' (a value, a range), else of all its words. A clear name does not vouch for a smudged value.
 */
function valueConfidence(line: OcrLine): number {
  // Numbers, ranges and grades; a smudge read as '04/F3C' or '"6' beside a clear value is no value.
  const valueWords = line.filter((word) => valueWord.test(word.text) && /[\d+]/.test(word.text));
  const withDigits = line.filter((word) => /[\d+]/.test(word.text));
  const counted = valueWords.length > 0 ? valueWords : withDigits.length > 0 ? withDigits : line;
  if (counted.length === 0) return 0;
  return counted.reduce((sum, word) => sum + word.confidence, 0) / counted.length / 100;
}

/** Like assembleOcrLines, line by line with each line's value confidence. */
export function assembleOcrLinesWithConfidence(lines: readonly OcrLine[]): OcrLineReading[] {
  const anchors = lines
    .flat()
    .filter((word) => word.confidence >= anchorConfidence && /[a-z0-9]/i.test(word.text));
  if (anchors.length === 0)
    return lines
      .filter((line) => line.length > 0)
      .map((line) => ({ text: line.map((word) => word.text).join(' '), confidence: valueConfidence(line) }));
  const lineHeight = median(anchors.map((word) => word.bbox.y1 - word.bbox.y0));
  const margin = lineHeight * 1.5;
  const left = Math.min(...anchors.map((word) => word.bbox.x0)) - margin;
  const right = Math.max(...anchors.map((word) => word.bbox.x1)) + margin;
  const isInPrintedArea = (word: OcrWord) => word.bbox.x1 > left && word.bbox.x0 < right;
  return lines
    .map((line) =>
      line.filter(
        (word) =>
          word.text.trim() !== '' &&
          !isFormFurniture(word.text) &&
          !isUnderlineScrap(word, lineHeight) &&
          (word.confidence >= doubtfulConfidence || isInPrintedArea(word)),
      ),
    )
    .flatMap((line) => splitSideBySide(line, lineHeight))
    .map((line) => dropStrayMarks(line, lineHeight))
    .filter((line) => line.some((word) => word.confidence >= 50))
    .map((line) => ({ text: joinWords(line, lineHeight), confidence: valueConfidence(line) }));
}

/**
 * A word that is only a table border ('|') or a stray dot left of a leader: it holds nothing a reader
 * needs, and standing between a name and its value it would read as a cell of its own.
 */
function isFormFurniture(text: string): boolean {
  return /^(?:[|¦]+|[.·,'`]+)$/.test(text.trim());
}

/**
 * Letters read, unsurely, from a dashed underline or a rule's remnant ('PERO' after 'No ova or cysts seen'):
 * far flatter than any printed letter. A dash or a number is never dropped here.
 */
function isUnderlineScrap(word: OcrWord, lineHeight: number): boolean {
  return word.confidence < 50 && /^\p{L}+[.,~]?$/u.test(word.text) && isFlat(word, lineHeight);
}

/** 'Gram stain:', 'CSF glucose:', 'ZN stain (AFB):' — the words of a label closing with a colon. */
const labelEnd = /^[A-Za-z(][^:\d]*:$/;

/** A run of words that reads as a whole labelled row: a label closing with a colon, then something after it. */
function isLabelledRow(words: readonly OcrWord[]): boolean {
  const labelAt = words.findIndex((word) => labelEnd.test(word.text));
  return labelAt >= 0 && labelAt <= 4 && labelAt < words.length - 1;
}

/**
 * Forms printed as two columns of boxes ('WBC count: 1,250 cells/µL (0 - 5)   Differential: Neutrophils
 * 82 %'): a wide gap with a whole labelled row on each side parts two rows, each then a line of its own, so
 * the right-hand row's value is never read as the left-hand row's unit or range.
 */
function splitSideBySide(line: readonly OcrWord[], lineHeight: number): OcrWord[][] {
  const rows: OcrWord[][] = [];
  let start = 0;
  for (let index = 1; index < line.length; index++) {
    const before = line[index - 1];
    const word = line[index];
    if (!before || !word || word.bbox.x0 - before.bbox.x1 <= lineHeight * 1.5) continue;
    const left = line.slice(start, index);
    const right = line.slice(index);
    if (!isLabelledRow(left) || !isLabelledRow(right)) continue;
    rows.push(left);
    start = index;
  }
  rows.push(line.slice(start));
  return rows;
}

/** The words of a line grouped into cells, a cell ending at each wide gap. */
function cellsOf(line: readonly OcrWord[], lineHeight: number): OcrWord[][] {
  const cells: OcrWord[][] = [];
  for (const word of line) {
    const cell = cells.at(-1);
    const last = cell?.at(-1);
    if (cell && last && word.bbox.x0 - last.bbox.x1 <= lineHeight * 1.5) cell.push(word);
    else cells.push([word]);
  }
  return cells;
}

/** A short scrap with no digit: a border's corner, a speck, a stamp's edge ('B', 'Co', ']', '~'). */
const isScrap = (cell: readonly OcrWord[]) => {
  const text = cell.map((word) => word.text).join('');
  return text.length <= 2 && !/[\d+*]/.test(text);
};
/** Under this confidence a scrap is noise; a real short name or flag ('K', 'Hb', 'H') is read surely. */
const scrapConfidence = 70;

/**
 * Drops scraps standing alone between wide gaps: every doubtful one, and a sure one before a row that
 * already carries its own label ('B   CSF/blood glucose ratio: 0.18'), where it cannot be the name.
 */
function dropStrayMarks(line: readonly OcrWord[], lineHeight: number): OcrWord[] {
  const cells = cellsOf(line, lineHeight);
  const kept = cells.filter((cell, index) => {
    if (isDoubtfulMarkAfterHeading(cells, index) || isDoubtfulMarkAfterRow(cells, index)) return false;
    if (!isScrap(cell)) return true;
    const sure = Math.min(...cell.map((word) => word.confidence)) >= scrapConfidence;
    if (!sure) return false;
    const after = cells.slice(index + 1).find((next) => !isScrap(next));
    return !(after && isLabelledRow(after));
  });
  return kept.flat();
}

/** 'CEREBROSPINAL FLUID (CSF) ANALYSIS FORM   2': a doubtful mark after a capitalised heading is no value of it. */
function isDoubtfulMarkAfterHeading(cells: readonly OcrWord[][], index: number): boolean {
  const cell = cells[index];
  if (!cell || index === 0 || index !== cells.length - 1) return false;
  const text = cell.map((word) => word.text).join('');
  if (text.length > 2 || Math.min(...cell.map((word) => word.confidence)) >= 80 || text.includes('+'))
    return false;
  const before = cells
    .slice(0, index)
    .flat()
    .map((word) => word.text)
    .join(' ');
  return /[A-Z]{3}/.test(before) && !/[a-z\d]/.test(before);
}

/**
 * 'HBsAg   Non-reactive   5': a doubtful single character after a row that already has its name and
 * result is a speck, not a value; kept, it would lend the row its own low confidence.
 */
function isDoubtfulMarkAfterRow(cells: readonly OcrWord[][], index: number): boolean {
  const cell = cells[index];
  if (!cell || index < 2 || index !== cells.length - 1) return false;
  const text = cell.map((word) => word.text).join('');
  return text.length === 1 && !/[+*]/.test(text) && Math.min(...cell.map((word) => word.confidence)) < 60;
}

function joinWords(line: readonly OcrWord[], lineHeight: number): string {
  let text = '';
  let previous: OcrWord | undefined;
  for (const word of line) {
    if (previous) text += word.bbox.x0 - previous.bbox.x1 > lineHeight * 1.5 ? '\t' : ' ';
    text += word.text;
    previous = word;
  }
  return text;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
