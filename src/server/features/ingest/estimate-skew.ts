import { loadSharp } from './load-sharp';

const maxSkewDegrees = 6;
const stepDegrees = 0.25;
const sampleWidth = 800;

/**
 * Finds how many degrees clockwise the text is turned (sharp's rotation sense). Rows of ink alternate
 * with blank rows, so projecting ink onto lines at the right angle piles it into few bins: the angle
 * with the largest sum of squared bin counts wins (projection-profile method). Runs on a small
 * thresholded copy in a few tens of milliseconds.
 */
export async function estimateSkewDegrees(grey: Buffer, width: number, height: number): Promise<number> {
  const sharp = await loadSharp();
  const scale = Math.min(1, sampleWidth / width);
  const small = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)))
    .threshold(150)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = collectInk(small.data, small.info.width);
  if (ink.length < 200) return 0;
  let best = { angle: 0, score: -1 };
  for (let angle = -maxSkewDegrees; angle <= maxSkewDegrees + 1e-9; angle += stepDegrees) {
    const score = scoreProjection(ink, angle, small.info.width + small.info.height);
    if (score > best.score) best = { angle, score };
  }
  return Math.abs(best.angle) < stepDegrees ? 0 : best.angle;
}

function collectInk(thresholded: Buffer, width: number): Int32Array {
  const points: number[] = [];
  for (let index = 0; index < thresholded.length; index++) {
    if ((thresholded[index] ?? 255) === 0) points.push(index % width, Math.floor(index / width));
  }
  return Int32Array.from(points);
}

function scoreProjection(ink: Int32Array, angleDegrees: number, span: number): number {
  const radians = (angleDegrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const bins = new Float64Array(2 * span + 1);
  for (let index = 0; index < ink.length; index += 2) {
    const x = ink[index] ?? 0;
    const y = ink[index + 1] ?? 0;
    const bin = Math.round(y * cos - x * sin) + span;
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  let score = 0;
  for (const count of bins) score += count * count;
  return score;
}
