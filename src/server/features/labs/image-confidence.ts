import type { StoredLabResult } from '../../../contracts/sessions';
import type { LabFileReading } from '../ingest';

/**
 * Values read by OCR are never presented as sure: each carries its confidence and a reminder to check
 * it against the slip, and one read below the floor is shown as unreadable instead of a guess.
 */

/** Below this value confidence a read is more likely wrong than a clinician would accept unchecked. */
export const ocrConfidenceFloor = 0.6;

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

function lineKey(line: string): string {
  return line.replace(/\s+/g, ' ').trim();
}

/**
 * How surely OCR read the values of a report line, or undefined for a line from a text layer (a digital
 * PDF page, a DOCX). A photo's line not matched to an OCR line takes the photo's mean confidence.
 */
export function confidenceOfLine(reading: LabFileReading): (line: string) => number | undefined {
  if (!reading.ocr) return () => undefined;
  const byLine = new Map<string, number>();
  for (const ocrLine of reading.ocrLines ?? []) byLine.set(lineKey(ocrLine.text), ocrLine.confidence);
  const isWholeImage = reading.type !== 'pdf';
  return (line) => byLine.get(lineKey(line)) ?? (isWholeImage ? reading.confidence : undefined);
}

/** The stored result with its OCR confidence and the reminder; unreadable below the floor. */
export function markReadFromImage(lab: StoredLabResult, confidence: number | undefined): StoredLabResult {
  if (confidence === undefined) return lab;
  const ocrConfidence = Math.min(1, Math.max(0, confidence));
  if (ocrConfidence < ocrConfidenceFloor) {
    // The value, unit and flag are dropped: a clinician must not act on a guess.
    return {
      id: lab.id,
      testType: lab.testType,
      result: 'unreadable',
      ...(lab.normalRange === undefined ? {} : { normalRange: lab.normalRange }),
      ...(lab.loinc === undefined ? {} : { loinc: lab.loinc }),
      notes: `Read from an image with ${percent(ocrConfidence)} confidence, below the ${percent(ocrConfidenceFloor)} needed: read this value on the slip and type it in.`,
      ocrConfidence,
      ...(lab.fileId === undefined ? {} : { fileId: lab.fileId, fileName: lab.fileName }),
    };
  }
  const reminder = `Read from an image (${percent(ocrConfidence)} confidence): check against the slip.`;
  return { ...lab, notes: lab.notes ? `${reminder} ${lab.notes}` : reminder, ocrConfidence };
}
