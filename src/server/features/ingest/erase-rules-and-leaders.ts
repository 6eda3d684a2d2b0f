import { otsuThreshold } from './otsu-threshold';

/**
 * Erases the printed furniture of a form that OCR reads as letters: ruled lines and the top and bottom of
 * table boxes (read as "_" or glued to the letters they touch) and dot leaders ("Hématies ........ 3,95" read as
 * "Hématies ..vvvivvnnnes 3,95"). What is left is the slip's words with plain paper between them, so a
 * row's name and value are parted by a gap, as in a digital report.
 *
 * Works on a greyscale page already levelled to white paper: ink is what is darker than Otsu's threshold.
 */

export interface ErasedFurniture {
  /**
   * Pixels of ruled lines turned to paper. Upright borders are left: OCR reads them as '|', which the line
   * assembly drops, while an upright border erased in part leaves fragments glued to the next word.
   */
  rulePixels: number;
  /** Dots of leaders turned to paper. */
  leaderDots: number;
  /** Specks of dust or toner alone on the paper turned to paper. */
  specks: number;
  /** The typical height of a printed character, in pixels (0 when the page holds no text). */
  characterHeight: number;
}

interface Component {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  pixels: number;
}

/** A run of ink this many character heights long is a line, not a letter (the longest glyph, "W" or "—", is about one). */
const ruleLengthInCharacters = 3;
/** A ruled line is thinner than this share of a character height; a letter's stroke crossing it is kept. */
const ruleThicknessShare = 0.3;
/** A leader is this many dots or more in a row; an ellipsis has three and a decimal point one. */
const minLeaderDots = 4;

export function eraseRulesAndLeaders(grey: Buffer, width: number, height: number): ErasedFurniture {
  const inkBelow = otsuThreshold(grey);
  const ink = new Uint8Array(grey.length);
  for (let index = 0; index < grey.length; index++) ink[index] = (grey[index] ?? 255) < inkBelow ? 1 : 0;
  const components = labelComponents(ink, width, height);
  const characterHeight = typicalCharacterHeight(components);
  if (characterHeight === 0) return { rulePixels: 0, leaderDots: 0, specks: 0, characterHeight };
  const rulePixels = eraseLongThinRuns(grey, ink, width, height, characterHeight);
  const leaderDots = eraseLeaderDots(grey, width, height, components, characterHeight);
  const specks = eraseLoneSpecks(grey, ink, width, height, components, characterHeight);
  return { rulePixels, leaderDots, specks, characterHeight };
}

/**
 * A scanner's dust and a fax's toner noise: marks no bigger than a full stop with no other ink within a
 * character's height round them. Tesseract reads them as ',' ':' or joins them to the digits beside them
 * ('[88'). A decimal point, the dot of an 'i' and a colon have ink next to them, so they stay.
 */
function eraseLoneSpecks(
  grey: Buffer,
  ink: Uint8Array,
  width: number,
  height: number,
  components: readonly Component[],
  characterHeight: number,
): number {
  const maxSpeck = Math.max(2, Math.round(characterHeight * 0.25));
  const reach = Math.round(characterHeight * 0.9);
  const inkSum = integralOf(ink, width, height);
  const inkIn = (x0: number, y0: number, x1: number, y1: number) => {
    const left = Math.max(0, x0);
    const top = Math.max(0, y0);
    const right = Math.min(width - 1, x1);
    const bottom = Math.min(height - 1, y1);
    if (right < left || bottom < top) return 0;
    const at = (x: number, y: number) => inkSum[y * (width + 1) + x] ?? 0;
    return at(right + 1, bottom + 1) - at(left, bottom + 1) - at(right + 1, top) + at(left, top);
  };
  let erased = 0;
  for (const speck of components) {
    if (speck.maxX - speck.minX + 1 > maxSpeck || speck.maxY - speck.minY + 1 > maxSpeck) continue;
    const round = inkIn(speck.minX - reach, speck.minY - reach, speck.maxX + reach, speck.maxY + reach);
    if (round > speck.pixels) continue;
    const margin = Math.max(1, Math.round(characterHeight * 0.08));
    for (let y = Math.max(0, speck.minY - margin); y <= speck.maxY + margin && y < height; y++)
      for (let x = Math.max(0, speck.minX - margin); x <= Math.min(width - 1, speck.maxX + margin); x++)
        grey[y * width + x] = 255;
    erased++;
  }
  return erased;
}

/** Summed-area table of a 0/1 mask, (width + 1) by (height + 1). */
function integralOf(mask: Uint8Array, width: number, height: number): Int32Array {
  const sums = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x] ?? 0;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  return sums;
}

/**
 * The median height of the glyph-sized marks: taller than a dot, not much wider than tall, not a line.
 */
function typicalCharacterHeight(components: readonly Component[]): number {
  const heights = components
    .map((component) => ({
      height: component.maxY - component.minY + 1,
      width: component.maxX - component.minX + 1,
      pixels: component.pixels,
    }))
    .filter(
      (mark) => mark.height >= 8 && mark.height <= 200 && mark.width <= mark.height * 3 && mark.pixels >= 20,
    )
    .map((mark) => mark.height)
    .sort((a, b) => a - b);
  return heights.length < 10 ? 0 : (heights[Math.floor(heights.length / 2)] ?? 0);
}

function eraseLongThinRuns(
  grey: Buffer,
  ink: Uint8Array,
  width: number,
  height: number,
  characterHeight: number,
): number {
  const maxThickness = Math.max(2, Math.round(characterHeight * ruleThicknessShare));
  const minRun = Math.max(24, Math.round(characterHeight * ruleLengthInCharacters));
  const erase = new Uint8Array(ink.length);
  const maxGap = Math.max(2, Math.round(characterHeight * 0.15));
  // Rows: runs of ink along x (a gap of a few pixels, where blur or thresholding broke a printed line,
  // does not end one). A run long enough that is thin nearly all along is a line: its thin pixels are
  // erased, while a letter's stroke crossing it is thicker and stays. A run along a row of text is not
  // thin: the letters' stems rise from it.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    markLines(
      width,
      (x) => ink[row + x] === 1,
      (x) => thicknessDown(ink, width, height, x, y) <= maxThickness,
      (x) => markSegmentDown(ink, erase, width, height, x, y),
      minRun,
      maxGap,
    );
  }
  let erased = 0;
  const halo = Math.max(1, Math.round(characterHeight * 0.08));
  for (let index = 0; index < erase.length; index++) {
    if (erase[index] !== 1) continue;
    erased++;
    grey[index] = 255;
    // The line's soft edge, lighter than ink, would stay behind as a faint double line: paper too.
    const x = index % width;
    const y = (index - x) / width;
    for (let dy = -halo; dy <= halo; dy++)
      for (let dx = -halo; dx <= halo; dx++) {
        const near = (y + dy) * width + x + dx;
        if (y + dy >= 0 && y + dy < height && x + dx >= 0 && x + dx < width && ink[near] !== 1)
          grey[near] = 255;
      }
  }
  return erased;
}

/** Share of a line's length that must be thin for it to be a printed line rather than a row of glyphs. */
const thinShare = 0.85;

/** Scans one row or column for runs of ink that are printed lines, and marks their thin pixels. */
function markLines(
  length: number,
  isInk: (at: number) => boolean,
  isThin: (at: number) => boolean,
  mark: (at: number) => void,
  minRun: number,
  maxGap: number,
): void {
  let at = 0;
  while (at < length) {
    if (!isInk(at)) {
      at++;
      continue;
    }
    const start = at;
    let end = at;
    while (at < length) {
      if (isInk(at)) {
        end = at;
        at++;
      } else if (at - end <= maxGap) at++;
      else break;
    }
    if (end - start + 1 < minRun) continue;
    let inked = 0;
    let thin = 0;
    for (let index = start; index <= end; index++) {
      if (!isInk(index)) continue;
      inked++;
      if (isThin(index)) thin++;
    }
    if (thin < inked * thinShare) continue;
    for (let index = start; index <= end; index++) if (isInk(index) && isThin(index)) mark(index);
  }
}

/** Marks the whole thin stretch of ink through a line's pixel, down the column: the line's full width. */
function markSegmentDown(
  ink: Uint8Array,
  erase: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
): void {
  let top = y;
  while (top > 0 && ink[(top - 1) * width + x] === 1) top--;
  for (let at = top; at < height && ink[at * width + x] === 1; at++) erase[at * width + x] = 1;
}

function thicknessDown(ink: Uint8Array, width: number, height: number, x: number, y: number): number {
  let top = y;
  while (top > 0 && ink[(top - 1) * width + x] === 1) top--;
  let bottom = y;
  while (bottom < height - 1 && ink[(bottom + 1) * width + x] === 1) bottom++;
  return bottom - top + 1;
}

/**
 * Dots are marks no bigger than half a character each way (a letter of the lower case is bigger); a leader is a row of them on one
 * baseline, evenly close together. Decimal points and commas stand alone, so they are kept.
 */
function eraseLeaderDots(
  grey: Buffer,
  width: number,
  height: number,
  components: readonly Component[],
  characterHeight: number,
): number {
  const maxDot = Math.max(3, characterHeight * 0.5);
  const dots = components
    .filter(
      (component) =>
        component.maxX - component.minX + 1 <= maxDot &&
        component.maxY - component.minY + 1 <= maxDot &&
        isDotShaped(component) &&
        component.pixels >= 2,
    )
    .map((component) => ({
      component,
      x: (component.minX + component.maxX) / 2,
      y: (component.minY + component.maxY) / 2,
    }))
    .sort((a, b) => a.x - b.x);
  const sameBaseline = characterHeight * 0.2;
  const maxGap = characterHeight * 1.2;
  const used = new Uint8Array(dots.length);
  let erased = 0;
  for (let first = 0; first < dots.length; first++) {
    if (used[first] === 1) continue;
    // Chain to the right: the nearest unused dot on the same baseline within a character's reach.
    const chain = [first];
    let last = first;
    for (;;) {
      const from = dots[last];
      if (!from) break;
      let next = -1;
      for (let candidate = last + 1; candidate < dots.length; candidate++) {
        const dot = dots[candidate];
        if (!dot || dot.x - from.x > maxGap) break;
        if (used[candidate] === 1 || dot.x <= from.x || Math.abs(dot.y - from.y) > sameBaseline) continue;
        // A leader's dots sit on one line to within about their own size; a range's hyphen stands higher
        // than its decimal points.
        if (Math.abs(dot.y - from.y) > dotHeight(from.component) * 1.5) continue;
        next = candidate;
        break;
      }
      if (next < 0) break;
      chain.push(next);
      last = next;
    }
    if (chain.length < minLeaderDots) continue;
    for (const member of chain) {
      used[member] = 1;
      const dot = dots[member]?.component;
      if (!dot) continue;
      // With a margin: the dot's soft edge, lighter than ink, would stay behind as a faint ring.
      const margin = Math.max(1, Math.round(characterHeight * 0.08));
      for (let y = Math.max(0, dot.minY - margin); y <= dot.maxY + margin && y < height; y++)
        for (let x = Math.max(0, dot.minX - margin); x <= Math.min(width - 1, dot.maxX + margin); x++)
          grey[y * width + x] = 255;
      erased++;
    }
  }
  return erased;
}

/**
 * A printed dot is round or, in a dashed leader, wider than tall, and solid; a digit or a letter is taller
 * than wide or a thin stroke. Small print beside larger handwriting ('(N: 11.5 - 16.5)' next to a
 * handwritten result) has glyphs under half the page's typical character height: their shape, not their
 * size, tells them from a leader's dots.
 */
function isDotShaped(component: Component): boolean {
  const width = component.maxX - component.minX + 1;
  const height = component.maxY - component.minY + 1;
  // A dot or a dash is solid ink; a small digit or letter is a thin stroke round paper.
  return height <= width * 1.4 + 1 && component.pixels >= width * height * 0.5;
}

const dotHeight = (dot: Component) => Math.max(2, dot.maxY - dot.minY + 1);

/** 8-connected components of ink, by a union-find over runs. */
function labelComponents(ink: Uint8Array, width: number, height: number): Component[] {
  const parent: number[] = [];
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] ?? root;
    let node = label;
    while (parent[node] !== root) {
      const next = parent[node] ?? root;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  const runStart: number[] = [];
  const runEnd: number[] = [];
  const runRow: number[] = [];
  let previousRow: number[] = [];
  for (let y = 0; y < height; y++) {
    const currentRow: number[] = [];
    let x = 0;
    while (x < width) {
      if (ink[y * width + x] !== 1) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && ink[y * width + x] === 1) x++;
      const run = runStart.length;
      runStart.push(start);
      runEnd.push(x - 1);
      runRow.push(y);
      parent.push(run);
      for (const above of previousRow) {
        if ((runEnd[above] ?? 0) < start - 1 || (runStart[above] ?? 0) > x) continue;
        const a = find(above);
        const b = find(run);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
      currentRow.push(run);
    }
    previousRow = currentRow;
  }
  const byRoot = new Map<number, Component>();
  for (let run = 0; run < runStart.length; run++) {
    const root = find(run);
    const start = runStart[run] ?? 0;
    const end = runEnd[run] ?? 0;
    const y = runRow[run] ?? 0;
    const component = byRoot.get(root);
    if (component) {
      component.minX = Math.min(component.minX, start);
      component.maxX = Math.max(component.maxX, end);
      component.minY = Math.min(component.minY, y);
      component.maxY = Math.max(component.maxY, y);
      component.pixels += end - start + 1;
    } else byRoot.set(root, { minX: start, maxX: end, minY: y, maxY: y, pixels: end - start + 1 });
  }
  return [...byRoot.values()];
}
