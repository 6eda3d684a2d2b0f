import { recogniseImage } from './ocr-engine';
import { prepareImageForOcr } from './prepare-image';

export interface ImageReading {
  text: string;
  confidence: number;
}

/** A photo or scan of a lab slip: cleaned up with sharp, then read by the shared OCR worker. */
export async function readImage(bytes: Uint8Array, timeoutMs: number): Promise<ImageReading> {
  const prepared = await prepareImageForOcr(bytes);
  const { text, confidence } = await recogniseImage(prepared.png, timeoutMs);
  return { text: tidyOcrText(text), confidence };
}

/** Tesseract pads columns with runs of spaces; a tab keeps columns apart without the noise. */
export function tidyOcrText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/ {3,}/g, '\t').replace(/[ \t]+$/g, ''))
    .filter((line, index, lines) => line !== '' || (lines[index - 1] ?? '') !== '')
    .join('\n')
    .trim();
}
