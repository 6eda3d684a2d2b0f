/** Where a file's reading is: waiting for a reading slot, or at a page (a photo is page 1 of 1). */
export type ReadingProgress = { stage: 'waiting' } | { stage: 'reading'; page: number; pages: number };

/** What every reader of one file shares: whose turn it is, its deadline and where progress goes. */
export interface ReadingContext {
  /** The session the file belongs to: sessions take turns for reading slots and OCR. */
  owner: string;
  /** `performance.now()` time by which the file must be read. */
  deadline: number;
  /** The file's time limit as the clinician is told it. */
  timeLimitMs: number;
  /** True once the file's time is up; readers stop between steps. */
  isCancelled: () => boolean;
  onProgress: (progress: ReadingProgress) => void;
}
