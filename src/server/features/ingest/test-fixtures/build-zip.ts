import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** Raw-deflated bytes as they go into the archive. */
  compressed: Buffer;
  crc: number;
  uncompressedBytes: number;
  /** What the archive claims; a forged header declares less than the data holds. */
  declaredUncompressedBytes?: number;
}

export function deflatePart(name: string, content: string): ZipPart {
  const data = Buffer.from(content, 'utf8');
  return { name, compressed: deflateRawSync(data), crc: crc32(data), uncompressedBytes: data.length };
}

/**
 * A part whose content is `chunk` repeated `times`, without ever holding or deflating it whole: the
 * chunk is deflated once and flushed (a full flush leaves byte-aligned blocks that refer to nothing
 * before them), those blocks are repeated, and an empty final block closes the stream.
 */
export function deflateRepeatedPart(name: string, chunk: string, times: number): ZipPart {
  const data = Buffer.from(chunk.repeat(Math.max(1, Math.floor(65_536 / chunk.length))), 'utf8');
  const repeats = Math.ceil((Buffer.byteLength(chunk) * times) / data.length);
  const block = deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let index = 0; index < repeats; index++) crc = crc32(data, crc);
  const compressed = Buffer.concat([
    ...Array.from({ length: repeats }, () => block),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  return { name, compressed, crc, uncompressedBytes: data.length * repeats };
}

/** Writes a plain ZIP (local headers, central directory, end record) from already-deflated parts. */
export function writeZip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const declared = part.declaredUncompressedBytes ?? part.uncompressedBytes;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, part.compressed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.compressed.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, name);
    offset += 30 + name.length + part.compressed.length;
  }
  const directoryBytes = directory.reduce((sum, piece) => sum + piece.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}
