import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Worker } from 'tesseract.js';
import type { OcrWord } from './assemble-ocr-lines';
import { recogniseImage, rereadWeakLines, shutdownOcr } from './ocr-engine';

function renderLine(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="90"><rect width="100%" height="100%" fill="#fff"/>
<text x="20" y="60" font-family="DejaVu Sans" font-size="40">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale().png().toBuffer();
}

describe('the shared OCR worker', () => {
  afterAll(shutdownOcr);

  it('runs jobs one after another on one worker, each getting its own text', async () => {
    const [first, second] = await Promise.all([
      recogniseImage(await renderLine('Haemoglobin 10.2 g/dL'), 60_000),
      recogniseImage(await renderLine('Platelets 95 x10^9/L'), 60_000),
    ]);
    expect(first.text).toContain('Haemoglobin 10.2');
    expect(second.text).toContain('Platelets 95');
    expect(first.confidence).toBeGreaterThan(0.8);
  }, 60_000);

  it('abandons a job past its deadline and starts a fresh worker for the next one', async () => {
    const image = await renderLine('Sodium 131 mmol/L');
    await expect(recogniseImage(image, 1)).rejects.toThrow('text recognition took too long');
    const after = await recogniseImage(image, 60_000);
    expect(after.text).toContain('Sodium 131');
  }, 60_000);
});

describe('second looks after the deadline', () => {
  it('sends nothing more to a worker being terminated once the page is past its deadline', async () => {
    const image = await renderLine('Sodium 131 mmol/L');
    const weak = (text: string, x0: number): OcrWord => ({
      text,
      confidence: 40,
      bbox: { x0, y0: 25, x1: x0 + 80, y1: 65 },
    });
    const sent: string[] = [];
    let expired = false;
    const worker = {
      setParameters: async () => {
        sent.push('setParameters');
        return {};
      },
      recognize: async () => {
        sent.push('recognize');
        // The deadline passes during the first second look.
        expired = true;
        return { data: { text: '131', confidence: 90 } };
      },
    } as unknown as Worker;
    await expect(
      rereadWeakLines(
        worker,
        image,
        [[weak('Sodiurn', 20), weak('13l', 300), weak('mmo1/L', 500)]],
        () => expired,
      ),
    ).rejects.toThrow('text recognition took too long');
    expect(sent).toEqual(['setParameters', 'recognize']);
  }, 60_000);
});
