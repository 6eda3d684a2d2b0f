import { describe, expect, it } from 'vitest';
import { interpretLabEntries, type LabEntry, type LabPatient } from './index';

const adultWoman: LabPatient = { ageYears: 34, sex: 'female' };
const adultMan: LabPatient = { ageYears: 45, sex: 'male' };
const child: LabPatient = { ageYears: 4, sex: 'male' };
const pregnantWoman: LabPatient = { ageYears: 26, sex: 'female', pregnant: true };

function interpret(entry: LabEntry, patient: LabPatient) {
  const [lab] = interpretLabEntries([entry], patient);
  if (lab === undefined) throw new Error('no interpretation');
  return lab;
}

describe('interpreting lab values as a clinician would', () => {
  const cases: {
    name: string;
    entry: LabEntry;
    patient: LabPatient;
    flag: string;
    analyteId?: string;
    value?: number;
    unit?: string;
    says?: RegExp;
  }[] = [
    {
      name: 'adult Hb 6.2 g/dL is critical (severe anaemia)',
      entry: { testType: 'Hb', result: '6.2 g/dL' },
      patient: adultWoman,
      flag: 'critical',
      analyteId: 'haemoglobin',
      value: 6.2,
      says: /Haemoglobin 6\.2 g\/dL is critically low \(severe anaemia\)/,
    },
    {
      name: "a child's Hb of 10.5 is attention, not critical",
      entry: { testType: 'Haemoglobin', result: '10.5' },
      patient: child,
      flag: 'attention',
      value: 10.5,
      says: /low \(anaemia\)/,
    },
    {
      name: 'Hb 62 g/L converts to 6.2 g/dL',
      entry: { testType: 'HGB', result: '62 g/L' },
      patient: adultMan,
      flag: 'critical',
      value: 6.2,
      unit: 'g/dL',
    },
    {
      name: 'Hb 112 without a unit is read as g/L',
      entry: { testType: 'Haemoglobin', result: '112' },
      patient: adultWoman,
      flag: 'attention',
      value: 11.2,
    },
    {
      name: 'a pregnant woman with Hb 11.5 is within the WHO range for pregnancy',
      entry: { testType: 'Hb', result: '11.5 g/dL' },
      patient: pregnantWoman,
      flag: 'normal',
    },
    {
      name: 'a non-pregnant woman with Hb 11.5 is anaemic',
      entry: { testType: 'Hb', result: '11.5 g/dL' },
      patient: adultWoman,
      flag: 'attention',
    },
    {
      name: 'a man with Hb 12.5 is anaemic by the male cut-off',
      entry: { testType: 'Hb', result: '12.5 g/dL' },
      patient: adultMan,
      flag: 'attention',
    },
    {
      name: 'K 6.8 is critical',
      entry: { testType: 'K+', result: '6.8 mmol/L' },
      patient: adultMan,
      flag: 'critical',
      analyteId: 'potassium',
      says: /critically high/,
    },
    {
      name: 'K 2.4 is critical',
      entry: { testType: 'Potassium', result: '2.4' },
      patient: adultMan,
      flag: 'critical',
    },
    {
      name: 'Na 118 is critical',
      entry: { testType: 'Na', result: '118 mmol/L' },
      patient: adultWoman,
      flag: 'critical',
    },
    {
      name: 'Na 132 needs attention',
      entry: { testType: 'Serum sodium', result: '132' },
      patient: adultWoman,
      flag: 'attention',
    },
    {
      name: 'platelets 15 are critical',
      entry: { testType: 'PLT', result: '15 x10^9/L' },
      patient: adultWoman,
      flag: 'critical',
    },
    {
      name: 'platelets 250,000/mm3 convert to 250 x10^9/L',
      entry: { testType: 'Platelet count', result: '250,000 /mm3' },
      patient: adultWoman,
      flag: 'normal',
      value: 250,
    },
    {
      name: 'WBC 14,500 cells/mm3 is leucocytosis',
      entry: { testType: 'TLC', result: '14,500 cells/mm3' },
      patient: adultMan,
      flag: 'attention',
      value: 14.5,
      says: /leucocytosis/,
    },
    {
      name: 'glucose 180 mg/dL converts to about 10 mmol/L',
      entry: { testType: 'RBS', result: '180 mg/dL' },
      patient: adultMan,
      flag: 'attention',
      analyteId: 'glucose-random',
      unit: 'mmol/L',
    },
    {
      name: 'glucose 2.5 mmol/L is critical hypoglycaemia',
      entry: { testType: 'Random blood sugar', result: '2.5 mmol/L' },
      patient: child,
      flag: 'critical',
      says: /severe hypoglycaemia/,
    },
    {
      name: 'glucose 25 mmol/L is critical',
      entry: { testType: 'FBS', result: '25 mmol/l' },
      patient: adultWoman,
      flag: 'critical',
    },
    {
      name: 'creatinine 1.2 mg/dL is 106 µmol/L, normal for a man',
      entry: { testType: 'S. creat', result: '1.2 mg/dL' },
      patient: adultMan,
      flag: 'normal',
      unit: 'µmol/L',
    },
    {
      name: 'creatinine 450 µmol/L is critical',
      entry: { testType: 'Creatinine', result: '450 umol/L' },
      patient: adultMan,
      flag: 'critical',
    },
    {
      name: 'bilirubin 2 mg/dL is 34 µmol/L, raised',
      entry: { testType: 'Total bilirubin', result: '2 mg/dl' },
      patient: adultMan,
      flag: 'attention',
      unit: 'µmol/L',
    },
    {
      name: 'cholesterol 240 mg/dL is raised',
      entry: { testType: 'Total cholesterol', result: '240 mg/dL' },
      patient: adultMan,
      flag: 'attention',
    },
    {
      name: 'CD4 150 is critical (advanced HIV disease)',
      entry: { testType: 'CD4 count', result: '150 cells/mm3' },
      patient: adultMan,
      flag: 'critical',
      says: /advanced HIV/,
    },
    {
      name: 'viral load below detection is normal',
      entry: { testType: 'Viral load', result: '<50 copies/mL' },
      patient: adultWoman,
      flag: 'normal',
    },
    {
      name: 'a negative malaria RDT is normal',
      entry: { testType: 'mRDT', result: 'NEGATIVE' },
      patient: child,
      flag: 'normal',
      analyteId: 'malaria-rdt',
    },
    {
      name: 'P. falciparum seen on a smear needs attention',
      entry: { testType: 'BS for MPS', result: 'P. falciparum seen ++' },
      patient: child,
      flag: 'attention',
      analyteId: 'malaria-smear',
      says: /malaria parasites seen/,
    },
    {
      name: 'an unclotted 20WBCT is critical',
      entry: { testType: '20WBCT', result: 'Not clotted' },
      patient: adultMan,
      flag: 'critical',
    },
    {
      name: 'a reactive HIV test needs attention and the algorithm',
      entry: { testType: 'HIV 1+2', result: 'Reactive' },
      patient: adultWoman,
      flag: 'attention',
      says: /national testing algorithm/,
    },
    {
      name: 'a non-reactive HIV test is normal',
      entry: { testType: 'HIV test', result: 'Non-reactive' },
      patient: adultWoman,
      flag: 'normal',
    },
    {
      name: 'urine protein 2+ needs attention',
      entry: { testType: 'Urine protein', result: '++' },
      patient: pregnantWoman,
      flag: 'attention',
      value: 2,
    },
    {
      name: 'urine ketones negative are normal',
      entry: { testType: 'Urine ketones', result: 'Nil' },
      patient: adultMan,
      flag: 'normal',
      value: 0,
    },
    {
      name: 'positive CrAg is critical',
      entry: { testType: 'Serum CrAg', result: 'Positive' },
      patient: adultMan,
      flag: 'critical',
    },
    {
      name: 'blood group is shown as written',
      entry: { testType: 'Blood group', result: 'O Rh positive' },
      patient: adultMan,
      flag: 'normal',
      analyteId: 'blood-group',
    },
    {
      name: 'HbA1c 53 mmol/mol converts to about 7%',
      entry: { testType: 'HbA1c', result: '53 mmol/mol' },
      patient: adultMan,
      flag: 'attention',
      unit: '%',
    },
    {
      name: 'NT-proBNP 1800 pg/mL needs attention (heart failure likely)',
      entry: { testType: 'NT-proBNP', result: '1800 pg/mL' },
      patient: adultMan,
      flag: 'attention',
      says: /heart failure/,
    },
    {
      name: 'CK 12,000 U/L is critical (rhabdomyolysis)',
      entry: { testType: 'CPK', result: '12,000 U/L' },
      patient: adultMan,
      flag: 'critical',
    },
    {
      name: 'ASO 800 IU/mL supports rheumatic fever',
      entry: { testType: 'ASOT', result: '800 IU/mL' },
      patient: child,
      flag: 'attention',
      says: /rheumatic fever/,
    },
    {
      name: 'E. coli grown in urine culture needs attention',
      entry: { testType: 'Urine C/S', result: 'E. coli >10^5 CFU/mL' },
      patient: adultWoman,
      flag: 'attention',
      analyteId: 'urine-culture',
    },
    {
      name: 'troponin written as positive needs attention',
      entry: { testType: 'Troponin', result: 'Positive' },
      patient: adultMan,
      flag: 'attention',
    },
  ];

  it.each(cases)('$name', ({ entry, patient, flag, analyteId, value, unit, says }) => {
    const lab = interpret(entry, patient);
    expect(lab.flag).toBe(flag);
    if (analyteId !== undefined) expect(lab.analyteId).toBe(analyteId);
    if (value !== undefined) expect(lab.value).toBeCloseTo(value, 1);
    if (unit !== undefined) expect(lab.unit).toBe(unit);
    if (says !== undefined) expect(lab.interpretation).toMatch(says);
    expect(lab.loinc).toBeDefined();
  });

  it('uses the printed range when there is one', () => {
    const lab = interpret(
      { testType: 'Haemoglobin', result: '12.5 g/dL', normalRange: '13-17 g/dL' },
      adultWoman,
    );
    expect(lab.flag).toBe('attention');
    expect(lab.rangeSource).toBe('printed');
    expect(lab.rangeUsed).toBe('13-17 g/dL');
  });

  it("uses the knowledge base's range for age and sex otherwise", () => {
    const woman = interpret({ testType: 'Haemoglobin', result: '12.5 g/dL' }, adultWoman);
    expect(woman.flag).toBe('normal');
    expect(woman.rangeSource).toBe('knowledge');
    expect(woman.rangeUsed).toBe('12-15.5 g/dL');
    expect(woman.sourceIds).toContain('who-anaemia-2011');
  });

  it('converts a printed range in other units with the result (glucose in mg/dL)', () => {
    const lab = interpret({ testType: 'FBS', result: '130', normalRange: '70-110' }, adultMan);
    expect(lab.unit).toBe('mmol/L');
    expect(lab.value).toBeCloseTo(7.2, 1);
    expect(lab.referenceHigh).toBeCloseTo(6.1, 1);
    expect(lab.flag).toBe('attention');
  });

  it('keeps a critical flag from the knowledge base even when the printed range is wider', () => {
    const lab = interpret({ testType: 'Potassium', result: '6.8', normalRange: '3.5-7.0' }, adultMan);
    expect(lab.flag).toBe('critical');
    // past the limit it is high, never 'critically within'
    expect(lab).toMatchObject({ status: 'high', direction: 'high' });
    expect(lab.interpretation).not.toMatch(/within/);
  });

  it('flags an unknown test by its printed range and says it is not in the knowledge base', () => {
    const lab = interpret({ testType: 'Vitamin D', result: '12 ng/mL', normalRange: '30-100' }, adultWoman);
    expect(lab.flag).toBe('attention');
    expect(lab.analyteId).toBeUndefined();
    expect(lab.interpretation).toMatch(/not in the knowledge base/);
  });

  it("reads the laboratory's own flag for an unknown test without a range, and not the L of mmol/L", () => {
    expect(interpret({ testType: 'Selenium', result: '0.4 umol/L', notes: 'L' }, adultWoman).flag).toBe(
      'attention',
    );
    const osmolality = interpret({ testType: 'Osmolality', result: '290 mmol/L', notes: 'N' }, adultWoman);
    expect(osmolality.flag).toBe('normal');
    expect(osmolality.interpretation).toMatch(/not in the knowledge base/);
    expect(interpret({ testType: 'Osmolality', result: '290 mmol/L' }, adultWoman).flag).toBe('attention');
    expect(interpret({ testType: 'Zinc', result: '12 umol/L', normalRange: '10-18' }, adultWoman).flag).toBe(
      'normal',
    );
  });

  it('warns that Widal titres are not diagnostic', () => {
    const lab = interpret({ testType: 'Widal', result: 'O 1:320, H 1:160' }, adultMan);
    expect(lab.value).toBe(320);
    expect(lab.interpretation).toMatch(/not recommended/);
  });
});

describe('abbreviations two tests share', () => {
  it.each([
    { testType: 'PT', result: 'Positive', analyteId: 'urine-hcg' },
    { testType: 'PT', result: '14.2 sec', analyteId: 'prothrombin-time' },
    { testType: 'BS', result: 'No MPS seen', analyteId: 'malaria-smear' },
    { testType: 'BS', result: '5.6 mmol/L', analyteId: 'glucose' },
    { testType: 'B/S', result: '3,200 parasites/uL', analyteId: 'malaria-parasite-density' },
    { testType: 'Protein', result: '++', analyteId: 'urine-protein' },
    { testType: 'Protein', result: '72 g/L', analyteId: 'total-protein' },
    { testType: 'Leucocytes', result: 'Trace', analyteId: 'urine-leucocytes' },
  ])("'$testType' with '$result' is $analyteId", ({ testType, result, analyteId }) => {
    expect(interpretLabEntries([{ testType, result }], adultWoman)[0]?.analyteId).toBe(analyteId);
  });
});

describe('a panel typed as one entry', () => {
  it('interprets a urinalysis typed in one line test by test', () => {
    const labs = interpretLabEntries(
      [{ testType: 'U/A', result: 'Protein ++, Nitrite positive, Leucocytes +++, Glucose nil' }],
      adultWoman,
    );
    expect(labs.map((lab) => [lab.analyteId, lab.flag])).toEqual([
      ['urine-protein', 'attention'],
      ['urine-nitrite', 'attention'],
      ['urine-leucocytes', 'attention'],
      ['urine-glucose', 'normal'],
    ]);
  });

  it('interprets a full blood count typed in one line', () => {
    const labs = interpretLabEntries([{ testType: 'FBC', result: 'Hb 6.1, WBC 14,200, Plt 95' }], child);
    expect(labs.map((lab) => [lab.analyteId, lab.value, lab.flag])).toEqual([
      ['haemoglobin', 6.1, 'critical'],
      ['white-cell-count', 14.2, 'normal'],
      ['platelets', 95, 'attention'],
    ]);
  });
});

describe('kidney function from creatinine', () => {
  it("gives an older woman's eGFR with a normal-looking creatinine", () => {
    const lab = interpret({ testType: 'Creatinine', result: '95 umol/L' }, { ageYears: 70, sex: 'female' });
    expect(lab.flag).toBe('normal');
    expect(lab.estimatedGfr).toBeLessThan(60);
    expect(lab.interpretation).toMatch(/eGFR \d+ mL\/min\/1.73m2 by CKD-EPI 2021 \(reduced kidney function/);
  });
});

describe('differential counts written without a unit', () => {
  it.each([
    { result: '65', normalRange: undefined, analyteId: 'neutrophils-percent' },
    { result: '5.2', normalRange: undefined, analyteId: 'neutrophils-absolute' },
    { result: '78', normalRange: '40-75', analyteId: 'neutrophils-percent' },
    { result: '3.1', normalRange: '2.0-7.0', analyteId: 'neutrophils-absolute' },
    { result: '60 %', normalRange: undefined, analyteId: 'neutrophils-percent' },
  ])("'Neutrophils $result' (range $normalRange) is $analyteId", ({ result, normalRange, analyteId }) => {
    const entry =
      normalRange === undefined
        ? { testType: 'Neutrophils', result }
        : { testType: 'Neutrophils', result, normalRange };
    expect(interpretLabEntries([entry], adultMan)[0]?.analyteId).toBe(analyteId);
  });
});

describe('French reports (Mali, Burkina Faso, Senegal)', () => {
  it.each([
    { testType: 'Hémoglobine', result: '6,4 g/dl', analyteId: 'haemoglobin', flag: 'critical' },
    {
      testType: 'Goutte épaisse',
      result: 'Positive (P. falciparum)',
      analyteId: 'malaria-smear',
      flag: 'attention',
    },
    { testType: 'TDR paludisme', result: 'Négatif', analyteId: 'malaria-rdt', flag: 'normal' },
    {
      testType: 'Glycémie à jeun',
      result: '1,26 g/L',
      analyteId: 'glucose-fasting',
      flag: 'attention',
      value: 7.0,
    },
    { testType: 'Créatininémie', result: '15 mg/L', analyteId: 'creatinine', flag: 'attention', value: 133 },
    { testType: 'Urée', result: '0,30 g/L', analyteId: 'urea', flag: 'normal', value: 5.0 },
    {
      testType: 'Cholestérol total',
      result: '2,40 g/L',
      analyteId: 'cholesterol-total',
      flag: 'attention',
      value: 6.2,
    },
    { testType: 'Sérologie VIH', result: 'Non réactif', analyteId: 'hiv-rapid', flag: 'normal' },
    { testType: 'Ag HBs', result: 'Positif', analyteId: 'hbsag', flag: 'attention' },
    { testType: 'Protéinurie', result: 'Absence', analyteId: 'urine-protein', flag: 'normal' },
  ])("'$testType: $result' is $analyteId, $flag", ({ testType, result, analyteId, flag, value }) => {
    const lab = interpret({ testType, result }, adultMan);
    expect(lab.analyteId).toBe(analyteId);
    expect(lab.flag).toBe(flag);
    if (value !== undefined) expect(lab.value).toBeCloseTo(value, 0);
  });
});

describe('interpreting a stored result again', () => {
  it.each([
    { testType: 'WBC', result: '14,500 cells/mm3' },
    { testType: 'Hb', result: '6.2 g/dL' },
    { testType: 'CRP', result: '80 mg/L' },
    { testType: 'eGFR', result: '45' },
    { testType: 'Urine protein', result: '++' },
    { testType: 'Malaria RDT', result: 'Negative' },
    { testType: 'RBS', result: '180 mg/dL' },
  ])('gives the same flag when $testType comes back with the range it was given', (entry) => {
    const first = interpret(entry, adultWoman);
    const again = interpret({ ...entry, normalRange: first.rangeUsed }, adultWoman);
    expect(again.flag).toBe(first.flag);
    expect(again.value).toBe(first.value);
  });
});

describe('the status follows the range; a cited critical limit adds a marker beside it', () => {
  const cases: Array<{
    name: string;
    entry: LabEntry;
    status: string;
    flag: string;
    criticalLimit?: string;
  }> = [
    {
      name: 'CSF glucose 1.2 with a printed 2.2-3.9 is low, and past the WHO limit of 1.5',
      entry: { testType: 'CSF glucose', result: '1.2 mmol/L', normalRange: '2.2-3.9' },
      status: 'low',
      flag: 'critical',
      criticalLimit: '< 1.5 mmol/L',
    },
    {
      name: 'CSF white cells 850 with a printed 0-5 is high, and past the limit of 100',
      entry: { testType: 'CSF WBC', result: '850 cells/µL', normalRange: '0-5' },
      status: 'high',
      flag: 'critical',
      criticalLimit: '> 100 cells/µL',
    },
    {
      name: 'Hb 9.8 g/dL is low, not critical',
      entry: { testType: 'Hb', result: '9.8 g/dL', normalRange: '12-15.5' },
      status: 'low',
      flag: 'attention',
    },
    {
      name: 'a positive malaria RDT is positive',
      entry: { testType: 'Malaria RDT', result: 'POSITIVE' },
      status: 'positive',
      flag: 'attention',
    },
    {
      name: 'a non-reactive HIV test is normal',
      entry: { testType: 'HIV rapid test', result: 'non-reactive' },
      status: 'normal',
      flag: 'normal',
    },
    {
      name: 'urine leucocytes +++ is positive',
      entry: { testType: 'Urine leucocytes', result: '+++' },
      status: 'positive',
      flag: 'attention',
    },
    {
      name: 'a test the knowledge base does not know, below its printed range, is low',
      entry: { testType: 'Vitamin D', result: '12 ng/mL', normalRange: '30-100' },
      status: 'low',
      flag: 'attention',
    },
  ];
  it.each(cases)('$name', ({ entry, status, flag, criticalLimit }) => {
    const lab = interpret(entry, adultWoman);
    expect({ status: lab.status, flag: lab.flag, criticalLimit: lab.criticalLimit }).toEqual({
      status,
      flag,
      criticalLimit,
    });
    if (criticalLimit !== undefined) expect(lab.meaning).toMatch(/^critical \(/);
  });

  it('shows value and range in one unit, the original kept, and its meaning without restating them', () => {
    const lab = interpret({ testType: 'Creatinine', result: '1.6 mg/dL' }, adultWoman);
    expect(lab).toMatchObject({
      valueShown: '141 µmol/L',
      rangeUsed: '44-97 µmol/L',
      isConverted: true,
      status: 'high',
    });
    expect(lab.meaning).toMatch(/^raised creatinine/);
    expect(lab.meaning).not.toMatch(/141|1\.6|44-97/);
  });
});

describe('free T3, cortisol and prolactin are known tests with their adult ranges', () => {
  it.each([
    { testType: 'Free T3', result: '11.2 pmol/L', analyteId: 'free-t3', status: 'high' },
    { testType: 'FT3', result: '2.9 pg/mL', analyteId: 'free-t3', status: 'normal' },
    { testType: 'Cortisol (08:00)', result: '96 nmol/L', analyteId: 'cortisol', status: 'low' },
    { testType: 'Serum cortisol', result: '12 µg/dL', analyteId: 'cortisol', status: 'normal' },
    { testType: 'Prolactin', result: '18.2 ng/mL', analyteId: 'prolactin', status: 'normal' },
    { testType: 'Prolactin', result: '1200 mIU/L', analyteId: 'prolactin', status: 'high' },
  ])('$testType $result is $status', ({ testType, result, analyteId, status }) => {
    const lab = interpret({ testType, result }, adultWoman);
    expect({ analyteId: lab.analyteId, status: lab.status }).toEqual({ analyteId, status });
  });
});

describe('fibrinogen is a known coagulation test', () => {
  it('a Clauss fibrinogen of 1.3 g/L is low', () => {
    const lab = interpret({ testType: 'Fibrinogen (Clauss)', result: '1.3 g/L' }, adultWoman);
    expect({ analyteId: lab.analyteId, status: lab.status }).toEqual({
      analyteId: 'fibrinogen',
      status: 'low',
    });
  });
});
