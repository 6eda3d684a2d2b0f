import type { OcrLineReading } from './assemble-ocr-lines';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ingestLimits } from './limits';
import { layOutPageText, type PositionedText } from './pdf-text-layout';
import { renderPdfPage } from './render-pdf-page';
import { FileTimeUp, PageTimeUp, readImageInTurn } from './read-in-turn';
import type { ReadingContext } from './reading-context';

export interface PdfReading {
  text: string;
  pages: number;
  /** Pages actually read: at most `maxPdfPages`, fewer when the time limit came first. */
  pagesRead: number;
  stoppedForTime: boolean;
  ocrPages: number;
  /** Mean OCR confidence over the scanned pages, 0 to 1. */
  confidence?: number;
  /** The lines read by OCR, each with how surely its values were read. */
  ocrLines: OcrLineReading[];
  /** Scanned pages that took longer than the time cap for one page and were left out. */
  skippedPages: number[];
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PDFPageProxy = import('pdfjs-dist/legacy/build/pdf.mjs').PDFPageProxy;
let pdfjsPromise: Promise<PdfJs> | undefined;

/** pdf.js's Node ("legacy") build, its fake worker running in this thread; assets come from node_modules. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

function assetDirectory(folder: string): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), folder) + path.sep;
}

/** No new page is started once this share of the file's time is spent, so a long scan returns its first pages. */
const pageStartBudgetShare = 0.75;

/**
 * Reads a PDF's text layer page by page; a page with (almost) no text is a scan, rendered and OCR'd in
 * its session's turn. Only the first `maxPdfPages` pages are read, no page is started late in the
 * file's time, and a scanned page past its own time cap is skipped, so a long or stubborn scan gives
 * its other pages rather than nothing. Progress is reported page by page.
 */
export async function readPdf(bytes: Uint8Array, context: ReadingContext): Promise<PdfReading> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and may detach) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
    standardFontDataUrl: assetDirectory('standard_fonts'),
    cMapUrl: assetDirectory('cmaps'),
    wasmUrl: assetDirectory('wasm'),
    iccUrl: assetDirectory('iccs'),
    maxImageSize: ingestLimits.maxImagePixels,
  });
  try {
    const document = await task.promise;
    const started = performance.now();
    const timeoutMs = context.deadline - started;
    const lastPage = Math.min(document.numPages, ingestLimits.maxPdfPages);
    const texts: string[] = [];
    const confidences: number[] = [];
    const ocrLines: OcrLineReading[] = [];
    const skippedPages: number[] = [];
    let stoppedForTime = false;
    let pageNumber = 1;
    for (; pageNumber <= lastPage && !context.isCancelled(); pageNumber++) {
      if (pageNumber > 1 && performance.now() - started > timeoutMs * pageStartBudgetShare) {
        stoppedForTime = true;
        break;
      }
      context.onProgress({ stage: 'reading', page: pageNumber, pages: lastPage });
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      let text = layOutPageText(items);
      if (await isScannedPage(pdfjs, page, text)) {
        try {
          const reading = await readImageInTurn(context.owner, context.deadline, () =>
            renderPdfPage(document, page, bytes, Math.max(1, context.deadline - performance.now())),
          );
          text = [text, reading.text].filter((part) => part !== '').join('\n');
          confidences.push(reading.confidence);
          ocrLines.push(...reading.lines);
        } catch (error) {
          if (error instanceof FileTimeUp) {
            stoppedForTime = true;
            break;
          }
          if (!(error instanceof PageTimeUp)) throw error;
          skippedPages.push(pageNumber);
        }
      }
      texts.push(text);
      page.cleanup();
    }
    const reading: PdfReading = {
      text: texts.join('\n\n').trim(),
      pages: document.numPages,
      pagesRead: pageNumber - 1,
      stoppedForTime,
      ocrPages: confidences.length,
      ocrLines,
      skippedPages,
    };
    if (confidences.length > 0)
      reading.confidence = confidences.reduce((a, b) => a + b, 0) / confidences.length;
    return reading;
  } finally {
    await task.destroy();
  }
}

const imageOperators = (pdfjs: PdfJs) =>
  new Set<number>([
    pdfjs.OPS.paintImageXObject,
    pdfjs.OPS.paintInlineImageXObject,
    pdfjs.OPS.paintImageXObjectRepeat,
    pdfjs.OPS.paintImageMaskXObject,
  ]);

/**
 * A page is a scan when it has (almost) no text layer, or only a little text (a scanner app's
 * "Scanned with ..." line, a stamp) beside an image. Only then is the image operator list built,
 * since that decodes the page's images.
 */
async function isScannedPage(pdfjs: PdfJs, page: PDFPageProxy, text: string): Promise<boolean> {
  const characters = text.replace(/\s/g, '').length;
  if (characters < ingestLimits.scannedPageMinChars) return true;
  if (characters >= ingestLimits.scannedPageMaxTextChars) return false;
  const operators = imageOperators(pdfjs);
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((operator) => operators.has(operator));
}
