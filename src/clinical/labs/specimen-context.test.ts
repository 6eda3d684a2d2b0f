import { describe, expect, it } from 'vitest';
import { extractLabEntriesFromText } from './extract-lab-entries';
import { identifyAnalyte } from './identify-analyte';

const analyteIds = (text: string) =>
  extractLabEntriesFromText(text).map((entry) => [
    entry.testType,
    identifyAnalyte(entry.testType)?.id ?? null,
  ]);

describe('the specimen a report gives its tests reaches each test under it', () => {
  it('a workbook sheet named by its specimen (LCR) makes its rows CSF tests; the blood sheet stays blood', () => {
    const text = [
      'Sheet: Sang',
      'Analyse\tRésultat\tUnité\tValeur basse\tValeur haute',
      'Leucocytes\t12,4\tG/L\t4\t10',
      'Sheet: LCR',
      'Analyse\tRésultat\tUnité\tValeur basse\tValeur haute',
      'Leucocytes\t250\t/mm3\t\t< 5',
      'Glucose\t0,25\tg/L\t0,45\t0,8',
    ].join('\n');
    expect(analyteIds(text)).toEqual([
      ['Leucocytes', 'white-cell-count'],
      ['CSF Leucocytes', 'csf-white-cells'],
      ['CSF Glucose', 'csf-glucose'],
    ]);
    // the French low/high columns give the printed range
    expect(extractLabEntriesFromText(text)[0]?.normalRange).toMatch(/4\D+10/);
  });

  it('French section titles: LIQUIDE CÉPHALO-RACHIDIEN, URINES, LIQUIDE PLEURAL; pleural rows are never blood', () => {
    const text = [
      'Examen\tRésultat\tUnité\tValeurs de référence',
      'SANG — BIOCHIMIE',
      'Leucocytes\t9,1\tG/L\t4 - 10',
      'LIQUIDE CÉPHALO-RACHIDIEN',
      'Leucocytes\t250\t/mm3\t< 5',
      'Protéines\t0,95\tg/L\t0,15 - 0,45',
      'URINES (BANDELETTE)',
      'Protéines\tTraces\t\tNégatif',
      'LIQUIDE PLEURAL',
      'Protéines\t38\tg/L',
      'Leucocytes\t1 200\t/mm3',
    ].join('\n');
    expect(analyteIds(text)).toEqual([
      ['Leucocytes', 'white-cell-count'],
      ['CSF Leucocytes', 'csf-white-cells'],
      ['CSF Protéines', 'csf-protein'],
      ['Urine Protéines', 'urine-protein'],
      ['Pleural fluid Protéines', null],
      ['Pleural fluid Leucocytes', null],
    ]);
  });

  it('a specimen column naming ascitic fluid keeps the row off the blood test', () => {
    const text = [
      'Nature du prélèvement\tExamen\tRésultat\tUnité\tMin\tMax',
      'Sang\tLeucocytes\t7,8\tG/L\t4\t10',
      "Liquide d'ascite\tLeucocytes\t620\t/mm3",
      'LCR\tGlucose\t1,9\tmmol/L\t2,2\t3,9',
    ].join('\n');
    expect(analyteIds(text)).toEqual([
      ['Leucocytes', 'white-cell-count'],
      ['Ascitic fluid Leucocytes', null],
      ['CSF Glucose', 'csf-glucose'],
    ]);
  });

  it("a specimen line above the table (Nature de l'échantillon : LCR) makes the form CSF, chloride included", () => {
    const text = [
      "Nature de l'échantillon : LCR (ponction lombaire)",
      'Analyse;Résultat;Unité;Valeurs usuelles',
      'Leucocytes;180;/mm3;< 5',
      'Chlorures;112;mmol/L;120 - 130',
    ].join('\n');
    const ids = analyteIds(text);
    expect(ids[0]).toEqual(['CSF Leucocytes', 'csf-white-cells']);
    // CSF chloride is no blood chloride: not recognised rather than the blood test
    expect(ids[1]?.[1]).toBeNull();
  });

  it('with no specimen named, ranges that fit only the CSF tests make the values the CSF ones', () => {
    const text = [
      'Leucocytes    320    /mm3    < 5',
      'Protéines     1,4    g/L     0,15 - 0,45',
      'Glucose       0,30   g/L     0,45 - 0,80',
      // blood ranges leave blood tests alone
      'Glucose       5,4    mmol/L  3,9 - 6,1',
      'WBC           7800   /mm3    4000 - 11000',
      // an age-banded range or a value without a unit says nothing of the specimen
      'WBC\t16.5\t6m - 2 y: 6.0-17.5 / 2-6 y: 5.0-15.5',
    ].join('\n');
    expect(analyteIds(text).map(([, id]) => id)).toEqual([
      'csf-white-cells',
      null, // 'Protéines' alone names no test: not recognised, never serum protein
      'csf-glucose',
      'glucose',
      'white-cell-count',
      'white-cell-count',
    ]);
  });

  it("one CSF-like range on a report that names no CSF leaves the test the blood's (a newborn's glucose)", () => {
    const text = [
      'NEONATAL UNIT - Baby of Achieng, 2 days',
      'Glucose       2.0    mmol/L    2.2 - 3.3',
      'Bilirubin total  180  umol/L  < 200',
    ].join('\n');
    expect(analyteIds(text).map(([, id]) => id)).toEqual(['glucose', 'bilirubin-total']);
  });

  it('one CSF-like range on a report that names CSF elsewhere makes that row the CSF one', () => {
    const text = ['Clinical notes: ?meningitis, LP done', 'Glucose       1.1    mmol/L    2.2 - 3.9'].join(
      '\n',
    );
    expect(analyteIds(text).map(([, id]) => id)).toEqual(['csf-glucose']);
  });
});
