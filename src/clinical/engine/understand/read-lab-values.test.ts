import { describe, expect, it } from 'vitest';
import { findings as vocabulary } from '../../knowledge/findings';
import { readLabValuesInProse } from './read-lab-values';
import { createUnderstanding } from './understand-input';

const understand = createUnderstanding(vocabulary);
const present = (text: string, labResults?: Array<{ testType: string; result: string }>) =>
  understand({
    symptoms: [text],
    patient: { age: 40, gender: 'male' },
    ...(labResults ? { labResults } : {}),
  })
    .findings.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('lab values written in sentences', () => {
  it.each([
    ['a fingerprick glucose is 2.1 mmol/L on arrival', 'hypoglycaemia-lab'],
    ['pale, with an Hb of 5.8', 'severe-anaemia-lab'],
    ['his creatinine was 410 µmol/L yesterday', 'creatinine-over-265-lab'],
    ['bruising; platelets 38,000', 'thrombocytopenia-lab'],
    ['serum sodium measured at 119', 'hyponatraemia-lab'],
    ['Hb 6g/dL on the ward', 'severe-anaemia-lab'],
  ])('%s gives %s like a typed result', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });

  it('reads only exact test names, and a longer test name wins', () => {
    expect(readLabValuesInProse('creatinine clearance of 35 mL/min')).toEqual([]);
    expect(readLabValuesInProse('a 52-year-old man, gravida 3, BP 150/90')).toEqual([]);
    expect(readLabValuesInProse('glucoze 2.1')).toEqual([]);
  });

  it('takes a urine test only when the urine is named', () => {
    expect(readLabValuesInProse('pH 7.05 on the gas')).toEqual([]);
    expect(readLabValuesInProse('urine pH 5')).toHaveLength(1);
  });

  it('lets a typed result win over the same test in the text', () => {
    const found = present('her glucose was 2.0 mmol/L this morning', [
      { testType: 'Glucose', result: '6.1 mmol/L' },
    ]);
    expect(found).not.toContain('hypoglycaemia-lab');
  });
});

describe('a grade written after a test in prose', () => {
  it.each([
    ['Blood slide: malaria parasites 2+ on admission', '2+'],
    ['MPS ++ seen by the lab', '++'],
  ])('"%s" is a result of the smear', (text, grade) => {
    expect(readLabValuesInProse(text)).toEqual([expect.objectContaining({ result: grade })]);
  });

  it('a plus sign after a measured test, or after no test, is no result', () => {
    expect(readLabValuesInProse('CD4 + T cells were counted')).toEqual([]);
    expect(readLabValuesInProse('fever ++ and cough')).toEqual([]);
  });
});

describe('a positive malaria smear or RDT written in a note is a parasitological confirmation', () => {
  it.each([
    'fever for 2 days; blood slide: malaria parasites 3+',
    'febrile, malaria parasites ++ on the film',
    'malaria parasites present on the smear',
    'B/S positive, vomiting',
    'RDT pos this morning',
    'BS+ on arrival',
    'fever, MPS+',
  ])('"%s"', (text) => {
    expect(present(text)).toContain('malaria-test-positive');
  });

  it.each([
    'B/S for MPs: no parasites seen',
    'BS: no MPs seen',
    'fever 3 days. BS: No MPS seen',
    'BS taken this morning',
    'malaria parasites not seen',
    'was treated for malaria in June',
  ])('"%s" is none', (text) => {
    expect(present(text)).not.toContain('malaria-test-positive');
  });
});

describe('more than one value of a test in a note', () => {
  it('an earlier normal value never hides the abnormal one written after it', () => {
    expect(present('Hb 11.5 on admission three days ago, now Hb 4.8 after the bleeding')).toContain(
      'severe-anaemia-lab',
    );
    expect(present('potassium was 4.1 last week, repeat potassium 7.2 today')).toContain('hyperkalaemia-lab');
  });

  it('a count of days or episodes after a test abbreviation is no value of it', () => {
    expect(readLabValuesInProse('K 3 episodes of vomiting today')).toEqual([]);
    expect(readLabValuesInProse('Na 2 days of cough')).toEqual([]);
  });
});

describe('a value written with a decimal comma, as francophone labs write it', () => {
  it('reads the comma as the decimal point and keeps the unit after it', () => {
    expect(readLabValuesInProse('kaliémie à 7,1 mmol/l ce matin')).toEqual([
      { testType: 'kaliémie', result: '7.1 mmol/l' },
    ]);
    expect(readLabValuesInProse('Hb de 6,4 g/dl')).toEqual([{ testType: 'Hb', result: '6.4 g/dl' }]);
  });

  it('still reads a thousands comma as thousands', () => {
    expect(readLabValuesInProse('platelets 38,000')).toEqual([{ testType: 'platelets', result: '38,000' }]);
  });
});

describe('a sign glued to a test name', () => {
  it("is the smear's shorthand only: 'mother HIV+' says nothing of the patient's own test", () => {
    expect(readLabValuesInProse('baby of a mother HIV+ on ART')).toEqual([]);
    expect(present('baby of a mother HIV+ on ART')).not.toContain('hiv-test-positive');
    expect(readLabValuesInProse('MPS+ this morning')).toEqual([{ testType: 'MPS', result: '+' }]);
  });
});
