import { describe, expect, it } from 'vitest';
import { attachRangesBelow } from './attach-range-below';

describe('a range printed on the line under its result', () => {
  it("joins the result's row", () => {
    const text = 'Lactate\t3.1 mmol/L\t↑\n(0.5 - 2.2)\nBase excess\t-6.0 mmol/L\n(-2.0 - 2.0)';
    expect(attachRangesBelow(text)).toBe(
      'Lactate\t3.1 mmol/L\t↑\t(0.5 - 2.2)\nBase excess\t-6.0 mmol/L\t(-2.0 - 2.0)',
    );
  });

  it('leaves a bracket under a row that has its range, or under prose, where it is', () => {
    const text = 'Urea\t4.1\t(2.5 - 6.7)\n(3.0 - 7.0)\nSee note\n(1 - 2)';
    expect(attachRangesBelow(text)).toBe(text);
  });
});
