import { inflate, type InputType, type ZlibOptions } from 'node:zlib';

export type PdfVerdict = { ok: true } | { ok: false; error: string };

interface PdfStreamLimits {
  /** One stream, inflated: a full-page 300 dpi colour scan is about 26 MB. */
  maxStreamBytes: number;
  /** All streams together, inflated. */
  maxTotalBytes: number;
}

const defaultLimits: PdfStreamLimits = { maxStreamBytes: 32 * 1024 * 1024, maxTotalBytes: 128 * 1024 * 1024 };
/** A lab report has tens of streams; tens of thousands only make the check itself slow. */
const MAX_STREAMS = 5000;
const BOMB = 'part of it unpacks to an enormous size (a decompression bomb?)';

const inflateCapped = (data: InputType, options: ZlibOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    inflate(data, options, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * pdf.js inflates a whole stream into memory before reading it, so a few hundred KB of PDF can demand
 * gigabytes. Before pdf.js sees the file, every stream is inflated with an output cap (zlib's
 * maxOutputLength: it stops as soon as the output passes the cap, whatever the input claims). Every stream
 * is tried, not only those whose dictionary says /FlateDecode: a name can be escaped (/FlateDecod#65) or
 * its dictionary padded out of sight, and pdf.js would still inflate it. Data that is not zlib fails at
 * its first bytes; ASCII-hex-wrapped zlib is unwrapped first.
 */
export async function checkPdfForBomb(
  bytes: Uint8Array,
  limits: PdfStreamLimits = defaultLimits,
): Promise<PdfVerdict> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let streams = 0;
  let searchFrom = 0;
  for (;;) {
    const keyword = buffer.indexOf('stream', searchFrom, 'latin1');
    if (keyword < 0) return { ok: true };
    searchFrom = keyword + 6;
    if (buffer.toString('latin1', keyword - 3, keyword) === 'end') continue;
    streams += 1;
    if (streams > MAX_STREAMS) return { ok: false, error: 'it holds too many separate parts to read safely' };
    let start = keyword + 6;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] === 0x0a) start++;
    // To the end of the file, not to the first 'endstream': compressed bytes may spell it, and pdf.js
    // reads by /Length. zlib stops at the end of its own data.
    const allowed = Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total);
    const produced = await inflatedSize(buffer.subarray(start), allowed);
    if (produced === 'too-large') return { ok: false, error: BOMB };
    total += produced;
  }
}

/** Bytes the stream inflates to (0 when it is not zlib data), or 'too-large' past `allowed`. */
async function inflatedSize(data: Buffer, allowed: number): Promise<number | 'too-large'> {
  const attempt = async (input: Buffer) => {
    try {
      return (await inflateCapped(input, { maxOutputLength: Math.max(1, allowed) })).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
        return 'too-large' as const;
      return 0; // not zlib, damaged or truncated under the cap: pdf.js copes or fails on its own
    }
  };
  const direct = await attempt(data);
  if (direct !== 0) return direct;
  const hex = /^[\s0-9A-Fa-f]{8,}/.exec(data.toString('latin1', 0, Math.min(data.length, 64)));
  if (!hex) return 0;
  const end = data.indexOf('>', 0, 'latin1');
  const digits = data.toString('latin1', 0, end < 0 ? data.length : end).replace(/[^0-9A-Fa-f]/g, '');
  return attempt(Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex'));
}
