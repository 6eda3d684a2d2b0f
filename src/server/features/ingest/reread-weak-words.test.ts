import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'tesseract.js';
import type { OcrWord } from './assemble-ocr-lines';
import { localLanguageDirectory } from './ocr-engine';
import { rereadWeakWords, settleReadings, type ReadOneWord } from './reread-weak-words';

// A real tesseract worker reads the crops, as the OCR engine's does (one line at a time).
let worker: Worker;
const readOneWord: ReadOneWord = async (png) => {
  const { data } = await worker.recognize(png);
  return { text: data.text.trim(), confidence: data.confidence };
};

beforeAll(async () => {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: localLanguageDirectory(),
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
}, 60_000);
afterAll(() => worker?.terminate());

/** A slip line in small print: 'Potassium 3.95 mmol/L', the value at a known place. */
async function slipLine(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="80"><rect width="100%" height="100%" fill="#fff"/>
<text x="20" y="50" font-family="DejaVu Sans" font-size="30" fill="#222">Potassium</text>
<text x="400" y="50" font-family="DejaVu Sans" font-size="30" fill="#222">3.95</text>
<text x="520" y="50" font-family="DejaVu Sans" font-size="30" fill="#222">+++</text></svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale().png().toBuffer();
}

const word = (text: string, confidence: number, x0: number, x1: number): OcrWord => ({
  text,
  confidence,
  bbox: { x0, y0: 26, x1, y1: 52 },
});

describe('a second OCR pass only where the first was weak', () => {
  it('reads a weak value again and keeps the surer reading', async () => {
    const page = await slipLine();
    const words = [word('Potassium', 95, 20, 160), word('3.05', 41, 400, 462)];
    const [name, value] = await rereadWeakWords(page, words, readOneWord);
    expect(name).toEqual(words[0]);
    expect(value?.text).toBe('3.95');
    expect(value?.confidence).toBeGreaterThan(80);
  }, 60_000);

  it('leaves a word read surely the first time untouched, without reading it again', async () => {
    const page = await slipLine();
    let reads = 0;
    const counting: ReadOneWord = async (png) => {
      reads++;
      return readOneWord(png);
    };
    const words = [word('Potassium', 95, 20, 160), word('3.95', 93, 400, 462)];
    expect(await rereadWeakWords(page, words, counting)).toEqual(words);
    expect(reads).toBe(0);
  }, 60_000);

  it('replaces a misread in faint, blurred print when the second reading is surer', async () => {
    const faint = await sharp(await slipLine())
      .linear(0.25, 190)
      .blur(1.6)
      .png()
      .toBuffer();
    const [value] = await rereadWeakWords(faint, [word('3.05', 45, 400, 462)], readOneWord);
    expect(value?.text).toBe('3.95');
  }, 60_000);
});

describe('which weak words get the second looks', () => {
  it('gives a weak value a second look before weaker names and units use them all up', async () => {
    const page = await slipLine();
    const looked: string[] = [];
    const reader: ReadOneWord = async () => ({ text: 'read', confidence: 95 });
    const counting: ReadOneWord = async (png) => {
      looked.push('x');
      return reader(png);
    };
    // Fifteen smudged letters (a unit, a signature), then the result, less weak than any of them.
    const smudges = Array.from({ length: 15 }, (_, index) =>
      word(`mg${index}L`.replace(/\d/g, 'x'), 5, 20, 60),
    );
    const value = word('1.3', 59, 400, 462);
    const reread = await rereadWeakWords(page, [...smudges, value], counting);
    expect(reread.at(-1)).toMatchObject({ confidence: 95 });
    expect(looked.length).toBeLessThan(16);
  }, 60_000);
});

describe('settling two readings of one word', () => {
  const first = word('3.96', 72, 400, 462);

  it('takes a surer second reading', () => {
    expect(settleReadings(first, { text: '3.95', confidence: 91 })).toMatchObject({
      text: '3.95',
      confidence: 91,
    });
  });

  it('keeps the surer confidence when both read the same', () => {
    expect(settleReadings(first, { text: '3.96', confidence: 88 })).toMatchObject({
      text: '3.96',
      confidence: 88,
    });
  });

  it('keeps only the lower confidence when two plausible readings disagree, so the value shows as unreadable', () => {
    expect(settleReadings(first, { text: '3.95', confidence: 58 })).toMatchObject({
      text: '3.96',
      confidence: 58,
    });
  });

  it('ignores a second look that read nothing plausible', () => {
    expect(settleReadings(first, { text: 'eh', confidence: 25 })).toEqual(first);
    expect(settleReadings(first, { text: ' ', confidence: 90 })).toEqual(first);
  });
});
