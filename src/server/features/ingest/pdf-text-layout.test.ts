import { describe, expect, it } from 'vitest';
import { layOutPageText, type PositionedText } from './pdf-text-layout';

const at = (str: string, x: number, y: number, width = str.length * 5): PositionedText => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width,
  height: 10,
});

describe('rebuilding a lab table from PDF text pieces', () => {
  it('puts each row on one line, top to bottom, with tabs between columns', () => {
    const items = [
      at('14.8', 250, 682),
      at('WBC', 50, 682),
      at('Haemoglobin', 50, 700),
      at('10.2', 250, 700.5),
      at('g/dL', 330, 700),
    ];
    expect(layOutPageText(items)).toBe('Haemoglobin\t10.2\tg/dL\nWBC\t14.8');
  });

  it('joins pieces of one phrase with spaces, not tabs', () => {
    const items = [at('Random', 50, 600, 35), at('blood', 88, 600, 25), at('glucose', 116, 600, 35)];
    expect(layOutPageText(items)).toBe('Random blood glucose');
  });

  it('ignores empty pieces', () => {
    expect(layOutPageText([at(' ', 10, 10), at('', 20, 10), at('CRP', 30, 10)])).toBe('CRP');
  });
});
