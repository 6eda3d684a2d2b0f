import { describe, expect, it } from 'vitest';
import {
  extractLabEntriesFromText,
  interpretLabEntries,
  withReportPatient,
  type InterpretedLab,
} from './index';

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

  it('reads pH on an analyser printout with partial pressures as arterial, with no heading', () => {
    const labs = read(
      [
        'Sample: venous/arterial?  Temp 37.0 C',
        'pH    7.29',
        '(7.35-7.45)',
        'PaCO2  6.8 kPa',
        'PaO2  9.1 kPa',
      ].join('\n'),
    );
    expect(find(labs, 'arterial-ph')).toMatchObject({ value: 7.29, direction: 'low' });
    expect(find(labs, 'urine-ph')).toBeUndefined();
  });

  it('keeps pH beside dipstick rows a urine pH, even on a report that also prints a blood gas', () => {
    const labs = read(['pO2  88 mmHg', 'pCO2  41 mmHg', 'Nitrite  Negative', 'pH  6.0'].join('\n'));
    expect(find(labs, 'urine-ph')?.value).toBe(6);
    expect(find(labs, 'arterial-ph')).toBeUndefined();
  });

  it('reads the free calcium ion a gas analyser prints apart from the total calcium', () => {
    const labs = read(
      ['iCa  0.98 mmol/L  (1.12-1.32)', 'Calcium  2.31 mmol/L  2.15-2.55', 'Ca2+  1.41'].join('\n'),
    );
    expect(labs.map((lab) => [lab.analyteId, lab.value])).toEqual([
      ['ionised-calcium', 0.98],
      ['calcium', 2.31],
      ['ionised-calcium', 1.41],
    ]);
    expect(labs[0]?.direction).toBe('low');
    expect(labs[2]?.direction).toBe('high');
  });

  it('reads a urine panel written on one line of a note, each test under the urine heading', () => {
    const labs = read(
      [
        'Seen in clinic, afebrile.',
        '* Urinalysis: nitrite positive, leucocytes +++, blood trace',
        'Plan: review',
      ].join('\n'),
    );
    expect(labs.map((lab) => lab.analyteId)).toEqual(['urine-nitrite', 'urine-leucocytes', 'urine-blood']);
    expect(labs.every((lab) => lab.flag === 'attention')).toBe(true);
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

describe('ranges in every layout', () => {
  it('takes the band for the patient from a range printed by sex without colons', () => {
    const text = ['Amylase\t92\tU/L\tM 30-110 / F 25-85', 'LDH\t240\tU/L\tM < 250; F < 230'].join('\n');
    const forWoman = read(text, { sex: 'female', ageYears: 40 });
    expect(find(forWoman, 'amylase')).toMatchObject({ referenceHigh: 85, direction: 'high' });
    expect(find(forWoman, 'ldh')).toMatchObject({ referenceHigh: 230, direction: 'high' });
    const forMan = read(text, { sex: 'male', ageYears: 40 });
    expect(find(forMan, 'amylase')?.flag).toBe('normal');
    expect(find(forMan, 'ldh')?.flag).toBe('normal');
  });

  it('reads a range printed in Low and High columns, one side possibly blank', () => {
    const labs = read(
      [
        'Code\tAnalyte\tResult\tUnits\tRef Low\tRef High\tFlag',
        'CH01\tTriglycerides\t2.9\tmmol/L\t\t1.7\tH',
        'CH02\tHDL cholesterol\t1.4\tmmol/L\t1.0\t\t',
        'CH03\tPotassium\t5.3\tmmol/L\t3.5\t5.1\tH',
      ].join('\n'),
    );
    expect(find(labs, 'triglycerides')).toMatchObject({ referenceHigh: 1.7, direction: 'high' });
    expect(find(labs, 'triglycerides')?.referenceLow).toBeUndefined();
    expect(find(labs, 'hdl-cholesterol')).toMatchObject({ referenceLow: 1, direction: 'within' });
    expect(find(labs, 'potassium')).toMatchObject({
      referenceLow: 3.5,
      referenceHigh: 5.1,
      rangeSource: 'printed',
    });
  });

  it('keeps the sign of a negative result and of a negative bound', () => {
    const labs = read(['Test\tResult\tUnit\tLow\tHigh', 'Base excess\t-9\tmmol/L\t-3\t3'].join('\n'));
    expect(labs[0]).toMatchObject({ value: -9, referenceLow: -3, referenceHigh: 3, direction: 'low' });
  });

  it('reads "< 5" and "up to 40" as upper limits', () => {
    const labs = read(['CRP  12  mg/L  < 5', 'ALT  35  U/L  up to 40'].join('\n'));
    expect(find(labs, 'crp')).toMatchObject({ referenceHigh: 5, direction: 'high' });
    expect(find(labs, 'alt')).toMatchObject({ referenceHigh: 40, direction: 'within' });
  });

  it('chooses the age band of a banded cell, never an age as a bound', () => {
    const text = 'Urea\t9.0\tmmol/L\t<1 yr: 1.0-5.0; 1-10 yrs: 1.8-6.4; Adult: 2.5-7.8';
    expect(read(text, { ageYears: 7 })[0]).toMatchObject({
      referenceLow: 1.8,
      referenceHigh: 6.4,
      direction: 'high',
    });
    expect(read(text, { ageYears: 40 })[0]).toMatchObject({ referenceLow: 2.5, referenceHigh: 7.8 });
    // Age unknown: every band kept (never '1-10' read as a range, nor their envelope as the range);
    // 9.0 is above all of them, 6.0 is high for a baby and normal for an adult, so not assessed.
    const unknownAge = read(text)[0];
    expect(unknownAge).toMatchObject({
      status: 'high',
      rangeUsed: '<1 yr: 1-5 / 1-10 yrs: 1.8-6.4 / Adult: 2.5-7.8 mmol/L',
    });
    expect(unknownAge?.referenceLow).toBeUndefined();
    expect(read(text.replace('9.0', '6.0'))[0]).toMatchObject({ status: 'not_assessed', flag: 'attention' });
  });
});

describe('worded results', () => {
  it.each([
    ['Urine bacteria', 'Many', 'positive'],
    ['Urine casts', 'None seen', 'negative'],
    ['S. haematobium', 'Ova not seen', 'negative'],
    ['HBeAg', 'Reactive', 'positive'],
    ['Anti-HBs', 'Non reactive', 'negative'],
  ])('%s %s is %s', (name, result, qualitative) => {
    expect(interpretLabEntries([{ testType: name, result }], {})[0]?.qualitative).toBe(qualitative);
  });

  it('reads a dipstick grade and a worded coagulation remark', () => {
    const labs = read(['URINALYSIS', 'Leucocytes  +++  Negative'].join('\n'));
    expect(labs[0]).toMatchObject({ analyteId: 'urine-leucocytes', value: 3, flag: 'attention' });
  });
});

describe('a differential printed as percentage and count on one line', () => {
  it('gives both results, the count with the range printed after it, G/L as 10^9/L', () => {
    const labs = read('Lymphocytes ........ 35 %   3,10 G/L        (1,0 - 4,0)');
    expect(labs.map((lab) => [lab.analyteId, lab.value, lab.unit])).toEqual([
      ['lymphocytes-percent', 35, '%'],
      ['lymphocytes-absolute', 3.1, '10^9/L'],
    ]);
    expect(labs[1]).toMatchObject({ referenceLow: 1, referenceHigh: 4 });
  });
});

describe('a name the knowledge base does not know', () => {
  it('is shown as not recognised with its raw text, never as a neighbouring test', () => {
    const [lab] = read('Creatinine clearance\t38\tmL/min\t90 - 140');
    expect(lab?.analyteId).toBeUndefined();
    expect(read('Creatinine clearance 38 mL/min').some((read) => read.analyteId === 'creatinine')).toBe(
      false,
    );
    expect(lab?.interpretation).toMatch(/^not recognised: Creatinine clearance '38/);
  });

  it("is not taken from a signature line that starts with a test's abbreviation", () => {
    expect(read('Le Biologiste : Dr K. Diallo      Validé le 02/03/2026')).toEqual([]);
  });
});

describe('a range printed before the result', () => {
  it('takes the result column, not the range column, under a header that puts the range first', () => {
    const labs = read(
      [
        'Parameter | Normal values | Result | Units',
        'Total leucocytes | 4.0 - 11.0 | 12.6 | x10^9/L',
        'Lymph # | 1.0 - 4.8 | 0.6 | x10^9/L',
        'BF for haemoparasites | Not seen | Trophozoites of P. ovale seen',
      ].join('\n'),
    );
    expect(find(labs, 'white-cell-count')).toMatchObject({ value: 12.6, referenceHigh: 11, status: 'high' });
    expect(find(labs, 'lymphocytes-absolute')).toMatchObject({ value: 0.6, referenceLow: 1, status: 'low' });
    expect(find(labs, 'malaria-smear')).toMatchObject({ qualitative: 'positive', status: 'positive' });
  });

  it('swaps a range cell and the value after it on a row without a header', () => {
    const labs = read('Eosinophils %      0.5 - 5.0      7.2      %');
    expect(labs[0]).toMatchObject({ analyteId: 'eosinophils-percent', value: 7.2, referenceHigh: 5 });
  });
});

describe('ranges printed by band', () => {
  const wrapped = [
    'ANALYTE\tVALUE\tUNITS\tH/L\tNORMAL RANGE',
    'Uric acid\t7.9\tmg/dL\tH\tMale: 3.5 – 7.2',
    'Female: 2.6 – 6.0',
    'Glycated haemoglobin\t6.9\t%\tH\tNormal: < 5.7',
    'Prediabetes: 5.7 – 6.4',
    'Diabetes: ≥ 6.5',
    'Sodium\t141\tmmol/L\t\t135 – 145',
  ].join('\n');

  it('joins bands wrapped onto the next lines to the row above, never reading them as tests', () => {
    const labs = read(wrapped, { sex: 'female' });
    expect(labs.map((lab) => lab.analyteId)).toEqual(['uric-acid', 'hba1c', 'sodium']);
    const urate = find(labs, 'uric-acid');
    expect(urate).toMatchObject({ status: 'high', rangeSource: 'printed' });
    expect(urate?.normalRange).toBe('Male: 3.5 – 7.2; Female: 2.6 – 6.0');
    // 6.0 mg/dL, the female upper limit, in µmol/L.
    expect(urate?.referenceHigh).toBeCloseTo(356.9, 0);
    // Decision limits beside the normal values: the normal ones are the range.
    expect(find(labs, 'hba1c')).toMatchObject({ referenceHigh: 5.7, status: 'high' });
  });

  it("keeps both sex bands when the patient's sex is unknown and flags only what every band says", () => {
    const bands = 'Haemoglobin\t12.6\tg/dL\t\tMale 13.0 – 17.0 / Female 12.0 – 15.5';
    const between = read(`ANALYTE\tVALUE\tUNITS\tH/L\tNORMAL RANGE\n${bands}`)[0];
    expect(between).toMatchObject({ status: 'not_assessed', rangeUsed: 'M: 13-17 / F: 12-15.5 g/dL' });
    const below = read(`ANALYTE\tVALUE\tUNITS\tH/L\tNORMAL RANGE\n${bands.replace('12.6', '9.1')}`)[0];
    expect(below).toMatchObject({ status: 'low' });
    expect(read(`ANALYTE\tVALUE\tUNITS\tH/L\tNORMAL RANGE\n${bands}`, { sex: 'male' })[0]).toMatchObject({
      status: 'low',
      referenceLow: 13,
    });
  });

  it('reads a band label in a French reference column and the sex from a title in the header', () => {
    const text = [
      'Madame DIOP Awa, née le 04/07/1990 (36 ans)',
      'Examen\tRésultat\tValeurs de référence',
      'Acide urique\t66 mg/L\tH : 35 – 72 / F : 26 – 60',
      'Cholestérol total\t2,31 g/L\tSouhaitable : < 2,00',
    ].join('\n');
    const labs = interpretLabEntries(extractLabEntriesFromText(text), withReportPatient({}, text));
    expect(find(labs, 'uric-acid')).toMatchObject({ status: 'high', rangeSource: 'printed' });
    expect(find(labs, 'cholesterol-total')).toMatchObject({ status: 'high', rangeSource: 'printed' });
    expect(find(labs, 'cholesterol-total')?.normalRange).toBe('Souhaitable : < 2,00');
  });
});

describe('header lines', () => {
  it('are not read as tests, whatever their label', () => {
    const text = [
      'Nom et prénoms : KONE Ibrahim   Âge : 41 ans   Sexe : M',
      'Sample ID: QX-07-5521   Date: 02/03/2026',
      'Culture: Pending, report in 72 h',
      'Potassium  5.9  mmol/L  3.5 - 5.1',
    ].join('\n');
    expect(extractLabEntriesFromText(text).map((entry) => entry.testType)).toEqual(['Potassium']);
  });
});

describe('specimen from the heading or the name', () => {
  it("reads 'Total WBC' under a CSF heading as the CSF count, not the blood count", () => {
    const labs = read(
      [
        'LUMBAR PUNCTURE',
        'CSF EXAMINATION',
        'Total WBC = 620 cells/µL   (0 - 5)',
        'Total protein = 1.9 g/L',
      ].join('\n'),
    );
    expect(labs.map((lab) => lab.analyteId)).toEqual(['csf-white-cells', 'csf-protein']);
    expect(labs[0]).toMatchObject({ value: 620, status: 'high' });
  });

  it('never reads a name that opens with another specimen as the blood test', () => {
    const [csf] = interpretLabEntries([{ testType: 'CSF Neutrophils', result: '70 %' }], {});
    expect(csf?.analyteId).toBe('csf-neutrophils-percent');
    const [lymphocytes] = interpretLabEntries([{ testType: 'CSF Lymphocytes', result: '30 %' }], {});
    expect(lymphocytes?.analyteId).toBe('csf-lymphocytes-percent');
    const [other] = interpretLabEntries([{ testType: 'CSF Monocytes', result: '30 %' }], {});
    expect(other?.analyteId).toBeUndefined();
  });
});

describe('a CSF differential without a printed range', () => {
  it('reads a neutrophil-predominant differential against the cited bands', () => {
    const labs = read(['CSF ANALYSIS', 'Neutrophils  85 %', 'Lymphocytes  15 %'].join('\n'), {
      ageYears: 34,
    });
    expect(labs.map((lab) => [lab.analyteId, lab.status])).toEqual([
      ['csf-neutrophils-percent', 'high'],
      ['csf-lymphocytes-percent', 'low'],
    ]);
  });

  it('leaves a usual lymphocyte-predominant differential normal', () => {
    const labs = read(['CSF ANALYSIS', 'Neutrophils  3 %', 'Lymphocytes  70 %'].join('\n'), { ageYears: 34 });
    expect(labs.map((lab) => [lab.analyteId, lab.status])).toEqual([
      ['csf-neutrophils-percent', 'normal'],
      ['csf-lymphocytes-percent', 'normal'],
    ]);
  });

  it('uses the newborn bands in the first two months (monocytes predominate then)', () => {
    const [lymphocytes] = read(['CSF ANALYSIS', 'Lymphocytes  20 %'].join('\n'), { ageYears: 0.05 });
    expect(lymphocytes).toMatchObject({ analyteId: 'csf-lymphocytes-percent', status: 'normal' });
  });
});

describe('epithelial cells in a urine sediment', () => {
  it('reads a few squamous cells as usual and many as a sample to repeat', () => {
    expect(read('URINALYSIS\nEpithelial cells  2-4 /HPF')[0]).toMatchObject({
      analyteId: 'urine-epithelial-cells',
      status: 'normal',
    });
    expect(read('URINALYSIS\nEpithelial cells  10-15 /HPF')[0]).toMatchObject({
      analyteId: 'urine-epithelial-cells',
      status: 'high',
    });
  });

  it('never reads renal tubular cells as the squamous cells count', () => {
    const [renal] = read('URINE MICROSCOPY\nRenal tubular epithelial cells  2-3 /HPF');
    expect(renal?.analyteId).toBeUndefined();
  });
});

describe('numbers and negations inside a name', () => {
  it.each([
    ['HIV 1 and 2 Non reactive', 'negative'],
    ['Dépistage VIH 1 et 2 : Négatif', 'negative'],
    ['HIV 1 & 2    Reactive', 'positive'],
  ])("'%s' is %s, with no type number taken as the result", (line, qualitative) => {
    const [lab] = read(line);
    expect(lab).toMatchObject({ analyteId: 'hiv-rapid', qualitative });
  });

  it('reads a positive rapid test with its band in brackets beside a printed negative normal', () => {
    const [lab] = read('mRDT (HRP2/pLDH)    Positive (Pf band)    Negative');
    expect(lab).toMatchObject({ analyteId: 'malaria-rdt', qualitative: 'positive', status: 'positive' });
  });
});

describe('a measured test reported in words', () => {
  it.each([
    ['Platelet count: decreased', 'platelets', 'low'],
    ['INR  Prolonged', 'inr', 'high'],
    ['Haemoglobin: reduced', 'haemoglobin', 'low'],
    ['Total WBC : elevated', 'white-cell-count', 'high'],
    ['Sodium: within normal limits', 'sodium', 'normal'],
  ])("'%s' gives the side, with no value made up", (line, analyteId, status) => {
    const [lab] = read(line);
    expect(lab).toMatchObject({ analyteId, status });
    expect(lab?.value).toBeUndefined();
    expect(lab?.meaning).toContain('no value printed');
  });
});

describe('converted ranges', () => {
  it('are rounded as the analyte is written, the value too, with the original kept', () => {
    const [lab] = read('Fasting glucose  131 mg/dL  (74 - 106)');
    expect(lab).toMatchObject({ rangeUsed: '4.1-5.9 mmol/L', valueShown: '7.3 mmol/L', status: 'high' });
    expect(lab?.normalRange).toBe('74 - 106');
  });
});

describe('ranges in Low and High columns', () => {
  it('keeps Low, High and Flag under their columns when a result and its unit share a cell', () => {
    const labs = read(
      [
        'Test\tResult\tUnits\tLow\tHigh\tFlag',
        'Potassium\t5.8 mmol/L\t3.5\t5.1\tH',
        'Sodium\t138 mmol/L\t135\t145',
      ].join('\n'),
    );
    expect(find(labs, 'potassium')).toMatchObject({
      value: 5.8,
      referenceLow: 3.5,
      referenceHigh: 5.1,
      direction: 'high',
    });
    expect(find(labs, 'sodium')).toMatchObject({ value: 138, referenceLow: 135, referenceHigh: 145 });
  });

  it.each([
    [
      'a blank Low under "up to"',
      'Test\tResult\tUnit\tLow\tHigh\nCRP\t48\tmg/L\t\t5',
      'crp',
      'high',
      undefined,
      5,
    ],
    [
      'a High cell written "up to 40"',
      'Test\tResult\tUnit\tRef. Low\tRef. High\nALT\t65\tU/L\t\tup to 40',
      'alt',
      'high',
      undefined,
      40,
    ],
    [
      'a High cell written "< 5"',
      'Test\tResult\tUnit\tRef. Low\tRef. High\nCRP\t3\tmg/L\t\t< 5',
      'crp',
      'normal',
      undefined,
      5,
    ],
    [
      'Min and Max in a CSV, decimals with points',
      'TestName,Result,Unit,Min,Max\nGamma GT,85,U/L,0,38',
      'ggt',
      'high',
      0,
      38,
    ],
    [
      'Lower and Upper limits',
      'Parameter\tValue\tUnit\tLower limit\tUpper limit\nTSH\t0.2\tmIU/L\t0.4\t4',
      'tsh',
      'low',
      0.4,
      4,
    ],
  ])('%s: the printed bounds are used', (_name, text, analyteId, status, low, high) => {
    const lab = find(read(text), analyteId);
    expect(lab).toMatchObject({ status, rangeSource: 'printed' });
    expect(lab?.referenceLow).toBe(low);
    expect(lab?.referenceHigh).toBe(high);
  });
});

describe('cumulative reports', () => {
  it.each([
    [
      'dated columns after "Current"',
      'Analyte,Current 28-Nov-2026,20-Nov-2026,06-Nov-2026,Units,Reference\nPlatelets,188,172,160,x10^9/L,150-400',
      188,
    ],
    [
      '"Previous" before "Current"',
      'Test\tUnit\tPrevious 14/11/2026\tCurrent 28/11/2026\tReference\nPlatelets\tx10^9/L\t460\t390\t150 - 400',
      390,
    ],
    [
      '"Result" then "Previous"',
      'Test\tResult\tPrevious (12/10/2026)\tUnit\tReference Range\nPlatelets\t210\t180\tx10^9/L\t150 - 400',
      210,
    ],
    [
      'dates only, the latest first',
      'Test\t14/11/26\t28/11/26\tUnits\tRange\nPlatelets\t160\t188\tx10^9/L\t150-400',
      188,
    ],
  ])('%s: the current result is the value, never an earlier one or the unit', (_name, text, value) => {
    const labs = read(text);
    expect(labs).toHaveLength(1);
    expect(labs[0]).toMatchObject({ analyteId: 'platelets', value, unit: '10^9/L', referenceHigh: 400 });
  });
});

describe('units printed once', () => {
  it('reads a column title unit ("Result [mg/dL]") as the unit of every result', () => {
    const lab = find(read('Test,Result [mg/dL],Range [mg/dL]\nCreatinine,0.9,0.6-1.2'), 'creatinine');
    expect(lab).toMatchObject({ status: 'normal', rangeSource: 'printed' });
    expect(lab?.interpretation).toContain('0.9 mg/dL');
    expect(lab?.interpretation).not.toContain('unit inferred');
  });

  it('reads a group title unit for the rows under it, until the next title', () => {
    const labs = read(
      [
        'Test\tResult\tReference',
        'LIPID PROFILE (all results in mg/dL)',
        'Total Cholesterol\t232\t< 200',
        'RENAL FUNCTION',
        'Urea\t6.1\t2.5 - 7.1',
      ].join('\n'),
    );
    expect(find(labs, 'cholesterol-total')?.interpretation).toContain('232 mg/dL');
    expect(find(labs, 'cholesterol-total')?.interpretation).not.toContain('unit inferred');
    expect(find(labs, 'urea')).toMatchObject({ value: 6.1, unit: 'mmol/L', status: 'normal' });
  });

  it('sends a value impossible in its unit back to the slip instead of converting or flagging it', () => {
    for (const line of ['Calcium  261  mmol/L', 'Magnesium  8.62  mmol/L']) {
      const [lab] = read(line);
      expect(lab).toMatchObject({ status: 'not_assessed' });
      expect(lab?.value).toBeUndefined();
      expect(lab?.interpretation).toContain('check it against the slip');
    }
  });
});

describe('age bands in years and months', () => {
  it.each([
    ['Age: 3 yrs 8 mo', '6 m – 2 y: 10.5–13.5 / 2–6 y: 11.5–13.5 / 6–12 y: 11.5–15.5', 11.5],
    ['Age: 7 months', '1–6 m: 9.5–13.5 6 m – 2 y: 10.5–13.5', 10.5],
    ['Age: 2 yrs 3 mo', '6 m - 2 y: 10.5-13.5 / 2-6 y: 11.5-13.5', 11.5],
    ['Age: 4y 2m', '6m-2y: 10.5-13.5; 2-6y: 11.5-13.5', 11.5],
  ])("'%s' selects the band that holds the child's age", (age, range, low) => {
    const text = `Patient: test child   Sex: F   ${age}\nTest\tResult\tUnit\tReference\nHaemoglobin\t9.9\tg/dL\t${range}`;
    const [lab] = interpretLabEntries(extractLabEntriesFromText(text), withReportPatient({}, text));
    expect(lab).toMatchObject({ referenceLow: low, referenceHigh: 13.5, status: 'low' });
  });
});

describe('two results a row, dotted leaders and ranges on their own line', () => {
  it('reads both tests of a row under a header naming two tests', () => {
    const labs = read(
      'Test,Result,Test,Result\nHb,13.1 g/dL,WBC,6.4 x10^9/L\nHBsAg,Non-reactive,VDRL,Reactive',
    );
    expect(labs.map((lab) => [lab.analyteId, lab.status])).toEqual([
      ['haemoglobin', 'normal'],
      ['white-cell-count', 'normal'],
      ['hbsag', 'normal'],
      ['vdrl', 'positive'],
    ]);
  });

  it("takes a 'ref 70 - 140' line as the range of the result above, never as a result", () => {
    const labs = read(
      [
        'Glucose (random) ........ 112 mg/dL',
        '      ref 70 - 140 mg/dL',
        'Urea .............. 4.1 mmol/L',
      ].join('\n'),
    );
    expect(labs.map((lab) => lab.analyteId)).toEqual(['glucose-random', 'urea']);
    expect(labs[0]).toMatchObject({
      normalRange: '70 - 140 mg/dL',
      rangeSource: 'printed',
      status: 'normal',
    });
  });
});

describe('blank cells', () => {
  it('keeps a blank Low cell of a space-laid table under Low, so the High bound stays High', () => {
    const labs = read(
      ['Test          Result   Units    Low    High', 'CRP           48       mg/L            5'].join('\n'),
    );
    expect(find(labs, 'crp')).toMatchObject({ status: 'high', referenceHigh: 5 });
    expect(find(labs, 'crp')?.referenceLow).toBeUndefined();
  });

  it('finds the second test of a two-a-row line whose first test has no unit or range', () => {
    const labs = read(
      'Test,Result,Unit,Ref,Test,Result,Unit,Ref\nMalaria RDT,Positive,Urea,6.9,mmol/L,2.5-7.8',
    );
    expect(labs.map((lab) => [lab.analyteId, lab.status])).toEqual([
      ['malaria-rdt', 'positive'],
      ['urea', 'normal'],
    ]);
  });

  it("reads a cumulative header whose names' column is untitled", () => {
    const [lab] = read(',Today,12/11/26,Units,Range\nPotassium,5.8,5.2,mmol/L,3.5-5.1');
    expect(lab).toMatchObject({ analyteId: 'potassium', value: 5.8, status: 'high' });
  });
});

describe('layouts of analyte identity (fifth set)', () => {
  it("reads each row under the specimen its Specimen column names: urine creatinine is not the serum's", () => {
    const labs = read(
      [
        'Test,Specimen,Result,Units,Reference',
        'Creatinine,Serum,140,µmol/L,45 - 90',
        'Creatinine,Urine (random),7.9,mmol/L,2.6 - 20.0',
        'Albumin,Urine (random),55,mg/L,< 20',
        'White cell count,CSF,300,cells/mm³,0 - 5',
      ].join('\n'),
    );
    expect(labs.map((lab) => [lab.testType, lab.analyteId, lab.value])).toEqual([
      ['Creatinine', 'creatinine', 140],
      ['Urine Creatinine', undefined, 7.9],
      ['Urine Albumin', undefined, 55],
      ['CSF White cell count', 'csf-white-cells', 300],
    ]);
    expect(labs[1]?.interpretation).toContain('not recognised');
    expect(labs[2]).toMatchObject({ direction: 'high', flag: 'attention' });
  });

  it('reads a differential row with the percentage and the absolute count, each with its own range', () => {
    const labs = read(
      [
        'Differential\t%\tRef. %\tAbsolute (x10^9/L)\tRef. absolute',
        'Neutrophils\t81 H\t40 - 75\t9.7 HIGH\t2.0 - 7.5',
        'Lymphocytes\t12 L\t20 - 40\t1.4\t1.0 - 3.0',
      ].join('\n'),
    );
    expect(labs.map((lab) => [lab.analyteId, lab.value, lab.referenceLow, lab.referenceHigh])).toEqual([
      ['neutrophils-percent', 81, 40, 75],
      ['neutrophils-absolute', 9.7, 2, 7.5],
      ['lymphocytes-percent', 12, 20, 40],
      ['lymphocytes-absolute', 1.4, 1, 3],
    ]);
  });

  it("reads a range written in the result's paragraph with its label ('[Normal: 4.0–11.0]')", () => {
    const labs = read(
      ['WBC 3.6 x10^9/L [Normal: 4.0–11.0] LOW', 'AST (SGOT) 55 U/L [Normal: up to 40] H'].join('\n'),
    );
    expect(find(labs, 'white-cell-count')).toMatchObject({ value: 3.6, referenceLow: 4, direction: 'low' });
    expect(find(labs, 'ast')).toMatchObject({ value: 55, referenceHigh: 40, direction: 'high' });
  });

  it('reads MPV and indirect bilirubin as not recognised, with the printed range, never as MCV or total bilirubin', () => {
    const labs = read(
      ['MCV  84.0  fL  80 - 100', 'MPV  12.9  fL  7.5 - 11.5', 'Indirect bilirubin 1.6 mg/dL (0.2–0.9)'].join(
        '\n',
      ),
    );
    expect(labs.map((lab) => [lab.testType, lab.analyteId ?? null])).toEqual([
      ['MCV', 'mcv'],
      ['MPV', null],
      ['Indirect bilirubin', null],
    ]);
    expect(labs[1]).toMatchObject({ direction: 'high', rangeSource: 'printed' });
    expect(labs[2]?.interpretation).toContain('not recognised: Indirect bilirubin');
  });

  it("reads a test named like a header label, a ratio's small decimal comma, and no value from a sentence", () => {
    const labs = read(
      [
        "Test d'Emmel : Négatif",
        'U-Protein/creatinine ratio   0,42   g/mmol   < 0,015   H',
        'Potassium phoned to ward 4 at 06:40',
      ].join('\n'),
    );
    expect(labs.map((lab) => [lab.testType, lab.analyteId ?? null])).toEqual([
      ["Test d'Emmel", 'sickling-test'],
      ['U-Protein/creatinine ratio', null],
    ]);
    expect(labs[1]).toMatchObject({ value: 0.42, referenceHigh: 0.015, direction: 'high' });
  });

  it('reads no value from a collection line or a method note', () => {
    const labs = read(
      [
        'Prélevé le 28/11/2026 à 08h10',
        'eGFR: CKD-EPI 2021 equation',
        'Collected on 28/11 at 06:15',
        'eGFR 52 mL/min/1.73m² (> 60)',
      ].join('\n'),
    );
    expect(labs.map((lab) => [lab.analyteId, lab.value])).toEqual([['egfr', 52]]);
  });
});

describe('forms printed as boxes, a label over each result', () => {
  const form = [
    'LUMBAR PUNCTURE — CSF EXAMINATION FORM',
    'Patient: test child\tAge: 4 y',
    'CELL COUNT',
    'Total cells (cells/µL) — ref 0 - 5\tNeutrophils (%)',
    '|620\t75',
    'Protein (mg/dL) — ref 15 - 45\tGlucose (mg/dL) — ref 40 - 70',
    '95\t22',
    'Serum glucose (mg/dL)',
    '101',
    'STAINS',
    'India ink\tGram stain',
    'No yeasts seen\tNo organisms seen',
  ].join('\n');

  it('reads each result under its own label, as the form specimen’s test', () => {
    const labs = read(form);
    expect(find(labs, 'csf-white-cells')).toMatchObject({ value: 620, status: 'high' });
    expect(find(labs, 'csf-neutrophils-percent')).toMatchObject({ value: 75 });
    expect(find(labs, 'csf-protein')).toMatchObject({ value: 0.95 });
    expect(find(labs, 'csf-glucose')?.value).toBeCloseTo(22 / 18.016, 2);
    expect(find(labs, 'csf-india-ink')).toMatchObject({ qualitative: 'negative' });
    expect(find(labs, 'csf-gram-stain')).toMatchObject({ qualitative: 'negative' });
    expect(find(labs, 'white-cell-count')).toBeUndefined();
    expect(find(labs, 'neutrophils-percent')).toBeUndefined();
  });

  it('keeps a named blood test on the form a blood test', () => {
    expect(find(read(form), 'glucose')).toBeDefined();
  });

  it('leaves two rows of name and worded result as rows', () => {
    const labs = read(['URINALYSIS', 'Nitrite  Negative', 'Leucocytes  Trace'].join('\n'));
    expect(labs.map((lab) => lab.analyteId)).toEqual(['urine-nitrite', 'urine-leucocytes']);
  });

  it('does not read a report as a CSF form when its CSF section comes after blood results', () => {
    const labs = read(['WBC 12.1 x10^9/L', 'CSF ANALYSIS', 'WBC 40 cells/uL'].join('\n'));
    expect(labs.map((lab) => lab.analyteId)).toEqual(['white-cell-count', 'csf-white-cells']);
  });
});

describe('names and units OCR confuses', () => {
  it('leaves a name one letter from both MCV and MPV unrecognised, never MCV', () => {
    expect(read('MOV\t11.2\tfL\t7.5-11.5')[0]?.analyteId).toBeUndefined();
    expect(read('MCY\t84.0\tfL\t80-100')[0]?.analyteId).toBe('mcv');
  });

  it("reads an analyser's 'MCV' OCR'd as 'Hcy' by the range beside it, and a homocysteine row never as MCV", () => {
    expect(read('Hcy\t79.5\tL fL\t80.0-100.0')[0]).toMatchObject({ analyteId: 'mcv', status: 'low' });
    expect(read('Hcy\t12.5\tumol/L\t5-15')[0]?.analyteId).toBeUndefined();
    expect(read('Hcy\t9.1\tfL\t6.5-12.0')[0]?.analyteId).toBeUndefined();
  });

  it("never reads a patient header OCR'd with a scrap before its label as a test", () => {
    const labs = read(['thim Age: 9yrs', 'Sex: M', 'WBC\t18.2\t4.0-10.0'].join('\n'));
    expect(labs.map((lab) => lab.analyteId)).toEqual(['white-cell-count']);
  });

  it("reads 'HIV 1+2 Ab' as the HIV antibody test, an 'Ab' its own names hold", () => {
    expect(read('HIV 1+2 Ab (rapid)\tNon-reactive')[0]?.analyteId).toBe('hiv-rapid');
  });

  it('reads a pmol/L creatinine in the µmol/L range as µmol/L, and keeps a free T4 in pmol/L', () => {
    const labs = read(['Creatinine  238 pmol/L  62  106', 'Free T4  18.2 pmol/L  12-22'].join('\n'));
    expect(find(labs, 'creatinine')).toMatchObject({ value: 238, status: 'high' });
    expect(find(labs, 'free-t4')).toMatchObject({ value: 18.2 });
  });

  it("reads '004' as 0.04 (a point OCR dropped after a leading 0) and a grade '+ +' as '++'", () => {
    expect(read('TSH\t004\tmIU/L\t0.27 - 4.20')[0]).toMatchObject({ value: 0.04, status: 'low' });
    expect(read('URINE\nKetones  + +  Ref: Nil')[0]).toMatchObject({ value: 2 });
  });

  it('puts back a blank unit cell dropped from a cumulative row, so the current column is read', () => {
    const labs = read(
      ['Test\tUnits\tReference\t28-Nov (this sample)\t27-Nov', 'INR\t0.8 - 1.2\t1.6 H\t1.3 H'].join('\n'),
    );
    expect(labs[0]).toMatchObject({ analyteId: 'inr', value: 1.6 });
  });
});

describe('age bands written with a unit on both ends', () => {
  it("keeps '1 mo–1 y: 4.1–5.3' on the line below as a band of the range above, never a test", () => {
    const labs = read(
      ['Potassium   3.1   mmol/L   0–1 mo: 3.7–5.9', '1 mo–1 y: 4.1–5.3', '1–18 y: 3.4–4.7'].join('\n'),
      { ageYears: 6 },
    );
    expect(labs).toHaveLength(1);
    expect(labs[0]).toMatchObject({
      analyteId: 'potassium',
      referenceLow: 3.4,
      referenceHigh: 4.7,
      direction: 'low',
    });
  });
});

describe("the laboratory's own panic mark", () => {
  it("makes a value outside the range critical ('HH'), and is ignored on a value within it", () => {
    const labs = read(
      [
        'Test,Result,Unit,Ref,Flag',
        'Potassium,6.1,mmol/L,3.5 - 5.1,HH',
        'Sodium,140,mmol/L,135 - 145,HH',
      ].join('\n'),
    );
    expect(labs[0]).toMatchObject({ analyteId: 'potassium', flag: 'critical', status: 'high' });
    expect(labs[0]?.criticalLimit).toContain('by the laboratory');
    expect(labs[1]).toMatchObject({ analyteId: 'sodium', flag: 'normal' });
  });
});

describe("the lab's own flag beside bands by sex", () => {
  it('gives the side when the patient’s sex is unknown and one band agrees with the flag', () => {
    const labs = read(
      [
        'Analyte\tResult\tUnit\tRef_Range\tFlag',
        'Hemoglobin\t13.1\tg/dL\tM:13.5-17.5;F:12.0-15.5\tL',
        'Ferritin\t20\tng/mL\tM:30-400;F:13-150\tH',
      ].join('\n'),
    );
    expect(find(labs, 'haemoglobin')?.status).toBe('low');
    // 'H' beside a value no band calls high is not taken: the side stays unknown.
    expect(find(labs, 'ferritin')?.status).toBe('not_assessed');
  });
});
