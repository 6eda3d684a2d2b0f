import { createRequire } from 'node:module';
import path from 'node:path';
import { ingestLimits } from './limits';
import { layOutPageText, type PositionedText } from './pdf-text-layout';
import { renderPdfPage } from './render-pdf-page';
import { readImage } from './read-image';

export interface PdfReading {
  text: string;
  pages: number;
  /** Pages actually read: at most `maxPdfPages`, fewer when the time limit came first. */
  pagesRead: number;
  stoppedForTime: boolean;
  ocrPages: number;
  /** Mean OCR confidence over the scanned pages, 0 to 1. */
  confidence?: number;
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
 * Reads a PDF's text layer page by page; a page with (almost) no text is a scan, rendered and OCR'd.
 * Only the first `maxPdfPages` pages are read, and no page is started late in the time limit, so a
 * long scanned document gives its first pages rather than nothing. `isCancelled` is checked between
 * pages so a timed-out file stops working.
 */
export async function readPdf(
  bytes: Uint8Array,
  timeoutMs: number,
  isCancelled: () => boolean,
): Promise<PdfReading> {
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
    const lastPage = Math.min(document.numPages, ingestLimits.maxPdfPages);
    const texts: string[] = [];
    const confidences: number[] = [];
    let stoppedForTime = false;
    for (let pageNumber = 1; pageNumber <= lastPage && !isCancelled(); pageNumber++) {
      const elapsed = performance.now() - started;
      if (pageNumber > 1 && elapsed > timeoutMs * pageStartBudgetShare) {
        stoppedForTime = true;
        break;
      }
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      let text = layOutPageText(items);
      if (await isScannedPage(pdfjs, page, text)) {
        const remainingMs = Math.max(1, timeoutMs - elapsed);
        const image = await renderPdfPage(document, page, bytes, remainingMs);
        const reading = await readImage(image, remainingMs);
        text = [text, reading.text].filter((part) => part !== '').join('\n');
        confidences.push(reading.confidence);
      }
      texts.push(text);
      page.cleanup();
    }
    const reading: PdfReading = {
      text: texts.join('\n\n').trim(),
      pages: document.numPages,
      pagesRead: texts.length,
      stoppedForTime,
      ocrPages: confidences.length,
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
