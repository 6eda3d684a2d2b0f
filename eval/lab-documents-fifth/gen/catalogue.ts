/**
 * The fifth lab-document set (eval/lab-documents-fifth): digital reports in layouts of African hospital
 * laboratory systems that test analyte identity and printed ranges — Min/Max and Low/High columns, "< 5",
 * "up to", "> 60", the range inside a Word paragraph, age- and sex-banded ranges (and a report whose
 * patient's sex is not given), percentage and absolute differential on one row, flags after the value
 * ("H", "HIGH", "*", "↑"), specimen context (urine creatinine and albumin beside serum creatinine, CSF
 * beside blood), method names, worded results, close names (MPV/MCV, total/direct/indirect bilirubin,
 * HBsAg/anti-HBs/anti-HBc/HBeAg, WBC/RBC, PT/TT) and French labels with decimal commas.
 * Laboratories are real places; patients and every value are invented.
 */
import type { FourthDocument, FourthTest } from '../../../scripts/lab-documents/catalogue-fourth';
import type { ExpectedFlag } from '../../../scripts/lab-documents/catalogue';

type Range = [low: number | null, high: number | null, text: string | null];

const numberOf = (printed: string) => Number(/-?\d+(?:[.,]\d+)?/.exec(printed)![0].replace(',', '.'));

/** A measured result as a person reads it. */
const measured = (
  name: string,
  section: string | null,
  printed: string,
  unit: string | null,
  [low, high, text]: Range,
  loinc: string | null,
  analyte: string,
  flag: ExpectedFlag,
): FourthTest => ({
  name,
  section,
  loinc,
  analyte,
  value: numberOf(printed),
  printedResult: printed,
  unit,
  range: { low, high, text },
  flag,
});

/** A worded result ('Positive', '+++', 'Not seen'). */
const worded = (
  name: string,
  section: string | null,
  printed: string,
  loinc: string | null,
  analyte: string,
  flag: ExpectedFlag,
  value: string = printed,
): FourthTest => ({
  name,
  section,
  loinc,
  analyte,
  value,
  printedResult: printed,
  unit: null,
  range: { low: null, high: null, text: null },
  flag,
});

const both = (low: number, high: number, text = `${low} - ${high}`): Range => [low, high, text];
const above = (low: number, text: string): Range => [low, null, text];
const below = (high: number, text: string): Range => [null, high, text];

// ---------- 1. Kericho: FBC, range in Min / Max columns (Word table) ----------

const kerichoSection = 'HAEMATOLOGY';
const kericho: FourthDocument = {
  file: 'ke-kericho-fbc-min-max-columns.docx',
  format: 'docx',
  kind: 'digital',
  country: 'KE',
  layout:
    'Word table Test | Result | Units | Min | Max | Flag from an analyser printout; MPV beside MCV, plateletcrit (not a knowledge-base test), flag letters in their own column',
  header: [
    'KERICHO COUNTY REFERRAL HOSPITAL — LABORATORY DEPARTMENT',
    'Haematology report (analyser: Mindray BC-5150)',
    'Patient: J. K. Langat    Age: 34 Y    Sex: Male    OP No: 22817',
    'Collected on 28/11/2026 07:52    Reported 28/11/2026 09:14',
  ],
  blocks: [
    {
      columns: ['Test', 'Result', 'Units', 'Min', 'Max', 'Flag'],
      rows: [
        { title: kerichoSection },
        { cells: ['WBC', '13.8', 'x10^9/L', '4.0', '11.0', 'H'] },
        { cells: ['RBC', '4.21', 'x10^12/L', '4.50', '5.90', 'L'] },
        { cells: ['HGB', '11.2', 'g/dL', '13.0', '17.0', 'L'] },
        { cells: ['HCT', '34.8', '%', '40.0', '52.0', 'L'] },
        { cells: ['MCV', '82.7', 'fL', '80.0', '100.0', ''] },
        { cells: ['MCH', '26.6', 'pg', '27.0', '32.0', 'L'] },
        { cells: ['MCHC', '32.2', 'g/dL', '32.0', '36.0', ''] },
        { cells: ['RDW-CV', '15.9', '%', '11.5', '14.5', 'H'] },
        { cells: ['PLT', '412', 'x10^9/L', '150', '400', 'H'] },
        { cells: ['MPV', '10.4', 'fL', '7.5', '11.5', ''] },
        { cells: ['PCT', '0.43', '%', '0.15', '0.40', 'H'] },
      ],
    },
  ],
  footer: ['Verified by: Laboratory technologist (KMLTTB reg. 10442)', 'Printed 28/11/2026 09:15'],
  tests: [
    measured('WBC', kerichoSection, '13.8', 'x10^9/L', both(4, 11), '6690-2', 'leukocytes', 'high'),
    measured('RBC', kerichoSection, '4.21', 'x10^12/L', both(4.5, 5.9), '789-8', 'erythrocytes', 'low'),
    measured('HGB', kerichoSection, '11.2', 'g/dL', both(13, 17), '718-7', 'haemoglobin', 'low'),
    measured('HCT', kerichoSection, '34.8', '%', both(40, 52), '4544-3', 'haematocrit', 'low'),
    measured('MCV', kerichoSection, '82.7', 'fL', both(80, 100), '787-2', 'MCV', 'normal'),
    measured('MCH', kerichoSection, '26.6', 'pg', both(27, 32), '785-6', 'MCH', 'low'),
    measured('MCHC', kerichoSection, '32.2', 'g/dL', both(32, 36), '786-4', 'MCHC', 'normal'),
    measured('RDW-CV', kerichoSection, '15.9', '%', both(11.5, 14.5), '788-0', 'RDW', 'high'),
    measured('PLT', kerichoSection, '412', 'x10^9/L', both(150, 400), '777-3', 'platelets', 'high'),
    measured('MPV', kerichoSection, '10.4', 'fL', both(7.5, 11.5), '32623-1', 'MPV', 'normal'),
    measured('PCT', kerichoSection, '0.43', '%', both(0.15, 0.4), '51637-7', 'plateletcrit', 'high'),
  ],
};

// ---------- 2. Enugu: differential with % and absolute on one row (workbook) ----------

const enugu: FourthDocument = {
  file: 'ng-enugu-differential-percent-absolute-one-row.xlsx',
  format: 'xlsx',
  kind: 'digital',
  country: 'NG',
  layout:
    'workbook: counts table with flags written after the value ("11.4 H"), then a differential table whose rows carry the percentage, its range, the absolute count ("8.9 HIGH") and its range',
  header: [
    'UNIVERSITY OF NIGERIA TEACHING HOSPITAL, ITUKU-OZALLA',
    'Department of Haematology — Full Blood Count with Differential',
    'Name: Ngozi A.   Sex: F   Age: 27 yrs   Hosp No: 0411-552',
    'Sample collected 28/11/2026 08:30',
  ],
  blocks: [
    {
      columns: ['Parameter', 'Result', 'Unit', 'Reference range'],
      rows: [
        { cells: ['WBC', '11.4 H', 'x10^9/L', '4.0 - 11.0'] },
        { cells: ['Haemoglobin', '12.6', 'g/dL', '12.0 - 16.0'] },
        { cells: ['Platelets', '96 L', 'x10^9/L', '150 - 400'] },
      ],
    },
    {
      columns: ['Differential', '%', 'Ref. %', 'Absolute (x10^9/L)', 'Ref. absolute'],
      rows: [
        { cells: ['Neutrophils', '78.2 H', '40 - 75', '8.9 HIGH', '2.0 - 7.5'] },
        { cells: ['Lymphocytes', '14.0 L', '20 - 40', '1.6', '1.0 - 3.0'] },
        { cells: ['Monocytes', '5.8', '2 - 10', '0.66', '0.20 - 1.00'] },
        { cells: ['Eosinophils', '1.5', '1 - 6', '0.17', '0.02 - 0.50'] },
        { cells: ['Basophils', '0.5', '0 - 1', '0.06', '0.00 - 0.10'] },
      ],
    },
  ],
  footer: [
    'Film comment: neutrophilia with toxic granulation; platelets reduced on film.',
    'Checked by: A. Eze',
  ],
  tests: [
    measured('WBC', null, '11.4', 'x10^9/L', both(4, 11), '6690-2', 'leukocytes', 'high'),
    measured('Haemoglobin', null, '12.6', 'g/dL', both(12, 16), '718-7', 'haemoglobin', 'normal'),
    measured('Platelets', null, '96', 'x10^9/L', both(150, 400), '777-3', 'platelets', 'low'),
    measured('Neutrophils %', null, '78.2', '%', both(40, 75), '770-8', 'neutrophils %', 'high'),
    measured('Neutrophils', null, '8.9', 'x10^9/L', both(2, 7.5), '751-8', 'neutrophils', 'high'),
    measured('Lymphocytes %', null, '14.0', '%', both(20, 40), '736-9', 'lymphocytes %', 'low'),
    measured('Lymphocytes', null, '1.6', 'x10^9/L', both(1, 3), '731-0', 'lymphocytes', 'normal'),
    measured('Monocytes %', null, '5.8', '%', both(2, 10), '5905-5', 'monocytes %', 'normal'),
    measured('Monocytes', null, '0.66', 'x10^9/L', both(0.2, 1), '742-7', 'monocytes', 'normal'),
    measured('Eosinophils %', null, '1.5', '%', both(1, 6), '713-8', 'eosinophils %', 'normal'),
    measured('Eosinophils', null, '0.17', 'x10^9/L', both(0.02, 0.5), '711-2', 'eosinophils', 'normal'),
    measured('Basophils %', null, '0.5', '%', both(0, 1), '706-2', 'basophils %', 'normal'),
    measured('Basophils', null, '0.06', 'x10^9/L', both(0, 0.1), '704-7', 'basophils', 'normal'),
  ],
};

// ---------- 3. Kumasi: liver panel typed as Word paragraphs, range in brackets ----------

const komfo: FourthDocument = {
  file: 'gh-komfo-anokye-liver-prose-bracketed-ranges.docx',
  format: 'docx',
  kind: 'digital',
  country: 'GH',
  layout:
    'Word paragraphs "Name value unit [Normal: range] FLAG": en-dash ranges, "up to 56", "< 60", total/direct/indirect bilirubin, D-dimer in mg/L FEU, a collection line with dates and a method line',
  header: [
    'KOMFO ANOKYE TEACHING HOSPITAL, KUMASI',
    'Directorate of Laboratory Services — Chemical Pathology',
  ],
  blocks: [
    { text: 'Patient: Kwame O.    Age/Sex: 52 yrs / M    Ward: Medical 3' },
    { text: 'Specimen: serum (gel tube). Collected on 28/11 at 06:15; received 28/11 at 07:02.' },
    { text: 'LIVER FUNCTION TESTS' },
    { text: 'Total bilirubin 2.4 mg/dL [Normal: 0.3–1.2] HIGH' },
    { text: 'Direct bilirubin 1.1 mg/dL [Normal: 0.0–0.3] HIGH' },
    { text: 'Indirect bilirubin 1.3 mg/dL [Normal: 0.2–0.9] HIGH' },
    { text: 'ALT (SGPT) 48 U/L [Normal: up to 56]' },
    { text: 'AST (SGOT) 61 U/L [Normal: up to 40] H' },
    { text: 'ALP 98 U/L [Normal: 40–129]' },
    { text: 'GGT 72 U/L [Normal: < 60] H' },
    { text: 'Total protein 6.4 g/dL [Normal: 6.0–8.3]' },
    { text: 'Albumin 3.1 g/dL [Normal: 3.5–5.0] L' },
    { text: 'HAEMATOLOGY AND COAGULATION' },
    { text: 'WBC 3.9 x10^9/L [Normal: 4.0–11.0] LOW' },
    { text: 'D-dimer 1.8 mg/L FEU [Normal: < 0.5] HIGH' },
    {
      text: 'Method: bilirubin by diazo (Jendrassik–Grof); enzymes IFCC at 37 °C; D-dimer immunoturbidimetric.',
    },
  ],
  footer: ['Reported by: MLS A. Boateng, 28/11/2026 10:40'],
  tests: [
    measured(
      'Total bilirubin',
      'LIVER FUNCTION TESTS',
      '2.4',
      'mg/dL',
      both(0.3, 1.2, '0.3–1.2'),
      '1975-2',
      'bilirubin total',
      'high',
    ),
    measured(
      'Direct bilirubin',
      'LIVER FUNCTION TESTS',
      '1.1',
      'mg/dL',
      both(0, 0.3, '0.0–0.3'),
      '1968-7',
      'bilirubin direct',
      'high',
    ),
    measured(
      'Indirect bilirubin',
      'LIVER FUNCTION TESTS',
      '1.3',
      'mg/dL',
      both(0.2, 0.9, '0.2–0.9'),
      '1971-1',
      'bilirubin indirect',
      'high',
    ),
    measured(
      'ALT (SGPT)',
      'LIVER FUNCTION TESTS',
      '48',
      'U/L',
      below(56, 'up to 56'),
      '1742-6',
      'ALT',
      'normal',
    ),
    measured(
      'AST (SGOT)',
      'LIVER FUNCTION TESTS',
      '61',
      'U/L',
      below(40, 'up to 40'),
      '1920-8',
      'AST',
      'high',
    ),
    measured('ALP', 'LIVER FUNCTION TESTS', '98', 'U/L', both(40, 129, '40–129'), '6768-6', 'ALP', 'normal'),
    measured('GGT', 'LIVER FUNCTION TESTS', '72', 'U/L', below(60, '< 60'), '2324-2', 'GGT', 'high'),
    measured(
      'Total protein',
      'LIVER FUNCTION TESTS',
      '6.4',
      'g/dL',
      both(6, 8.3, '6.0–8.3'),
      '2885-2',
      'total protein',
      'normal',
    ),
    measured(
      'Albumin',
      'LIVER FUNCTION TESTS',
      '3.1',
      'g/dL',
      both(3.5, 5, '3.5–5.0'),
      '1751-7',
      'albumin',
      'low',
    ),
    measured(
      'WBC',
      'HAEMATOLOGY AND COAGULATION',
      '3.9',
      'x10^9/L',
      both(4, 11, '4.0–11.0'),
      '6690-2',
      'leukocytes',
      'low',
    ),
    measured(
      'D-dimer',
      'HAEMATOLOGY AND COAGULATION',
      '1.8',
      'mg/L FEU',
      below(0.5, '< 0.5'),
      '48065-7',
      'D-dimer',
      'high',
    ),
  ],
};

// ---------- 4. Lacor: renal profile with a Specimen column (serum, spot urine, 24 h urine) ----------

const lacor: FourthDocument = {
  file: 'ug-lacor-renal-urine-albumin-specimen-column.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'UG',
  layout:
    'text PDF table Test | Specimen | Result | Units | Reference | Flag: "Creatinine" printed twice (serum and spot urine), urine albumin in mg/L, albumin/creatinine ratio in mg/mmol, creatinine clearance, eGFR named with its equation, a methods footer (Jaffe, CKD-EPI 2021)',
  header: [
    "ST. MARY'S HOSPITAL LACOR, GULU — CLINICAL LABORATORY",
    'Renal profile and urine albumin',
    'Patient: Acen G.    Sex: F    Age: 61 years    Reg: LAC-7731',
    'Collected on 28/11/2026 08:05    Validated 28/11/2026 11:20',
  ],
  blocks: [
    {
      columns: ['Test', 'Specimen', 'Result', 'Units', 'Reference', 'Flag'],
      rows: [
        { cells: ['Creatinine', 'Serum', '132', 'µmol/L', '45 - 90', 'H'] },
        { cells: ['Urea', 'Serum', '9.8', 'mmol/L', '2.5 - 7.8', 'H'] },
        { cells: ['Sodium', 'Serum', '138', 'mmol/L', '135 - 145', ''] },
        { cells: ['Potassium', 'Serum', '5.3', 'mmol/L', '3.5 - 5.1', 'H'] },
        { cells: ['eGFR (CKD-EPI 2021)', 'Serum', '38', 'mL/min/1.73m²', '> 60', 'L'] },
        { cells: ['Creatinine', 'Urine (spot)', '6.2', 'mmol/L', '2.6 - 20.0', ''] },
        { cells: ['Albumin', 'Urine (spot)', '46', 'mg/L', '< 20', 'H'] },
        { cells: ['Albumin/creatinine ratio', 'Urine (spot)', '7.4', 'mg/mmol', '< 3.0', 'H'] },
        { cells: ['Creatinine clearance', '24 h urine', '41', 'mL/min', '88 - 128', 'L'] },
      ],
    },
  ],
  footer: [
    'Methods: creatinine by Jaffe (kinetic, IDMS-traceable); eGFR by CKD-EPI 2021 (race-free); urine albumin by immunoturbidimetry.',
    'Authorised by: Laboratory manager',
  ],
  tests: [
    measured('Creatinine', null, '132', 'µmol/L', both(45, 90), '14682-9', 'creatinine', 'high'),
    measured('Urea', null, '9.8', 'mmol/L', both(2.5, 7.8), '22664-7', 'urea', 'high'),
    measured('Sodium', null, '138', 'mmol/L', both(135, 145), '2951-2', 'sodium', 'normal'),
    measured('Potassium', null, '5.3', 'mmol/L', both(3.5, 5.1), '2823-3', 'potassium', 'high'),
    measured('eGFR (CKD-EPI 2021)', null, '38', 'mL/min/1.73m²', above(60, '> 60'), '62238-1', 'eGFR', 'low'),
    measured(
      'Urine creatinine',
      null,
      '6.2',
      'mmol/L',
      both(2.6, 20, '2.6 - 20.0'),
      '14683-7',
      'urine creatinine',
      'normal',
    ),
    measured(
      'Urine albumin',
      null,
      '46',
      'mg/L',
      below(20, '< 20'),
      '14957-5',
      'urine albumin (microalbumin)',
      'high',
    ),
    measured(
      'Albumin/creatinine ratio',
      null,
      '7.4',
      'mg/mmol',
      below(3, '< 3.0'),
      null,
      'urine albumin/creatinine ratio',
      'high',
    ),
    measured(
      'Creatinine clearance',
      null,
      '41',
      'mL/min',
      both(88, 128),
      '2164-2',
      'creatinine clearance',
      'low',
    ),
  ],
};

// ---------- 5. Lusaka: CSF and blood in one LIS export, specimen in its own column ----------

const lusaka: FourthDocument = {
  file: 'zm-uth-csf-and-blood-specimen-column.csv',
  format: 'csv',
  kind: 'digital',
  country: 'ZM',
  layout:
    'LIS CSV export Specimen,Test,Result,Unit,Reference range,Flag: the same test names (white cell count, glucose) under CSF and under Blood, CSF counts in cells/mm³, worded Gram stain, India ink and CrAg, a method in brackets after the name',
  header: [
    'University Teaching Hospital Lusaka - Pathology & Microbiology',
    'Patient: M. Banda    Sex: Male    Age: 19 years    File: UTH-26-40871',
    'Collected on 28/11/2026 02:40    Lumbar puncture and venous blood',
  ],
  blocks: [
    {
      columns: ['Specimen', 'Test', 'Result', 'Unit', 'Reference range', 'Flag'],
      rows: [
        { cells: ['CSF', 'Appearance', 'Turbid', '', '', ''] },
        { cells: ['CSF', 'White cell count', '420', 'cells/mm³', '0 - 5', 'H'] },
        { cells: ['CSF', 'Protein', '1.8', 'g/L', '0.15 - 0.45', 'H'] },
        { cells: ['CSF', 'Glucose', '1.2', 'mmol/L', '2.2 - 3.9', 'L'] },
        { cells: ['CSF', 'Gram stain', 'Gram-negative diplococci seen', '', '', 'A'] },
        { cells: ['CSF', 'India ink', 'Not seen', '', '', ''] },
        { cells: ['CSF', 'CrAg (IMMY LFA)', 'Negative', '', '', ''] },
        { cells: ['Blood', 'Glucose (random)', '6.1', 'mmol/L', '3.9 - 7.8', ''] },
        { cells: ['Blood', 'White cell count', '16.2', 'x10^9/L', '4.0 - 11.0', 'H'] },
        { cells: ['Blood', 'Neutrophils (absolute)', '13.1', 'x10^9/L', '2.0 - 7.5', 'H'] },
        { cells: ['Blood', 'Haemoglobin', '13.9', 'g/dL', '13.0 - 17.0', ''] },
        { cells: ['Blood', 'Malaria RDT (SD Bioline)', 'Negative', '', '', ''] },
      ],
    },
  ],
  footer: ['Culture: pending (report to follow)'],
  tests: [
    measured(
      'CSF white cell count',
      'CSF',
      '420',
      'cells/mm³',
      both(0, 5),
      '26465-5',
      'CSF leukocytes',
      'high',
    ),
    measured('CSF protein', 'CSF', '1.8', 'g/L', both(0.15, 0.45), '2880-3', 'CSF protein', 'high'),
    measured('CSF glucose', 'CSF', '1.2', 'mmol/L', both(2.2, 3.9), '2342-4', 'CSF glucose', 'low'),
    worded('CSF Gram stain', 'CSF', 'Gram-negative diplococci seen', '664-3', 'CSF Gram stain', 'positive'),
    worded('India ink', 'CSF', 'Not seen', '12237-4', 'CSF India ink', 'negative'),
    worded('CrAg', 'CSF', 'Negative', '31788-3', 'cryptococcal antigen', 'negative'),
    measured('Glucose (random)', 'Blood', '6.1', 'mmol/L', both(3.9, 7.8), '2345-7', 'glucose', 'normal'),
    measured('White cell count', 'Blood', '16.2', 'x10^9/L', both(4, 11), '6690-2', 'leukocytes', 'high'),
    measured(
      'Neutrophils (absolute)',
      'Blood',
      '13.1',
      'x10^9/L',
      both(2, 7.5),
      '751-8',
      'neutrophils',
      'high',
    ),
    measured('Haemoglobin', 'Blood', '13.9', 'g/dL', both(13, 17), '718-7', 'haemoglobin', 'normal'),
    worded('Malaria RDT', 'Blood', 'Negative', '70569-9', 'malaria RDT', 'negative'),
  ],
};

// ---------- 6. Dakar: French, decimal commas, sex-banded ranges, hepatitis B markers ----------

const fannSection = 'SÉROLOGIE';
const fann: FourthDocument = {
  file: 'sn-fann-bilan-hepatite-b-bandes-sexe.txt',
  format: 'txt',
  kind: 'digital',
  country: 'SN',
  layout:
    'French fixed-width text: decimal commas, ranges banded by sex on one line ("H : 13,0 - 17,0 / F : 12,0 - 16,0") for a woman, "< 12" limits, total/direct/indirect bilirubin in mg/L, hepatitis B markers (Ag HBs, Ac anti-HBs, Ac anti-HBc, Ag HBe), HIV by a named kit',
  header: [
    'CENTRE HOSPITALIER NATIONAL UNIVERSITAIRE DE FANN — DAKAR',
    'Laboratoire de biologie médicale',
    'Patiente : Mme D. Sarr    Sexe : F    Âge : 41 ans    Dossier : 26-08813',
    'Prélevé le 28/11/2026 à 08h10    Édité le 28/11/2026 à 12h02',
  ],
  blocks: [
    {
      columns: ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence'],
      rows: [
        { title: 'HÉMATOLOGIE ET BIOCHIMIE' },
        { cells: ['Hémoglobine', '9,8', 'g/dL', 'H : 13,0 - 17,0 / F : 12,0 - 16,0'] },
        { cells: ['Créatinine', '12,1', 'mg/L', 'H : 7 - 13 / F : 5 - 11'] },
        { cells: ['Glycémie à jeun', '1,32', 'g/L', '0,70 - 1,10'] },
        { cells: ['Bilirubine totale', '18', 'mg/L', '< 12'] },
        { cells: ['Bilirubine directe', '6', 'mg/L', '< 3'] },
        { cells: ['Bilirubine indirecte', '12', 'mg/L', '< 9'] },
        { cells: ['ASAT (TGO)', '36', 'UI/L', 'H : < 40 / F : < 32'] },
        { cells: ['ALAT (TGP)', '41', 'UI/L', '< 35'] },
        { title: fannSection },
        { cells: ['Ag HBs', 'Positif', '', 'Négatif'] },
        { cells: ['Ac anti-HBs', 'Négatif', '', ''] },
        { cells: ['Ac anti-HBc totaux', 'Positif', '', 'Négatif'] },
        { cells: ['Ag HBe', 'Négatif', '', 'Négatif'] },
        { cells: ['Sérologie VIH (Alere Determine HIV-1/2)', 'Non réactif', '', 'Non réactif'] },
        { cells: ['Goutte épaisse', 'Négatif', '', ''] },
      ],
    },
  ],
  footer: ['Biologiste : Dr A. Ndiaye'],
  tests: [
    measured(
      'Hémoglobine',
      null,
      '9,8',
      'g/dL',
      both(12, 16, 'F : 12,0 - 16,0'),
      '718-7',
      'haemoglobin',
      'low',
    ),
    measured('Créatinine', null, '12,1', 'mg/L', both(5, 11, 'F : 5 - 11'), '2160-0', 'creatinine', 'high'),
    measured(
      'Glycémie à jeun',
      null,
      '1,32',
      'g/L',
      both(0.7, 1.1, '0,70 - 1,10'),
      '1558-6',
      'fasting glucose',
      'high',
    ),
    measured('Bilirubine totale', null, '18', 'mg/L', below(12, '< 12'), '1975-2', 'bilirubin total', 'high'),
    measured('Bilirubine directe', null, '6', 'mg/L', below(3, '< 3'), '1968-7', 'bilirubin direct', 'high'),
    measured(
      'Bilirubine indirecte',
      null,
      '12',
      'mg/L',
      below(9, '< 9'),
      '1971-1',
      'bilirubin indirect',
      'high',
    ),
    measured('ASAT (TGO)', null, '36', 'UI/L', below(32, 'F : < 32'), '1920-8', 'AST', 'high'),
    measured('ALAT (TGP)', null, '41', 'UI/L', below(35, '< 35'), '1742-6', 'ALT', 'high'),
    worded('Ag HBs', fannSection, 'Positif', '5196-1', 'HBsAg', 'positive'),
    worded('Ac anti-HBs', fannSection, 'Négatif', '22322-2', 'anti-HBs', 'negative'),
    worded('Ac anti-HBc totaux', fannSection, 'Positif', '16933-4', 'anti-HBc total', 'positive'),
    worded('Ag HBe', fannSection, 'Négatif', '13954-3', 'HBeAg', 'negative'),
    worded('Sérologie VIH', fannSection, 'Non réactif', '68961-2', 'HIV rapid test', 'negative'),
    worded('Goutte épaisse', fannSection, 'Négatif', '32700-7', 'malaria smear', 'negative'),
  ],
};

// ---------- 7. Eldoret: a child's report with every age band printed in one cell ----------

const eldoret: FourthDocument = {
  file: 'ke-mtrh-eldoret-child-age-bands-in-cell.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'KE',
  layout:
    'text PDF for a 7-year-old boy: each row has its reference for every age band on separate lines of one cell ("1–5 y: …", "6–12 y: …", "Adult: …"); the 6–12 y band applies',
  header: [
    "MOI TEACHING AND REFERRAL HOSPITAL — SHOE4AFRICA CHILDREN'S HOSPITAL LABORATORY",
    'Child: B. Kiprono    DOB: 14/03/2019    Age: 7 years    Sex: M    IP No: 7731/26',
    'Collected on 28/11/2026 09:40',
  ],
  blocks: [
    {
      columns: ['Test', 'Result', 'Units', 'Reference ranges by age'],
      rows: [
        {
          cells: [
            'Haemoglobin',
            '11.0',
            'g/dL',
            '1–5 y: 10.5–13.5\n6–12 y: 11.5–15.5\nAdult male: 13.0–17.0',
          ],
        },
        { cells: ['WBC', '9.4', 'x10^9/L', '1–5 y: 5.5–15.5\n6–12 y: 4.5–13.5\nAdult: 4.0–11.0'] },
        { cells: ['Platelets', '455', 'x10^9/L', '1–5 y: 200–490\n6–12 y: 170–450\nAdult: 150–400'] },
        { cells: ['ALP', '240', 'U/L', '1–9 y: 142–335\n10–15 y: 129–417\nAdult: 40–129'] },
        { cells: ['Creatinine', '38', 'µmol/L', '1–5 y: 18–35\n6–12 y: 27–62\nAdult male: 62–106'] },
        { cells: ['Sodium', '137', 'mmol/L', '135–145'] },
        { cells: ['Potassium', '5.6', 'mmol/L', '3.5–5.0'] },
      ],
    },
  ],
  footer: [
    'Comment: potassium repeated on a fresh sample, no haemolysis.',
    'Verified: Paediatric laboratory',
  ],
  tests: [
    measured(
      'Haemoglobin',
      null,
      '11.0',
      'g/dL',
      both(11.5, 15.5, '6–12 y: 11.5–15.5'),
      '718-7',
      'haemoglobin',
      'low',
    ),
    measured(
      'WBC',
      null,
      '9.4',
      'x10^9/L',
      both(4.5, 13.5, '6–12 y: 4.5–13.5'),
      '6690-2',
      'leukocytes',
      'normal',
    ),
    measured(
      'Platelets',
      null,
      '455',
      'x10^9/L',
      both(170, 450, '6–12 y: 170–450'),
      '777-3',
      'platelets',
      'high',
    ),
    measured('ALP', null, '240', 'U/L', both(142, 335, '1–9 y: 142–335'), '6768-6', 'ALP', 'normal'),
    measured(
      'Creatinine',
      null,
      '38',
      'µmol/L',
      both(27, 62, '6–12 y: 27–62'),
      '14682-9',
      'creatinine',
      'normal',
    ),
    measured('Sodium', null, '137', 'mmol/L', both(135, 145, '135–145'), '2951-2', 'sodium', 'normal'),
    measured('Potassium', null, '5.6', 'mmol/L', both(3.5, 5, '3.5–5.0'), '2823-3', 'potassium', 'high'),
  ],
};

// ---------- 8. Mwanza: referral sample, worded results and sex-banded ranges for an unknown sex ----------

const bugando: FourthDocument = {
  file: 'tz-bugando-referral-worded-sex-not-given.xlsx',
  format: 'xlsx',
  kind: 'digital',
  country: 'TZ',
  layout:
    'workbook Test | Method | Result | Units | Reference | Comment for a referral sample with no age or sex: worded results (POSITIVE, Non-reactive, Reactive, Not detected, "ova seen", +++, Nil), a kit name in the Method column, APTT "52.4 Prolonged", Hb and ESR with sex-banded ranges that cannot be chosen',
  header: [
    'BUGANDO MEDICAL CENTRE — CENTRAL LABORATORY, MWANZA',
    'Referral sample report',
    'Sample ID: BMC-26-118204    Referred from: Sengerema DDH',
    'Collected on 28/11 at 09:30',
  ],
  blocks: [
    {
      columns: ['Test', 'Method', 'Result', 'Units', 'Reference', 'Comment'],
      rows: [
        { cells: ['Malaria RDT', 'SD Bioline Malaria Ag P.f/Pan', 'POSITIVE (P.f)', '', 'Negative', ''] },
        {
          cells: [
            'Blood slide for MPS',
            'Giemsa thick film',
            'P. falciparum trophozoites seen ++',
            '',
            '',
            '',
          ],
        },
        { cells: ['HIV 1/2', 'Alere Determine', 'Non-reactive', '', '', 'National algorithm'] },
        { cells: ['RPR', 'Carbon antigen card', 'Reactive', '', 'Non-reactive', 'Confirm with TPHA'] },
        { cells: ['HBsAg', 'Rapid cassette', 'Not detected', '', '', ''] },
        { cells: ['Stool ova', 'Direct wet mount', 'Ascaris lumbricoides ova seen', '', '', ''] },
        { cells: ['Urine leucocytes', 'Dipstick', '+++', '', 'Negative', ''] },
        { cells: ['Urine nitrite', 'Dipstick', 'Positive', '', 'Negative', ''] },
        { cells: ['Urine glucose', 'Dipstick', 'Nil', '', 'Nil', ''] },
        { cells: ['APTT', 'Optical clot detection', '52.4 Prolonged', 's', '25 - 37', ''] },
        { cells: ['Haemoglobin', 'Cyanmethaemoglobin', '8.1', 'g/dL', 'M: 13.0 - 17.0  F: 12.0 - 16.0', ''] },
        { cells: ['ESR', 'Westergren', '38', 'mm/hr', 'M: 0 - 15  F: 0 - 20', ''] },
      ],
    },
  ],
  footer: ['Age and sex were not given on the referral form.'],
  tests: [
    worded('Malaria RDT', null, 'POSITIVE (P.f)', '70569-9', 'malaria RDT', 'positive'),
    worded(
      'Blood slide for MPS',
      null,
      'P. falciparum trophozoites seen ++',
      '32700-7',
      'malaria smear',
      'positive',
    ),
    worded('HIV 1/2', null, 'Non-reactive', '68961-2', 'HIV rapid test', 'negative'),
    worded('RPR', null, 'Reactive', '20507-0', 'RPR', 'positive'),
    worded('HBsAg', null, 'Not detected', '5196-1', 'HBsAg', 'negative'),
    worded('Stool ova', null, 'Ascaris lumbricoides ova seen', '10701-1', 'stool ova', 'positive'),
    worded('Urine leucocytes', null, '+++', '5799-2', 'urine leucocytes', 'positive'),
    worded('Urine nitrite', null, 'Positive', '5802-4', 'urine nitrite', 'positive'),
    worded('Urine glucose', null, 'Nil', '25428-4', 'urine glucose', 'negative'),
    measured('APTT', null, '52.4', 's', both(25, 37), '14979-9', 'APTT', 'high'),
    // Sex not given: no band can be chosen, but the value is below both.
    measured(
      'Haemoglobin',
      null,
      '8.1',
      'g/dL',
      [null, null, 'M: 13.0 - 17.0  F: 12.0 - 16.0'],
      '718-7',
      'haemoglobin',
      'low',
    ),
    measured('ESR', null, '38', 'mm/hr', [null, null, 'M: 0 - 15  F: 0 - 20'], '30341-2', 'ESR', 'high'),
  ],
};

// ---------- 9. Lagos: lipids, thyroid, glycaemia with one-sided limits and arrow flags ----------

const lasuth: FourthDocument = {
  file: 'ng-lasuth-lipids-thyroid-one-sided-arrows.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'NG',
  layout:
    'text PDF Investigation | Result | Flag | Unit | Reference with arrow flags (↑ ↓), one-sided references ("< 5.2", "> 1.0", "up to 420", "> 60"), HbA1c in %, a fasting note on the collection line',
  header: [
    'LAGOS STATE UNIVERSITY TEACHING HOSPITAL, IKEJA — CHEMICAL PATHOLOGY',
    'Name: Babatunde A.    Age: 58Y    Sex: M    Lab No: LS/CP/26/5521',
    'Collected on 28/11/2026 07:30 (fasting 10 h)',
  ],
  blocks: [
    {
      columns: ['Investigation', 'Result', 'Flag', 'Unit', 'Reference'],
      rows: [
        { cells: ['Total cholesterol', '5.6', '↑', 'mmol/L', '< 5.2'] },
        { cells: ['HDL cholesterol', '0.9', '↓', 'mmol/L', '> 1.0'] },
        { cells: ['LDL cholesterol', '3.9', '↑', 'mmol/L', '< 3.0'] },
        { cells: ['Triglycerides', '1.4', '', 'mmol/L', '< 1.7'] },
        { cells: ['Fasting plasma glucose', '7.4', '↑', 'mmol/L', '3.9 - 5.6'] },
        { cells: ['HbA1c', '7.8', '↑', '%', '< 6.5'] },
        { cells: ['TSH', '2.1', '', 'mIU/L', '0.4 - 4.0'] },
        { cells: ['Free T4', '11.2', '↓', 'pmol/L', '12 - 22'] },
        { cells: ['Uric acid', '520', '↑', 'µmol/L', 'up to 420'] },
        { cells: ['eGFR', '88', '', 'mL/min/1.73m²', '> 60'] },
      ],
    },
  ],
  footer: ['eGFR: CKD-EPI 2021 equation. Reviewed by: Consultant chemical pathologist'],
  tests: [
    measured(
      'Total cholesterol',
      null,
      '5.6',
      'mmol/L',
      below(5.2, '< 5.2'),
      '2093-3',
      'cholesterol',
      'high',
    ),
    measured('HDL cholesterol', null, '0.9', 'mmol/L', above(1, '> 1.0'), '2085-9', 'HDL', 'low'),
    measured('LDL cholesterol', null, '3.9', 'mmol/L', below(3, '< 3.0'), '13457-7', 'LDL', 'high'),
    measured(
      'Triglycerides',
      null,
      '1.4',
      'mmol/L',
      below(1.7, '< 1.7'),
      '2571-8',
      'triglycerides',
      'normal',
    ),
    measured(
      'Fasting plasma glucose',
      null,
      '7.4',
      'mmol/L',
      both(3.9, 5.6),
      '1558-6',
      'fasting glucose',
      'high',
    ),
    measured('HbA1c', null, '7.8', '%', below(6.5, '< 6.5'), '4548-4', 'HbA1c', 'high'),
    measured('TSH', null, '2.1', 'mIU/L', both(0.4, 4), '3016-3', 'TSH', 'normal'),
    measured('Free T4', null, '11.2', 'pmol/L', both(12, 22), '3024-7', 'free T4', 'low'),
    measured('Uric acid', null, '520', 'µmol/L', below(420, 'up to 420'), '3084-1', 'urate', 'high'),
    measured('eGFR', null, '88', 'mL/min/1.73m²', above(60, '> 60'), '62238-1', 'eGFR', 'normal'),
  ],
};

// ---------- 10. Hawassa: close names in one Word table, flags as '*' after the value ----------

const hawassa: FourthDocument = {
  file: 'et-hawassa-close-names-star-flags.docx',
  format: 'docx',
  kind: 'digital',
  country: 'ET',
  layout:
    'Word table Test | Result | Unit | Low | High with "*" written after an abnormal value: Total WBC / Total RBC, T. Bilirubin / D. Bilirubin, prothrombin time / thrombin time / INR, arterial pH / urine pH, IgM anti-HBc / anti-HBs / HBeAg / anti-HCV',
  header: [
    'HAWASSA UNIVERSITY COMPREHENSIVE SPECIALIZED HOSPITAL — LABORATORY',
    'Patient: Tesfaye M.    Age: 45    Sex: M    MRN 0093321',
    'Collected on 28/11/2026 10:05',
  ],
  blocks: [
    {
      columns: ['Test', 'Result', 'Unit', 'Low', 'High'],
      rows: [
        { title: 'Haematology' },
        { cells: ['Total WBC', '13.8 *', 'x10^9/L', '4.0', '11.0'] },
        { cells: ['Total RBC', '5.02', 'x10^12/L', '4.50', '5.90'] },
        { title: 'Chemistry (serum)' },
        { cells: ['T. Bilirubin', '2.4 *', 'mg/dL', '0.3', '1.2'] },
        { cells: ['D. Bilirubin', '0.9 *', 'mg/dL', '0.0', '0.3'] },
        { title: 'Coagulation' },
        { cells: ['Prothrombin time', '13.5', 'sec', '11.0', '14.0'] },
        { cells: ['Thrombin time', '24.8 *', 'sec', '14.0', '21.0'] },
        { cells: ['INR', '1.1', '', '0.8', '1.2'] },
        { title: 'Arterial blood gas' },
        { cells: ['pH', '7.29 *', '', '7.35', '7.45'] },
        { title: 'Urinalysis' },
        { cells: ['pH', '6.0', '', '4.5', '8.0'] },
        { title: 'Serology' },
        { cells: ['IgM anti-HBc', 'Negative', '', '', ''] },
        { cells: ['Anti-HBs', 'Negative', '', '', ''] },
        { cells: ['HBeAg', 'Negative', '', '', ''] },
        { cells: ['Anti-HCV', 'Non-reactive', '', '', ''] },
      ],
    },
  ],
  footer: ['* outside the reference interval', 'Approved by: Senior laboratory technologist'],
  tests: [
    measured('Total WBC', 'Haematology', '13.8', 'x10^9/L', both(4, 11), '6690-2', 'leukocytes', 'high'),
    measured(
      'Total RBC',
      'Haematology',
      '5.02',
      'x10^12/L',
      both(4.5, 5.9),
      '789-8',
      'erythrocytes',
      'normal',
    ),
    measured(
      'T. Bilirubin',
      'Chemistry (serum)',
      '2.4',
      'mg/dL',
      both(0.3, 1.2),
      '1975-2',
      'bilirubin total',
      'high',
    ),
    measured(
      'D. Bilirubin',
      'Chemistry (serum)',
      '0.9',
      'mg/dL',
      both(0, 0.3),
      '1968-7',
      'bilirubin direct',
      'high',
    ),
    measured(
      'Prothrombin time',
      'Coagulation',
      '13.5',
      'sec',
      both(11, 14),
      '5902-2',
      'prothrombin time',
      'normal',
    ),
    measured('Thrombin time', 'Coagulation', '24.8', 'sec', both(14, 21), '3243-3', 'thrombin time', 'high'),
    measured('INR', 'Coagulation', '1.1', null, both(0.8, 1.2), '6301-6', 'INR', 'normal'),
    measured('pH', 'Arterial blood gas', '7.29', null, both(7.35, 7.45), '2744-1', 'arterial pH', 'low'),
    measured('pH', 'Urinalysis', '6.0', null, both(4.5, 8), '5803-2', 'urine pH', 'normal'),
    worded('IgM anti-HBc', 'Serology', 'Negative', '31204-1', 'IgM anti-HBc', 'negative'),
    worded('Anti-HBs', 'Serology', 'Negative', '22322-2', 'anti-HBs', 'negative'),
    worded('HBeAg', 'Serology', 'Negative', '13954-3', 'HBeAg', 'negative'),
    worded('Anti-HCV', 'Serology', 'Non-reactive', '16128-1', 'anti-HCV', 'negative'),
  ],
};

// ---------- Second batch, written after the first fixes and measured once before any further change ----------

// ---------- 11. Kisumu: workbook with Low/High columns holding '< 5' and 'up to 40', an H/L column ----------

const kisumu: FourthDocument = {
  file: 'ke-jootrh-workbook-low-high-text-bounds.xlsx',
  format: 'xlsx',
  kind: 'digital',
  country: 'KE',
  layout:
    'workbook Test | Result | Units | Low | High | H/L: one-sided limits written in the High cell ("< 5", "up to 40") with Low blank, arrows in the H/L column, MPV and PDW beside MCV, urine microalbumin on the same sheet',
  header: [
    'JARAMOGI OGINGA ODINGA TEACHING & REFERRAL HOSPITAL — LABORATORY',
    'Patient: Achieng O.    Age: 44 Y    Sex: F    IP: 26-3318',
    'Collected on 28/11/2026 07:10',
  ],
  blocks: [
    {
      columns: ['Test', 'Result', 'Units', 'Low', 'High', 'H/L'],
      rows: [
        { cells: ['Haemoglobin', '10.9', 'g/dL', '12.0', '16.0', '↓'] },
        { cells: ['MCV', '76.4', 'fL', '80', '100', '↓'] },
        { cells: ['MPV', '12.6', 'fL', '7.5', '11.5', '↑'] },
        { cells: ['PDW', '16.1', 'fL', '9.0', '17.0', ''] },
        { cells: ['Platelet count', '138', 'x10^9/L', '150', '400', '↓'] },
        { cells: ['CRP', '31', 'mg/L', '', '< 5', '↑'] },
        { cells: ['AST', '35', 'U/L', '', 'up to 40', ''] },
        { cells: ['GGT', '88', 'U/L', '', '< 38', '↑'] },
        { cells: ['HDL cholesterol', '1.3', 'mmol/L', '> 1.2', '', ''] },
        { cells: ['Urine microalbumin', '28', 'mg/L', '', '< 20', '↑'] },
      ],
    },
  ],
  footer: ['Printed by LIS 28/11/2026 09:30'],
  tests: [
    measured('Haemoglobin', null, '10.9', 'g/dL', both(12, 16), '718-7', 'haemoglobin', 'low'),
    measured('MCV', null, '76.4', 'fL', both(80, 100), '787-2', 'MCV', 'low'),
    measured('MPV', null, '12.6', 'fL', both(7.5, 11.5), '32623-1', 'MPV', 'high'),
    measured('PDW', null, '16.1', 'fL', both(9, 17), '32207-3', 'PDW', 'normal'),
    measured('Platelet count', null, '138', 'x10^9/L', both(150, 400), '777-3', 'platelets', 'low'),
    measured('CRP', null, '31', 'mg/L', below(5, '< 5'), '1988-5', 'CRP', 'high'),
    measured('AST', null, '35', 'U/L', below(40, 'up to 40'), '1920-8', 'AST', 'normal'),
    measured('GGT', null, '88', 'U/L', below(38, '< 38'), '2324-2', 'GGT', 'high'),
    measured('HDL cholesterol', null, '1.3', 'mmol/L', above(1.2, '> 1.2'), '2085-9', 'HDL', 'normal'),
    measured(
      'Urine microalbumin',
      null,
      '28',
      'mg/L',
      below(20, '< 20'),
      '14957-5',
      'urine albumin (microalbumin)',
      'high',
    ),
  ],
};

// ---------- 12. Yaoundé: French Word paragraphs "Nom : valeur unité (range) flèche" ----------

const yaounde: FourthDocument = {
  file: 'cm-yaounde-chu-paragraphes-francais.docx',
  format: 'docx',
  kind: 'digital',
  country: 'CM',
  layout:
    'French Word paragraphs "Nom : valeur unité (range) ↑": decimal commas, G/L counts, "[N : 12 - 16]", VGM beside VPM, bilirubine totale / conjuguée / libre in µmol/L, Ag HBs with a kit name, Test d\'Emmel',
  header: ['CENTRE HOSPITALIER UNIVERSITAIRE DE YAOUNDÉ', 'Laboratoire d’analyses médicales'],
  blocks: [
    { text: 'Patiente : Mme N. Mballa    Âge : 30 ans    Sexe : F' },
    { text: 'Prélèvement du 28/11/2026 à 07h40 — Résultats validés le 28/11/2026' },
    { text: 'HÉMOGRAMME' },
    { text: 'Globules blancs : 12,4 G/L (4,0 - 10,0) ↑' },
    { text: 'Hémoglobine : 10,2 g/dL [N : 12 - 16] ↓' },
    { text: 'VGM : 78 fL (80 - 100) ↓' },
    { text: 'Plaquettes : 98 G/L (150 - 400) ↓' },
    { text: 'VPM : 9,1 fL (7 - 11)' },
    { text: 'BIOCHIMIE' },
    { text: 'CRP : 48 mg/L (< 6) ↑' },
    { text: 'Bilirubine totale : 35 µmol/L (< 17) ↑' },
    { text: 'Bilirubine conjuguée : 12 µmol/L (< 5) ↑' },
    { text: 'Bilirubine libre : 23 µmol/L (< 12) ↑' },
    { text: 'SÉROLOGIE' },
    { text: 'Ag HBs (Determine) : Négatif' },
    { text: 'Ac anti-VHC : Négatif' },
    { text: "Test d'Emmel : Négatif" },
  ],
  footer: ['Le biologiste : Dr P. Essomba'],
  tests: [
    measured(
      'Globules blancs',
      'HÉMOGRAMME',
      '12,4',
      'G/L',
      both(4, 10, '4,0 - 10,0'),
      '6690-2',
      'leukocytes',
      'high',
    ),
    measured(
      'Hémoglobine',
      'HÉMOGRAMME',
      '10,2',
      'g/dL',
      both(12, 16, 'N : 12 - 16'),
      '718-7',
      'haemoglobin',
      'low',
    ),
    measured('VGM', 'HÉMOGRAMME', '78', 'fL', both(80, 100), '787-2', 'MCV', 'low'),
    measured('Plaquettes', 'HÉMOGRAMME', '98', 'G/L', both(150, 400), '777-3', 'platelets', 'low'),
    measured('VPM', 'HÉMOGRAMME', '9,1', 'fL', both(7, 11), '32623-1', 'MPV', 'normal'),
    measured('CRP', 'BIOCHIMIE', '48', 'mg/L', below(6, '< 6'), '1988-5', 'CRP', 'high'),
    measured(
      'Bilirubine totale',
      'BIOCHIMIE',
      '35',
      'µmol/L',
      below(17, '< 17'),
      '14631-6',
      'bilirubin total',
      'high',
    ),
    measured(
      'Bilirubine conjuguée',
      'BIOCHIMIE',
      '12',
      'µmol/L',
      below(5, '< 5'),
      '14629-0',
      'bilirubin direct',
      'high',
    ),
    measured(
      'Bilirubine libre',
      'BIOCHIMIE',
      '23',
      'µmol/L',
      below(12, '< 12'),
      '1971-1',
      'bilirubin indirect',
      'high',
    ),
    worded('Ag HBs', 'SÉROLOGIE', 'Négatif', '5196-1', 'HBsAg', 'negative'),
    worded('Ac anti-VHC', 'SÉROLOGIE', 'Négatif', '16128-1', 'anti-HCV', 'negative'),
    worded("Test d'Emmel", 'SÉROLOGIE', 'Négatif', '6864-3', 'sickling test', 'negative'),
  ],
};

// ---------- 13. Durban: semicolon CSV with decimal commas, specimen-prefixed names, HH/LL flags ----------

const durban: FourthDocument = {
  file: 'za-durban-csv-specimen-prefixes.csv',
  format: 'csv',
  kind: 'digital',
  country: 'ZA',
  layout:
    'CSV export with quoted decimal commas ("6,8"), names carrying their specimen ("S-Creatinine", "U-Creatinine", "U-Protein/creatinine ratio"), HH/LL flags, eGFR named by its equation; U-Creatinine has no range and is not scored',
  header: [
    'INKOSI ALBERT LUTHULI CENTRAL HOSPITAL — CHEMICAL PATHOLOGY',
    'Patient: S. Dlamini    Age: 38    Sex: M',
    'Collected on 28/11/2026 05:55',
  ],
  blocks: [
    {
      columns: ['Test', 'Result', 'Unit', 'Ref', 'Flag'],
      rows: [
        { cells: ['S-Sodium', '128', 'mmol/L', '136 - 145', 'L'] },
        { cells: ['S-Potassium', '6,8', 'mmol/L', '3,5 - 5,1', 'HH'] },
        { cells: ['S-Urea', '21,4', 'mmol/L', '2,1 - 7,1', 'H'] },
        { cells: ['S-Creatinine', '412', 'µmol/L', '64 - 104', 'H'] },
        { cells: ['eGFR (CKD-EPI)', '15', 'mL/min/1.73m²', '> 60', 'L'] },
        { cells: ['U-Creatinine', '4,1', 'mmol/L', '', ''] },
        { cells: ['U-Protein/creatinine ratio', '0,42', 'g/mmol', '< 0,015', 'H'] },
        { cells: ['S-Albumin', '27', 'g/L', '35 - 52', 'L'] },
      ],
    },
  ],
  footer: ['Potassium phoned to ward 4 at 06:40'],
  tests: [
    measured('S-Sodium', null, '128', 'mmol/L', both(136, 145), '2951-2', 'sodium', 'low'),
    measured(
      'S-Potassium',
      null,
      '6,8',
      'mmol/L',
      both(3.5, 5.1, '3,5 - 5,1'),
      '2823-3',
      'potassium',
      'critical',
    ),
    measured('S-Urea', null, '21,4', 'mmol/L', both(2.1, 7.1, '2,1 - 7,1'), '22664-7', 'urea', 'high'),
    measured('S-Creatinine', null, '412', 'µmol/L', both(64, 104), '14682-9', 'creatinine', 'high'),
    measured('eGFR (CKD-EPI)', null, '15', 'mL/min/1.73m²', above(60, '> 60'), '62238-1', 'eGFR', 'low'),
    measured(
      'U-Protein/creatinine ratio',
      null,
      '0,42',
      'g/mmol',
      below(0.015, '< 0,015'),
      '2890-2',
      'urine protein/creatinine ratio',
      'high',
    ),
    measured('S-Albumin', null, '27', 'g/L', both(35, 52), '1751-7', 'albumin', 'low'),
  ],
};

// ---------- 14. Ibadan: an infant's text report with age bands in months ----------

const ibadan: FourthDocument = {
  file: 'ng-uch-ibadan-infant-bands-months.txt',
  format: 'txt',
  kind: 'digital',
  country: 'NG',
  layout:
    'fixed-width text for an 8-month-old girl: the reference column prints bands in months and years on one line separated by semicolons ("1-6 mo: …; 6-12 mo: …; 1-5 y: …"); the 6-12 mo band applies',
  header: [
    'UNIVERSITY COLLEGE HOSPITAL, IBADAN — PAEDIATRIC LABORATORY',
    'Name: Baby Adeola F.    Age: 8 months    Sex: F    Hosp No: UCH/P/26/1182',
    'Collected on 28/11/2026 10:20',
  ],
  blocks: [
    {
      columns: ['Test', 'Result', 'Unit', 'Reference'],
      rows: [
        { cells: ['Haemoglobin', '9.6', 'g/dL', '1-6 mo: 9.5-14.0; 6-12 mo: 10.5-13.5; 1-5 y: 11.0-14.0'] },
        { cells: ['WBC', '15.8', 'x10^9/L', '1-6 mo: 6.0-18.0; 6-12 mo: 6.0-17.5; 1-5 y: 5.5-15.5'] },
        { cells: ['Platelets', '520', 'x10^9/L', '1-6 mo: 200-550; 6-12 mo: 200-500; 1-5 y: 200-490'] },
        { cells: ['ALP', '410', 'U/L', '1-12 mo: 150-420; 1-9 y: 142-335'] },
        { cells: ['Creatinine', '22', 'µmol/L', '1-12 mo: 14-34; 1-5 y: 18-35'] },
      ],
    },
  ],
  footer: ['Reported by: MLS O. Ajayi'],
  tests: [
    measured(
      'Haemoglobin',
      null,
      '9.6',
      'g/dL',
      both(10.5, 13.5, '6-12 mo: 10.5-13.5'),
      '718-7',
      'haemoglobin',
      'low',
    ),
    measured(
      'WBC',
      null,
      '15.8',
      'x10^9/L',
      both(6, 17.5, '6-12 mo: 6.0-17.5'),
      '6690-2',
      'leukocytes',
      'normal',
    ),
    measured(
      'Platelets',
      null,
      '520',
      'x10^9/L',
      both(200, 500, '6-12 mo: 200-500'),
      '777-3',
      'platelets',
      'high',
    ),
    measured('ALP', null, '410', 'U/L', both(150, 420, '1-12 mo: 150-420'), '6768-6', 'ALP', 'normal'),
    measured(
      'Creatinine',
      null,
      '22',
      'µmol/L',
      both(14, 34, '1-12 mo: 14-34'),
      '14682-9',
      'creatinine',
      'normal',
    ),
  ],
};

export const fifthDocuments: FourthDocument[] = [
  kericho,
  enugu,
  komfo,
  lacor,
  lusaka,
  fann,
  eldoret,
  bugando,
  lasuth,
  hawassa,
  kisumu,
  yaounde,
  durban,
  ibadan,
];
