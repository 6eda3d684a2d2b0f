import { describe, expect, it } from 'vitest';
import { correctOcrLabTerms } from './correct-ocr-terms';

describe('correcting the misreadings OCR makes on lab slips', () => {
  it.each([
    ['HbAlc\t7.9\t%', 'HbA1c\t7.9\t%'],
    ['HbAIc 6.1 %', 'HbA1c 6.1 %'],
    ['WBC\t14.8\tx1079/L\t4.0 - 11.0', 'WBC\t14.8\tx10^9/L\t4.0 - 11.0'],
    ['Platelets 95 x10%9/L', 'Platelets 95 x10^9/L'],
    ['RBC 3.9 x10712/L', 'RBC 3.9 x10^12/L'],
  ])('reads %j as %j', (ocr, expected) => {
    expect(correctOcrLabTerms(ocr)).toBe(expected);
  });

  it('leaves words that only look similar alone', () => {
    expect(correctOcrLabTerms('Alcohol: none; HbA 97 %')).toBe('Alcohol: none; HbA 97 %');
  });
});

describe('the slash and superscripts of count units, misread', () => {
  it.each([
    ['Pus cells\t20-25 IHPF\t0-5', 'Pus cells\t20-25 /HPF\t0-5'],
    ['RBC 3-5 lhpf', 'RBC 3-5 /hpf'],
    ['Globules blancs\t3,2*\tGIL', 'Globules blancs\t3,2*\tG/L'],
    ['Globules rouges 3,85 TIL', 'Globules rouges 3,85 T/L'],
    ['Platelet count 88 x10°/L', 'Platelet count 88 x10^9/L'],
    ['Total WBC 14.6 x10%L', 'Total WBC 14.6 x10^9/L'],
    ['WBC 18.2 H 10~9/L', 'WBC 18.2 H 10^9/L'],
  ])('reads %j as %j', (ocr, expected) => {
    expect(correctOcrLabTerms(ocr)).toBe(expected);
  });

  it('leaves words that merely hold those letters alone', () => {
    expect(correctOcrLabTerms('GIL Hospital, TIL 2026; HPF microscope')).toBe(
      'GIL Hospital, TIL 2026; HPF microscope',
    );
  });
});
