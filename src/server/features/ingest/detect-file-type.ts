import { fileTypeLabels, typesByExtension, type LabFileType } from '../../../contracts/lab-file-types';
import { isZip, readZipDirectory } from './zip-directory';
import { ingestLimits } from './limits';
import { looksLikeDelimitedTable, looksLikeText } from './decode-text';

export type FileTypeVerdict =
  { ok: true; type: LabFileType; warning?: string } | { ok: false; error: string };

const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const ole2Signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Decides a file's type from its content (magic bytes), never from its name. A name that claims
 * another type is reported in `warning`; the content type still wins.
 */
export function detectFileType(name: string, bytes: Uint8Array): FileTypeVerdict {
  if (bytes.length === 0) return { ok: false, error: `'${name}' is empty` };
  const detected = detectFromContent(bytes);
  if (!detected.ok) return { ok: false, error: `'${name}' cannot be read: ${detected.error}` };
  const warning = describeNameMismatch(name, detected.type);
  return warning ? { ok: true, type: detected.type, warning } : detected;
}

function detectFromContent(
  bytes: Uint8Array,
): { ok: true; type: LabFileType } | { ok: false; error: string } {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, type: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { ok: true, type: 'webp' };
  if (ascii(bytes, 4, 8) === 'ftyp' && heifBrands.has(ascii(bytes, 8, 12))) return { ok: true, type: 'heic' };
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return { ok: true, type: 'pdf' };
  if (isZip(bytes)) return detectOfficeZip(bytes);
  if (startsWith(bytes, ole2Signature)) return detectOle2(bytes);
  if (ascii(bytes, 0, 5) === '{\\rtf')
    return { ok: false, error: 'RTF documents are not supported; save it as DOCX or PDF' };
  if (looksLikeText(bytes)) return { ok: true, type: looksLikeDelimitedTable(bytes) ? 'csv' : 'txt' };
  return { ok: false, error: 'its content is not an image, PDF, Word, Excel, CSV or text file' };
}

function detectOfficeZip(bytes: Uint8Array): { ok: true; type: LabFileType } | { ok: false; error: string } {
  const directory = readZipDirectory(bytes, ingestLimits.maxZipEntries);
  if (!directory.ok) return directory;
  const names = directory.entries.map((entry) => entry.name);
  if (names.some((entry) => entry.startsWith('word/'))) return { ok: true, type: 'docx' };
  if (names.some((entry) => entry.startsWith('xl/'))) return { ok: true, type: 'xlsx' };
  return { ok: false, error: 'it is a ZIP archive, not a Word (DOCX) or Excel (XLSX) document' };
}

/** OLE2 compound files hold their stream names in UTF-16LE directory entries. */
function detectOle2(bytes: Uint8Array): { ok: true; type: LabFileType } | { ok: false; error: string } {
  if (containsUtf16(bytes, 'WordDocument')) return { ok: true, type: 'doc' };
  if (containsUtf16(bytes, 'Workbook') || containsUtf16(bytes, 'Book')) {
    return { ok: false, error: 'legacy Excel (XLS) files are not supported; save it as XLSX or CSV' };
  }
  return { ok: false, error: 'it is an Office compound file without a Word document inside' };
}

function describeNameMismatch(name: string, type: LabFileType): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const claimed = extension ? typesByExtension[extension] : undefined;
  if (!claimed || claimed.type === type) return undefined;
  const bothText = (claimed.type === 'txt' || claimed.type === 'csv') && (type === 'txt' || type === 'csv');
  if (bothText) return undefined;
  return `'${name}' is not a ${claimed.label} file: its content is ${fileTypeLabels[type]}, and it was read as such`;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}

function containsUtf16(bytes: Uint8Array, word: string): boolean {
  const needle = Buffer.from(word, 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}
