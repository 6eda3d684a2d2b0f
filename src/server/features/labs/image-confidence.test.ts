import { describe, expect, it } from 'vitest';
import type { StoredLabResult } from '../../../contracts/sessions';
import type { LabFileReading } from '../ingest';
import { confidenceOfLine, markReadFromImage, ocrConfidenceFloor } from './image-confidence';
import { dropRestatedValues } from './lab-results';

const potassium: StoredLabResult = {
  id: 'k1',
  testType: 'Potassium',
  result: '6.1 mmol/L',
  normalRange: '3.5 - 5.1',
  value: 6.1,
  unit: 'mmol/L',
  flag: 'attention',
  notes: 'Potassium 6.1 mmol/L is high',
  fileId: 'f1',
  fileName: 'slip.jpg',
};

const reading = (overrides: Partial<LabFileReading>): LabFileReading => ({
  type: 'jpeg',
  text: '',
  excerpt: '',
  ocr: true,
  warnings: [],
  ...overrides,
});

describe('values read from an image', () => {
  it('carry their confidence and the reminder to check them against the slip', () => {
    const marked = markReadFromImage(potassium, 0.87);
    expect(marked).toMatchObject({ value: 6.1, flag: 'attention', ocrConfidence: 0.87 });
    expect(marked.notes).toBe(
      'Read from an image (87% confidence): check against the slip. Potassium 6.1 mmol/L is high',
    );
  });

  it('are shown as unreadable below the floor: no value, unit or flag to act on', () => {
    const marked = markReadFromImage(potassium, ocrConfidenceFloor - 0.01);
    expect(marked.result).toBe('unreadable');
    expect(marked.value).toBeUndefined();
    expect(marked.unit).toBeUndefined();
    expect(marked.flag).toBeUndefined();
    expect(marked.notes).toMatch(/read this value on the slip/);
    expect(marked).toMatchObject({ testType: 'Potassium', fileId: 'f1', ocrConfidence: 0.59 });
  });

  it('are left as they are when they come from a text layer', () => {
    expect(markReadFromImage(potassium, undefined)).toBe(potassium);
    const digital = confidenceOfLine(reading({ type: 'docx', ocr: false }));
    expect(digital('Potassium 6.1')).toBeUndefined();
  });

  it("take the confidence of their own line, a photo's mean when the line is not found", () => {
    const photo = confidenceOfLine(
      reading({ confidence: 0.8, ocrLines: [{ text: 'Potassium\t6.1\tmmol/L', confidence: 0.55 }] }),
    );
    expect(photo('Potassium  6.1 mmol/L')).toBe(0.55);
    expect(photo('Sodium 139')).toBe(0.8);
    // In a PDF with both text and scanned pages, a line of the text layer is not an OCR read.
    const mixed = confidenceOfLine(
      reading({ type: 'pdf', confidence: 0.8, ocrLines: [{ text: 'Urea 9.1', confidence: 0.9 }] }),
    );
    expect(mixed('Urea 9.1')).toBe(0.9);
    expect(mixed('Creatinine 120')).toBeUndefined();
  });
});

describe('a value a report restates in another unit', () => {
  const creatinine = (id: string, testType: string, value: number): StoredLabResult => ({
    id,
    testType,
    result: `${value}`,
    loinc: '2160-0',
    value,
    unit: 'µmol/L',
  });

  it('is kept once under the same printed name, and kept under a name of its own', () => {
    const labs = [
      creatinine('a', 'Créatinine', 123.8),
      creatinine('b', 'Creatinine', 124),
      creatinine('c', 'Creatinine (enzymatic)', 124),
      creatinine('d', 'Créatinine', 150),
    ];
    expect(dropRestatedValues(labs).map((lab) => lab.id)).toEqual(['a', 'c', 'd']);
  });
});
