import { describe, expect, it } from 'vitest';
import {
  extractLabEntriesFromText,
  identifyAnalyte,
  interpretLabEntries,
  type InterpretedLab,
} from './index';
import { damageLikeOcr, labReportFixtures, type ExpectedValue } from './test-fixtures/lab-reports';
import { ocrSlipExpected, ocrSlipSamples } from './test-fixtures/ocr-slips';

function matches(lab: InterpretedLab, expected: ExpectedValue): boolean {
  if (lab.analyteId !== expected.analyteId) return false;
  if (expected.value !== undefined)
    return (
      lab.value !== undefined &&
      Math.abs(lab.value - expected.value) <= Math.max(0.011, Math.abs(expected.value) * 0.01)
    );
  if (expected.qualitative !== undefined) return lab.qualitative === expected.qualitative;
  return true;
}

/** The share of expected values found among the interpreted labs (each lab used once). */
function measureRecall(
  text: string,
  expected: readonly ExpectedValue[],
): { found: number; total: number; missed: ExpectedValue[] } {
  const labs = interpretLabEntries(extractLabEntriesFromText(text), { ageYears: 34, sex: 'male' });
  const unused = [...labs];
  const missed: ExpectedValue[] = [];
  for (const value of expected) {
    const index = unused.findIndex((lab) => matches(lab, value));
    if (index < 0) missed.push(value);
    else unused.splice(index, 1);
  }
  return { found: expected.length - missed.length, total: expected.length, missed };
}

describe('reading lab values out of report text', () => {
  const lines: { line: string; testType: string; result: string; normalRange?: string; notes?: string }[] = [
    {
      line: 'Haemoglobin 11.2 g/dL 12.0-15.5',
      testType: 'Haemoglobin',
      result: '11.2 g/dL',
      normalRange: '12.0-15.5',
    },
    {
      line: 'WBC: 14.5 x10^9/L (4.0-11.0) H',
      testType: 'WBC',
      result: '14.5 x10^9/L',
      normalRange: '4.0-11.0',
      notes: 'H',
    },
    { line: 'HGB 9.8 L', testType: 'HGB', result: '9.8', notes: 'L' },
    {
      line: 'Platelets\t250\tx10^9/L\t150-400',
      testType: 'Platelets',
      result: '250 x10^9/L',
      normalRange: '150-400',
    },
    { line: 'Malaria RDT ..... POSITIVE', testType: 'Malaria RDT', result: 'POSITIVE' },
    { line: 'BS for MPS: No MPS seen', testType: 'BS for MPS', result: 'No MPS seen' },
    {
      line: 'Haemoglobin,11.2,g/dL,12-15',
      testType: 'Haemoglobin',
      result: '11.2 g/dL',
      normalRange: '12-15',
    },
    { line: 'HIV 1+2 Reactive', testType: 'HIV 1+2', result: 'Reactive' },
    {
      line: 'Glucose (fasting) 5.4 mmol/L 3.9-6.1',
      testType: 'Glucose (fasting)',
      result: '5.4 mmol/L',
      normalRange: '3.9-6.1',
    },
    {
      line: 'Haem0globin 1l.2 g/dL 12.O-15.5',
      testType: 'Haemoglobin',
      result: '11.2 g/dL',
      normalRange: '12.0-15.5',
    },
    { line: '• Creatinine  = 1O6 umol/L', testType: 'Creatinine', result: '106 umol/L' },
  ];

  it.each(lines)("reads '$line'", ({ line, testType, result, normalRange, notes }) => {
    const [entry] = extractLabEntriesFromText(line);
    expect(entry?.testType).toBe(testType);
    expect(entry?.result.replace(/\s+/g, ' ')).toBe(result);
    expect(entry?.normalRange).toBe(normalRange);
    expect(entry?.notes).toBe(notes);
  });

  it.each([
    { line: 'Hb 12.1 g/dL    WBC 5.6 x10^9/L', tests: ['Hb', 'WBC'], results: ['12.1 g/dL', '5.6 x10^9/L'] },
    { line: 'TO 1:160 TH 1:80', tests: ['TO', 'TH'], results: ['1:160', '1:80'] },
    {
      line: 'Creatinine 98 umol/L K 4.1 Na 136',
      tests: ['Creatinine', 'K', 'Na'],
      results: ['98 umol/L', '4.1', '136'],
    },
    { line: 'HIV Non-reactive VDRL Reactive', tests: ['HIV', 'VDRL'], results: ['Non-reactive', 'Reactive'] },
    // a unit glued to the value, as an SMS writes it
    {
      line: 'Hb 9.1g/dl L (12-15), MCV 71fl L (80-98)',
      tests: ['Hb', 'MCV'],
      results: ['9.1 g/dl', '71 fl'],
    },
    {
      line: 'Malaria RDT (P. falciparum) POSITIVE NEGATIVE',
      tests: ['Malaria RDT (P. falciparum)'],
      results: ['POSITIVE'],
    },
  ])("splits '$line' into its tests", ({ line, tests, results }) => {
    const entries = extractLabEntriesFromText(line);
    expect(entries.map((entry) => entry.testType)).toEqual(tests);
    expect(entries.map((entry) => entry.result)).toEqual(results);
  });

  it('reads a row of table cells as its cells, never splitting a name with a number in it', () => {
    const entries = extractLabEntriesFromText(
      'Dépistage VIH 1 et 2\tNégatif\tNégatif\nAntigène HBs\tPositif\tNégatif',
    );
    expect(entries.map((entry) => [entry.testType, entry.result])).toEqual([
      ['Dépistage VIH 1 et 2', 'Négatif'],
      ['Antigène HBs', 'Positif'],
    ]);
    expect(extractLabEntriesFromText('BE(ecf)\t-6.1 mmol/L\t(-2 - 2)')[0]?.result).toBe('-6.1 mmol/L');
  });

  it("reads a percentage and a count printed in table cells on one row as two results, the range the count's", () => {
    const entries = extractLabEntriesFromText(
      'Monocytes\t7,0 %\t0,20 G/L\t(0,20 - 1,00)\nPolynucléaires basophiles .. 1,0 %\t0,03 G/L\t(0,00 - 0,20)',
    );
    expect(entries).toEqual([
      { testType: 'Monocytes', result: '7,0 %' },
      { testType: 'Monocytes', result: '0,20 G/L', normalRange: '0,20 - 1,00' },
      { testType: 'Polynucléaires basophiles', result: '1,0 %' },
      { testType: 'Polynucléaires basophiles', result: '0,03 G/L', normalRange: '0,00 - 0,20' },
    ]);
  });

  it("reads a CSF form's cell count as the CSF's, and an ESR named by its first hour", () => {
    const entries = extractLabEntriesFromText(
      'CEREBROSPINAL FLUID (CSF) ANALYSIS FORM\nWBC count: 1,250 cells/uL (0 - 5)\nHAEMATOLOGY\nVS 1re heure\t45 mm\t(< 20)',
    );
    const labs = interpretLabEntries(entries, {});
    expect(labs.map((lab) => lab.loinc)).toEqual(['26465-5', '30341-2']);
  });

  it('skips the header of the report (name, age, dates)', () => {
    const entries = extractLabEntriesFromText(
      'Patient Name: Jane Doe\nAge: 34 years\nDate: 12/03/2024\nLab No: 4456\nHb: 12.1 g/dL',
    );
    expect(entries.map((entry) => entry.testType)).toEqual(['Hb']);
  });

  it('names urinalysis rows by their specimen', () => {
    const entries = extractLabEntriesFromText(
      'URINALYSIS\nProtein: ++\nGlucose: Negative\nFULL BLOOD COUNT\nGlucose: 5.2 mmol/L',
    );
    expect(entries.map((entry) => entry.testType)).toEqual(['Urine Protein', 'Urine Glucose', 'Glucose']);
  });

  it.each(labReportFixtures)(
    'reads at least 95% of the values of a clean report: $name',
    ({ text, expected }) => {
      const recall = measureRecall(text, expected);
      expect(recall.missed).toEqual([]);
      expect(recall.found / recall.total).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('reads at least 95% of all values of clean reports and 90% after OCR-like damage', () => {
    const total = labReportFixtures.reduce((sum, fixture) => sum + fixture.expected.length, 0);
    const clean = labReportFixtures.reduce(
      (sum, fixture) => sum + measureRecall(fixture.text, fixture.expected).found,
      0,
    );
    const seeds = [3, 7, 11, 19, 23];
    const damaged = seeds.map((seed) =>
      labReportFixtures.reduce(
        (sum, fixture) => sum + measureRecall(damageLikeOcr(fixture.text, seed), fixture.expected).found,
        0,
      ),
    );
    const worstDamaged = Math.min(...damaged);
    expect(clean / total).toBeGreaterThanOrEqual(0.95);
    expect(worstDamaged / total).toBeGreaterThanOrEqual(0.9);
  });

  it('reads at least 90% of the values tesseract read from photographed slips, and never flips a result', () => {
    const results = ocrSlipSamples.map((text) => measureRecall(text, ocrSlipExpected));
    const found = results.reduce((sum, result) => sum + result.found, 0);
    expect(found / (ocrSlipExpected.length * ocrSlipSamples.length)).toBeGreaterThanOrEqual(0.9);
    for (const text of ocrSlipSamples) {
      const labs = interpretLabEntries(extractLabEntriesFromText(text), { ageYears: 34, sex: 'female' });
      expect(labs.find((lab) => lab.analyteId === 'hiv-rapid')?.qualitative).toBe('negative');
      expect(
        labs
          .filter((lab) => lab.analyteId === 'malaria-rdt' || lab.analyteId === 'malaria-smear')
          .map((lab) => lab.qualitative),
      ).not.toContain('negative');
    }
  });

  it('reads thousands of lines of unrelated text quickly and finds no lab value in prose', () => {
    const prose = Array.from(
      { length: 3000 },
      (_, index) => `Seen in clinic on day ${index}; feeling better after the medicine was started`,
    );
    // CPU time, not wall time: the guard is against runaway matching, not against a busy machine.
    const cpuBefore = process.cpuUsage();
    const entries = extractLabEntriesFromText(prose.join('\n'));
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(3000);
    expect(entries).toEqual([]);
  });
});

describe('a result line never vanishes', () => {
  it('keeps a measured value whose name is not known as not recognised', () => {
    const entries = extractLabEntriesFromText('Quorvatin 12 mmol/L\nVenous pH 7.1 (7.31-7.41)');
    expect(entries.map((entry) => entry.testType)).toEqual(['Quorvatin', 'Venous pH']);
    const labs = interpretLabEntries(entries, { ageYears: 40, sex: 'female' });
    expect(labs.every((lab) => lab.analyteId === undefined)).toBe(true);
  });

  it('reads a venous blood value as the blood test, critical when critical', () => {
    const labs = interpretLabEntries(
      extractLabEntriesFromText(
        'Venous glucose 1.9 mmol/L\nVenous potassium 6.8 mmol/L (3.5-5.1)\nRepeat Hb 4.9 g/dL',
      ),
      { ageYears: 40, sex: 'female' },
    );
    expect(labs.map((lab) => [lab.analyteId, lab.flag])).toEqual([
      ['glucose', 'critical'],
      ['potassium', 'critical'],
      ['haemoglobin', 'critical'],
    ]);
  });
});

describe('a CSF form title', () => {
  it('makes CSF only the tests a CSF holds; a bedside blood value on the form stays blood', () => {
    const labs = interpretLabEntries(
      extractLabEntriesFromText('CSF ANALYSIS\nProtein 1.8 g/L\nHaemoglobin 5.3 g/dL\nPotassium 6.8 mmol/L'),
      { ageYears: 40, sex: 'female' },
    );
    expect(labs.map((lab) => lab.analyteId)).toEqual(['csf-protein', 'haemoglobin', 'potassium']);
    expect(labs[1]?.flag).toBe('critical');
  });
});

describe('a normal range labelled inside its bracket', () => {
  it("reads 'Platelets 88 x10^9/L (N: 150-400)' as platelets 88, low, never as a result of 150-400", () => {
    const labs = interpretLabEntries(
      extractLabEntriesFromText('Platelets 88 x10^9/L (N: 150-400)\nSodium 128 mmol/L (NR: 135-145)'),
      { ageYears: 30, sex: 'male' },
    );
    expect(labs.map((lab) => [lab.analyteId, lab.value, lab.status])).toEqual([
      ['platelets', 88, 'low'],
      ['sodium', 128, 'low'],
    ]);
  });

  it('never takes the printed normal as the result when the result cell was left blank or is unreadable', () => {
    const labs = interpretLabEntries(extractLabEntriesFromText('Random glucose ______ (N: 3.9-7.8)'), {
      ageYears: 30,
      sex: 'male',
    });
    expect(labs.filter((lab) => lab.value !== undefined)).toEqual([]);
  });
});

describe('a count per microscope field', () => {
  it('is urine microscopy outside a section, never the full blood count', () => {
    const labs = interpretLabEntries(extractLabEntriesFromText('RBC 6-8 /hpf\nWBC 12-14/hpf\nHb 12.9 g/dL'), {
      ageYears: 25,
      sex: 'female',
    });
    expect(labs.map((lab) => lab.analyteId)).toEqual(['urine-red-cells', 'urine-pus-cells', 'haemoglobin']);
  });
});

describe('urinalysis rows with no section heading the reader knows', () => {
  const read = (text: string) =>
    extractLabEntriesFromText(text).map((entry) => [
      identifyAnalyte(entry.testType)?.id ?? null,
      entry.result,
    ]);

  it('a URINALYSIS REPORT title makes its microscopy rows urine tests', () => {
    expect(read('URINALYSIS REPORT\nPus cells\t20-25 /HPF\t0-5\nRed blood cells\t10-12 /HPF\t0-2')).toEqual([
      ['urine-pus-cells', '20-25 /HPF'],
      ['urine-red-cells', '10-12 /HPF'],
    ]);
  });

  it('a dipstick grade after Blood is the urine blood test, outside any section', () => {
    expect(read('Protein\t++\tNegative\nBlood\t+++\tNegative')).toEqual([
      ['urine-protein', '++'],
      ['urine-blood', '+++'],
    ]);
  });

  it("a test name starting like a header label, with a note in brackets, is still read ('Test de grossesse (β-hCG urinaire)')", () => {
    expect(read('Test de grossesse (β-hCG urinaire)\t: Négatif')).toEqual([['urine-hcg', 'Négatif']]);
  });
});
