import { describe, expect, it } from 'vitest';
import { identifyAnalyte, identifyByUnit, isUnmodelledTestName } from './identify-analyte';

describe('recognising a test by the name written on the slip', () => {
  const names: [string, string][] = [
    ['Hb', 'haemoglobin'],
    ['HGB', 'haemoglobin'],
    ['Hemoglobin', 'haemoglobin'],
    ['Haemoglobn', 'haemoglobin'],
    ['HAEMOGLOBIN LEVEL', 'haemoglobin'],
    ['WBC', 'white-cell-count'],
    ['TLC', 'white-cell-count'],
    ['White cell count', 'white-cell-count'],
    ['Total leukocyte count', 'white-cell-count'],
    ['Plt', 'platelets'],
    ['PLT', 'platelets'],
    ['Platelet count', 'platelets'],
    ['Platelates', 'platelets'],
    ['RBS', 'glucose-random'],
    ['Random blood sugar', 'glucose-random'],
    ['FBS', 'glucose-fasting'],
    ['FBG', 'glucose-fasting'],
    ['S. creat', 'creatinine'],
    ['Creat', 'creatinine'],
    ['Serum Creatinine', 'creatinine'],
    ['Creatinin', 'creatinine'],
    ['BS for MPS', 'malaria-smear'],
    ['MPS', 'malaria-smear'],
    ['B/S', 'malaria-smear'],
    ['Malaria smear', 'malaria-smear'],
    ['mRDT', 'malaria-rdt'],
    ['Malaria RDT (HRP2/pLDH)', 'malaria-rdt'],
    ['Malaria Rapid Diagnostic Test', 'malaria-rdt'],
    ['Widal', 'widal-o'],
    ['Salmonella Ag', 'salmonella-stool-antigen'],
    ['GeneXpert', 'xpert-mtb-rif'],
    ['Xpert MTB/RIF', 'xpert-mtb-rif'],
    ['VDRL', 'vdrl'],
    ['RPR', 'rpr'],
    ['HBsAg', 'hbsag'],
    ['UPT', 'urine-hcg'],
    ['Urine pregnancy test', 'urine-hcg'],
    ['beta-hCG', 'beta-hcg'],
    ['HIV 1+2', 'hiv-rapid'],
    ['CD4 count', 'cd4'],
    ['Viral load', 'hiv-viral-load'],
    ['Sputum for AAFB', 'sputum-afb'],
    ['K+', 'potassium'],
    ['Na', 'sodium'],
    ['SGPT', 'alt'],
    ['SGOT', 'ast'],
    ['T. Bil', 'bilirubin-total'],
    ['Direct bilirubin', 'bilirubin-direct'],
    ['Total cholesterol', 'cholesterol-total'],
    ['LDL-C', 'ldl-cholesterol'],
    ['TSH', 'tsh'],
    ['hs-cTnI', 'troponin-i'],
    ['INR', 'inr'],
    ['20WBCT', 'whole-blood-clotting-20min'],
    ['Serum cholinesterase', 'cholinesterase'],
    ['CrAg', 'crag'],
    ['India ink', 'csf-india-ink'],
    ['Sickling test', 'sickling-test'],
    ['Blood group', 'blood-group'],
    ['Stool O/C', 'stool-microscopy'],
    ['Cholera RDT', 'cholera-rdt'],
    ['Dengue NS1 Ag', 'dengue-ns1'],
    ['COVID-19 Ag', 'sars-cov-2'],
    ['Rapid strep test', 'strep-a-rapid'],
    ['HbA1c', 'hba1c'],
    ['eGFR (CKD-EPI)', 'egfr'],
    ['Serum Albumin', 'albumin'],
    ['Uric acid', 'uric-acid'],
    ['Lactate', 'lactate'],
    ['Ferritin', 'ferritin'],
  ];

  it.each(names)("'%s' is %s", (written, id) => {
    expect(identifyAnalyte(written)?.id).toBe(id);
  });

  it.each(['Name', 'Age', 'Date', 'Lab No', 'Doctor', 'Colour', 'Consistency', ''])(
    "'%s' is not a test",
    (written) => {
      expect(identifyAnalyte(written)).toBeUndefined();
    },
  );

  it('prefers the urine test inside a urinalysis and refuses blood tests there', () => {
    expect(identifyAnalyte('Protein', 'urine')?.id).toBe('urine-protein');
    expect(identifyAnalyte('Glucose', 'urine')?.id).toBe('urine-glucose');
    expect(identifyAnalyte('Glucose', 'csf')?.id).toBe('csf-glucose');
    expect(identifyAnalyte('Pus cells', 'stool')?.id).toBe('stool-pus-cells');
    expect(identifyAnalyte('Platelets', 'urine')).toBeUndefined();
    expect(identifyAnalyte('Haemoglobin', 'urine')?.id).toBe('urine-blood');
  });
});

describe('never swapping one test for another', () => {
  // Names one letter or word away from another test's name: each must be read as itself or not at all.
  const lookalikes: [string, string | undefined][] = [
    ['Total WBC', 'white-cell-count'],
    ['Total RBC', 'red-cell-count'],
    ['T. Bilirubin', 'bilirubin-total'],
    ['D. Bilirubin', 'bilirubin-direct'],
    ['I. Bilirubin', undefined],
    ['HBeAg', 'hbeag'],
    ['HBsAg', 'hbsag'],
    ['Anti-HBs', 'anti-hbs'],
    ['IgM anti-HBc', 'anti-hbc-igm'],
    ['Anti-HCV', 'hcv-antibody'],
    ['Anticorps anti-VHC', 'hcv-antibody'],
    ['Thrombin time', 'thrombin-time'],
    ['Prothrombin time', 'prothrombin-time'],
    ['Creatinine clearance', undefined],
    ['Control PT', undefined],
    ['Anti-dengue IgG', undefined],
    ['P.M.B.', undefined],
    ['PTT', 'aptt'],
    ['Non-HDL chol.', undefined],
    ['non HDL-C', undefined],
    ['Glucose, non-fasting', 'glucose'],
    // Tests the knowledge base does not model are read as themselves (not recognised), never as a neighbour.
    ['MPV', undefined],
    ['Bilirubine indirecte', undefined],
    ['Serum indirect bilirubin', undefined],
    ['Ac anti-HBc totaux', undefined],
    ['Urine creatinine', undefined],
    ['Albumin/creatinine ratio', undefined],
    // Another fluid, another kind of test, another cell or isoenzyme, another test with a short name inside.
    ['Haptoglobin', undefined],
    ['VLDL cholesterol', undefined],
    ['HBV DNA', undefined],
    ['HIV DNA PCR', undefined],
    ['Venous pH', undefined],
    // 'Venous', 'capillary' say how blood was drawn; ward words beside a short name leave it the test.
    ['Venous blood glucose', 'glucose'],
    ['Venous potassium', 'potassium'],
    ['Venous lactate', 'lactate'],
    ['Venous Hb', 'haemoglobin'],
    ['Glucose, venous plasma', 'glucose'],
    ['Repeat Hb', 'haemoglobin'],
    ['Admission Hb', 'haemoglobin'],
    ['Hb HemoCue', 'haemoglobin'],
    ['Pleural fluid protein', undefined],
    ['Uric acid urine', undefined],
    ['Nucleated RBC', undefined],
    ['CK-MB', undefined],
    ['CA-125', undefined],
    ['Apolipoprotein B', undefined],
    ['Beta HCG urine', 'urine-hcg'],
    ['Malaria B/S', 'malaria-smear'],
    ['Total Ca', 'calcium'],
  ];

  it.each(lookalikes)("'%s' is %s", (written, id) => {
    expect(identifyAnalyte(written)?.id).toBe(id);
  });

  it('never reads MPV by its unit as MCV, and knows it as a test of its own', () => {
    expect(identifyByUnit('MPV', 'fL')).toBeUndefined();
    expect(isUnmodelledTestName('MPV')).toBe(true);
    expect(isUnmodelledTestName('Indirect bilirubin (calculated)')).toBe(true);
    expect(isUnmodelledTestName('MCV')).toBe(false);
  });

  it('still corrects a real slip in a long name, or in a short word beside an exact one', () => {
    expect(identifyAnalyte('Haemoglobn')?.id).toBe('haemoglobin');
    expect(identifyAnalyte('Neutrophills %')?.id).toBe('neutrophils-percent');
    expect(identifyAnalyte('Malaria ROT')?.id).toBe('malaria-rdt');
  });

  it('reads a name by its section: arterial pH under a blood gas, urine microscopy under a urinalysis', () => {
    expect(identifyAnalyte('pH', 'arterial')?.id).toBe('arterial-ph');
    expect(identifyAnalyte('pH', 'urine')?.id).toBe('urine-ph');
    expect(identifyAnalyte('HCO3', 'arterial')?.id).toBe('bicarbonate');
    expect(identifyAnalyte('Casts', 'urine')?.id).toBe('urine-casts');
    expect(identifyAnalyte('Bacteria', 'urine')?.id).toBe('urine-bacteria');
    expect(identifyAnalyte('Cysts', 'urine')).toBeUndefined();
  });

  it("reads either of two written names ('Pus cells / WBC') as the section's own test", () => {
    expect(identifyAnalyte('Pus cells / WBC', 'urine')?.id).toBe('urine-pus-cells');
    expect(identifyAnalyte('Red cells / RBC', 'urine')?.id).toBe('urine-red-cells');
  });
});

describe('a name whose words OCR or a hand glued together', () => {
  it('reads it as the one known test those letters spell', () => {
    expect(identifyAnalyte('TotalWBC')?.id).toBe('white-cell-count');
  });

  it('never reads an unknown glued word as a test', () => {
    expect(identifyAnalyte('Totalcount')).toBeUndefined();
  });
});
