import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareImageForOcr } from './prepare-image';
import { buildLabSlipPhoto } from './test-fixtures/build-lab-photo';

async function darkestQuarterMean(png: Buffer): Promise<{ brightCorner: number; shadowCorner: number }> {
  const { data, info } = await sharp(png)
    .greyscale()
    .resize(40, 40, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meanOf = (x0: number, y0: number) => {
    let sum = 0;
    for (let y = y0; y < y0 + 10; y++)
      for (let x = x0; x < x0 + 10; x++) sum += data[y * info.width + x] ?? 0;
    return sum / 100;
  };
  return { brightCorner: meanOf(8, 8), shadowCorner: meanOf(22, 22) };
}

describe('cleaning a clinic photo before OCR', () => {
  it('softens a fax (black and white only) before OCR, and leaves a photo as it is', async () => {
    const photo = await buildLabSlipPhoto({ rotateDegrees: 0 });
    const fax = await sharp(photo).greyscale().threshold(150).png().toBuffer();
    expect((await prepareImageForOcr(fax)).softenedBilevel).toBe(true);
    expect((await prepareImageForOcr(photo)).softenedBilevel).toBe(false);
  });

  it('levels a slip photographed 3 degrees off', async () => {
    const prepared = await prepareImageForOcr(await buildLabSlipPhoto({ rotateDegrees: 3 }));
    expect(prepared.skewDegrees).toBeCloseTo(3, 0);
  });

  it('levels a slip tilted the other way', async () => {
    const prepared = await prepareImageForOcr(await buildLabSlipPhoto({ rotateDegrees: -4 }));
    expect(prepared.skewDegrees).toBeCloseTo(-4, 0);
  });

  it('evens out a shadow across the page so the paper reads alike everywhere', async () => {
    const photo = await buildLabSlipPhoto({ rotateDegrees: 0, shadow: 0.6 });
    const before = await darkestQuarterMean(photo);
    const after = await darkestQuarterMean((await prepareImageForOcr(photo)).png);
    expect(before.brightCorner - before.shadowCorner).toBeGreaterThan(30);
    expect(Math.abs(after.brightCorner - after.shadowCorner)).toBeLessThan(15);
  });

  it('turns a photo upright from its EXIF orientation and upscales a small one', async () => {
    const landscape = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await prepareImageForOcr(landscape);
    expect(prepared.height).toBeGreaterThan(prepared.width);
    expect(Math.max(prepared.width, prepared.height)).toBeGreaterThanOrEqual(1600);
  });

  it('puts a transparent screenshot onto white paper instead of reading its alpha channel', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="300">
<text x="40" y="150" font-family="DejaVu Sans" font-size="60" fill="#000">Haemoglobin 10.2 g/dL</text></svg>`;
    const transparent = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(transparent).metadata()).hasAlpha).toBe(true);
    const prepared = await prepareImageForOcr(transparent);
    expect((await sharp(prepared.png).metadata()).channels).toBe(1);
    const data = await sharp(prepared.png).toColourspace('b-w').raw().toBuffer();
    const dark = data.filter((value) => value < 128).length / data.length;
    expect(dark).toBeGreaterThan(0.005);
    expect(dark).toBeLessThan(0.2);
  });

  it('refuses an image with more pixels than the limit', async () => {
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(prepareImageForOcr(huge)).rejects.toThrow(/pixel/i);
  });
});
