import type { Metadata, ResizeOptions, Sharp } from 'sharp';
import { loadSharp } from './load-sharp';
import { ingestLimits } from './limits';
import { estimateSkewDegrees } from './estimate-skew';
import { eraseRulesAndLeaders, type ErasedFurniture } from './erase-rules-and-leaders';
import { findPageOutline, warpPageToRectangle, type Quad } from './correct-perspective';

export interface PreparedImage {
  /** An 8-bit greyscale PNG, ready for OCR. */
  png: Buffer;
  width: number;
  height: number;
  skewDegrees: number;
  /** Whether a page photographed at an angle on a darker surface was found and squared up. */
  perspectiveCorrected: boolean;
  /** Whether the picture held only black and white (a fax) and its strokes were softened. */
  softenedBilevel: boolean;
  /** The ruled lines and dot leaders erased, and the character height found. */
  furniture: ErasedFurniture;
}

/** Body text of a slip should land near 25-35 px tall for Tesseract's LSTM model. */
const targetLongSide = 2400;
const minLongSide = 1600;

/**
 * Cleans a clinic photo before OCR: EXIF orientation, transparency onto white (screenshots),
 * greyscale, scale to a size Tesseract reads well, flat-field correction for uneven light, deskew,
 * speckle removal, contrast from ink to paper. In memory only.
 */
export async function prepareImageForOcr(bytes: Uint8Array): Promise<PreparedImage> {
  const sharp = await loadSharp();
  const oriented = sharp(bytes, { limitInputPixels: ingestLimits.maxImagePixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale();
  const metadata = await sharp(bytes, { limitInputPixels: ingestLimits.maxImagePixels }).metadata();
  const options = resizeOptions(metadata);
  const sized = oriented.resize(options);
  // A fax or a thresholded scan has only black and white: its jagged strokes are softened as a photo's
  // are, or Tesseract reads a dotted 0 as 8 and a stair-stepped 1 as 7.
  const bilevel = await isBilevel(oriented.clone());
  const scale = (options.width ?? 1) / Math.max(1, metadata.width ?? 1);
  const resized = await (bilevel ? sized.blur(Math.max(0.6, 0.5 * scale)) : sized)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = await findPageOutline(resized.data, resized.info.width, resized.info.height);
  // A hard shadow across the page splits it into a lit and a dark part: the lit part alone is no page.
  const outline =
    found !== undefined &&
    (await isPrintOutside(resized.data, resized.info.width, resized.info.height, found))
      ? undefined
      : found;
  const { data, width, height } = outline
    ? warpPageToRectangle(resized.data, resized.info.width, resized.info.height, outline)
    : { data: resized.data, width: resized.info.width, height: resized.info.height };
  const flattened = await flattenLighting(data, width, height);
  const skewDegrees = await estimateSkewDegrees(flattened, width, height);
  let pipeline = sharp(flattened, { raw: { width, height, channels: 1 } }).median(3);
  if (skewDegrees !== 0) pipeline = pipeline.rotate(-skewDegrees, { background: '#ffffff' });
  const level = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const furniture = eraseRulesAndLeaders(level.data, level.info.width, level.info.height);
  const png = await sharp(level.data, {
    raw: { width: level.info.width, height: level.info.height, channels: 1 },
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return {
    png: png.data,
    width: png.info.width,
    height: png.info.height,
    skewDegrees,
    perspectiveCorrected: outline !== undefined,
    softenedBilevel: bilevel,
    furniture,
  };
}

/** Share of the print that may lie outside a page outline (a stamp, a fold) before the outline is refused. */
const maxPrintOutside = 0.12;

/**
 * Whether much of the print lies outside the outline found for the page: then the outline followed a shadow's
 * edge, not the paper's. Print is read on the lighting-flattened picture, where text in shadow is as dark as
 * text in light and a plain desk is pale.
 */
async function isPrintOutside(grey: Buffer, width: number, height: number, outline: Quad): Promise<boolean> {
  // Judged on a half-size copy: the print is still there, at a quarter of the cost.
  const sharp = await loadSharp();
  const small = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(Math.max(8, Math.round(width / 2)), Math.max(8, Math.round(height / 2)), { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [w, h] = [small.info.width, small.info.height];
  const flattened = await flattenLighting(small.data, w, h);
  const scaled = outline.map((point) => ({
    x: (point.x * w) / width,
    y: (point.y * h) / height,
  })) as unknown as Quad;
  // The desk right beside the paper darkens when flattened (its background is the bright paper): a band
  // round the outline is not looked at.
  const margin = Math.max(w, h) * 0.05;
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if ((flattened[y * w + x] ?? 255) >= 96) continue;
      const distance = distanceOutside(scaled, x, y);
      if (distance <= 0) inside++;
      else if (distance > margin) outside++;
    }
  return outside > (inside + outside) * maxPrintOutside;
}

/** How far a point lies outside a convex outline given clockwise (image coordinates, y down); 0 inside. */
function distanceOutside(outline: Quad, x: number, y: number): number {
  return Math.max(
    0,
    ...outline.map((from, index) => {
      const to = outline[(index + 1) % 4] ?? from;
      const length = Math.max(1, Math.hypot(to.x - from.x, to.y - from.y));
      return -((to.x - from.x) * (y - from.y) - (to.y - from.y) * (x - from.x)) / length;
    }),
  );
}

function resizeOptions(metadata: Metadata): ResizeOptions {
  const swapsSides = (metadata.orientation ?? 1) >= 5;
  const width = (swapsSides ? metadata.height : metadata.width) ?? 0;
  const height = (swapsSides ? metadata.width : metadata.height) ?? 0;
  const longSide = Math.max(width, height);
  if (longSide >= minLongSide && longSide <= targetLongSide * 1.25) return { width, height };
  const scale = targetLongSide / Math.max(1, longSide);
  return { width: Math.round(width * scale), height: Math.round(height * scale), kernel: 'lanczos3' };
}

/** Where flattening puts the paper: just under white, so paper brighter than its surroundings is not clipped much. */
const paperWhite = 245;

/**
 * Divides each pixel by its local background so shadows and a bright corner read alike. The
 * background is the median of a wide window (computed on an eighth-size copy): print covers far less
 * than half of any window, so the median is the paper, not the ink, and no grey halo forms round text.
 */
async function flattenLighting(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const smallWidth = Math.max(8, Math.round(width / 8));
  const smallHeight = Math.max(8, Math.round(height / 8));
  const background = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(smallWidth, smallHeight, { fit: 'fill' })
    .median(9)
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .blur(4)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const flattened = Buffer.alloc(grey.length);
  for (let index = 0; index < grey.length; index++) {
    const light = Math.max(1, background[index] ?? 255);
    flattened[index] = Math.min(255, Math.round(((grey[index] ?? 255) / light) * paperWhite));
  }
  stretchInkToBlack(flattened);
  return flattened;
}

/**
 * Stretches contrast from the ink (the darkest half percent) to the paper. Unlike a percentile
 * stretch at both ends, a clean screenshot that is nearly all paper keeps its paper white.
 */
function stretchInkToBlack(pixels: Buffer): void {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value] = (histogram[value] ?? 0) + 1;
  let ink = 0;
  for (let seen = 0; ink < 255; ink++) {
    seen += histogram[ink] ?? 0;
    if (seen >= pixels.length * 0.005) break;
  }
  if (paperWhite - ink < 40) return;
  const scale = 255 / (paperWhite - ink);
  for (let index = 0; index < pixels.length; index++) {
    pixels[index] = Math.max(0, Math.min(255, Math.round(((pixels[index] ?? 255) - ink) * scale)));
  }
}

/** Share of pixels between black and white below which a picture is black and white only. */
const maxGreyShare = 0.03;

/** Whether the picture holds only black and white (a fax, a thresholded scan), judged on a small copy. */
async function isBilevel(picture: Sharp): Promise<boolean> {
  const small = await picture
    .resize(400, 400, { fit: 'inside', kernel: 'nearest' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  let grey = 0;
  for (const value of small) if (value > 24 && value < 232) grey++;
  return grey < small.length * maxGreyShare;
}
