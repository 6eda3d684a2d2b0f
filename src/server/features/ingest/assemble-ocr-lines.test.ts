import { describe, expect, it } from 'vitest';
import { assembleOcrLines, assembleOcrLinesWithConfidence, type OcrWord } from './assemble-ocr-lines';

const word = (text: string, x0: number, confidence = 95): OcrWord => ({
  text,
  confidence,
  bbox: { x0, y0: 0, x1: x0 + text.length * 16, y1: 30 },
});

describe('rebuilding lab slip lines from OCR words', () => {
  it('separates columns with tabs and words of one name with spaces', () => {
    const lines = [
      [
        word('Random', 210),
        word('blood', 330),
        word('glucose', 430),
        word('11.4', 755),
        word('mmol/L', 1005),
      ],
    ];
    expect(assembleOcrLines(lines)).toBe('Random blood glucose\t11.4\tmmol/L');
  });

  it('drops doubtful marks read from the paper edge and the desk, outside the printed columns', () => {
    const lines = [
      [word('|', 115, 40), word('Haemoglobin', 211, 74), word('10.2', 755, 94), word('Eo', 1657, 3)],
      [word('Er', 116, 2), word('Malaria', 210, 93), word('POSITIVE', 754, 96), word('Bo', 1653, 10)],
    ];
    expect(assembleOcrLines(lines)).toBe('Haemoglobin\t10.2\nMalaria\tPOSITIVE');
  });

  it('keeps a doubtful word inside the printed columns: it may be a real value', () => {
    const lines = [
      [word('WBC', 210, 90), word('14.8', 755, 96), word('x1079/L', 1006, 20)],
      [word('Platelets', 210, 96), word('150', 1200, 90)],
    ];
    expect(assembleOcrLines(lines)).toBe('WBC\t14.8\tx1079/L\nPlatelets\t150');
  });

  it('drops letters read unsurely from a dashed underline, far flatter than print, and keeps a flat dash', () => {
    const flat = (text: string, x0: number, confidence: number): OcrWord => ({
      text,
      confidence,
      bbox: { x0, y0: 22, x1: x0 + 90, y1: 29 },
    });
    const lines = [
      [
        word('Stool', 210),
        word('O/C', 300),
        word('No', 420),
        word('ova', 470),
        word('seen', 540),
        flat('PERO', 640, 22),
      ],
      [word('RBC', 210), word('3,85', 755), word('(4,20', 1000), flat('—', 1100, 46), word('5,40)', 1200)],
      [word('VDRL', 210), word('Non', 420), word('reactive', 500), flat('PERO', 800, 90)],
    ];
    expect(assembleOcrLines(lines)).toBe(
      'Stool O/C\tNo ova seen\nRBC\t3,85\t(4,20 — 5,40)\nVDRL\tNon reactive\tPERO',
    );
  });

  it('drops a line of pure noise', () => {
    const lines = [
      [word('ch', 142, 0), word('sessR', 181, 0)],
      [word('CRP', 211, 90), word('86', 753, 96)],
    ];
    expect(assembleOcrLines(lines)).toBe('CRP\t86');
  });
});

describe('reading the rows of a form by their geometry', () => {
  it('parts two boxed columns side by side into two rows', () => {
    const lines = [
      [
        word('WBC', 100),
        word('count:', 170),
        word('1,250', 290),
        word('cells/uL', 390),
        word('Differential:', 900),
        word('Neutrophils', 1130),
        word('82', 1320),
        word('%', 1370),
      ],
    ];
    expect(assembleOcrLines(lines)).toBe('WBC count: 1,250 cells/uL\nDifferential: Neutrophils 82 %');
  });

  it('keeps a name, its value and its range on one row', () => {
    const lines = [[word('Malaria', 100), word('parasite:', 230), word('Seen', 760), word('+++', 840)]];
    expect(assembleOcrLines(lines)).toBe('Malaria parasite:\tSeen +++');
  });

  it("drops table borders read as '|' and stray dots left of a leader", () => {
    const lines = [
      [word('|', 60), word('VS', 100), word('.', 400), word('45', 760), word('mm', 820), word('|', 1200)],
    ];
    expect(assembleOcrLines(lines)).toBe('VS\t45 mm');
  });

  it('drops a scrap before a row that already has its label, and a doubtful one anywhere', () => {
    const lines = [
      [
        word('B', 60, 92),
        word('CSF/blood', 200),
        word('glucose', 380),
        word('ratio:', 520),
        word('0.18', 640),
      ],
      [word('Sodium', 100), word('~', 400, 40), word('139', 760)],
    ];
    expect(assembleOcrLines(lines)).toBe('CSF/blood glucose ratio: 0.18\nSodium\t139');
  });

  it('keeps a short name read surely, and a flag after the value', () => {
    const lines = [[word('K', 100, 93), word('5.9', 760), word('H', 1000, 90)]];
    expect(assembleOcrLines(lines)).toBe('K\t5.9\tH');
  });

  it('drops a doubtful speck after a heading or after a complete row, never a value of its own', () => {
    const lines = [
      [word('CEREBROSPINAL', 100), word('FLUID', 320), word('FORM', 416), word('2', 1200, 55)],
      [word('HBsAg', 100), word('Non-reactive', 760), word('5', 1200, 40)],
      [word('Epithelial', 100), word('cells', 280), word('2', 760, 55)],
    ];
    expect(assembleOcrLines(lines)).toBe(
      'CEREBROSPINAL FLUID FORM\nHBsAg\tNon-reactive\nEpithelial cells\t2',
    );
  });
});

describe('how surely each line was read', () => {
  it('gives a line the confidence of its values, not of its name', () => {
    const lines = [
      [word('Potassium', 210, 96), word('5.8', 755, 41), word('mmol/L', 1005, 90)],
      [word('Sodium', 210, 70), word('139', 755, 93)],
      [word('HIV', 210, 92), word('Negative', 755, 88)],
    ];
    expect(assembleOcrLinesWithConfidence(lines)).toEqual([
      { text: 'Potassium\t5.8\tmmol/L', confidence: 0.41 },
      { text: 'Sodium\t139', confidence: 0.93 },
      { text: 'HIV\tNegative', confidence: 0.9 },
    ]);
  });

  it('does not let a smudge read as letters and digits weigh on a clear value, but keeps an OCR-lettered value weak', () => {
    const lines = [
      [word('PCV', 210, 90), word('29', 755, 96), word('04/F3C', 1400, 0), word('"6', 1600, 44)],
      [word('Urea', 210, 96), word('1l.2', 755, 40), word('mmol/L', 1005, 95)],
    ];
    const [pcv, urea] = assembleOcrLinesWithConfidence(lines);
    expect(pcv?.confidence).toBeCloseTo(0.96, 2);
    expect(urea?.confidence).toBeCloseTo(0.4, 2);
  });
});
