import { createInflate } from 'node:zlib';

export type PdfVerdict = { ok: true } | { ok: false; error: string };

interface PdfStreamLimits {
  /** One Flate stream, inflated: a full-page 300 dpi colour scan is about 26 MB. */
  maxStreamBytes: number;
  /** All Flate streams together, inflated. */
  maxTotalBytes: number;
}

const defaultLimits: PdfStreamLimits = { maxStreamBytes: 64 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024 };
const lookBackBytes = 4096;

/**
 * pdf.js inflates a whole Flate stream into memory before reading it, so a few hundred KB of PDF can
 * demand gigabytes. Before pdf.js sees the file, each Flate stream is inflated as a stream and
 * discarded, stopping at the limits. A stream that does not inflate (encrypted, damaged) is left to
 * pdf.js, which copes or fails on its own.
 */
export async function checkPdfForBomb(
  bytes: Uint8Array,
  limits: PdfStreamLimits = defaultLimits,
): Promise<PdfVerdict> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let searchFrom = 0;
  for (;;) {
    const keyword = buffer.indexOf('stream', searchFrom, 'latin1');
    if (keyword < 0) return { ok: true };
    searchFrom = keyword + 6;
    if (buffer.toString('latin1', keyword - 3, keyword) === 'end') continue;
    let start = keyword + 6;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] === 0x0a) start++;
    const end = buffer.indexOf('endstream', start, 'latin1');
    if (end < 0) return { ok: true };
    searchFrom = end + 9;
    const dictionary = buffer.toString('latin1', Math.max(0, keyword - lookBackBytes), keyword);
    const ownDictionary = dictionary.slice(dictionary.lastIndexOf(' obj'));
    if (!ownDictionary.includes('/FlateDecode')) continue;
    const allowed = Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total);
    const produced = await measureInflatedBytes(buffer.subarray(start, end), allowed);
    if (produced > allowed) {
      return { ok: false, error: 'part of it unpacks to an enormous size (a decompression bomb?)' };
    }
    total += produced;
  }
}

/** Inflated size, counting up to just past `allowed`; a stream that stops inflating counts what came out. */
function measureInflatedBytes(data: Buffer, allowed: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let produced = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(produced);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > allowed) settle();
    });
    inflate.on('error', settle);
    inflate.on('end', settle);
    inflate.end(data);
  });
}
