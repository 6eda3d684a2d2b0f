import { describe, expect, it } from 'vitest';
import { unfoldSideBySideTables } from './unfold-side-by-side';

const rows = (...lines: string[][]) => lines.map((cells) => cells.join('\t')).join('\n');

describe('tables printed side by side, one test to a row after reading', () => {
  it('reads two tests to a row as the left table, then the right one, each under the header', () => {
    const text = rows(
      ['Chemistry', 'Serology'],
      ['Analyte', 'Value', 'Ref', 'Analyte', 'Value', 'Ref'],
      ['Urea', '4.1', '2.5 - 6.7', 'HBsAg', 'Reactive', 'Non-reactive'],
      ['Albumin', '29', '', 'VDRL', 'Non-reactive'],
      ['Sodium', '140', '135 - 145'],
      ['Reported by: lab'],
    );
    expect(unfoldSideBySideTables(text)).toBe(
      rows(
        ['Chemistry'],
        ['Analyte', 'Value', 'Ref'],
        ['Urea', '4.1', '2.5 - 6.7'],
        ['Albumin', '29'],
        ['Sodium', '140', '135 - 145'],
        ['Serology'],
        ['Analyte', 'Value', 'Ref'],
        ['HBsAg', 'Reactive', 'Non-reactive'],
        ['VDRL', 'Non-reactive'],
        ['Reported by: lab'],
      ),
    );
  });

  it('reads one test given two ways (percentage and count) as two rows, each with its group unit', () => {
    const text = rows(
      ['Cell', 'Percent (%)', '', '', 'Count (x10^9/L)', '', '', 'Flag'],
      ['Cell', 'Result', 'Low', 'High', 'Result', 'Low', 'High', 'Flag'],
      ['Monocytes', '11.5', '2', '10', '0.92', '0.2', '1.0', 'H'],
    );
    expect(unfoldSideBySideTables(text)).toBe(
      rows(
        ['Cell', 'Result', 'Unit', 'Low', 'High', 'Flag'],
        ['Monocytes', '11.5', '%', '2', '10', 'H'],
        ['Monocytes', '0.92', 'x10^9/L', '0.2', '1.0', 'H'],
      ),
    );
  });

  it('leaves an ordinary table alone', () => {
    const text = rows(['Test', 'Result', 'Unit'], ['Hb', '12.1', 'g/dL'], ['Result', 'Result']);
    expect(unfoldSideBySideTables(text)).toBe(text);
  });
});
