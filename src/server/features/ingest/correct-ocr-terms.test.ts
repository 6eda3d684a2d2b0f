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
