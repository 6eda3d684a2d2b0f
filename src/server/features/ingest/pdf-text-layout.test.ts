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

  it('puts a cell centred under its header in that column, though it starts left of the header', () => {
    // Cells centred under LOW and HIGH; the unit is wider than its header, so it starts left of 'UNIT'.
    const items = [
      at('TEST', 60, 650, 25),
      at('RESULT', 230, 650, 38),
      at('UNIT', 327, 650, 23),
      at('LOW', 404, 650, 23),
      at('HIGH', 450, 650, 24),
      at('Sodium', 60, 610, 36),
      at('131', 243, 610, 18),
      at('mmol/L', 321, 610, 35),
      at('135', 406, 610, 18),
      at('145', 453, 610, 18),
      at('eGFR', 60, 590, 25),
      at('21', 246, 590, 12),
      at('mL/min', 321, 590, 35),
      at('90', 409, 590, 12),
    ];
    expect(layOutPageText(items).split('\n').slice(1)).toEqual([
      'Sodium\t131\tmmol/L\t135\t145',
      'eGFR\t21\tmL/min\t90',
    ]);
  });

  it('ignores empty pieces', () => {
    expect(layOutPageText([at(' ', 10, 10), at('', 20, 10), at('CRP', 30, 10)])).toBe('CRP');
  });

  it('reads two tables printed side by side as the left one, then the right one', () => {
    const row = (y: number, ...cells: [string, number][]) => cells.map(([text, x]) => at(text, x, y));
    const items = [
      ...row(700, ['Blood count', 40], ['Electrolytes', 300]),
      ...row(
        690,
        ['Test', 40],
        ['Result', 120],
        ['Unit', 180],
        ['Test', 300],
        ['Result', 380],
        ['Unit', 440],
      ),
      ...row(680, ['Hb', 40], ['9.1', 120], ['g/dL', 180], ['Potassium', 300], ['5.9', 380], ['mmol/L', 440]),
      ...row(670, ['Platelets', 40], ['88', 120], ['x10^9/L', 180]),
      ...row(660, ['Printed by the laboratory information system at the end of the day', 40]),
    ];
    expect(layOutPageText(items).split('\n')).toEqual([
      'Blood count',
      'Test\tResult\tUnit',
      'Hb\t9.1\tg/dL',
      'Platelets\t88\tx10^9/L',
      'Electrolytes',
      'Test\tResult\tUnit',
      'Potassium\t5.9\tmmol/L',
      'Printed by the laboratory information system at the end of the day',
    ]);
  });

  it("splits a name written up to its result at the header's result column", () => {
    const items = [
      at('Test', 40, 700),
      at('Result', 160, 700),
      at('Unit', 220, 700),
      at('Creatinine clearance (24 h) 38', 40, 690, 140),
      at('mL/min', 220, 690),
    ];
    expect(layOutPageText(items).split('\n')[1]).toBe('Creatinine clearance (24 h)\t38\tmL/min');
    const worded = [at('Test', 40, 700), at('Result', 160, 700), at('Unit', 220, 700)];
    worded.push(at('Stool', 40, 690), at('Cysts of G. lamblia seen', 160, 690, 110));
    expect(layOutPageText(worded).split('\n')[1]).toBe('Stool\tCysts of G. lamblia seen');
  });

  it('keeps a blank Low column as an empty cell, so the High bound stays under High', () => {
    const row = (y: number, ...cells: [string, number][]) => cells.map(([text, x]) => at(text, x, y));
    const items = [
      ...row(700, ['Test', 40], ['Result', 160], ['Units', 220], ['Low', 290], ['High', 340]),
      ...row(690, ['Sodium', 40], ['128', 160], ['mmol/L', 220], ['135', 290], ['145', 340]),
      ...row(680, ['CRP', 40], ['48', 160], ['mg/L', 220], ['5', 340]),
    ];
    expect(layOutPageText(items).split('\n').slice(1)).toEqual([
      'Sodium\t128\tmmol/L\t135\t145',
      'CRP\t48\tmg/L\t\t5',
    ]);
  });

  it("joins a range cell wrapped onto the next line to its row's range", () => {
    const items = [
      at('Test', 40, 700),
      at('Result', 160, 700),
      at('Range', 220, 700),
      at('Hb', 40, 690),
      at('9.6', 160, 690),
      at('M 13.0-17.0', 220, 690),
      at('F 12.0-15.0', 220, 680),
      at('MCV', 40, 670),
      at('80', 160, 670),
    ];
    expect(layOutPageText(items).split('\n').slice(1)).toEqual([
      'Hb\t9.6\tM 13.0-17.0; F 12.0-15.0',
      'MCV\t80',
    ]);
  });
});
