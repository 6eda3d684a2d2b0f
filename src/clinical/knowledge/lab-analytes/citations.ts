/** Citations several lab-analyte files share. */
export const loinc = { sourceId: 'loinc-2.77', section: 'LOINC table, by code' };
export const tietz = { sourceId: 'tietz-2018', section: 'Appendix: reference intervals' };
export const tietzCritical = { sourceId: 'tietz-2018', section: 'Critical (panic) values' };
export const tietzUnits = { sourceId: 'tietz-2018', section: 'SI units and conversion factors' };
/** A hospital laboratory's published CSF differential bands, by age. */
export const csfDifferential = {
  sourceId: 'uchicago-csf-analysis',
  section:
    'Reference range: neutrophils, lymphocytes and monocytes (%), age 0-1 month and 2 months and older',
};
export const urineSediment = {
  sourceId: 'onepharma-urine-microscopy',
  section: 'Reference ranges, microscopic: squamous and transitional epithelial cells <= 5 /HPF',
};
export const dacie = { sourceId: 'dacie-lewis-2017', section: 'Reference ranges and normal values' };
export const dacieCoag = { sourceId: 'dacie-lewis-2017', section: 'Investigation of haemostasis' };
export const karita = {
  sourceId: 'karita-2009',
  section: 'Haematology and biochemistry reference intervals',
};
export const kibaya = { sourceId: 'kibaya-kericho-2008', section: 'Haematology reference ranges' };
export const harriet = {
  sourceId: 'harriet-lane-2023',
  section: 'Hematology: age-specific blood cell indices',
};
export const harrietChem = {
  sourceId: 'harriet-lane-2023',
  section: 'Blood chemistries and body fluids: age-specific reference values',
};
export const rcpath = { sourceId: 'rcpath-critical-2017', section: 'Appendix 1, critical result thresholds' };
export const pocketBookGlucose = {
  sourceId: 'who-pocket-book-2013',
  section: 'Emergency treatment of hypoglycaemia (< 2.5 mmol/L; < 3 mmol/L in severe malnutrition)',
};
export const whoAnaemia = {
  sourceId: 'who-anaemia-2011',
  section: 'Table 1, haemoglobin levels to diagnose anaemia at sea level',
};
export const whoSevereMalaria = {
  sourceId: 'who-severe-malaria-2014',
  section: 'Definition of severe falciparum malaria (clinical and laboratory features)',
};
export const whoMalariaDx = {
  sourceId: 'who-malaria-2023',
  section: 'Diagnosis of malaria: parasitological confirmation by microscopy or RDT',
};
export const keMalariaDx = {
  sourceId: 'ke-malaria-2020',
  section: 'Diagnosis of malaria: mRDT and microscopy',
};
export const microscopy = {
  sourceId: 'who-malaria-microscopy-2016',
  section: 'Annex: parasite counting and density',
};
export const cheesParasit = {
  sourceId: 'cheesbrough-dlp-2009',
  section: 'Part 1, Chapter 5, Parasitological tests',
};
export const multistix = {
  sourceId: 'siemens-multistix-2019',
  section: 'Expected values and reactive ranges of each pad',
};
export const cheesChem = {
  sourceId: 'cheesbrough-dlp-2009',
  section: 'Part 1, Chapter 6, Clinical chemistry tests (urine dipstick)',
};
export const cheesMicro = {
  sourceId: 'cheesbrough-dlp-2009',
  section: 'Part 2, Chapter 7, Microbiological tests',
};
export const cheesHaem = {
  sourceId: 'cheesbrough-dlp-2009',
  section: 'Part 2, Chapter 8, Haematological tests',
};
export const whoDiabetes = {
  sourceId: 'who-diabetes-diagnosis-2006',
  section: 'Table 1, diagnostic criteria for diabetes and intermediate hyperglycaemia',
};
export const ada = {
  sourceId: 'ada-soc-2024',
  section: 'Section 2, Diagnosis and classification; Section 6, Table 6.4 hypoglycaemia levels',
};
export const whoHba1c = {
  sourceId: 'who-hba1c-2011',
  section: 'Recommendation: HbA1c of 6.5% as cut-off for diagnosing diabetes',
};
export const kdigo = { sourceId: 'kdigo-ckd-2024', section: 'GFR categories G1-G5' };
export const whoHiv = {
  sourceId: 'who-hiv-2021',
  section: 'Viral load monitoring: treatment failure threshold 1000 copies/mL',
};
export const whoAdvancedHiv = {
  sourceId: 'who-advanced-hiv-2017',
  section: 'Definition of advanced HIV disease (CD4 < 200 cells/mm3)',
};
export const whoHivTesting = {
  sourceId: 'who-hiv-testing-2019',
  section: 'HIV testing strategies and algorithms',
};
export const whoTb = {
  sourceId: 'who-tb-2022',
  section: 'Module 3: diagnosis, Xpert MTB/RIF and sputum smear microscopy',
};
export const whoTyphoid = {
  sourceId: 'who-typhoid-2003',
  section: 'Diagnosis: blood culture, Widal test and its limitations',
};
export const whoDengue = {
  sourceId: 'who-dengue-2009',
  section: 'Laboratory diagnosis: NS1 antigen and IgM',
};
export const whoStis = {
  sourceId: 'who-stis-2021',
  section: 'Syphilis serological testing (non-treponemal and treponemal)',
};
export const whoHepB = { sourceId: 'who-hepatitis-b-2024', section: 'Diagnosis: HBsAg testing' };
export const whoCrypto = {
  sourceId: 'who-crypto-2022',
  section: 'Diagnosis: CrAg lateral flow assay and India ink',
};
export const whoMeningitis = {
  sourceId: 'who-meningitis-2025',
  section: 'Diagnosis: cerebrospinal fluid examination',
};
export const gtfcc = {
  sourceId: 'who-cholera-gtfcc-2019',
  section: 'Laboratory confirmation and cholera rapid diagnostic tests',
};
export const strep = { sourceId: 'idsa-strep-2012', section: 'Diagnosis: rapid antigen detection test' };
export const covid = {
  sourceId: 'who-sars-cov-2-antigen-2021',
  section: 'Interpretation of Ag-RDT and NAAT results',
};
export const influenza = {
  sourceId: 'who-influenza-lab-2011',
  section: 'Rapid diagnostic and molecular tests',
};
export const lipids = {
  sourceId: 'esc-dyslipidaemia-2019',
  section: 'Lipid targets and thresholds for treatment',
};
export const sepsis = {
  sourceId: 'ssc-sepsis-2021',
  section: 'Lactate measurement (>= 2 mmol/L; >= 4 mmol/L)',
};
export const ferritin = { sourceId: 'who-ferritin-2020', section: 'Ferritin thresholds for iron deficiency' };
export const acs = {
  sourceId: 'esc-acs-2023',
  section: 'Diagnosis: high-sensitivity troponin above the 99th percentile',
};
export const snakebite = {
  sourceId: 'who-snakebite-2016',
  section: 'Laboratory investigations: 20-minute whole blood clotting test (20WBCT)',
};
export const pesticide = {
  sourceId: 'who-pesticide-poisoning-2008',
  section: 'Organophosphates: cholinesterase activity',
};
export const heartFailure = {
  sourceId: 'esc-hf-2021',
  section:
    'Diagnosis: natriuretic peptide thresholds (BNP < 35 / NT-proBNP < 125 pg/mL non-acute; BNP < 100 / NT-proBNP < 300 pg/mL acute)',
};
export const rheumaticFever = {
  sourceId: 'who-rhd-2024',
  section: 'Diagnosis of acute rheumatic fever: evidence of preceding streptococcal infection (ASO titre)',
};
export const aki = { sourceId: 'kdigo-aki-2012', section: 'Section 2.1, definition and staging of AKI' };
