import { describe, expect, it } from 'vitest';
import { restoreDroppedDecimalPoint } from './restore-decimal-point';

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
