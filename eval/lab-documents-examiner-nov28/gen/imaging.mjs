/** Image tools for the fourth set: Chromium rendering, perspective warps, light, noise, scans, fax. */
import { chromium } from 'playwright-core';
import sharp from 'sharp';

let browser;
export async function openBrowser() {
  browser ??= await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  return browser;
}
export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** HTML → PNG (full page) at `width` CSS px and `scale` device pixels per CSS px. */
export async function htmlToPng(html, width, scale = 2, transparent = false) {
  const page = await (
    await openBrowser()
  ).newPage({ viewport: { width, height: 400 }, deviceScaleFactor: scale });
  await page.setContent(html, { waitUntil: 'load' });
  const png = await page.screenshot({ fullPage: true, omitBackground: transparent });
  await page.close();
  return png;
}

/** HTML → PDF with a text layer. */
export async function htmlToPdf(html, options = {}) {
  const page = await (await openBrowser()).newPage();
  await page.setContent(html, { waitUntil: 'load' });
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' },
    ...options,
  });
  await page.close();
  return pdf;
}

/** Seeded random numbers (mulberry32) so that a rebuild draws the same picture. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function toRaw(image) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, w: info.width, h: info.height };
}
export const fromRaw = (raw) => sharp(raw.data, { raw: { width: raw.w, height: raw.h, channels: 3 } });

/** Solves the 8 unknowns of the projective map sending `from[i]` to `to[i]`. */
function homography(from, to) {
  const m = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    m.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    m.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k < 9; k++) m[r][k] -= f * m[c][k];
    }
  }
  return [...m.map((row, i) => row[8] / row[i]), 1];
}

/**
 * Lays `page` onto `background` (same-size raw RGB canvas) with its corners at `corners`
 * (top-left, top-right, bottom-left, bottom-right); `bend(x, y)` may displace output coordinates (a curled roll).
 */
export function warpOnto(page, background, corners, bend) {
  const { w, h, data } = page;
  const back = homography(corners, [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ]);
  const out = Buffer.from(background.data);
  const W = background.w;
  for (let y = 0; y < background.h; y++)
    for (let x = 0; x < W; x++) {
      let [qx, qy] = [x, y];
      if (bend) {
        const [dx, dy] = bend(x, y);
        qx += dx;
        qy += dy;
      }
      const z = back[6] * qx + back[7] * qy + back[8];
      const sx = (back[0] * qx + back[1] * qy + back[2]) / z;
      const sy = (back[3] * qx + back[4] * qy + back[5]) / z;
      if (sx < 0 || sy < 0 || sx >= w - 1 || sy >= h - 1) continue;
      const x0 = Math.floor(sx),
        y0 = Math.floor(sy),
        fx = sx - x0,
        fy = sy - y0;
      const at = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const p = (px, py) => data[(py * w + px) * 3 + c];
        out[at + c] = Math.round(
          p(x0, y0) * (1 - fx) * (1 - fy) +
            p(x0 + 1, y0) * fx * (1 - fy) +
            p(x0, y0 + 1) * (1 - fx) * fy +
            p(x0 + 1, y0 + 1) * fx * fy,
        );
      }
    }
  return { data: out, w: W, h: background.h };
}

/** A canvas filled by `colour(x, y)` → [r, g, b]. */
export function canvas(w, h, colour) {
  const data = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [r, g, b] = colour(x, y);
      const at = (y * w + x) * 3;
      data[at] = clamp(r);
      data[at + 1] = clamp(g);
      data[at + 2] = clamp(b);
    }
  return { data, w, h };
}
const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

export function woodTable(w, h, seed) {
  const rand = seeded(seed);
  return canvas(w, h, (x, y) => {
    const grain = Math.sin((y + 18 * Math.sin(x / 210) + 6 * Math.sin(x / 37)) / 6.5) * 0.5 + 0.5;
    const plank = Math.floor(y / 260) % 2 ? 0.92 : 1;
    const k = (0.78 + 0.22 * grain) * plank + (rand() - 0.5) * 0.06;
    return [150 * k, 100 * k, 60 * k];
  });
}
export function plainDesk(w, h, seed, rgb) {
  const rand = seeded(seed);
  return canvas(w, h, () => {
    const n = (rand() - 0.5) * 14;
    return [rgb[0] + n, rgb[1] + n, rgb[2] + n];
  });
}
export function clothPattern(w, h, seed) {
  const rand = seeded(seed);
  return canvas(w, h, (x, y) => {
    const u = Math.floor((x + y) / 46) % 2,
      v = Math.floor((x - y + 4000) / 46) % 2;
    const dot = ((x % 46) - 23) ** 2 + ((y % 46) - 23) ** 2 < 60;
    const n = (rand() - 0.5) * 16;
    if (dot) return [230 + n, 180 + n, 40 + n];
    return u ^ v ? [40 + n, 90 + n, 140 + n] : [170 + n, 60 + n, 40 + n];
  });
}

/** Multiplies each pixel by light(x, y) → [kr, kg, kb] (uneven light, shadows, tint). */
export function light(raw, fn) {
  const { data, w, h } = raw;
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const k = fn(x, y);
      const at = (y * w + x) * 3;
      out[at] = clamp(data[at] * k[0]);
      out[at + 1] = clamp(data[at + 1] * k[1]);
      out[at + 2] = clamp(data[at + 2] * k[2]);
    }
  return { data: out, w, h };
}

/** Sensor noise: every pixel moves by up to ±amount, the same on all channels. */
export function grain(raw, amount, seed) {
  const rand = seeded(seed);
  const out = Buffer.from(raw.data);
  for (let i = 0; i < out.length; i += 3) {
    const n = (rand() + rand() - 1) * amount;
    out[i] = clamp(out[i] + n);
    out[i + 1] = clamp(out[i + 1] + n);
    out[i + 2] = clamp(out[i + 2] + n);
  }
  return { ...raw, data: out };
}

/** A soft-edged shadow: factor inside a half-plane a·x + b·y > c with a ramp of `soft` px. */
export const halfPlaneShadow = (a, b, c, soft, depth) => (x, y) => {
  const d = (a * x + b * y - c) / Math.hypot(a, b);
  const t = Math.min(1, Math.max(0, d / soft + 0.5));
  return 1 - depth * t;
};
export const radialLight = (cx, cy, radius, centre, edge) => (x, y) => {
  const d = Math.min(1, Math.hypot(x - cx, y - cy) / radius);
  return centre + (edge - centre) * d * d;
};
