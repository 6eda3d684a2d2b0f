/**
 * Reads a ZIP archive's central directory without inflating anything, so DOCX / XLSX files can be
 * typed and checked for decompression bombs before any library unpacks them.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedBytes: number;
  uncompressedBytes: number;
  localHeaderOffset: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; error: string };

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const endOfDirectoryBytes = 22;
const maxCommentBytes = 0xffff;

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end < 0) return { ok: false, error: 'the archive is damaged (no central directory)' };
  const count = view.getUint16(end + 10, true);
  const directoryBytes = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    return { ok: false, error: 'the archive uses ZIP64, which a lab document never needs' };
  }
  if (count > maxEntries)
    return { ok: false, error: `the archive holds ${count} entries (limit ${maxEntries})` };
  if (directoryOffset + directoryBytes > end)
    return { ok: false, error: 'the archive is damaged (bad directory offset)' };

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== directoryEntrySignature) {
      return { ok: false, error: 'the archive is damaged (bad directory entry)' };
    }
    const nameBytes = view.getUint16(at + 28, true);
    const extraBytes = view.getUint16(at + 30, true);
    const commentBytes = view.getUint16(at + 32, true);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedBytes: view.getUint32(at + 20, true),
      uncompressedBytes: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameBytes)),
    });
    at += 46 + nameBytes + extraBytes + commentBytes;
  }
  return { ok: true, entries };
}

/** Where an entry's compressed data starts, from its local header (its lengths may differ from the directory's). */
export function locateEntryData(bytes: Uint8Array, entry: ZipEntry): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return -1;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return start + entry.compressedBytes <= bytes.length ? start : -1;
}

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - endOfDirectoryBytes - maxCommentBytes);
  for (let at = view.byteLength - endOfDirectoryBytes; at >= lowest; at--) {
    if (view.getUint32(at, true) === endOfDirectorySignature) return at;
  }
  return -1;
}
