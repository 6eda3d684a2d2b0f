import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPageOutline, warpPageToRectangle } from './correct-perspective';
import { buildFormPhoto, type FormRow } from './test-fixtures/build-form-photo';

const rows: FormRow[] = [
  { name: 'Haemoglobin', value: '10.8 g/dL', range: '(12.0 - 16.0)' },
  { name: 'Platelets', value: '98 x10^9/L', range: '(150 - 400)' },
  { name: 'Creatinine', value: '142 umol/L', range: '(53 - 97)' },
  { name: 'Potassium', value: '5.9 mmol/L', range: '(3.5 - 5.1)' },
  { name: 'Sodium', value: '131 mmol/L', range: '(135 - 145)' },
  { name: 'Glucose', value: '3.95 mmol/L', range: '(3.9 - 7.8)' },
];
const corners: Array<[number, number]> = [
  [170, 140],
  [1450, 90],
  [1500, 1180],
  [110, 1220],
];

async function greyOf(image: Buffer) {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('finding a page photographed at an angle on a desk', () => {
  it('finds the four corners of the sheet', async () => {
    const photo = await greyOf(await buildFormPhoto(rows, { corners, photoHeight: 1300 }));
    const outline = await findPageOutline(photo.data, photo.width, photo.height);
    expect(outline).toBeDefined();
    outline?.forEach((corner, index) => {
      const [x, y] = corners[index] ?? [0, 0];
      expect(Math.hypot(corner.x - x, corner.y - y)).toBeLessThan(25);
    });
  });

  it('keeps a corner that lies in shadow, darker than the desk elsewhere would be', async () => {
    const photo = await greyOf(
      await buildFormPhoto(rows, { corners, photoHeight: 1300, desk: 120, cornerShadow: 0.55 }),
    );
    const outline = await findPageOutline(photo.data, photo.width, photo.height);
    expect(outline).toBeDefined();
    const topRight = outline?.[1];
    expect(Math.hypot((topRight?.x ?? 0) - 1450, (topRight?.y ?? 0) - 90)).toBeLessThan(30);
  });

  it('finds the sheet by its edges when the desk in the lit corner is brighter than the paper in the dark one', async () => {
    // Light falls off from top left to bottom right: the desk at the top left (about 222) is brighter than the
    // paper at the bottom right (about 197), so at Otsu's threshold the desk's corner joins the page.
    const photo = await greyOf(
      await buildFormPhoto(rows, { corners, photoHeight: 1300, desk: 225, lightFalloff: 0.25 }),
    );
    const outline = await findPageOutline(photo.data, photo.width, photo.height);
    expect(outline).toBeDefined();
    outline?.forEach((corner, index) => {
      const [x, y] = corners[index] ?? [0, 0];
      expect(Math.hypot(corner.x - x, corner.y - y)).toBeLessThan(30);
    });
  });

  it('finds no page in a scan that is paper to its edges', async () => {
    const scan = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="100%" height="100%" fill="#fff"/>
<text x="80" y="200" font-family="DejaVu Sans" font-size="30">Haemoglobin 10.8 g/dL</text></svg>`,
      ),
    )
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(await findPageOutline(scan.data, scan.info.width, scan.info.height)).toBeUndefined();
  });

  it('finds no page in a scanned page that holds a photo of a slip on a desk (paper all round the frame)', async () => {
    const page = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="100%" height="100%" fill="#fff"/>
<rect x="150" y="200" width="900" height="1200" fill="#5a4632"/><rect x="260" y="320" width="680" height="960" fill="#f4f1ea"/>
<text x="300" y="420" font-family="DejaVu Sans" font-size="30">CSF glucose 1.2 mmol/L</text></svg>`,
      ),
    )
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(await findPageOutline(page.data, page.info.width, page.info.height)).toBeUndefined();
  });

  it('squares the page up so that rows which converged in the photo run level again', async () => {
    const photo = await greyOf(await buildFormPhoto(rows, { corners, photoHeight: 1300, leaders: false }));
    const outline = await findPageOutline(photo.data, photo.width, photo.height);
    if (!outline) throw new Error('no page found');
    const page = warpPageToRectangle(photo.data, photo.width, photo.height, outline);
    // Each ruled line now lies along one pixel row or two: its darkest row is dark over most of the page.
    const darkShareOfRow = (y: number) => {
      let dark = 0;
      for (let x = 0; x < page.width; x++) if ((page.data[y * page.width + x] ?? 255) < 128) dark++;
      return dark / page.width;
    };
    const shares = Array.from({ length: page.height }, (_, y) => darkShareOfRow(y));
    const ruledRows = shares.filter((share) => share > 0.75).length;
    expect(ruledRows).toBeGreaterThanOrEqual(rows.length);
    // In the photo as taken, no single row holds a whole ruled line.
    const before = Array.from({ length: photo.height }, (_, y) => {
      let dark = 0;
      for (let x = 0; x < photo.width; x++) if ((photo.data[y * photo.width + x] ?? 255) < 40) dark++;
      return dark / photo.width;
    });
    expect(before.filter((share) => share > 0.6).length).toBe(0);
  });
});
