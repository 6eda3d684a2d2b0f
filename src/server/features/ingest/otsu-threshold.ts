/** Otsu's threshold: the grey level that best separates the histogram into two classes. */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of pixels) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = pixels.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * (histogram[level] ?? 0);
  let sumBelow = 0;
  let countBelow = 0;
  let best = { level: 127, variance: -1 };
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level] ?? 0;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += level * (histogram[level] ?? 0);
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const variance = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (variance > best.variance) best = { level, variance };
  }
  return best.level;
}
