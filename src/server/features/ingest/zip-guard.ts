import { createInflateRaw } from 'node:zlib';
import { ingestLimits } from './limits';
import { locateEntryData, readZipDirectory, type ZipEntry } from './zip-directory';

export type ZipVerdict = { ok: true } | { ok: false; error: string };

interface ZipLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
  maxEntryRatio: number;
  ratioCheckFromBytes: number;
}

const defaultLimits: ZipLimits = {
  maxUncompressedBytes: ingestLimits.maxZipUncompressedBytes,
  maxEntries: ingestLimits.maxZipEntries,
  maxEntryRatio: ingestLimits.maxZipEntryRatio,
  ratioCheckFromBytes: ingestLimits.zipRatioCheckFromBytes,
};

/**
 * Refuses decompression bombs before mammoth / exceljs unpack a DOCX or XLSX. First the sizes the
 * central directory declares (total, entry count, ratio); then, because a forged directory can lie,
 * every entry is inflated as a stream and discarded, stopping as soon as it outgrows what it declared.
 * Memory stays at one zlib window whatever the archive holds.
 */
export async function checkZipForBomb(
  bytes: Uint8Array,
  limits: ZipLimits = defaultLimits,
): Promise<ZipVerdict> {
  const directory = readZipDirectory(bytes, limits.maxEntries);
  if (!directory.ok) return directory;
  const declared = checkDeclaredSizes(directory.entries, limits);
  if (!declared.ok) return declared;
  for (const entry of directory.entries) {
    const verdict = await checkEntryInflatesAsDeclared(bytes, entry);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

function checkDeclaredSizes(entries: readonly ZipEntry[], limits: ZipLimits): ZipVerdict {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedBytes;
    if (total > limits.maxUncompressedBytes) {
      return {
        ok: false,
        error: `it would unpack to more than ${mebibytes(limits.maxUncompressedBytes)} MB (a decompression bomb?)`,
      };
    }
    const ratio = entry.uncompressedBytes / Math.max(1, entry.compressedBytes);
    if (entry.uncompressedBytes >= limits.ratioCheckFromBytes && ratio > limits.maxEntryRatio) {
      return {
        ok: false,
        error: `'${entry.name}' is compressed ${Math.round(ratio)} to 1 (a decompression bomb?)`,
      };
    }
    if (entry.method !== 0 && entry.method !== 8) {
      return { ok: false, error: `'${entry.name}' uses an unsupported compression method (${entry.method})` };
    }
  }
  return { ok: true };
}

async function checkEntryInflatesAsDeclared(bytes: Uint8Array, entry: ZipEntry): Promise<ZipVerdict> {
  const start = locateEntryData(bytes, entry);
  if (start < 0) return { ok: false, error: `the archive is damaged ('${entry.name}' is cut short)` };
  const data = bytes.subarray(start, start + entry.compressedBytes);
  if (entry.method === 0) {
    return entry.compressedBytes === entry.uncompressedBytes
      ? { ok: true }
      : { ok: false, error: `the archive is damaged ('${entry.name}' has inconsistent sizes)` };
  }
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let produced = 0;
    let settled = false;
    const settle = (verdict: ZipVerdict) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(verdict);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > entry.uncompressedBytes) {
        settle({
          ok: false,
          error: `'${entry.name}' unpacks to more than it declares (a decompression bomb?)`,
        });
      }
    });
    inflate.on('error', () =>
      settle({ ok: false, error: `the archive is damaged ('${entry.name}' does not inflate)` }),
    );
    inflate.on('end', () =>
      settle(
        produced === entry.uncompressedBytes
          ? { ok: true }
          : { ok: false, error: `the archive is damaged ('${entry.name}' has the wrong size)` },
      ),
    );
    inflate.end(data);
  });
}

function mebibytes(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
