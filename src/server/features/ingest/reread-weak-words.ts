import type { OcrWord } from './assemble-ocr-lines';
import { loadSharp } from './load-sharp';

/** A word read less surely than this gets a second look; clean print reads 85-96. */
export const weakWordConfidence = 80;
/** Second looks per page at most: each costs a recognition, and a page has a reading-time budget. */
const maxRereads = 12;
/** A second reading below this is the second look failing (a crop too tight, a lone symbol), not a doubt. */
const implausibleConfidence = 50;
/** The second look is at this many times the size: small or faint glyphs get more pixels. */
const rereadScale = 2;

/** Recognises one small picture holding a single word, with its confidence (0 to 100). */
export type ReadOneWord = (png: Buffer) => Promise<{ text: string; confidence: number }>;

/**
 * A second pass only where the first was weak: each word (a value, a unit or a test's name) read below
 * the confidence of clean print, the weakest first, is cut out of the page with a margin, enlarged, and
 * read again on its own. The second reading replaces the first only when it is surer; when both readings agree the
 * word keeps the surer confidence. When two plausible readings disagree, the lower confidence stands, so
 * the value is shown as unreadable rather than guessed.
 */
export async function rereadWeakWords(
  page: Buffer,
  words: readonly OcrWord[],
  readOneWord: ReadOneWord,
): Promise<OcrWord[]> {
  const typicalHeight = medianHeight(words);
  const weak = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => word.confidence < weakWordConfidence && /[\p{L}\d+]/u.test(word.text))
    .filter(({ word }) => !isFlat(word, typicalHeight))
    .sort((a, b) => valueFirst(a.word) - valueFirst(b.word) || a.word.confidence - b.word.confidence)
    .slice(0, maxRereads);
  if (weak.length === 0) return [...words];
  const sharp = await loadSharp();
  const { width, height } = await sharp(page).metadata();
  if (!width || !height) return [...words];
  const result = [...words];
  for (const { word, index } of weak) {
    const crop = await cropWord(page, word, width, height, scaleFor(word, typicalHeight));
    if (!crop) continue;
    result[index] = settleReadings(word, await readOneWord(crop));
  }
  return result;
}

/**
 * One word read twice: a surer second reading replaces the first; agreeing readings keep the surer
 * confidence; two plausible readings that disagree keep the first text with the lower confidence, so
 * the value falls under the floor and shows as unreadable rather than guessed. A second reading that
 * is itself implausible (nothing, or under 50%) changes nothing.
 */
export function settleReadings(first: OcrWord, second: { text: string; confidence: number }): OcrWord {
  const text = second.text.replace(/\s+/g, '');
  if (text === '' || second.confidence < implausibleConfidence) return first;
  if (text === first.text) return { ...first, confidence: Math.max(first.confidence, second.confidence) };
  if (second.confidence > first.confidence) return { ...first, text, confidence: second.confidence };
  return { ...first, confidence: Math.min(first.confidence, second.confidence) };
}

/**
 * Words holding a digit or a '+' (a result, a range, a grade) come before names and units: a line's
 * confidence is its values', so a weak unit or a smudge beside the print must not use up the second
 * looks a weak result needs.
 */
const valueFirst = (word: OcrWord) => (/[\d+]/.test(word.text) ? 0 : 1);

/**
 * A 'word' far flatter than the print (a dashed underline, a ruled line's remnant read as 'SR' or 'hE'):
 * no letter or digit is that flat, so a second look at it is wasted.
 */
export const isFlat = (word: OcrWord, typicalHeight: number) =>
  word.bbox.y1 - word.bbox.y0 < typicalHeight * flatShare;
/** A word's box lower than this share of the median word's is no print (an x-height is about half). */
const flatShare = 0.35;

function medianHeight(words: readonly OcrWord[]): number {
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/**
 * Enlarged to the size a word of the page's common print is reread at: a result printed large and bold
 * (a form's boxed value) is read worse still when doubled, so it is enlarged less, or not at all.
 */
function scaleFor(word: OcrWord, typicalHeight: number): number {
  const wordHeight = word.bbox.y1 - word.bbox.y0;
  if (typicalHeight <= 0 || wordHeight <= typicalHeight * 1.4) return rereadScale;
  return Math.max(1, (rereadScale * typicalHeight) / wordHeight);
}

async function cropWord(
  page: Buffer,
  word: OcrWord,
  width: number,
  height: number,
  scale: number,
): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  const wordHeight = Math.max(1, word.bbox.y1 - word.bbox.y0);
  const margin = Math.round(wordHeight * 0.35);
  const left = Math.max(0, word.bbox.x0 - margin);
  const top = Math.max(0, word.bbox.y0 - margin);
  const right = Math.min(width, word.bbox.x1 + margin);
  const bottom = Math.min(height, word.bbox.y1 + margin);
  if (right - left < 4 || bottom - top < 4) return undefined;
  return sharp(page)
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ width: Math.round((right - left) * scale), kernel: 'lanczos3' })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
