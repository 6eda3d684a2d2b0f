import sharp from 'sharp';
import { labSlipLines } from './lab-slip';

export interface PhotoOptions {
  /** Clockwise tilt of the slip in the photo. */
  rotateDegrees?: number;
  /** How dark the shadowed corner is, 0 (none) to 1 (black). */
  shadow?: number;
  /** Standard deviation of the sensor noise, in grey levels. */
  noise?: number;
  blurSigma?: number;
}

const fontSize = 30;
const lineHeight = 46;
const pageWidth = 1500;

/**
 * A phone photo of a printed lab slip: the slip text rendered (sharp renders SVG text), tilted a few
 * degrees on a desk, lit unevenly (a shadow gradient multiplied in), then sensor noise, slight blur
 * and JPEG compression. Deterministic: the same options give the same bytes.
 */
export async function buildLabSlipPhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const { rotateDegrees = 3, shadow = 0.55, noise = 12, blurSigma = 1.1 } = options;
  const lines = labSlipLines();
  const pageHeight = 120 + lines.length * lineHeight;
  const page = await sharp(Buffer.from(slipSvg(lines, pageHeight)))
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const tilted = await sharp(page)
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: '#b9b2a6' })
    .rotate(rotateDegrees, { background: '#b9b2a6' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = tilted.info;
  const lit = await sharp(tilted.data)
    .composite([{ input: Buffer.from(shadowSvg(width, height, shadow)), blend: 'multiply' }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addNoise(lit.data, noise);
  return sharp(lit.data, {
    raw: { width: lit.info.width, height: lit.info.height, channels: lit.info.channels },
  })
    .blur(blurSigma)
    .jpeg({ quality: 80 })
    .toBuffer();
}

function slipSvg(lines: readonly string[], height: number): string {
  const text = lines
    .map(
      (line, index) =>
        `<text x="60" y="${100 + index * lineHeight}" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pageWidth}" height="${height}">
<rect width="100%" height="100%" fill="#fbfaf6"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="${fontSize}" fill="#1d1d1d">${text}</g></svg>`;
}

/** Bright at the top left, falling into shadow toward the bottom right, as under a window. */
function shadowSvg(width: number, height: number, depth: number): string {
  const dark = Math.round(255 * (1 - depth));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="rgb(255,255,255)"/><stop offset="0.45" stop-color="rgb(235,235,235)"/>
<stop offset="1" stop-color="rgb(${dark},${dark},${dark})"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#light)"/></svg>`;
}

function addNoise(pixels: Buffer, deviation: number): void {
  let seed = 20250114;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 0x100000000;
  };
  for (let index = 0; index < pixels.length; index++) {
    const gaussian = Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
    pixels[index] = Math.max(0, Math.min(255, Math.round((pixels[index] ?? 0) + gaussian * deviation)));
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
