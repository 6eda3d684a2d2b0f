import { createFairQueue } from './fair-queue';
import { ingestLimits } from './limits';
import { readImage, type ImageReading } from './read-image';

/** The page's own time cap was reached; the rest of the file can still be read. */
export class PageTimeUp extends Error {}
/** The file's time cap was reached (waiting for its turn or reading); it keeps the pages already read. */
export class FileTimeUp extends Error {}

const ocrQueue = createFairQueue(ingestLimits.ocrQueue);

/**
 * Reads one scanned page or photo by OCR when its session's turn comes (sessions take turns page by
 * page, see `ingestLimits.ocrQueue`). The page is rendered (`toImage`) before the turn, so one file
 * renders while another is recognised. Rendering and recognition together get `pageTimeoutMs`
 * (waiting for the turn is not counted), and nothing runs past the file's deadline: a page that would
 * is abandoned, even while still waiting for its turn.
 */
export async function readImageInTurn(
  owner: string,
  fileDeadline: number,
  toImage: () => Promise<Uint8Array>,
): Promise<ImageReading> {
  const timeUp = (pageLeft: number, fileLeft: number) => () =>
    pageLeft <= fileLeft ? new PageTimeUp() : new FileTimeUp();
  const renderStarted = performance.now();
  const renderCap = Math.min(ingestLimits.pageTimeoutMs, fileDeadline - renderStarted);
  if (renderCap <= 0) throw new FileTimeUp();
  const image = await withinTime(
    toImage(),
    renderCap,
    timeUp(ingestLimits.pageTimeoutMs, fileDeadline - renderStarted),
  );
  const pageLeftAfterRender = ingestLimits.pageTimeoutMs - (performance.now() - renderStarted);

  let timer: NodeJS.Timeout | undefined;
  const fileTimeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FileTimeUp()), Math.max(0, fileDeadline - performance.now()));
  });
  const turn = ocrQueue.run(owner, async () => {
    const fileLeft = fileDeadline - performance.now();
    const cap = Math.min(pageLeftAfterRender, fileLeft);
    if (cap <= 0) throw timeUp(pageLeftAfterRender, fileLeft)();
    // The OCR engine gets the same time, so its own deadline stops the worker.
    return withinTime(readImage(image, cap), cap, timeUp(pageLeftAfterRender, fileLeft));
  });
  try {
    return await Promise.race([turn, fileTimeUp]);
  } catch (error) {
    turn.catch(() => undefined);
    if (error instanceof PageTimeUp || error instanceof FileTimeUp) throw error;
    // The OCR engine's own deadline fires with its message; say which cap it was.
    if (error instanceof Error && /took too long/.test(error.message)) {
      throw fileDeadline - performance.now() <= 0 ? new FileTimeUp() : new PageTimeUp();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function withinTime<T>(work: Promise<T>, timeoutMs: number, timeUp: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeUp()), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    work.catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
