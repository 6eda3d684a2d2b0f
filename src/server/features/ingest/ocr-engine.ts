import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page, Worker } from 'tesseract.js';
import {
  assembleOcrLinesWithConfidence,
  type OcrLine,
  type OcrLineReading,
  type OcrWord,
} from './assemble-ocr-lines';
import { rereadWeakWords } from './reread-weak-words';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0 to 1. */
  confidence: number;
  /** Each line of `text` with how surely its values were read. */
  lines: OcrLineReading[];
}

/**
 * The English model shipped by the @tesseract.js-data/eng npm package (integer LSTM: fastest),
 * read from node_modules. With a local langPath and caching off, tesseract.js never touches the network.
 */
export function localLanguageDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(packageJson), '4.0.0_best_int');
}

let workerPromise: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  // Loaded on the first photo, not at start-up: most servers never OCR anything.
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: localLanguageDirectory(),
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  // Lab slips are columns of short rows; one uniform block keeps each row's name, value and range together.
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    preserve_interword_spaces: '1',
    user_defined_dpi: '300',
  });
  return worker;
}

function getWorker(): Promise<Worker> {
  workerPromise ??= startWorker().catch((error: unknown) => {
    workerPromise = undefined;
    throw error;
  });
  return workerPromise;
}

/**
 * Recognises one prepared image with the single long-lived worker; jobs run one after another.
 * A job past its deadline terminates the worker (a wasm job cannot be cancelled) and the next job
 * starts a fresh one.
 */
export function recogniseImage(image: Buffer, timeoutMs: number): Promise<OcrResult> {
  const job = queue.then(() => runWithDeadline(image, timeoutMs));
  queue = job.catch(() => undefined);
  return job;
}

async function runWithDeadline(image: Buffer, timeoutMs: number): Promise<OcrResult> {
  let timer: NodeJS.Timeout | undefined;
  let expired = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(new Error('text recognition took too long'));
    }, timeoutMs);
  });
  // The deadline covers the worker's start too: a start that hangs must not block the queue for ever.
  const recognition = getWorker().then(async (worker) => {
    const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
    return { data, words: await rereadWeakLines(worker, image, linesOf(data), () => expired) };
  });
  try {
    const { data, words } = await Promise.race([recognition, deadline]);
    const lines = assembleOcrLinesWithConfidence(words);
    return {
      text: lines
        .map((line) => line.text)
        .join('\n')
        .trim(),
      confidence: data.confidence / 100,
      lines,
    };
  } catch (error) {
    recognition.catch(() => undefined);
    await shutdownOcr();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The weak value words of every line read a second time, each alone, the lines kept as they were. Once the
 * page's deadline has passed the worker is being terminated: nothing more is sent to it (a message to a
 * terminated worker throws outside any promise and would stop the server).
 */
export async function rereadWeakLines(
  worker: Worker,
  image: Buffer,
  lines: OcrLine[],
  hasExpired: () => boolean,
): Promise<OcrLine[]> {
  const { PSM } = await import('tesseract.js');
  const words = lines.flat();
  let reread: OcrWord[];
  const stopIfExpired = () => {
    if (hasExpired()) throw new Error('text recognition took too long');
  };
  stopIfExpired();
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    reread = await rereadWeakWords(image, words, async (png) => {
      stopIfExpired();
      const { data } = await worker.recognize(png);
      return { text: data.text.trim(), confidence: data.confidence };
    });
  } finally {
    if (!hasExpired()) await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  }
  let at = 0;
  return lines.map((line) => line.map(() => reread[at++] as OcrWord));
}

function linesOf(page: Page): OcrLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => line.words)),
  );
}

/** Starts the worker ahead of the first upload (optional: it also starts on first use). */
export async function warmUpOcr(): Promise<void> {
  await getWorker();
}

/** Terminates the worker; call on server shutdown. Safe to call when none is running. */
export async function shutdownOcr(): Promise<void> {
  const running = workerPromise;
  workerPromise = undefined;
  if (!running) return;
  const terminated = running.then((worker) => worker.terminate()).catch(() => undefined);
  // A worker still starting may never answer; give it a few seconds, not the caller's whole shutdown.
  await Promise.race([terminated, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
}
