import type { OcrLineReading } from './assemble-ocr-lines';
import { detectFileType, type FileTypeVerdict } from './detect-file-type';
import { imageTypes, type LabFileType } from '../../../contracts/lab-file-types';
import { ingestLimits } from './limits';
import { readCsvFile, readTextFile } from './read-delimited-text';
import { createFairQueue, QueueFullError } from './fair-queue';
import { FileTimeUp, PageTimeUp, readImageInTurn } from './read-in-turn';
import type { ReadingContext, ReadingProgress } from './reading-context';
import { readDoc, readDocx, readXlsx } from './read-office';
import { checkPdfForBomb } from './pdf-stream-guard';
import { readPdf } from './read-pdf';
import { attachRangesBelow } from './attach-range-below';
import { joinLabelledResults } from './join-labelled-results';
import { unfoldSideBySideTables } from './unfold-side-by-side';
import { checkZipForBomb } from './zip-guard';

export interface LabFileInput {
  name: string;
  bytes: Uint8Array;
}

export interface LabFileReading {
  /** Decided from the content; 'unknown' when the file was refused before its type was known. */
  type: LabFileType | 'unknown';
  text: string;
  /** At most 500 characters, the part of the text kept in the session (spec section 3). */
  excerpt: string;
  pages?: number;
  ocr: boolean;
  /** Mean OCR word confidence, 0 to 1, when OCR was used. */
  confidence?: number;
  /** The lines of `text` read by OCR, each with how surely its values were read (0 to 1). */
  ocrLines?: OcrLineReading[];
  /** Things the clinician should know although the file was read (a misleading name, pages skipped). */
  warnings: string[];
  /** Set when the file could not be read; `text` is then empty. */
  error?: string;
}

interface ReadOptions {
  timeoutMs?: number;
  /** Whose file this is (the patient session): sessions take turns. One shared owner when absent. */
  owner?: string;
  /** Called as the reading moves on (waiting, then page by page), for the clinician's progress line. */
  onProgress?: (progress: ReadingProgress) => void;
}

const fileQueue = createFairQueue(ingestLimits.fileQueue);
/** Text and CSV are decoded in milliseconds: they never wait behind photos or scans being OCRed. */
const isReadAtOnce = (type: string) => type === 'txt' || type === 'csv';

/**
 * Reads one uploaded lab file into text, in memory only. Never throws: a refused, corrupt, oversized
 * or too slow file comes back with `error` set and a message a clinician can act on.
 */
export async function readLabFile(input: LabFileInput, options: ReadOptions = {}): Promise<LabFileReading> {
  const { name, bytes } = input;
  if (bytes.length > ingestLimits.maxFileBytes) {
    const limit = ingestLimits.maxFileBytes / 1024 / 1024;
    return refuse(
      'unknown',
      `'${name}' is over the ${limit} MB limit per file (${megabytes(bytes.length)} MB)`,
    );
  }
  const detected = detectSafely(name, bytes);
  if (!detected.ok) return refuse('unknown', detected.error);
  const warnings = detected.warning ? [detected.warning] : [];
  const timeoutMs = options.timeoutMs ?? ingestLimits.fileTimeoutMs;
  const owner = options.owner ?? 'shared';
  const onProgress = options.onProgress ?? (() => undefined);
  try {
    const read = () => readWithDeadline(detected.type, bytes, timeoutMs, owner, onProgress);
    if (!isReadAtOnce(detected.type)) onProgress({ stage: 'waiting' });
    const reading = await (isReadAtOnce(detected.type) ? read() : fileQueue.run(owner, read));
    warnings.push(...reading.warnings);
    if (reading.text.trim() === '') {
      return { ...refuse(detected.type, `no text could be read from '${name}'`), warnings };
    }
    const text = capText(reading.text, warnings);
    return { ...reading, type: detected.type, text, excerpt: excerptOf(text), warnings };
  } catch (error) {
    if (error instanceof QueueFullError) return { ...refuse(detected.type, busyMessage(name)), warnings };
    const reason = detected.type === 'heic' ? heicAdvice : describeFailure(error, timeoutMs);
    return { ...refuse(detected.type, `'${name}' could not be read: ${reason}`), warnings };
  }
}

function detectSafely(name: string, bytes: Uint8Array): FileTypeVerdict {
  try {
    return detectFileType(name, bytes);
  } catch {
    return { ok: false, error: `'${name}' cannot be read: its content is damaged` };
  }
}

type ReaderResult = Omit<LabFileReading, 'type' | 'excerpt'>;

async function readWithDeadline(
  type: LabFileType,
  bytes: Uint8Array,
  timeoutMs: number,
  owner: string,
  onProgress: (progress: ReadingProgress) => void,
): Promise<ReaderResult> {
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cancelled = true;
      reject(new Error(`reading took longer than ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
  });
  try {
    const context: ReadingContext = {
      owner,
      // Readers aim a little inside the hard deadline so they can return the pages they have.
      deadline: performance.now() + timeoutMs * 0.95,
      timeLimitMs: timeoutMs,
      isCancelled: () => cancelled,
      onProgress,
    };
    return await Promise.race([readByType(type, bytes, context), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function readByType(
  type: LabFileType,
  bytes: Uint8Array,
  context: ReadingContext,
): Promise<ReaderResult> {
  const { isCancelled } = context;
  if (imageTypes.has(type)) {
    context.onProgress({ stage: 'reading', page: 1, pages: 1 });
    const { text, confidence, lines } = await readImageInTurn(
      context.owner,
      context.deadline,
      async () => bytes,
    );
    return { text, ocr: true, confidence, ocrLines: lines, warnings: [] };
  }
  switch (type) {
    case 'pdf': {
      const verdict = await checkPdfForBomb(bytes);
      if (!verdict.ok) throw new RefusedFile(verdict.error);
      const pdf = await readPdf(bytes, context);
      // Nothing read because a cap came first: say which cap, not "no text".
      if (pdf.text === '' && pdf.stoppedForTime) throw new FileTimeUp();
      if (pdf.text === '' && pdf.skippedPages.length > 0)
        throw new RefusedFile(
          `every scanned page took longer than ${ingestLimits.pageTimeoutMs / 1000} s to read; try a clearer scan, or type the values in by hand`,
        );
      const warnings = pdf.skippedPages.map(
        (page) =>
          `page ${page} took longer than ${ingestLimits.pageTimeoutMs / 1000} s to read and was left out; type its values in by hand`,
      );
      if (pdf.pagesRead < pdf.pages)
        warnings.push(
          `only the first ${pdf.pagesRead} of ${pdf.pages} pages were read` +
            (pdf.stoppedForTime
              ? ` (the time limit of ${Math.round(context.timeLimitMs / 1000)} s for one file was reached)`
              : ''),
        );
      const ocr = pdf.ocrPages > 0;
      const text = ocr ? pdf.text : tidyReportText(pdf.text);
      const reading: ReaderResult = { text, pages: pdf.pages, ocr, warnings };
      if (pdf.confidence !== undefined) reading.confidence = pdf.confidence;
      if (pdf.ocrLines.length > 0) reading.ocrLines = pdf.ocrLines;
      return reading;
    }
    case 'docx':
    case 'xlsx': {
      const verdict = await checkZipForBomb(bytes);
      if (!verdict.ok) throw new RefusedFile(verdict.error);
      const text = type === 'docx' ? await readDocx(bytes) : await readXlsx(bytes, isCancelled);
      const tables = unfoldSideBySideTables(text);
      return { text: type === 'docx' ? tidyReportText(tables) : tables, ocr: false, warnings: [] };
    }
    case 'doc':
      return {
        text: tidyReportText(unfoldSideBySideTables(await readDoc(bytes))),
        ocr: false,
        warnings: [],
      };
    case 'csv':
      return { text: unfoldSideBySideTables(readCsvFile(headOfText(bytes))), ocr: false, warnings: [] };
    default:
      return { text: tidyReportText(readTextFile(headOfText(bytes))), ocr: false, warnings: [] };
  }
}

/** Text laid out by a program (not OCR): result blocks and ranges under results joined to their rows. */
function tidyReportText(text: string): string {
  return attachRangesBelow(joinLabelledResults(text));
}

/** sharp's prebuilt libvips decodes AVIF but not the HEVC inside iPhone HEIC photos (a patent-encumbered codec). */
const heicAdvice =
  "HEIC photos cannot be decoded here; export the photo as JPEG, or set the phone camera to 'Most Compatible'";

function busyMessage(name: string): string {
  return `'${name}' was not read: the server is busy reading other scans and photos; upload it again in a few minutes`;
}

/** A file refused on purpose (a bomb, a damaged archive); its message is already clinician-readable. */
class RefusedFile extends Error {}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof RefusedFile) return error.message;
  if (error instanceof PageTimeUp)
    return `the photo took longer than ${ingestLimits.pageTimeoutMs / 1000} s to read; try a sharper, closer photo`;
  if (error instanceof FileTimeUp) return `reading took longer than ${Math.round(timeoutMs / 1000)} s`;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|exceeds pixel/i.test(message)) return 'the image has too many pixels';
  if (/heif|heic|bad seek|unsupported image format/i.test(message))
    return 'this image format could not be decoded (export the photo as JPEG)';
  if (/took longer than|took too long/i.test(message)) return message;
  if (/password|encrypt/i.test(message)) return 'the file is password-protected';
  return 'the file is damaged or not in the format its content suggests';
}

function refuse(type: LabFileType | 'unknown', error: string): LabFileReading {
  return { type, text: '', excerpt: '', ocr: false, warnings: [], error };
}

/** Up to the last line end within the text cap (a byte per character at most for text exports). */
function headOfText(bytes: Uint8Array): Uint8Array {
  const maxBytes = ingestLimits.maxTextChars * 2;
  if (bytes.length <= maxBytes) return bytes;
  const lastLineEnd = bytes.subarray(0, maxBytes).lastIndexOf(0x0a);
  return bytes.subarray(0, lastLineEnd > 0 ? lastLineEnd + 1 : maxBytes);
}

function capText(text: string, warnings: string[]): string {
  if (text.length <= ingestLimits.maxTextChars) return text;
  const cut = text.lastIndexOf('\n', ingestLimits.maxTextChars);
  warnings.push(
    `the file holds more text than one lab report; only its first ${ingestLimits.maxTextChars.toLocaleString('en')} characters were read`,
  );
  return text.slice(0, cut > 0 ? cut : ingestLimits.maxTextChars);
}

function excerptOf(text: string): string {
  return Array.from(text.trim()).slice(0, ingestLimits.excerptChars).join('');
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(2);
}
