import type { OcrLineReading } from './assemble-ocr-lines';
import { correctOcrLabTerms } from './correct-ocr-terms';
import { recogniseImage } from './ocr-engine';
import { prepareImageForOcr } from './prepare-image';

export interface ImageReading {
  text: string;
  confidence: number;
  /** Each line of `text` with how surely its values were read, 0 to 1. */
  lines: OcrLineReading[];
}

/** A photo or scan of a lab slip: cleaned up with sharp, then read by the shared OCR worker. */
export async function readImage(bytes: Uint8Array, timeoutMs: number): Promise<ImageReading> {
  const prepared = await prepareImageForOcr(bytes);
  const { text, confidence, lines } = await recogniseImage(prepared.png, timeoutMs);
  return {
    text: correctOcrLabTerms(text),
    confidence,
    lines: lines.map((line) => ({ ...line, text: correctOcrLabTerms(line.text) })),
  };
}
