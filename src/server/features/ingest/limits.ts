/** Limits that keep one uploaded file from exhausting the server (issue 4, point 7). */
export const ingestLimits = {
  /** Spec section 5: 10 MB per file, 1024-based. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Only the first pages of a PDF are read; lab reports are a page or two. */
  maxPdfPages: 20,
  /** Decoded pixels per image (about a 48-megapixel photo); sharp refuses larger input. */
  maxImagePixels: 50_000_000,
  /** DOCX / XLSX: total uncompressed size of every entry together. */
  maxZipUncompressedBytes: 50 * 1024 * 1024,
  /** DOCX / XLSX: number of entries in the archive. */
  maxZipEntries: 2_000,
  /** DOCX / XLSX: compression ratio above which a large entry is treated as a bomb. */
  maxZipEntryRatio: 200,
  /** Entries smaller than this are never judged by their ratio (tiny XML parts compress wildly). */
  zipRatioCheckFromBytes: 1024 * 1024,
  /** Whole-file reading time, OCR included. */
  fileTimeoutMs: 60_000,
  /** One page's rendering and OCR (a photo is one page); past it the page is skipped, the file goes on. */
  pageTimeoutMs: 30_000,
  /**
   * Files read at the same time (text and CSV excepted: they are read at once); the rest wait, taking
   * turns across sessions. One session reads at most two at once.
   */
  fileQueue: { concurrency: 4, concurrencyPerOwner: 2, maxWaiting: 24, maxWaitingPerOwner: 6 },
  /**
   * Scanned pages and photos being recognised: one at a time (one OCR worker; the other core keeps
   * answering requests), sessions taking turns page by page. Each file waits with at most one page.
   */
  ocrQueue: { concurrency: 1, concurrencyPerOwner: 1, maxWaiting: 24, maxWaitingPerOwner: 6 },
  /**
   * Text kept per file: about 300 printed pages, far beyond one patient's lab report (a larger text is
   * a whole-laboratory export). Bounds memory here and in the lab extraction downstream.
   */
  maxTextChars: 1_000_000,
  /** The excerpt kept in the session (spec section 3). */
  excerptChars: 500,
  /** A PDF page with fewer visible characters than this is treated as scanned and OCR'd. */
  scannedPageMinChars: 20,
  /** A page with less text than this and an image is a scan with a caption (a scanner app's footer). */
  scannedPageMaxTextChars: 200,
} as const;
