import { describe, expect, it } from 'vitest';
import { restoreDroppedDecimalPoint, restoreOcrDecimalPoints } from './restore-decimal-point';

describe('placing a decimal point OCR dropped', () => {
  it('reads an impossible calcium of 261 mmol/L beside 2.15-2.50 as 2.61, and says so', () => {
    const { entry, note } = restoreDroppedDecimalPoint({
      testType: 'Calcium (total)',
      result: '261 mmol/L',
      normalRange: '2.15-2.50',
    });
    expect(entry.result).toBe('2.61 mmol/L');
    expect(note).toMatch(/decimal point/);
  });

  it('leaves a possible value, a value without a printed range and one no point makes possible as read', () => {
    const possible = { testType: 'Sodium', result: '139 mmol/L', normalRange: '135-145' };
    expect(restoreDroppedDecimalPoint(possible).entry).toBe(possible);
    const noRange = { testType: 'Calcium', result: '261 mmol/L' };
    expect(restoreDroppedDecimalPoint(noRange).entry).toBe(noRange);
    // 9.99 and 99.9 mmol/L are both impossible for calcium: nothing is placed.
    const impossible = { testType: 'Calcium', result: '999 mmol/L', normalRange: '2.15-2.50' };
    expect(restoreDroppedDecimalPoint(impossible).note).toBeUndefined();
  });

  it('leaves a hyperosmolar glucose of 72 mmol/L as read: possible, so never made normal', () => {
    const extreme = { testType: 'Glucose', result: '72 mmol/L', normalRange: '3.9-6.1' };
    expect(restoreDroppedDecimalPoint(extreme).entry).toBe(extreme);
  });
});

describe('placing a decimal point OCR dropped from a printed range', () => {
  it("reads a urea range scanned as '2:1 -7.1' as 2.1-7.1, and leaves a titre's colon alone", () => {
    const { entry, note } = restoreOcrDecimalPoints({
      testType: 'Urea',
      result: '18.4 mmol/L',
      normalRange: '2:1 -7.1',
    });
    expect(entry.normalRange).toBe('2.1 -7.1');
    expect(note).toMatch(/range as 2:1 -7.1/);
    const titre = { testType: 'ASOT', result: '1:320', normalRange: '1:20 - 1:160' };
    expect(restoreOcrDecimalPoints(titre).entry).toBe(titre);
  });

  it('reads a prothrombin time range of 10.5-152 s as 10.5-15.2, so 18.9 s stays prolonged', () => {
    const { entry, note } = restoreOcrDecimalPoints({
      testType: 'Prothrombin time',
      result: '18.9 s',
      normalRange: '10.5-152 s',
    });
    expect(entry.normalRange).toBe('10.5-15.2 s');
    expect(note).toMatch(/range as 10\.5-152/);
  });

  it('reads an INR range of 09-13 as 0.9-1.3 and a urine pH range of 50-8.5 as 5.0-8.5', () => {
    expect(
      restoreOcrDecimalPoints({ testType: 'INR', result: '2.4', normalRange: '09-13' }).entry.normalRange,
    ).toBe('0.9-1.3');
    expect(
      restoreOcrDecimalPoints({ testType: 'Urine pH', result: '6.0', normalRange: '50-8.5' }).entry
        .normalRange,
    ).toBe('5.0-8.5');
  });

  it('reads a potassium range of 34-52 mmol/L as 3.4-5.2', () => {
    const { entry } = restoreOcrDecimalPoints({
      testType: 'Potassium',
      result: '6.1 mmol/L',
      normalRange: '34-52',
    });
    expect(entry.normalRange).toBe('3.4-5.2');
  });

  it('leaves a printed range that differs from the textbook, and one no single point explains, as printed', () => {
    const wider = { testType: 'ALT', result: '48 U/L', normalRange: '7-56 U/L' };
    expect(restoreOcrDecimalPoints(wider).entry).toBe(wider);
    const sodium = { testType: 'Sodium', result: '128 mmol/L', normalRange: '133-146' };
    expect(restoreOcrDecimalPoints(sodium).entry).toBe(sodium);
    // Neither 40 nor 4.0 is near a haemoglobin range of 12-17 g/dL: nothing is guessed.
    const unclear = { testType: 'Haemoglobin', result: '9.1 g/dL', normalRange: '40-160' };
    expect(restoreOcrDecimalPoints(unclear).entry).toBe(unclear);
  });

  it('leaves a range printed in another unit than the result to the range reading', () => {
    const creatinine = { testType: 'Creatinine', result: '1.6 mg/dL', normalRange: '62-106' };
    expect(restoreOcrDecimalPoints(creatinine).entry).toBe(creatinine);
  });
});
