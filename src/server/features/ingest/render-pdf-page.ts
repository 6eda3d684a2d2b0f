import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderPageWithPdftoppm } from './render-with-pdftoppm';

/** Long side of the rendered page: about 270 dpi on A4, then scaled down with a sharp kernel for OCR (better than pdf.js smoothing at the final size). */
const renderLongSide = 3200;

/** What pdf.js's Node canvas factory hands out: an @napi-rs/canvas canvas and its 2D context. */
interface NodeCanvasPair {
  canvas: { width: number; height: number; encode(format: 'png'): Promise<Buffer> };
  context: { fillStyle: string; fillRect(x: number, y: number, width: number, height: number): void };
}
interface CanvasFactory {
  create(width: number, height: number): NodeCanvasPair;
  destroy(pair: NodeCanvasPair): void;
}

/**
 * Renders a scanned page to a PNG in memory, on the canvas pdf.js creates for itself in Node
 * (@napi-rs/canvas, an optional dependency of pdfjs-dist). Where that canvas cannot load, Debian's
 * pdftoppm renders the page instead, through pipes. Nothing touches the disk.
 */
export async function renderPdfPage(
  document: PDFDocumentProxy,
  page: PDFPageProxy,
  pdf: Uint8Array,
  timeoutMs: number,
): Promise<Buffer> {
  let factory: CanvasFactory;
  let pair: NodeCanvasPair;
  const unscaled = page.getViewport({ scale: 1 });
  const scale = Math.min(4, renderLongSide / Math.max(unscaled.width, unscaled.height));
  const viewport = page.getViewport({ scale });
  try {
    factory = document.canvasFactory as CanvasFactory;
    pair = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  } catch {
    return renderPageWithPdftoppm(pdf, page.pageNumber, renderLongSide, timeoutMs);
  }
  try {
    pair.context.fillStyle = '#ffffff';
    pair.context.fillRect(0, 0, pair.canvas.width, pair.canvas.height);
    await page.render({ canvas: pair.canvas as never, canvasContext: pair.context as never, viewport })
      .promise;
    return await pair.canvas.encode('png');
  } finally {
    factory.destroy(pair);
  }
}
