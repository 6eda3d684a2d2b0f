import { loadSharp } from './load-sharp';
import { otsuThreshold } from './otsu-threshold';

export interface Point {
  x: number;
  y: number;
}

/** The page's corners in the photo, clockwise from the top left. */
export type Quad = readonly [Point, Point, Point, Point];

const sampleLongSide = 320;
/** The page must fill this much of the photo to be taken for it (a receipt held far away is not corrected). */
const minPageShare = 0.2;
/** With less background than this round it, the picture is a scan or a crop: nothing to correct. */
const minBackgroundShare = 0.04;

/**
 * Finds the sheet of paper in a photo taken on a desk: the paper is the largest bright region once the
 * picture is split at Otsu's threshold. Each side of the sheet is the straight line that most of the
 * region's outline on that side follows (a robust fit, so a corner lost in shadow does not bend it), and
 * the corners are where the sides meet. Works on a small copy; returns corners in the
 * full image's pixels, or undefined when the picture has no darker surroundings to find a page in.
 */
export async function findPageOutline(
  grey: Buffer,
  width: number,
  height: number,
): Promise<Quad | undefined> {
  const sharp = await loadSharp();
  const scale = Math.min(1, sampleLongSide / Math.max(width, height));
  const smallWidth = Math.max(8, Math.round(width * scale));
  const smallHeight = Math.max(8, Math.round(height * scale));
  const small = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(smallWidth, smallHeight, { fit: 'fill' })
    .blur(1.5)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const otsu = otsuThreshold(small);
  const atOtsu = outlineAtThreshold(small, smallWidth, smallHeight, otsu);
  let corners = atOtsu;
  // A desk lit brighter in one corner than the paper's far side joins the page at any one threshold: the
  // outline then wraps a corner of the frame, running along it on two sides that meet. The paper is then told
  // from the desk by its edges instead, or, when they do not close round a sheet, not squared up at all: a
  // wrong outline warps the rows. One side along the frame is left as it was: a page cut by the frame.
  if (atOtsu && sidesAlongFrame(atOtsu, smallWidth, smallHeight) >= 2) {
    const byEdge = outlineByEdges(small, smallWidth, smallHeight);
    corners = byEdge && sidesAlongFrame(byEdge, smallWidth, smallHeight) === 0 ? byEdge : undefined;
  }
  if (!corners) return undefined;
  const back = (point: Point): Point => ({ x: (point.x + 0.5) / scale, y: (point.y + 0.5) / scale });
  return [back(corners[0]), back(corners[1]), back(corners[2]), back(corners[3])];
}

/** Share of its outline the sheet found by its edges must fill (a ragged patch is no sheet). */
const minPageFill = 0.85;
/** Brightness change per pixel of the small copy (Sobel, normalised) that marks an edge: paper against desk. */
const edgeGradient = 1.5;

/**
 * The page's outline found by its edges: the desk is everything reached from the frame without crossing an
 * edge (a change of brightness the blurred small copy still shows), and the sheet is what the desk surrounds.
 * Unlike a threshold this holds when the light falls so that the desk in one corner is brighter than the
 * paper in another: only the step at the paper's edge matters, not the level on either side of it.
 */
function outlineByEdges(small: Buffer, smallWidth: number, smallHeight: number): Quad | undefined {
  const at = (x: number, y: number) =>
    small[
      Math.min(smallHeight - 1, Math.max(0, y)) * smallWidth + Math.min(smallWidth - 1, Math.max(0, x))
    ] ?? 0;
  const edge = new Uint8Array(small.length);
  for (let y = 0; y < smallHeight; y++)
    for (let x = 0; x < smallWidth; x++) {
      const across =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const down =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      edge[y * smallWidth + x] = Math.hypot(across, down) / 8 > edgeGradient ? 1 : 0;
    }
  const desk = new Uint8Array(small.length);
  const stack: number[] = [];
  for (let x = 0; x < smallWidth; x++) stack.push(x, (smallHeight - 1) * smallWidth + x);
  for (let y = 0; y < smallHeight; y++) stack.push(y * smallWidth, y * smallWidth + smallWidth - 1);
  while (stack.length > 0) {
    const index = stack.pop() ?? 0;
    if (desk[index] === 1 || edge[index] === 1) continue;
    desk[index] = 1;
    const x = index % smallWidth;
    if (x > 0) stack.push(index - 1);
    if (x < smallWidth - 1) stack.push(index + 1);
    if (index >= smallWidth) stack.push(index - smallWidth);
    if (index < small.length - smallWidth) stack.push(index + smallWidth);
  }
  const sheet = new Uint8Array(small.length);
  for (let index = 0; index < small.length; index++) sheet[index] = desk[index] === 1 ? 0 : 1;
  const region = largestRegion(sheet, smallWidth, smallHeight);
  const total = smallWidth * smallHeight;
  if (region.length < total * minPageShare) return undefined;
  if (total - region.length < total * minBackgroundShare) return undefined;
  const corners = fitPageSides(region, smallWidth, smallHeight);
  if (!corners || !isPlausiblePage(corners, total)) return undefined;
  if (region.length < quadArea(corners) * minPageFill) return undefined;
  return corners;
}

/**
 * The page's corners (in the small copy's pixels) when the picture is split at one threshold, or undefined
 * when the largest bright region is no plausible page. With `minFill`, the region must also fill that share
 * of its outline.
 */
function outlineAtThreshold(
  small: Buffer,
  smallWidth: number,
  smallHeight: number,
  threshold: number,
  minFill = 0,
): Quad | undefined {
  const bright = new Uint8Array(small.length);
  for (let index = 0; index < small.length; index++) bright[index] = (small[index] ?? 0) > threshold ? 1 : 0;
  // Paper all round the frame (a scanner's or a PDF's page, a photo placed on one) is no page lying on a
  // darker surface: squaring up its bright border would warp the page away.
  if (brightBorderShare(bright, smallWidth, smallHeight) > maxBrightBorderShare) return undefined;
  const region = largestRegion(bright, smallWidth, smallHeight);
  const total = smallWidth * smallHeight;
  if (region.length < total * minPageShare) return undefined;
  if (total - region.length < total * minBackgroundShare) return undefined;
  const corners = fitPageSides(region, smallWidth, smallHeight) ?? diagonalExtremes(region, smallWidth);
  if (!isPlausiblePage(corners, total)) return undefined;
  if (minFill > 0 && region.length < quadArea(corners) * minFill) return undefined;
  return corners;
}

/** How many sides of the outline run along an edge of the frame (both their corners within 2% of it). */
function sidesAlongFrame(corners: Quad, width: number, height: number): number {
  const margin = Math.max(width, height) * 0.02;
  const near = (point: Point) => ({
    left: point.x <= margin,
    top: point.y <= margin,
    right: point.x >= width - 1 - margin,
    bottom: point.y >= height - 1 - margin,
  });
  let along = 0;
  for (let index = 0; index < 4; index++) {
    const from = near(cornerAt(corners, index));
    const to = near(cornerAt(corners, index + 1));
    if (
      (from.left && to.left) ||
      (from.top && to.top) ||
      (from.right && to.right) ||
      (from.bottom && to.bottom)
    )
      along++;
  }
  return along;
}

const maxBrightBorderShare = 0.6;

/** The share of the frame's outermost pixels that are bright. */
function brightBorderShare(mask: Uint8Array, width: number, height: number): number {
  let bright = 0;
  let count = 0;
  for (let x = 0; x < width; x++) {
    bright += (mask[x] ?? 0) + (mask[(height - 1) * width + x] ?? 0);
    count += 2;
  }
  for (let y = 1; y < height - 1; y++) {
    bright += (mask[y * width] ?? 0) + (mask[y * width + width - 1] ?? 0);
    count += 2;
  }
  return bright / Math.max(1, count);
}

/** Pixel indices of the largest 4-connected region of ones. */
function largestRegion(mask: Uint8Array, width: number, height: number): Int32Array {
  let best: Int32Array = new Int32Array(0);
  for (const region of regionsOf(mask, width, height)) if (region.length > best.length) best = region;
  return best;
}

/** Every 4-connected region of ones, as pixel indices. */
function regionsOf(mask: Uint8Array, width: number, height: number): Int32Array[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const regions: Int32Array[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== 1 || seen[start] === 1) continue;
    const members: number[] = [];
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const index = stack[--top] ?? 0;
      members.push(index);
      const x = index % width;
      const neighbours = [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        index >= width ? index - width : -1,
        index < width * (height - 1) ? index + width : -1,
      ];
      for (const next of neighbours) {
        if (next < 0 || mask[next] !== 1 || seen[next] === 1) continue;
        seen[next] = 1;
        stack[top++] = next;
      }
    }
    regions.push(Int32Array.from(members));
  }
  return regions;
}

interface Line {
  /** For a side running across: y = slope * x + offset; running down: x = slope * y + offset. */
  slope: number;
  offset: number;
}

/** The four sides fitted to the region's outline and intersected, or undefined when a side cannot be fitted. */
function fitPageSides(
  region: Int32Array,
  width: number,
  height: number,
): [Point, Point, Point, Point] | undefined {
  const top = new Float64Array(width).fill(Infinity);
  const bottom = new Float64Array(width).fill(-Infinity);
  const left = new Float64Array(height).fill(Infinity);
  const right = new Float64Array(height).fill(-Infinity);
  for (const index of region) {
    const x = index % width;
    const y = Math.floor(index / width);
    top[x] = Math.min(top[x] ?? Infinity, y);
    bottom[x] = Math.max(bottom[x] ?? -Infinity, y);
    left[y] = Math.min(left[y] ?? Infinity, x);
    right[y] = Math.max(right[y] ?? -Infinity, x);
  }
  const sideOf = (edge: Float64Array) => {
    const filled = [...edge.keys()].filter((at) => Number.isFinite(edge[at] ?? Infinity));
    if (filled.length < 10) return undefined;
    // The middle of the side: near the corners the outline turns into the neighbouring side.
    const first = filled[0] ?? 0;
    const span = (filled.at(-1) ?? 0) - first;
    const points = filled
      .filter((at) => at >= first + span * 0.1 && at <= first + span * 0.9)
      .map((at) => ({ along: at, across: edge[at] ?? 0 }));
    return fitLineRobustly(points);
  };
  const sides = [sideOf(top), sideOf(right), sideOf(bottom), sideOf(left)];
  const [topSide, rightSide, bottomSide, leftSide] = sides;
  if (!topSide || !rightSide || !bottomSide || !leftSide) return undefined;
  return [
    meet(topSide, leftSide),
    meet(topSide, rightSide),
    meet(bottomSide, rightSide),
    meet(bottomSide, leftSide),
  ];
}

/** Where a side running across meets a side running down. */
function meet(across: Line, down: Line): Point {
  // y = a x + b and x = c y + d  =>  x = c (a x + b) + d
  const x = (down.slope * across.offset + down.offset) / (1 - down.slope * across.slope);
  return { x, y: across.slope * x + across.offset };
}

/**
 * The line through the most points within a pixel and a half (trying lines through evenly spread pairs of
 * points), refitted by least squares on those points.
 */
function fitLineRobustly(points: ReadonlyArray<{ along: number; across: number }>): Line | undefined {
  const step = Math.max(1, Math.floor(points.length / 40));
  const sample = points.filter((_point, index) => index % step === 0);
  let best: { line: Line; inliers: number } | undefined;
  for (let i = 0; i < sample.length; i++) {
    for (let j = i + 1; j < sample.length; j++) {
      const a = sample[i];
      const b = sample[j];
      if (!a || !b || b.along - a.along < points.length / 4) continue;
      const slope = (b.across - a.across) / (b.along - a.along);
      const line = { slope, offset: a.across - slope * a.along };
      const inliers = points.filter(
        (point) => Math.abs(line.slope * point.along + line.offset - point.across) <= 1.5,
      ).length;
      if (!best || inliers > best.inliers) best = { line, inliers };
    }
  }
  if (!best || best.inliers < points.length * 0.4) return undefined;
  const line = best.line;
  const kept = points.filter(
    (point) => Math.abs(line.slope * point.along + line.offset - point.across) <= 1.5,
  );
  const meanAlong = kept.reduce((sum, point) => sum + point.along, 0) / kept.length;
  const meanAcross = kept.reduce((sum, point) => sum + point.across, 0) / kept.length;
  let covariance = 0;
  let variance = 0;
  for (const point of kept) {
    covariance += (point.along - meanAlong) * (point.across - meanAcross);
    variance += (point.along - meanAlong) ** 2;
  }
  const slope = variance > 0 ? covariance / variance : line.slope;
  return { slope, offset: meanAcross - slope * meanAlong };
}

function diagonalExtremes(region: Int32Array, width: number): [Point, Point, Point, Point] {
  let topLeft = { x: 0, y: 0, key: Infinity };
  let bottomRight = { x: 0, y: 0, key: -Infinity };
  let topRight = { x: 0, y: 0, key: -Infinity };
  let bottomLeft = { x: 0, y: 0, key: Infinity };
  for (const index of region) {
    const x = index % width;
    const y = Math.floor(index / width);
    if (x + y < topLeft.key) topLeft = { x, y, key: x + y };
    if (x + y > bottomRight.key) bottomRight = { x, y, key: x + y };
    if (x - y > topRight.key) topRight = { x, y, key: x - y };
    if (x - y < bottomLeft.key) bottomLeft = { x, y, key: x - y };
  }
  const point = ({ x, y }: Point): Point => ({ x, y });
  return [point(topLeft), point(topRight), point(bottomRight), point(bottomLeft)];
}

/** A convex four-sided outline of a sensible size whose corners are near right angles (a page, not a blob). */
function isPlausiblePage(corners: Quad, total: number): boolean {
  if (quadArea(corners) < total * minPageShare) return false;
  for (let index = 0; index < 4; index++) {
    const previous = cornerAt(corners, index + 3);
    const here = cornerAt(corners, index);
    const next = cornerAt(corners, index + 1);
    const a = { x: previous.x - here.x, y: previous.y - here.y };
    const b = { x: next.x - here.x, y: next.y - here.y };
    const cosine = (a.x * b.x + a.y * b.y) / Math.max(1e-9, Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y));
    // Corners between about 60 and 120 degrees: a page seen at a moderate angle.
    if (Math.abs(cosine) > 0.5) return false;
  }
  return true;
}

const cornerAt = (corners: Quad, index: number): Point => corners[index % 4] ?? corners[0];

function quadArea(corners: Quad): number {
  let twice = 0;
  for (let index = 0; index < 4; index++) {
    const here = cornerAt(corners, index);
    const next = cornerAt(corners, index + 1);
    twice += here.x * next.y - next.x * here.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * Maps the page outline onto an upright rectangle (a projective warp, bilinear sampling), so that rows
 * printed straight are straight again however the phone was held. The corners are first pulled in a
 * little so the paper's edge and the desk stay out of the picture.
 */
export function warpPageToRectangle(
  grey: Buffer,
  width: number,
  height: number,
  outline: Quad,
): { data: Buffer; width: number; height: number } {
  const corners = pullIn(outline, 0.006);
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  const outWidth = Math.round(Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight)));
  const outHeight = Math.round(Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight)));
  const map = squareToQuad(corners);
  const out = Buffer.alloc(outWidth * outHeight);
  for (let row = 0; row < outHeight; row++) {
    const v = (row + 0.5) / outHeight;
    for (let column = 0; column < outWidth; column++) {
      const u = (column + 0.5) / outWidth;
      const denominator = map.g * u + map.h * v + 1;
      const x = (map.a * u + map.b * v + map.c) / denominator - 0.5;
      const y = (map.d * u + map.e * v + map.f) / denominator - 0.5;
      out[row * outWidth + column] = sampleBilinear(grey, width, height, x, y);
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

function pullIn(outline: Quad, share: number): Quad {
  const centre = {
    x: outline.reduce((sum, point) => sum + point.x, 0) / 4,
    y: outline.reduce((sum, point) => sum + point.y, 0) / 4,
  };
  const toward = (point: Point): Point => ({
    x: point.x + (centre.x - point.x) * share * 2,
    y: point.y + (centre.y - point.y) * share * 2,
  });
  return [toward(outline[0]), toward(outline[1]), toward(outline[2]), toward(outline[3])];
}

function sampleBilinear(grey: Buffer, width: number, height: number, x: number, y: number): number {
  const x0 = Math.max(0, Math.min(width - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(height - 1, Math.floor(y)));
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const top = (grey[y0 * width + x0] ?? 255) * (1 - fx) + (grey[y0 * width + x1] ?? 255) * fx;
  const bottom = (grey[y1 * width + x0] ?? 255) * (1 - fx) + (grey[y1 * width + x1] ?? 255) * fx;
  return Math.round(top * (1 - fy) + bottom * fy);
}

/**
 * The projective map taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to the quad's corners
 * (Heckbert, "Fundamentals of Texture Mapping and Image Warping", 1989, section 2.2.3).
 */
function squareToQuad(corners: Quad) {
  const [p0, p1, p2, p3] = corners;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    return {
      a: p1.x - p0.x,
      b: p3.x - p0.x,
      c: p0.x,
      d: p1.y - p0.y,
      e: p3.y - p0.y,
      f: p0.y,
      g: 0,
      h: 0,
    };
  }
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const determinant = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / determinant;
  const h = (dx1 * sy - sx * dy1) / determinant;
  return {
    a: p1.x - p0.x + g * p1.x,
    b: p3.x - p0.x + h * p3.x,
    c: p0.x,
    d: p1.y - p0.y + g * p1.y,
    e: p3.y - p0.y + h * p3.y,
    f: p0.y,
    g,
    h,
  };
}
