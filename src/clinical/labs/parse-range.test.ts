import { describe, expect, it } from 'vitest';
import { parseRange } from './parse-range';

describe('reading the range printed on the report', () => {
  it.each([
    { text: '13-17 g/dL', low: 13, high: 17, unit: 'g/dL' },
    { text: '3.5 - 5.1', low: 3.5, high: 5.1 },
    { text: '(4.0-11.0)', low: 4, high: 11 },
    { text: '4,0 - 11,0', low: 4, high: 11 },
    { text: '150,000 - 400,000 /mm3', low: 150000, high: 400000, unit: '/mm3' },
    { text: '< 5', high: 5 },
    { text: 'up to 40 U/L', high: 40, unit: 'U/L' },
    { text: '>60', low: 60 },
    { text: '70 to 110 mg/dL', low: 70, high: 110, unit: 'mg/dL' },
    { text: '12.O-l5.5', low: 12, high: 15.5 },
    { text: '-2 - 2', low: -2, high: 2 },
  ])("'$text'", ({ text, low, high, unit }) => {
    const range = parseRange(text);
    expect(range?.low).toBe(low);
    expect(range?.high).toBe(high);
    if (unit !== undefined) expect(range?.unit).toBe(unit);
  });

  it('reads a qualitative expected result', () => {
    expect(parseRange('Negative')?.expected).toBe('negative');
    expect(parseRange('Non reactive')?.expected).toBe('negative');
  });

  it("chooses the patient's sex in a range printed for both", () => {
    expect(parseRange('M: 13-17 F: 12-15', { sex: 'female' })).toMatchObject({ low: 12, high: 15 });
    expect(parseRange('M: 13-17 F: 12-15', { sex: 'male' })).toMatchObject({ low: 13, high: 17 });
    expect(parseRange('Male 13.0-17.0 / Female 12.0-15.5', {})).toMatchObject({ low: 12, high: 17 });
  });

  it('gives nothing for an empty or unreadable range', () => {
    expect(parseRange(undefined)).toBeUndefined();
    expect(parseRange('')).toBeUndefined();
    expect(parseRange('see comment')).toBeUndefined();
  });
});
