import sharp from 'sharp';

export interface FormRow {
  name: string;
  value: string;
  range: string;
}

export interface FormPhotoOptions {
  /** Where the page's corners land in the photo, clockwise from the top left (a page seen at an angle). */
  corners?: ReadonlyArray<readonly [number, number]>;
  photoWidth?: number;
  photoHeight?: number;
  /** Grey of the desk round the page. */
  desk?: number;
  /** Darkens the page's top right corner, as a hand's or a phone's shadow does (0: none, 1: black). */
  cornerShadow?: number;
  /** Print a dot leader between each name and its value. */
  leaders?: boolean;
  /** Rule a line under each row, as printed forms have. */
  ruled?: boolean;
  /** Light falling off from the photo's top left to its bottom right, over desk and page (0: even, 0.3: 30% darker). */
  lightFalloff?: number;
}

const pageWidth = 1400;
const rowHeight = 56;
const top = 150;

/**
 * A lab form: rows of 'name ........ value  (range)' with a ruled line under each, rendered flat (sharp
 * renders SVG text), then photographed at an angle: the flat page is mapped onto a four-sided outline on a
 * desk by a projective transform (nearest-pixel inverse mapping), so rows that were straight and parallel
 * converge as in a real photo. Deterministic.
 */
export async function buildFormPhoto(
  rows: readonly FormRow[],
  options: FormPhotoOptions = {},
): Promise<Buffer> {
  const pageHeight = top + rows.length * rowHeight + 120;
  const {
    photoWidth = 1600,
    photoHeight = Math.round(pageHeight * 1.06) + 320,
    // The far edge of the page is narrower and tilted: rows converge as the page goes away from the lens.
    corners = [
      [150, 150],
      [1450, 100],
      [1490, 150 + Math.round(pageHeight * 1.02)],
      [110, 150 + Math.round(pageHeight * 1.06)],
    ],
    desk = 70,
    cornerShadow = 0,
    leaders = true,
    ruled = true,
    lightFalloff = 0,
  } = options;
  const flat = await sharp(Buffer.from(formSvg(rows, pageHeight, leaders, ruled)))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const toPage = homography(
    corners.map(([x, y]) => [x, y] as const),
    [
      [0, 0],
      [pageWidth, 0],
      [pageWidth, pageHeight],
      [0, pageHeight],
    ],
  );
  const photo = Buffer.alloc(photoWidth * photoHeight, desk);
  for (let y = 0; y < photoHeight; y++) {
    for (let x = 0; x < photoWidth; x++) {
      const light = 1 - (lightFalloff * (x / photoWidth + y / photoHeight)) / 2;
      photo[y * photoWidth + x] = Math.round(desk * light);
      const [u, v] = apply(toPage, x + 0.5, y + 0.5);
      if (u < 0 || v < 0 || u >= pageWidth || v >= pageHeight) continue;
      const ink = flat.data[Math.floor(v) * flat.info.width + Math.floor(u)] ?? 255;
      // The shadow falls toward the top right corner of the page.
      const shade =
        1 -
        cornerShadow * Math.max(0, (u / pageWidth - 0.6) / 0.4) * Math.max(0, 1 - v / (pageHeight * 0.35));
      photo[y * photoWidth + x] = Math.round(ink * shade * light);
    }
  }
  return sharp(photo, { raw: { width: photoWidth, height: photoHeight, channels: 1 } })
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toBuffer();
}

function formSvg(rows: readonly FormRow[], height: number, leaders: boolean, ruled: boolean): string {
  const lines = rows
    .map((row, index) => {
      const y = top + index * rowHeight;
      const name = leaders ? `${row.name} ${'.'.repeat(Math.max(4, 34 - row.name.length))}` : row.name;
      return [
        `<text x="70" y="${y}" xml:space="preserve">${escapeXml(name)}</text>`,
        `<text x="760" y="${y}">${escapeXml(row.value)}</text>`,
        `<text x="1040" y="${y}">${escapeXml(row.range)}</text>`,
        ruled
          ? `<line x1="60" y1="${y + 14}" x2="${pageWidth - 60}" y2="${y + 14}" stroke="#555" stroke-width="3"/>`
          : '',
      ].join('');
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pageWidth}" height="${height}">
<rect width="100%" height="100%" fill="#fbfaf6"/>
<text x="70" y="80" font-family="DejaVu Sans" font-size="34" font-weight="bold" fill="#111">DISTRICT HOSPITAL LABORATORY</text>
<g font-family="DejaVu Sans" font-size="30" fill="#1d1d1d">${lines}</g></svg>`;
}

type Matrix = readonly number[];

/** The projective map taking four points onto four others (solved as an 8-by-8 linear system). */
export function homography(
  from: ReadonlyArray<readonly [number, number]>,
  to: ReadonlyArray<readonly [number, number]>,
): Matrix {
  const rows: number[][] = [];
  for (let index = 0; index < 4; index++) {
    const [x, y] = from[index] ?? [0, 0];
    const [u, v] = to[index] ?? [0, 0];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let column = 0; column < 8; column++) {
    let pivot = column;
    for (let row = column + 1; row < 8; row++)
      if (Math.abs(rows[row]?.[column] ?? 0) > Math.abs(rows[pivot]?.[column] ?? 0)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot] ?? [], rows[column] ?? []];
    const lead = rows[column] ?? [];
    for (let row = 0; row < 8; row++) {
      if (row === column) continue;
      const current = rows[row] ?? [];
      const factor = (current[column] ?? 0) / (lead[column] ?? 1);
      for (let k = column; k < 9; k++) current[k] = (current[k] ?? 0) - factor * (lead[k] ?? 0);
    }
  }
  return [...rows.map((row, index) => (row[8] ?? 0) / (row[index] ?? 1)), 1];
}

export function apply(matrix: Matrix, x: number, y: number): [number, number] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = matrix;
  const w = g * x + h * y + 1;
  return [(a * x + b * y + c) / w, (d * x + e * y + f) / w];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
