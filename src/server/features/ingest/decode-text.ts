/** Text files from lab systems: UTF-8 (with or without BOM), UTF-16 with BOM, or Latin-1 / Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le', bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode('utf-16be', bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decode('windows-1252', bytes);
  }
}

/** Text has no NUL and few control characters once decoded; binary formats fail one or the other. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const hasUtf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!hasUtf16Bom && bytes.includes(0)) return false;
  const sample = decodeText(bytes.subarray(0, 64 * 1024));
  let controls = 0;
  for (const char of sample) {
    const code = char.charCodeAt(0);
    if (code === 0 || (code < 32 && char !== '\n' && char !== '\r' && char !== '\t' && char !== '\f'))
      controls++;
  }
  return controls <= sample.length / 100;
}

const delimiters = [',', ';', '\t'] as const;

/** Picks the delimiter that splits most of the first lines into the same number of cells. */
export function detectDelimiter(text: string): string | undefined {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 50);
  if (lines.length < 2) return undefined;
  for (const delimiter of delimiters) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const first = counts[0] ?? 0;
    const same = counts.filter((count) => count === first && count > 0).length;
    if (first > 0 && same >= Math.ceil(lines.length * 0.8)) return delimiter;
  }
  return undefined;
}

export function looksLikeDelimitedTable(bytes: Uint8Array): boolean {
  return detectDelimiter(decodeText(bytes.subarray(0, 16 * 1024))) !== undefined;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

function decode(encoding: string, bytes: Uint8Array): string {
  return new TextDecoder(encoding).decode(bytes);
}
