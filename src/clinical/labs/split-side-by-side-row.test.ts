import { describe, expect, it } from 'vitest';
import { extractLabEntriesFromText } from './extract-lab-entries';
import { splitSideBySideRow, splitSideBySideRows } from './split-side-by-side-row';

describe('a dipstick and a microscopy panel read across one OCR row', () => {
  it('splits the row where the right panel names its test', () => {
    expect(splitSideBySideRow('Colour\tStraw\tRBC\t3-5 /HPF\t0-2')).toEqual([
      'Colour\tStraw',
      'RBC\t3-5 /HPF\t0-2',
    ]);
    expect(splitSideBySideRow('Ketones\tNil\tNil\tCasts\tGranular seen\tNil')).toEqual([
      'Ketones\tNil\tNil',
      'Casts\tGranular seen\tNil',
    ]);
  });

  it('leaves one test per row alone, a specimen column and a kit name after the result included', () => {
    for (const row of [
      'Sodium\t131\tmmol/L\t135 - 145',
      'Urine\tGlucose\tNegative',
      'HIV\tNon-reactive\tDetermine',
    ])
      expect(splitSideBySideRow(row)).toEqual([row]);
  });

  it('reads both panels under the urinalysis heading', () => {
    const text = [
      'URINALYSIS',
      'Parameter\tResult\tNormal\tParameter Result\tNormal',
      'Protein\t+\tNil\tWBC\t10-12 /HPF\t0-5',
      'Glucose\tNil\tNil\tYeast\tSeen\tNot seen',
    ].join('\n');
    expect(extractLabEntriesFromText(text).map((entry) => entry.testType)).toEqual([
      'Urine Protein',
      'Urine WBC',
      'Urine Glucose',
      'Yeast',
    ]);
  });

  it('splits only under a header naming its columns twice: a long export row is one test', () => {
    const exported = [
      'Accession\tAge\tSex\tPanel\tAnalyte\tResult',
      'ACC-1\t45\tM\tHaematology\tHemoglobin\t13.1',
    ];
    expect(splitSideBySideRows(exported)).toEqual(exported);
    const panels = [
      'Parameter\tResult\tNormal\tParameter Result\tNormal',
      'pH\t6.0\t5 - 8\tRBC\t0-2 /HPF\t0-2',
    ];
    expect(splitSideBySideRows(panels)).toEqual([panels[0], 'pH\t6.0\t5 - 8', 'RBC\t0-2 /HPF\t0-2']);
  });
});
