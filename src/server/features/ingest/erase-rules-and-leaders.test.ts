import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eraseRulesAndLeaders } from './erase-rules-and-leaders';

/** A printed form row: a name, a dot leader, a value with a decimal comma, a ruled line and a table border. */
async function formRow(): Promise<{ data: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="400">
<rect width="100%" height="100%" fill="#fff"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="30" fill="#111">
<text x="80" y="100" xml:space="preserve">Hematies ......................</text>
<text x="700" y="100">3,95 T/L</text>
<text x="80" y="200">Glucose ...</text>
<text x="700" y="200">1.1 mmol/L</text>
</g>
<line x1="60" y1="118" x2="1340" y2="118" stroke="#222" stroke-width="3"/>
<rect x="40" y="40" width="1320" height="200" fill="none" stroke="#222" stroke-width="3"/>
</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const inkIn = (image: { data: Buffer; width: number }, x0: number, y0: number, x1: number, y1: number) => {
  let ink = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if ((image.data[y * image.width + x] ?? 255) < 128) ink++;
  return ink;
};

describe('erasing the furniture of a printed form before OCR', () => {
  it('erases a ruled line, the top and bottom of the box round the table and a dot leader', async () => {
    const image = await formRow();
    const erased = eraseRulesAndLeaders(image.data, image.width, image.height);
    expect(erased.characterHeight).toBeGreaterThan(10);
    expect(erased.leaderDots).toBeGreaterThanOrEqual(20);
    expect(erased.rulePixels).toBeGreaterThan(1000);
    // The ruled line under the first row and the box's top edge are paper again.
    expect(inkIn(image, 300, 115, 650, 122)).toBe(0);
    expect(inkIn(image, 300, 36, 650, 44)).toBe(0);
    // The box's upright sides stay: OCR reads them as '|', which the line assembly drops.
    expect(inkIn(image, 36, 60, 46, 230)).toBeGreaterThan(0);
    // The leader between 'Hematies' and its value is gone.
    expect(inkIn(image, 250, 85, 640, 104)).toBe(0);
  });

  it('keeps the letters, the decimal comma, the decimal point and a short ellipsis', async () => {
    const image = await formRow();
    const before = {
      name: inkIn(image, 78, 70, 230, 104),
      value: inkIn(image, 698, 70, 860, 112),
      decimalPoint: inkIn(image, 716, 170, 736, 204),
      ellipsis: inkIn(image, 228, 185, 300, 204),
    };
    expect(before.decimalPoint).toBeGreaterThan(0);
    expect(before.ellipsis).toBeGreaterThan(0);
    eraseRulesAndLeaders(image.data, image.width, image.height);
    expect(inkIn(image, 78, 70, 230, 104)).toBeGreaterThan(before.name * 0.9);
    // '3,95': the comma between the digits is one dot alone, not a leader.
    expect(inkIn(image, 698, 70, 860, 112)).toBeGreaterThan(before.value * 0.9);
    expect(inkIn(image, 716, 170, 736, 204)).toBe(before.decimalPoint);
    expect(inkIn(image, 228, 185, 300, 204)).toBe(before.ellipsis);
  });

  it('erases specks of dust alone on the paper and keeps a decimal point beside its digits', async () => {
    const image = await formRow();
    const speckAt = (x: number, y: number) => {
      for (let dy = 0; dy < 3; dy++)
        for (let dx = 0; dx < 3; dx++) image.data[(y + dy) * image.width + x + dx] = 20;
    };
    speckAt(1000, 300);
    speckAt(500, 330);
    const decimalPoint = inkIn(image, 716, 170, 736, 204);
    const erased = eraseRulesAndLeaders(image.data, image.width, image.height);
    expect(erased.specks).toBeGreaterThanOrEqual(2);
    expect(inkIn(image, 995, 295, 1010, 310)).toBe(0);
    expect(inkIn(image, 495, 325, 510, 340)).toBe(0);
    expect(inkIn(image, 716, 170, 736, 204)).toBe(decimalPoint);
  });

  it('keeps a small printed range beside large handwriting, while still erasing a leader', async () => {
    // A form filled in by hand: the results are large, the printed normal values small, so the small
    // print's digits, points and hyphens are under half the page's typical character height, as a leader's dots are.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="400">
<rect width="100%" height="100%" fill="#fff"/>
<g font-family="DejaVu Sans" font-size="56" fill="#113">
<text x="40" y="90">Haemoglobin 7.4 g/dl</text><text x="40" y="200">Total WBC 14.6 x10/L</text>
<text x="40" y="310">Platelets 88</text>
</g>
<g font-family="DejaVu Serif" font-size="18" fill="#111">
<text x="900" y="90">(N: 11.5 - 16.5)</text><text x="900" y="200">(N: 4 - 11)</text>
</g>
<text x="480" y="310" font-family="DejaVu Sans Mono" font-size="36" fill="#111">..............</text>
</svg>`;
    const { data, info } = await sharp(Buffer.from(svg))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = { data, width: info.width, height: info.height };
    const ranges = [inkIn(image, 895, 70, 1100, 100), inkIn(image, 895, 180, 1100, 210)];
    const erased = eraseRulesAndLeaders(image.data, image.width, image.height);
    expect([inkIn(image, 895, 70, 1100, 100), inkIn(image, 895, 180, 1100, 210)]).toEqual(ranges);
    expect(erased.leaderDots).toBeGreaterThanOrEqual(12);
    expect(inkIn(image, 470, 290, 1000, 320)).toBe(0);
  });

  it('leaves a page with no text alone', () => {
    const blank = Buffer.alloc(400 * 300, 255);
    expect(eraseRulesAndLeaders(blank, 400, 300)).toEqual({
      rulePixels: 0,
      leaderDots: 0,
      specks: 0,
      characterHeight: 0,
    });
  });
});
