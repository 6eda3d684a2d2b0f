import { describe, expect, it } from 'vitest';
import { extractLabEntriesFromText, interpretLabEntries, type InterpretedLab } from './index';

/** Small reports in layouts labs print, written for these tests (no examiner document is copied). */
function read(text: string, patient = {}): InterpretedLab[] {
  return interpretLabEntries(extractLabEntriesFromText(text), patient);
}

function find(labs: readonly InterpretedLab[], analyteId: string): InterpretedLab | undefined {
  return labs.find((lab) => lab.analyteId === analyteId);
}

describe('decimal commas', () => {
  it('reads French decimals in a tab-separated table, range included', () => {
    const labs = read(
      ['Examen\tRésultat\tUnité\tNormes', 'Kaliémie\t6,2\tmmol/L\t3,5 - 5,0', 'INR\t2,4\t\t0,8 - 1,2'].join(
        '\n',
      ),
    );
    expect(find(labs, 'potassium')).toMatchObject({ value: 6.2, referenceHigh: 5, direction: 'high' });
    expect(find(labs, 'inr')).toMatchObject({ value: 2.4, referenceLow: 0.8, referenceHigh: 1.2 });
  });

  it('reads them after dot leaders, keeping a thousands comma a thousands comma', () => {
    const labs = read(
      ['Hémoglobine ........ 8,7 g/dL        (11,5 - 15,0)', 'Plaquettes ......... 312 G/L'].join('\n'),
    );
    expect(find(labs, 'haemoglobin')).toMatchObject({ value: 8.7, referenceLow: 11.5, flag: 'attention' });
    // Fourteen thousand five hundred per µL is 14.5 ×10⁹/L, not 14.5 per µL.
    expect(read('WBC, 14,500, /µL')[0]).toMatchObject({ value: 14.5, unit: '10^9/L' });
  });
});

describe('a result printed twice in two units', () => {
  it('takes the range from the bracket that holds a range, not the other-unit reading', () => {
    const labs = read('Glycémie ......... 0,62 g/L  (3,44 mmol/L)        (0,70 - 1,10)');
    const glucose = labs[0];
    expect(glucose?.normalRange).toBe('0,70 - 1,10');
    expect(glucose?.direction).toBe('low');
  });
});

describe('sections', () => {
  it('reads pH under a blood gas heading as arterial and under a urine heading as urine', () => {
    const labs = read(
      ['BLOOD GAS (ARTERIAL)', 'pH  7.18  7.35 - 7.45', 'URINE (RANDOM)', 'pH  6.5  4.5 - 8.0'].join('\n'),
    );
    expect(labs.map((lab) => [lab.analyteId, lab.value])).toEqual([
      ['arterial-ph', 7.18],
      ['urine-ph', 6.5],
    ]);
    expect(labs[0]?.flag).not.toBe('normal');
  });

  it('keeps a urinalysis section through a translated heading and its microscopy', () => {
    const labs = read(
      [
        'UCHUNGUZI WA MKOJO / URINALYSIS',
        'Protein\t+\tNegative',
        'MICROSCOPY (ON CENTRIFUGED DEPOSIT)',
        'Red cells\t10-15\t/HPF\t0 - 3',
        'Casts\tGranular\t\tNil',
      ].join('\n'),
    );
    expect(labs.map((lab) => lab.analyteId)).toEqual(['urine-protein', 'urine-red-cells', 'urine-casts']);
    expect(find(labs, 'urine-casts')?.flag).toBe('attention');
  });
});
