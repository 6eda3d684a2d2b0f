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

/**
 * How surely a line's values were read: the mean confidence of its words holding a digit or a
 * dipstick '+' (a value, a range), else of all its words. A clear name does not vouch for a smudged value.
 */
function valueConfidence(line: OcrLine): number {
  const valueWords = line.filter((word) => /[\d+]/.test(word.text));
  const counted = valueWords.length > 0 ? valueWords : line;
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
        (word) => word.text.trim() !== '' && (word.confidence >= doubtfulConfidence || isInPrintedArea(word)),
      ),
    )
    .filter((line) => line.some((word) => word.confidence >= 50))
    .map((line) => ({ text: joinWords(line, lineHeight), confidence: valueConfidence(line) }));
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
