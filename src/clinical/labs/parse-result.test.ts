import { describe, expect, it } from 'vitest';
import { findAnalyteById } from './knowledge';
import { parseResult } from './parse-result';

function analyte(id: string) {
  const found = findAnalyteById(id);
  if (found === undefined) throw new Error(`no analyte ${id}`);
  return found;
}

describe('reading a result and converting it to the canonical unit', () => {
  const numbers: { id: string; result: string; value: number; unit: string; comparator?: string }[] = [
    { id: 'glucose', result: '180 mg/dL', value: 9.99, unit: 'mmol/L' },
    { id: 'glucose', result: '5,6 mmol/l', value: 5.6, unit: 'mmol/L' },
    { id: 'creatinine', result: '1.2 mg/dL', value: 106.1, unit: 'µmol/L' },
    { id: 'urea', result: '30 mg/dL', value: 5.0, unit: 'mmol/L' },
    { id: 'bun', result: '5 mmol/L', value: 14, unit: 'mg/dL' },
    { id: 'haemoglobin', result: '112 g/L', value: 11.2, unit: 'g/dL' },
    { id: 'bilirubin-total', result: '1.5 mg/dL', value: 25.65, unit: 'µmol/L' },
    { id: 'cholesterol-total', result: '193 mg/dL', value: 4.99, unit: 'mmol/L' },
    { id: 'white-cell-count', result: '5.6 x10^9/L', value: 5.6, unit: '10^9/L' },
    { id: 'white-cell-count', result: '5.6 x10³/µL', value: 5.6, unit: '10^9/L' },
    { id: 'white-cell-count', result: '5600 cells/mm3', value: 5.6, unit: '10^9/L' },
    { id: 'white-cell-count', result: '14,500', value: 14.5, unit: '10^9/L' },
    { id: 'platelets', result: '2.5 lakh/cumm', value: 250, unit: '10^9/L' },
    { id: 'cd4', result: '350 cells/µL', value: 350, unit: 'cells/µL' },
    { id: 'crp', result: '<5 mg/L', value: 5, unit: 'mg/L', comparator: '<' },
    { id: 'egfr', result: '>90 mL/min/1.73m2', value: 90, unit: 'mL/min/1.73m2', comparator: '>' },
    { id: 'troponin-i', result: '0.45 ng/mL', value: 450, unit: 'ng/L' },
    { id: 'hba1c', result: '48 mmol/mol', value: 6.54, unit: '%' },
    { id: 'widal-o', result: '1:160', value: 160, unit: 'titre' },
    { id: 'stool-rbc', result: '5-10 /hpf', value: 10, unit: '/hpf' },
    { id: 'haemoglobin', result: '1l.2 g/dL', value: 11.2, unit: 'g/dL' },
    { id: 'haemoglobin', result: 'l2.O', value: 12.0, unit: 'g/dL' },
  ];

  it.each(numbers)("$id '$result' is $value $unit", ({ id, result, value, unit, comparator }) => {
    const parsed = parseResult(result, analyte(id));
    expect(parsed.kind).toBe('number');
    expect(parsed.value).toBeCloseTo(value, 1);
    expect(parsed.unit).toBe(unit);
    if (comparator !== undefined) expect(parsed.comparator).toBe(comparator);
  });

  it('infers mg/dL for a glucose of 45 when the printed range is 70-110', () => {
    const parsed = parseResult('45', analyte('glucose-fasting'), {
      rangeLow: 70,
      rangeHigh: 110,
      referenceLow: 3.9,
      referenceHigh: 6.0,
    });
    expect(parsed.value).toBeCloseTo(2.5, 1);
    expect(parsed.unitSource).toBe('inferred');
  });

  const words: { id: string; result: string; qualitative: 'positive' | 'negative' }[] = [
    { id: 'malaria-rdt', result: 'POSITIVE', qualitative: 'positive' },
    { id: 'malaria-rdt', result: 'Pf +', qualitative: 'positive' },
    { id: 'malaria-rdt', result: 'neg', qualitative: 'negative' },
    { id: 'malaria-smear', result: 'P. falciparum seen', qualitative: 'positive' },
    { id: 'malaria-smear', result: 'No parasites seen', qualitative: 'negative' },
    { id: 'malaria-smear', result: 'NMPS', qualitative: 'negative' },
    { id: 'xpert-mtb-rif', result: 'MTB detected, RIF resistance not detected', qualitative: 'positive' },
    { id: 'xpert-mtb-rif', result: 'MTB not detected', qualitative: 'negative' },
    { id: 'hiv-rapid', result: 'Non-reactive', qualitative: 'negative' },
    { id: 'hiv-rapid', result: 'R', qualitative: 'positive' },
    { id: 'stool-microscopy', result: 'NSF', qualitative: 'negative' },
    { id: 'stool-microscopy', result: 'Cysts of Giardia lamblia', qualitative: 'positive' },
    { id: 'whole-blood-clotting-20min', result: 'Not clotted', qualitative: 'positive' },
    { id: 'whole-blood-clotting-20min', result: 'Clotted', qualitative: 'negative' },
    { id: 'blood-culture', result: 'No growth after 5 days', qualitative: 'negative' },
    { id: 'csf-gram-stain', result: 'Gram negative diplococci', qualitative: 'positive' },
    { id: 'hiv-viral-load', result: 'Target not detected', qualitative: 'negative' },
  ];

  it.each(words)("$id '$result' reads $qualitative", ({ id, result, qualitative }) => {
    expect(parseResult(result, analyte(id)).qualitative).toBe(qualitative);
  });

  it.each([
    ['Negative', 0],
    ['Nil', 0],
    ['Trace', 0.5],
    ['+', 1],
    ['1+', 1],
    ['++', 2],
    ['+++', 3],
    ['3+', 3],
    ['++++', 4],
  ] as const)("a dipstick reading '%s' is grade %s", (result, grade) => {
    expect(parseResult(result, analyte('urine-protein')).value).toBe(grade);
  });
});

describe('urine analyser concentrations read as dipstick grades', () => {
  it.each([
    { id: 'urine-protein', result: '100 mg/dL', grade: 2 },
    { id: 'urine-protein', result: '10 mg/dL', grade: 0 },
    { id: 'urine-glucose', result: '28 mmol/L', grade: 2 },
    { id: 'urine-ketones', result: '1.5 mmol/L', grade: 1 },
    { id: 'urine-blood', result: '80 Ery/uL', grade: 2 },
    { id: 'urine-leucocytes', result: '500 Leu/µL', grade: 3 },
  ])("$id '$result' is grade $grade", ({ id, result, grade }) => {
    expect(parseResult(result, analyte(id)).value).toBe(grade);
  });
});
