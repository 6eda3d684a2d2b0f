/**
 * The third lab-document examination set (eval/lab-documents-third): fifteen reports in layouts that
 * neither the readers nor the first two sets use: a two-column PDF page with the patient and lab numbers
 * repeated in every page's header and footer, a blood-gas analyser's till roll (range on the line under
 * the result), French blocks with the result under the test name, a Word table whose section cell is merged
 * down, a Word table holding two tests per row, a workbook with the differential as % and absolute side by
 * side under merged headers, a workbook with number formats and a formula cell, CSVs without a units column
 * (units in the test name; units inside the result, semicolons and decimal commas), an ASCII-boxed text
 * table, a referral note with results typed inline, a scanned CSF request form, and two phone photos under
 * uneven light, and a children's report printing every age band before the result. Written by an examiner who did not read the readers; laboratories, people and numbers are
 * invented (no real patient). `build-lab-documents.ts --set third` renders the files and writes expected.json.
 */
import type { ExpectedFlag, Row, Section } from './catalogue';
import { unscored } from './catalogue-fresh';

export type ThirdFormat =
  'pdf-text' | 'pdf-scan' | 'docx' | 'xlsx' | 'csv' | 'txt' | 'photo-jpeg' | 'photo-png';

/** How the file is drawn; each style is one renderer of render-third.ts. */
export type ThirdStyle =
  | 'pdf-two-column'
  | 'pdf-till-roll'
  | 'pdf-french-blocks'
  | 'pdf-age-bands-range-first'
  | 'docx-merged-down'
  | 'docx-two-per-row'
  | 'xlsx-differential-grid'
  | 'xlsx-number-formats'
  | 'csv-units-in-name'
  | 'csv-french-no-units'
  | 'txt-ascii-table'
  | 'txt-referral-note'
  | 'scan-csf-form'
  | 'photo-slip-stamped'
  | 'photo-french-percent-absolute';

/** A printed result; `sameLine` puts it on the line of the row before it (a % and its absolute count). */
export type ThirdRow = Row & { sameLine?: boolean };
export interface ThirdSection extends Section {
  rows: ThirdRow[];
  /** The section's results typed on one line after its title ("Urine dipstick: protein +, glucose ++"). */
  inline?: boolean;
}

export interface ThirdDocument {
  file: string;
  format: ThirdFormat;
  style: ThirdStyle;
  kind: 'digital' | 'photo';
  country: string;
  layout: string;
  header: string[];
  patient: string[];
  sections: ThirdSection[];
  footer: string[];
}

/** A printed result and what a person reads from it; low/high are the range that applies to this patient. */
function r(
  name: string,
  printed: string,
  unit: string,
  printedRange: string,
  loinc: string | null,
  analyte: string,
  value: number | string,
  flag: ExpectedFlag,
  low?: number,
  high?: number,
  mark?: string,
): ThirdRow {
  return {
    name,
    printed,
    unit,
    printedRange,
    ...(mark === undefined ? {} : { mark }),
    expected: {
      loinc,
      analyte,
      value,
      ...(low === undefined ? {} : { low }),
      ...(high === undefined ? {} : { high }),
      flag,
    },
  };
}
/** A worded result read as printed. */
const w = (
  name: string,
  printed: string,
  loinc: string | null,
  analyte: string,
  flag: ExpectedFlag,
  printedRange = '',
): ThirdRow => r(name, printed, '', printedRange, loinc, analyte, printed, flag);
const sameLine = (row: ThirdRow): ThirdRow => ({ ...row, sameLine: true });

const malawiTwoColumn: ThirdDocument = {
  file: 'mw-lilongwe-two-column-fbc-rft-lft.pdf',
  format: 'pdf-text',
  style: 'pdf-two-column',
  kind: 'digital',
  country: 'MW',
  layout:
    'two pages, results in TWO COLUMNS side by side (haematology left, chemistry right), each page with a running header (patient, lab no, DOB) and footer ("Lab No … Page 1 of 2"), flag letter after the result in the same cell ("3.1 L"), ranges after the unit, sex-banded "M 13.0-17.0 / F 12.0-15.0", "up to 21", "< 5", "> 60", CD4 in cells/µL',
  header: [
    'CAPITAL HILL DIAGNOSTIC LABORATORY',
    'Area 3, Lilongwe, Malawi  ·  Tel +265 1 000 000  ·  MBMLT Reg. 000',
  ],
  patient: [
    'Patient: CHIRWA, Esnart   Sex: F   DOB: 14/02/1997 (29 y)   Hosp. No: LL-0448712   Lab No: CHD26-118420',
    'Ward/Clinic: ART Clinic   Requested by: Dr M. Banda   Collected 26/11/2026 07:55   Reported 26/11/2026 14:10',
  ],
  sections: [
    {
      title: 'HAEMATOLOGY — FULL BLOOD COUNT',
      rows: [
        r('WBC', '3.1', 'x10⁹/L', '4.0-10.0', '6690-2', 'leukocytes', 3.1, 'low', 4, 10, 'L'),
        r(
          'RBC',
          '3.71',
          'x10¹²/L',
          'M 4.50-5.50 / F 3.80-4.80',
          '789-8',
          'erythrocytes',
          3.71,
          'low',
          3.8,
          4.8,
          'L',
        ),
        r(
          'Haemoglobin',
          '9.6',
          'g/dL',
          'M 13.0-17.0 / F 12.0-15.0',
          '718-7',
          'hemoglobin',
          9.6,
          'low',
          12,
          15,
          'L',
        ),
        r('Haematocrit', '29.8', '%', 'M 40-50 / F 36-46', '4544-3', 'hematocrit', 29.8, 'low', 36, 46, 'L'),
        r('MCV', '80.3', 'fL', '83-101', '787-2', 'MCV', 80.3, 'low', 83, 101, 'L'),
        r('MCH', '25.9', 'pg', '27-32', '785-6', 'MCH', 25.9, 'low', 27, 32, 'L'),
        r('MCHC', '32.2', 'g/dL', '31.5-34.5', '786-4', 'MCHC', 32.2, 'normal', 31.5, 34.5),
        r('RDW-CV', '16.8', '%', '11.6-14.0', '788-0', 'RDW', 16.8, 'high', 11.6, 14, 'H'),
        r('Platelets', '142', 'x10⁹/L', '150-410', '777-3', 'platelets', 142, 'low', 150, 410, 'L'),
        r('Neutrophils %', '41.0', '%', '40-80', '770-8', 'neutrophils %', 41, 'normal', 40, 80),
        r('Lymphocytes %', '46.8', '%', '20-40', '736-9', 'lymphocytes %', 46.8, 'high', 20, 40, 'H'),
        r('Monocytes %', '8.6', '%', '2-10', '5905-5', 'monocytes %', 8.6, 'normal', 2, 10),
        r('Eosinophils %', '3.2', '%', '1-6', '713-8', 'eosinophils %', 3.2, 'normal', 1, 6),
        r('Basophils %', '0.4', '%', '0-2', '706-2', 'basophils %', 0.4, 'normal', 0, 2),
        r('Neutrophils abs', '1.27', 'x10⁹/L', '2.0-7.0', '751-8', 'neutrophils', 1.27, 'low', 2, 7, 'L'),
        r('Lymphocytes abs', '1.45', 'x10⁹/L', '1.0-3.0', '731-0', 'lymphocytes', 1.45, 'normal', 1, 3),
        r('Monocytes abs', '0.27', 'x10⁹/L', '0.2-1.0', '742-7', 'monocytes', 0.27, 'normal', 0.2, 1),
        r('Eosinophils abs', '0.10', 'x10⁹/L', '0.02-0.50', '711-2', 'eosinophils', 0.1, 'normal', 0.02, 0.5),
      ],
    },
    {
      title: 'CHEMISTRY — RENAL FUNCTION & ELECTROLYTES',
      rows: [
        r('Sodium', '131', 'mmol/L', '136-145', '2951-2', 'sodium', 131, 'low', 136, 145, 'L'),
        r('Potassium', '3.2', 'mmol/L', '3.5-5.1', '2823-3', 'potassium', 3.2, 'low', 3.5, 5.1, 'L'),
        r('Chloride', '97', 'mmol/L', '98-107', '2075-0', 'chloride', 97, 'low', 98, 107, 'L'),
        r('Bicarbonate', '21', 'mmol/L', '22-29', '1963-8', 'bicarbonate', 21, 'low', 22, 29, 'L'),
        r('Urea', '9.8', 'mmol/L', '2.8-7.2', '22664-7', 'urea', 9.8, 'high', 2.8, 7.2, 'H'),
        r(
          'Creatinine',
          '148',
          'µmol/L',
          'M 59-104 / F 45-84',
          '14682-9',
          'creatinine',
          148,
          'high',
          45,
          84,
          'H',
        ),
        r(
          'eGFR (CKD-EPI 2021)',
          '41',
          'mL/min/1.73m²',
          '> 60',
          '98979-8',
          'eGFR',
          41,
          'low',
          60,
          undefined,
          'L',
        ),
        r(
          'Uric acid',
          '0.48',
          'mmol/L',
          'M 0.20-0.42 / F 0.14-0.34',
          '14933-6',
          'urate',
          0.48,
          'high',
          0.14,
          0.34,
          'H',
        ),
      ],
    },
    {
      title: 'LIVER FUNCTION TESTS',
      rows: [
        r(
          'Total bilirubin',
          '14',
          'µmol/L',
          'up to 21',
          '14631-6',
          'bilirubin total',
          14,
          'normal',
          undefined,
          21,
        ),
        r('ALT', '62', 'U/L', 'M < 41 / F < 33', '1742-6', 'ALT', 62, 'high', undefined, 33, 'H'),
        r('AST', '71', 'U/L', 'M < 40 / F < 32', '1920-8', 'AST', 71, 'high', undefined, 32, 'H'),
        r('ALP', '118', 'U/L', '35-104', '6768-6', 'alkaline phosphatase', 118, 'high', 35, 104, 'H'),
        r('GGT', '55', 'U/L', 'M 10-71 / F 6-42', '2324-2', 'GGT', 55, 'high', 6, 42, 'H'),
        r('Total protein', '82', 'g/L', '64-83', '2885-2', 'total protein', 82, 'normal', 64, 83),
        r('Albumin', '31', 'g/L', '35-52', '1751-7', 'albumin', 31, 'low', 35, 52, 'L'),
      ],
    },
    {
      title: 'IMMUNOLOGY & OTHER',
      rows: [
        r('CD4 count', '312', 'cells/µL', '500-1500', '24467-3', 'CD4 count', 312, 'low', 500, 1500, 'L'),
        r('CRP', '48', 'mg/L', '< 5', '1988-5', 'CRP', 48, 'high', undefined, 5, 'H'),
        r(
          'ESR (Westergren)',
          '62',
          'mm/hr',
          'M up to 15 / F up to 20',
          '4537-7',
          'ESR',
          62,
          'high',
          undefined,
          20,
          'H',
        ),
        r('Glucose (random)', '6.1', 'mmol/L', '3.9-7.8', '2345-7', 'glucose', 6.1, 'normal', 3.9, 7.8),
      ],
    },
  ],
  footer: [
    'Results marked H / L lie outside the reference interval for the patient’s sex and age.',
    'Authorised by: T. Phiri, Laboratory Scientist (MBMLT 0000)',
  ],
};

const zimbabweBloodGas: ThirdDocument = {
  file: 'zw-harare-icu-blood-gas-till-roll.pdf',
  format: 'pdf-text',
  style: 'pdf-till-roll',
  kind: 'digital',
  country: 'ZW',
  layout:
    'blood-gas analyser printout on an 80 mm till roll saved as PDF: one parameter per line "pCO2   7.9 kPa ↑", the range in brackets on the NEXT line, arrows ↑ ↓ as flags, kPa units, temperature and FiO2 lines (not results), calculated values block',
  header: [
    'ICU 2 - BLOOD GAS ANALYSER',
    'Borrowdale Road Hospital, Harare',
    'Arterial sample   26.11.2026 03:17',
  ],
  patient: [
    'Patient ID: BRH-771204',
    'Name: MOYO TAPIWA',
    'Sex: M   Age: 54',
    'Temp: 37.0 °C   FiO2: 0.40',
    'Operator: nurse06',
  ],
  sections: [
    {
      title: 'Measured values',
      rows: [
        r('pH', '7.21', '', '(7.35 - 7.45)', '2744-1', 'pH', 7.21, 'low', 7.35, 7.45, '↓'),
        r('pCO2', '7.9', 'kPa', '(4.7 - 6.0)', '2019-8', 'pCO2', 7.9, 'high', 4.7, 6, '↑'),
        r('pO2', '8.1', 'kPa', '(10.0 - 13.3)', '2703-7', 'pO2', 8.1, 'low', 10, 13.3, '↓'),
        r('sO2', '89.2', '%', '(95.0 - 99.0)', '2708-6', 'oxygen saturation', 89.2, 'low', 95, 99, '↓'),
        r('tHb', '10.2', 'g/dL', '(13.0 - 17.5)', '718-7', 'hemoglobin', 10.2, 'low', 13, 17.5, '↓'),
        r('Na+', '133', 'mmol/L', '(136 - 146)', '2951-2', 'sodium', 133, 'low', 136, 146, '↓'),
        r('K+', '5.8', 'mmol/L', '(3.4 - 4.5)', '2823-3', 'potassium', 5.8, 'high', 3.4, 4.5, '↑'),
        r('Cl-', '101', 'mmol/L', '(98 - 106)', '2075-0', 'chloride', 101, 'normal', 98, 106),
        r(
          'Ca++',
          '1.05',
          'mmol/L',
          '(1.15 - 1.29)',
          '1994-3',
          'ionised calcium',
          1.05,
          'low',
          1.15,
          1.29,
          '↓',
        ),
        r('Glu', '9.4', 'mmol/L', '(3.9 - 5.8)', '2345-7', 'glucose', 9.4, 'high', 3.9, 5.8, '↑'),
        r('Lac', '4.6', 'mmol/L', '(0.5 - 1.6)', '2524-7', 'lactate', 4.6, 'high', 0.5, 1.6, '↑'),
      ],
    },
    {
      title: 'Calculated values',
      rows: [
        r('HCO3-(P)', '22.8', 'mmol/L', '(22.0 - 26.0)', '1960-4', 'bicarbonate', 22.8, 'normal', 22, 26),
        r('BE(B)', '-4.3', 'mmol/L', '(-2.0 - 3.0)', '1925-7', 'base excess', -4.3, 'low', -2, 3, '↓'),
        r('Anion gap', '9.2', 'mmol/L', '(8.0 - 16.0)', '33037-3', 'anion gap', 9.2, 'normal', 8, 16),
      ],
    },
  ],
  footer: ['Sample type: Arterial', 'Signed: ____________'],
};

const nigeriaMergedDown: ThirdDocument = {
  file: 'ng-oluyole-chempath-merged-profile.docx',
  format: 'docx',
  style: 'docx-merged-down',
  kind: 'digital',
  country: 'NG',
  layout:
    'Word table whose first column (the profile: E/U/Cr, Lipid profile, Glycaemia, Others) is MERGED DOWN over its tests (vMerge), columns Profile | Test | Result | Flag | Unit | Reference range; mixed units (urea mmol/L, creatinine mg/dL, lipids mg/dL, calcium mmol/L), "Desirable: up to 200", "< 150", "> 40", HbA1c range of three lines in one cell, sex-banded uric acid',
  header: [
    'OLUYOLE SPECIALIST HOSPITAL, IBADAN',
    'Department of Chemical Pathology',
    'CHEMICAL PATHOLOGY REPORT',
  ],
  patient: [
    'Name: Mr. ADEYEMI Babatunde     Age: 58 yrs     Sex: Male     Hosp. No: OSH/26/04417',
    'Lab No: CP-26-22871     Clinic: Medical Outpatients (MOPD)     Date received: 26/11/2026',
  ],
  sections: [
    {
      title: 'E/U/Cr',
      rows: [
        r('Sodium', '138', 'mmol/L', '135 - 145', '2951-2', 'sodium', 138, 'normal', 135, 145),
        r('Potassium', '5.6', 'mmol/L', '3.5 - 5.0', '2823-3', 'potassium', 5.6, 'high', 3.5, 5, 'H'),
        r('Chloride', '104', 'mmol/L', '96 - 106', '2075-0', 'chloride', 104, 'normal', 96, 106),
        r('Bicarbonate', '19', 'mmol/L', '22 - 30', '1963-8', 'bicarbonate', 19, 'low', 22, 30, 'L'),
        r('Urea', '14.2', 'mmol/L', '2.5 - 6.7', '22664-7', 'urea', 14.2, 'high', 2.5, 6.7, 'H'),
        r('Creatinine', '2.4', 'mg/dL', '0.7 - 1.3', '2160-0', 'creatinine', 2.4, 'high', 0.7, 1.3, 'H'),
      ],
    },
    {
      title: 'Lipid profile (fasting)',
      rows: [
        r(
          'Total cholesterol',
          '232',
          'mg/dL',
          'Desirable: up to 200',
          '2093-3',
          'cholesterol',
          232,
          'high',
          undefined,
          200,
          'H',
        ),
        r(
          'Triglyceride',
          '178',
          'mg/dL',
          '< 150',
          '2571-8',
          'triglycerides',
          178,
          'high',
          undefined,
          150,
          'H',
        ),
        r('HDL-cholesterol', '36', 'mg/dL', '> 40', '2085-9', 'HDL', 36, 'low', 40, undefined, 'L'),
        r(
          'LDL-cholesterol (calc.)',
          '160',
          'mg/dL',
          '< 130',
          '13457-7',
          'LDL',
          160,
          'high',
          undefined,
          130,
          'H',
        ),
      ],
    },
    {
      title: 'Glycaemia',
      rows: [
        r(
          'Fasting plasma glucose',
          '142',
          'mg/dL',
          '70 - 100',
          '1558-6',
          'glucose fasting',
          142,
          'high',
          70,
          100,
          'H',
        ),
        r(
          'HbA1c',
          '8.1',
          '%',
          'Non-diabetic: < 5.7\nPre-diabetes: 5.7 - 6.4\nDiabetes: ≥ 6.5',
          '4548-4',
          'HbA1c',
          8.1,
          'high',
          undefined,
          5.7,
          'H',
        ),
      ],
    },
    {
      title: 'Others',
      rows: [
        r(
          'Uric acid',
          '8.2',
          'mg/dL',
          'M: 3.4 - 7.0\nF: 2.4 - 5.7',
          '3084-1',
          'urate',
          8.2,
          'high',
          3.4,
          7,
          'H',
        ),
        r(
          'Calcium (total)',
          '2.05',
          'mmol/L',
          '2.15 - 2.55',
          '2000-8',
          'calcium',
          2.05,
          'low',
          2.15,
          2.55,
          'L',
        ),
        r('Phosphate', '1.9', 'mmol/L', '0.8 - 1.5', '14879-1', 'phosphate', 1.9, 'high', 0.8, 1.5, 'H'),
      ],
    },
  ],
  footer: [
    'Comment: Hyperkalaemia with reduced bicarbonate; please correlate clinically.',
    'Chemical Pathologist: Dr O. Akinola',
  ],
};

const kenyaDifferentialGrid: ThirdDocument = {
  file: 'ke-nakuru-paeds-haematology-grid.xlsx',
  format: 'xlsx',
  style: 'xlsx-differential-grid',
  kind: 'digital',
  country: 'KE',
  layout:
    'workbook, merged letterhead, main FBC block with Low | High columns (child 1–5 y interval), then a DIFFERENTIAL GRID: one row per cell type holding % and absolute side by side, under merged headers "Relative (%)" and "Absolute (x10^9/L)", each with its own Low | High; "Cell type" merged over two header rows',
  header: ['NAKURU LEVEL 5 HOSPITAL — LABORATORY', 'Haematology section · LIS workbook export'],
  patient: [
    'Patient: KIPROTICH, Brian   Age: 4 y 2 m   Sex: M   IP No: NK-0098341   Lab No: H26-30774',
    'Ward: Paediatrics (Ward 5)   Collected: 27/11/2026 06:30   Reference intervals: children 1–5 years',
  ],
  sections: [
    {
      title: 'Full haemogram',
      rows: [
        r('WBC', '16.4', 'x10^9/L', '', '6690-2', 'leukocytes', 16.4, 'high', 5.5, 15.5, 'H'),
        r('RBC', '4.1', 'x10^12/L', '', '789-8', 'erythrocytes', 4.1, 'normal', 3.9, 5.3),
        r('HGB', '8.7', 'g/dL', '', '718-7', 'hemoglobin', 8.7, 'low', 11, 14, 'L'),
        r('HCT', '27.1', '%', '', '4544-3', 'hematocrit', 27.1, 'low', 33, 42, 'L'),
        r('MCV', '66', 'fL', '', '787-2', 'MCV', 66, 'low', 75, 87, 'L'),
        r('MCH', '21.2', 'pg', '', '785-6', 'MCH', 21.2, 'low', 24, 30, 'L'),
        r('MCHC', '32.1', 'g/dL', '', '786-4', 'MCHC', 32.1, 'normal', 31, 37),
        r('PLT', '486', 'x10^9/L', '', '777-3', 'platelets', 486, 'high', 150, 450, 'H'),
        r('Reticulocytes', '2.8', '%', '', '4679-7', 'reticulocytes %', 2.8, 'high', 0.5, 2.5, 'H'),
      ],
    },
    {
      title: 'Differential',
      rows: [
        r('Neutrophils', '58.1', '%', '', '770-8', 'neutrophils %', 58.1, 'normal', 25, 60),
        sameLine(
          r('Neutrophils', '9.53', 'x10^9/L', '', '751-8', 'neutrophils', 9.53, 'high', 1.5, 8.5, 'H'),
        ),
        r('Lymphocytes', '30.2', '%', '', '736-9', 'lymphocytes %', 30.2, 'normal', 30, 65),
        sameLine(r('Lymphocytes', '4.95', 'x10^9/L', '', '731-0', 'lymphocytes', 4.95, 'normal', 2, 8)),
        r('Monocytes', '8.4', '%', '', '5905-5', 'monocytes %', 8.4, 'normal', 2, 10),
        sameLine(r('Monocytes', '1.38', 'x10^9/L', '', '742-7', 'monocytes', 1.38, 'high', 0.2, 1.2, 'H')),
        r('Eosinophils', '3.0', '%', '', '713-8', 'eosinophils %', 3, 'normal', 1, 6),
        sameLine(r('Eosinophils', '0.49', 'x10^9/L', '', '711-2', 'eosinophils', 0.49, 'normal', 0.05, 0.7)),
        r('Basophils', '0.3', '%', '', '706-2', 'basophils %', 0.3, 'normal', 0, 1),
        sameLine(r('Basophils', '0.05', 'x10^9/L', '', '704-7', 'basophils', 0.05, 'normal', 0, 0.1)),
      ],
    },
  ],
  footer: [
    'Film comment: microcytic hypochromic red cells, target cells seen.',
    'Validated by: J. Chebet (Lab Technologist)',
  ],
};

const tanzaniaUnitsInName: ThirdDocument = {
  file: 'tz-mwanza-lis-malaria-export-units-in-name.csv',
  format: 'csv',
  style: 'csv-units-in-name',
  kind: 'digital',
  country: 'TZ',
  layout:
    'comma CSV with NO units column: the unit is in brackets in the test name ("Haemoglobin (g/dL)"), quoted cells only where needed, parasite density "12,480" quoted with a thousands comma, "MPS Seen ++", mRDT "Positive (T line)", Remarks LOW/HIGH',
  header: [],
  patient: [],
  sections: [
    {
      title: '',
      rows: [
        w('Blood slide for malaria parasites (MPS)', 'Seen ++', '32700-7', 'malaria parasites', 'positive'),
        unscored('Malaria species', 'P. falciparum (trophozoites)'),
        r(
          'Parasite density (parasites/µL)',
          '12,480',
          'parasites/µL',
          '',
          null,
          'malaria parasite density',
          12480,
          'positive',
        ),
        w('mRDT Pf/Pan', 'Positive (T line)', null, 'malaria rapid antigen test', 'positive'),
        r(
          'Haemoglobin (g/dL)',
          '9.1',
          'g/dL',
          '11.5-16.5',
          '718-7',
          'hemoglobin',
          9.1,
          'low',
          11.5,
          16.5,
          'LOW',
        ),
        r('WBC (x10^9/L)', '7.8', 'x10^9/L', '4.0-11.0', '6690-2', 'leukocytes', 7.8, 'normal', 4, 11),
        r(
          'Platelets (x10^9/L)',
          '88',
          'x10^9/L',
          '150-400',
          '777-3',
          'platelets',
          88,
          'low',
          150,
          400,
          'LOW',
        ),
        r(
          'Random blood glucose (mmol/L)',
          '4.2',
          'mmol/L',
          '3.3-7.8',
          '2345-7',
          'glucose',
          4.2,
          'normal',
          3.3,
          7.8,
        ),
        w('Sickling test', 'Negative', null, 'sickling test', 'negative'),
        w('Urine hCG (pregnancy test)', 'Positive', '2106-3', 'hCG urine', 'positive'),
        w('Stool for ova & cysts', 'Not seen', null, 'stool ova and cysts', 'negative'),
      ],
    },
  ],
  footer: [],
};

const ivoryFrenchNoUnits: ThirdDocument = {
  file: 'ci-abidjan-export-bilan-point-virgule-sans-unites.csv',
  format: 'csv',
  style: 'csv-french-no-units',
  kind: 'digital',
  country: 'CI',
  layout:
    'French semicolon CSV saved in Windows-1252 (Latin-1) as French Excel does, without a units column: the unit inside the result cell ("1,26 g/L"), decimal commas, French units (glycémie g/L, urée g/L, créatinine mg/L with µmol/L in brackets, calcémie mg/L, lipids g/L), Statut column H / B (bas) / blank, ranges "< 35", "> 0,40", "H : … / F : …"',
  header: [],
  patient: [],
  sections: [
    {
      title: '',
      rows: [
        r(
          'Glycémie à jeun',
          '1,26 g/L',
          'g/L',
          '0,70 - 1,10',
          '1558-6',
          'glucose fasting',
          1.26,
          'high',
          0.7,
          1.1,
          'H',
        ),
        r('Urée', '0,32 g/L', 'g/L', '0,15 - 0,45', '3091-6', 'urea', 0.32, 'normal', 0.15, 0.45),
        r(
          'Créatininémie',
          '13,8 mg/L (122 µmol/L)',
          'mg/L',
          'H : 7,0 - 12,0 / F : 5,0 - 10,0',
          '2160-0',
          'creatinine',
          13.8,
          'high',
          5,
          10,
          'H',
        ),
        r('ASAT (TGO)', '58 UI/L', 'UI/L', '< 35', '1920-8', 'AST', 58, 'high', undefined, 35, 'H'),
        r('ALAT (TGP)', '72 UI/L', 'UI/L', '< 35', '1742-6', 'ALT', 72, 'high', undefined, 35, 'H'),
        r('Gamma GT', '95 UI/L', 'UI/L', 'H : 12 - 64 / F : 9 - 36', '2324-2', 'GGT', 95, 'high', 9, 36, 'H'),
        r(
          'Phosphatases alcalines',
          '210 UI/L',
          'UI/L',
          '40 - 150',
          '6768-6',
          'alkaline phosphatase',
          210,
          'high',
          40,
          150,
          'H',
        ),
        r(
          'Bilirubine totale',
          '11 mg/L',
          'mg/L',
          '< 12',
          '1975-2',
          'bilirubin total',
          11,
          'normal',
          undefined,
          12,
        ),
        r(
          'Bilirubine conjuguée',
          '4 mg/L',
          'mg/L',
          '< 2',
          '1968-7',
          'bilirubin direct',
          4,
          'high',
          undefined,
          2,
          'H',
        ),
        r('Protéines totales', '78 g/L', 'g/L', '64 - 83', '2885-2', 'total protein', 78, 'normal', 64, 83),
        r('Albumine', '36 g/L', 'g/L', '35 - 52', '1751-7', 'albumin', 36, 'normal', 35, 52),
        r('Sodium (Na+)', '134 mmol/L', 'mmol/L', '137 - 145', '2951-2', 'sodium', 134, 'low', 137, 145, 'B'),
        r(
          'Potassium (K+)',
          '4,1 mmol/L',
          'mmol/L',
          '3,5 - 5,1',
          '2823-3',
          'potassium',
          4.1,
          'normal',
          3.5,
          5.1,
        ),
        r('Chlore (Cl-)', '99 mmol/L', 'mmol/L', '98 - 107', '2075-0', 'chloride', 99, 'normal', 98, 107),
        r('Calcémie', '92 mg/L', 'mg/L', '86 - 102', '17861-6', 'calcium', 92, 'normal', 86, 102),
        r(
          'Cholestérol total',
          '2,45 g/L',
          'g/L',
          '< 2,00',
          '2093-3',
          'cholesterol',
          2.45,
          'high',
          undefined,
          2,
          'H',
        ),
        r(
          'Triglycérides',
          '1,10 g/L',
          'g/L',
          '< 1,50',
          '2571-8',
          'triglycerides',
          1.1,
          'normal',
          undefined,
          1.5,
        ),
        r('HDL cholestérol', '0,38 g/L', 'g/L', '> 0,40', '2085-9', 'HDL', 0.38, 'low', 0.4, undefined, 'B'),
        r(
          'LDL cholestérol',
          '1,85 g/L',
          'g/L',
          '< 1,60',
          '13457-7',
          'LDL',
          1.85,
          'high',
          undefined,
          1.6,
          'H',
        ),
      ],
    },
  ],
  footer: [],
};

const ghanaAsciiTable: ThirdDocument = {
  file: 'gh-kumasi-coag-lft-ascii-table.txt',
  format: 'txt',
  style: 'txt-ascii-table',
  kind: 'digital',
  country: 'GH',
  layout:
    'plain text from a LIS "print to file": tables drawn with +----+ and | borders, columns TEST | RESULT | FLAG | UNIT | REF. INTERVAL, section banners between rows, the 20WBCT bedside clotting result "Prolonged", coagulation, LFT and CK after a snakebite',
  header: ['KOMFO HILLS TEACHING HOSPITAL - DIAGNOSTIC LABORATORY SERVICES', 'P.O. Box 0000, Kumasi, Ghana'],
  patient: [
    'Patient : OWUSU, Kwabena          Sex/Age : M / 36 Y          Folder No : KHT-26-558102',
    'Lab No  : 2611270093              Ward    : Emergency         Received  : 27-11-2026 21:40',
  ],
  sections: [
    {
      title: 'COAGULATION',
      rows: [
        w(
          '20 min whole blood clotting test',
          'Prolonged',
          null,
          'whole blood clotting test (20 min)',
          'positive',
          'Clots within 20 min',
        ),
        r('Prothrombin time (PT)', '24.6', 's', '11.0 - 13.5', '5902-2', 'PT', 24.6, 'high', 11, 13.5, 'H'),
        r('INR', '2.1', '', '0.8 - 1.2', '6301-6', 'INR', 2.1, 'high', 0.8, 1.2, 'H'),
        r('APTT', '52.3', 's', '25.0 - 38.0', '3173-2', 'APTT', 52.3, 'high', 25, 38, 'H'),
        r('Fibrinogen (Clauss)', '0.9', 'g/L', '2.0 - 4.0', '3255-7', 'fibrinogen', 0.9, 'low', 2, 4, 'L'),
      ],
    },
    {
      title: 'LIVER FUNCTION TEST',
      rows: [
        r('Total bilirubin', '38', 'umol/L', '0 - 21', '14631-6', 'bilirubin total', 38, 'high', 0, 21, 'H'),
        r('Direct bilirubin', '9', 'umol/L', '0 - 5', '14629-0', 'bilirubin direct', 9, 'high', 0, 5, 'H'),
        r('ALT (SGPT)', '45', 'U/L', '0 - 45', '1742-6', 'ALT', 45, 'normal', 0, 45),
        r('AST (SGOT)', '88', 'U/L', '0 - 40', '1920-8', 'AST', 88, 'high', 0, 40, 'H'),
        r(
          'Alk. phosphatase',
          '96',
          'U/L',
          '40 - 130',
          '6768-6',
          'alkaline phosphatase',
          96,
          'normal',
          40,
          130,
        ),
        r('Total protein', '70', 'g/L', '66 - 83', '2885-2', 'total protein', 70, 'normal', 66, 83),
        r('Albumin', '38', 'g/L', '35 - 50', '1751-7', 'albumin', 38, 'normal', 35, 50),
      ],
    },
    {
      title: 'OTHER CHEMISTRY',
      rows: [
        r(
          'Creatine kinase (CK)',
          '1240',
          'U/L',
          '39 - 308',
          '2157-6',
          'creatine kinase',
          1240,
          'high',
          39,
          308,
          'H',
        ),
        r('Creatinine', '96', 'umol/L', '62 - 106', '14682-9', 'creatinine', 96, 'normal', 62, 106),
      ],
    },
  ],
  footer: ['*** End of report ***   Printed 27-11-2026 23:05 by ADOMAKO.E'],
};

const ethiopiaTwoPerRow: ThirdDocument = {
  file: 'et-hawassa-urinalysis-two-per-row.docx',
  format: 'docx',
  style: 'docx-two-per-row',
  kind: 'digital',
  country: 'ET',
  layout:
    'Word table holding TWO TESTS PER ROW: dipstick on the left (Test | Result | Normal), microscopy on the right (Test | Result | Normal) of the same rows; "++", "+++", "Trace", "Positive", "Nitrite Positive", counts "25-30 /HPF", "Seen ++", "Not seen"; colour and appearance printed but not results',
  header: [
    'HAWASSA UNIVERSITY COMPREHENSIVE SPECIALIZED HOSPITAL',
    'Clinical Laboratory — Urinalysis',
    'URINALYSIS REPORT',
  ],
  patient: [
    'Name: W/ro Meseret Tadesse     Age: 31     Sex: F     MRN: HU-0621934',
    'Ward/OPD: Gynaecology OPD     Sample: Midstream urine     Date: 27/11/2026',
  ],
  sections: [
    {
      title: 'Physical & chemical (dipstick)',
      rows: [
        unscored('Colour', 'Amber'),
        unscored('Appearance', 'Turbid'),
        r(
          'Specific gravity',
          '1.025',
          '',
          '1.005 - 1.030',
          '5811-5',
          'urine specific gravity',
          1.025,
          'normal',
          1.005,
          1.03,
        ),
        r('pH', '6.0', '', '4.5 - 8.0', '5803-2', 'urine pH', 6, 'normal', 4.5, 8),
        w('Protein', '++', '20454-5', 'urine protein', 'positive', 'Negative'),
        w('Glucose', 'Negative', '25428-4', 'urine glucose', 'negative', 'Negative'),
        w('Ketones', 'Trace', '33903-6', 'urine ketones', 'positive', 'Negative'),
        w('Bilirubin', 'Negative', '5770-3', 'urine bilirubin', 'negative', 'Negative'),
        w('Urobilinogen', 'Normal', '5818-0', 'urine urobilinogen', 'normal', 'Normal'),
        w('Blood', '+++', '5794-3', 'urine blood', 'positive', 'Negative'),
        w('Nitrite', 'Positive', '5802-4', 'urine nitrite', 'positive', 'Negative'),
        w('Leukocyte esterase', '++', '5799-2', 'urine leukocyte esterase', 'positive', 'Negative'),
      ],
    },
    {
      title: 'Microscopy (per HPF)',
      rows: [
        r('WBC / pus cells', '25-30', '/HPF', '0 - 5', '5821-4', 'urine leukocytes', '25-30', 'high', 0, 5),
        r('RBC', '8-10', '/HPF', '0 - 2', '13945-1', 'urine erythrocytes', '8-10', 'high', 0, 2),
        unscored('Epithelial cells', 'Few'),
        w('Casts', 'Not seen', null, 'urine casts', 'negative'),
        w('Crystals', 'Not seen', null, 'urine crystals', 'negative'),
        w('Bacteria', 'Seen ++', null, 'urine bacteria', 'positive'),
        w('Yeast cells', 'Not seen', null, 'urine yeast', 'negative'),
        w('T. vaginalis', 'Not seen', null, 'Trichomonas vaginalis', 'negative'),
      ],
    },
  ],
  footer: ['Examined by: Kidist A. (Medical Laboratory Technologist)     Checked by: Dawit G.'],
};

const cameroonFrenchBlocks: ThirdDocument = {
  file: 'cm-douala-serologies-bilan-hepatique-blocs.pdf',
  format: 'pdf-text',
  style: 'pdf-french-blocks',
  kind: 'digital',
  country: 'CM',
  layout:
    'French PDF with no table: each test is a block, its name in bold with the technique in italics, and on the line BELOW "Résultat : … Valeurs usuelles : …"; abnormal values followed by "*"; sérologies worded (Négatif, POSITIF, Non réactif), bilirubine in mg/L with µmol/L after "soit", footer with dossier number and page',
  header: [
    'LABORATOIRE D’ANALYSES MÉDICALES LA CONFIANCE',
    'Rue Njo-Njo, Bonapriso — Douala, Cameroun — Tél. (+237) 6 00 00 00 00',
    'Biologiste responsable : Dr E. Nkongho, Pharmacien biologiste',
  ],
  patient: [
    'Patiente : Mme NGO BIKAI Solange        Née le : 03/05/2000 (26 ans)        Sexe : F',
    'N° dossier : 2611-0457        Prescripteur : Dr A. Fotso        Prélevé le : 27/11/2026 à 08h20',
  ],
  sections: [
    {
      title: 'SÉROLOGIES',
      rows: [
        w('Sérologie VIH 1 et 2', 'Négatif', null, 'HIV 1+2 antibody', 'negative', 'Négatif'),
        r('Antigène HBs', 'POSITIF', '', 'Négatif', '5196-1', 'HBsAg', 'Positif', 'positive'),
        w('Antigène HBe', 'Négatif', '13954-3', 'HBeAg', 'negative', 'Négatif'),
        w('Anticorps anti-VHC', 'Négatif', '16128-1', 'anti-HCV', 'negative', 'Négatif'),
        w('RPR (syphilis)', 'Non réactif', '20507-0', 'RPR', 'negative', 'Non réactif'),
      ],
    },
    {
      title: 'BILAN HÉPATIQUE',
      rows: [
        r('ASAT (TGO)', '156', 'UI/L', '< 31', '1920-8', 'AST', 156, 'high', undefined, 31, '*'),
        r('ALAT (TGP)', '212', 'UI/L', '< 34', '1742-6', 'ALT', 212, 'high', undefined, 34, '*'),
        r(
          'Gamma-glutamyl transférase (GGT)',
          '48',
          'UI/L',
          'F : < 38   H : < 55',
          '2324-2',
          'GGT',
          48,
          'high',
          undefined,
          38,
          '*',
        ),
        r(
          'Phosphatases alcalines',
          '98',
          'UI/L',
          '35 - 104',
          '6768-6',
          'alkaline phosphatase',
          98,
          'normal',
          35,
          104,
        ),
        r(
          'Bilirubine totale',
          '18,2',
          'mg/L',
          '< 12',
          '1975-2',
          'bilirubin total',
          18.2,
          'high',
          undefined,
          12,
          '*',
        ),
        r(
          'Bilirubine directe',
          '7,5',
          'mg/L',
          '< 3',
          '1968-7',
          'bilirubin direct',
          7.5,
          'high',
          undefined,
          3,
          '*',
        ),
        r('Albumine', '41', 'g/L', '35 - 50', '1751-7', 'albumin', 41, 'normal', 35, 50),
        r(
          'Taux de prothrombine (TP)',
          '78',
          '%',
          '70 - 100',
          null,
          'prothrombin activity',
          78,
          'normal',
          70,
          100,
        ),
      ],
    },
  ],
  footer: ['Dossier 2611-0457 — Mme NGO BIKAI Solange — Compte rendu validé le 27/11/2026 à 15h02'],
};

/** Techniques printed under the test names of the Cameroon blocks. */
export const techniquesCm: Record<string, string> = {
  'Sérologie VIH 1 et 2': 'Test rapide (Determine HIV-1/2), contrôle négatif non requis',
  'Antigène HBs': 'Chimiluminescence — index 48,2 (seuil 1,0)',
  'Antigène HBe': 'ELISA',
  'Anticorps anti-VHC': 'ELISA 3e génération',
  'RPR (syphilis)': 'Agglutination sur carte',
  'Bilirubine totale': 'Méthode diazoïque',
  'Bilirubine directe': 'Méthode diazoïque',
  'Taux de prothrombine (TP)': 'Technique chronométrique (Quick)',
};

const southAfricaNumberFormats: ThirdDocument = {
  file: 'za-umhlanga-endocrine-lipids-formats.xlsx',
  format: 'xlsx',
  style: 'xlsx-number-formats',
  kind: 'digital',
  country: 'ZA',
  layout:
    'workbook, merged banner and section titles merged across, Low | High columns with one side blank for "<" and ">" ranges, results stored as numbers with number formats (0.05 shown "0.05", 7.4 shown "7.4"), non-HDL cholesterol a FORMULA cell (total − HDL) with its cached value, TFTs, HbA1c in % and mmol/mol, comments column',
  header: ['UMHLANGA PATHOLOGY PRACTICE', 'Chemical Pathology — cumulative export (latest only)'],
  patient: [
    'Patient: NAIDOO, Priya   DOB: 1974-08-19   Sex: F   Ref: UPP-26-883104',
    'Doctor: Dr S. Govender   Collected: 2026-11-26 07:50   Fasting: Yes',
  ],
  sections: [
    {
      title: 'THYROID FUNCTION',
      rows: [
        r('TSH', '0.05', 'mIU/L', '', '3016-3', 'TSH', 0.05, 'low', 0.27, 4.2, 'L'),
        r('Free T4', '32.4', 'pmol/L', '', '3024-7', 'free T4', 32.4, 'high', 12, 22, 'H'),
        r('Free T3', '9.8', 'pmol/L', '', '3051-0', 'free T3', 9.8, 'high', 3.1, 6.8, 'H'),
      ],
    },
    {
      title: 'DIABETES',
      rows: [
        r('Glucose (fasting)', '8.2', 'mmol/L', '', '1558-6', 'glucose fasting', 8.2, 'high', 4, 6, 'H'),
        r('HbA1c (NGSP)', '7.4', '%', '', '4548-4', 'HbA1c', 7.4, 'high', 4, 5.6, 'H'),
        r('HbA1c (IFCC)', '57', 'mmol/mol', '', '59261-8', 'HbA1c IFCC', 57, 'high', 20, 38, 'H'),
      ],
    },
    {
      title: 'LIPIDS',
      rows: [
        r('Total cholesterol', '6.4', 'mmol/L', '', '2093-3', 'cholesterol', 6.4, 'high', undefined, 5, 'H'),
        r('Triglycerides', '2.1', 'mmol/L', '', '2571-8', 'triglycerides', 2.1, 'high', undefined, 1.7, 'H'),
        r('HDL cholesterol', '1.0', 'mmol/L', '', '2085-9', 'HDL', 1, 'low', 1.2, undefined, 'L'),
        r('LDL cholesterol', '4.4', 'mmol/L', '', '13457-7', 'LDL', 4.4, 'high', undefined, 3, 'H'),
        r(
          'Non-HDL cholesterol',
          '5.4',
          'mmol/L',
          '',
          '43396-1',
          'non-HDL cholesterol',
          5.4,
          'high',
          undefined,
          3.8,
          'H',
        ),
      ],
    },
    {
      title: 'RENAL / INFLAMMATION',
      rows: [
        r('Creatinine', '64', 'µmol/L', '', '14682-9', 'creatinine', 64, 'normal', 49, 90),
        r('CRP', '3', 'mg/L', '', '1988-5', 'CRP', 3, 'normal', undefined, 10),
      ],
    },
  ],
  footer: [
    'Comment: Suppressed TSH with raised FT4/FT3 in keeping with hyperthyroidism.',
    'Reported by: Dr L. Pillay, Chemical Pathologist',
  ],
};

const ugandaReferralNote: ThirdDocument = {
  file: 'ug-masaka-referral-note-inline-results.txt',
  format: 'txt',
  style: 'txt-referral-note',
  kind: 'digital',
  country: 'UG',
  layout:
    'a clinician’s typed referral note with the results inline in bullet lines, no ranges: "Hb 7.4 g/dl (low)", "HIV: Reactive", "RPR: Non reactive", urine dipstick on one line "protein +, glucose ++, ketones trace", "Serum creatinine 210 umol/l (high)", lower-case units',
  header: ['KALUNGU HEALTH CENTRE IV', 'REFERRAL NOTE to Masaka Regional Referral Hospital'],
  patient: [
    'Date: 27/11/2026   Patient: Nakato Resty, F, 34 yrs   IP No: KHC4/26/1190',
    'Reason for referral: newly diagnosed HIV with suspected disseminated TB, severe anaemia',
  ],
  sections: [
    {
      title: 'Investigations done here (26/11/2026):',
      rows: [
        w('HIV', 'Reactive', null, 'HIV 1+2 antibody', 'positive'),
        w('RPR', 'Non reactive', '20507-0', 'RPR', 'negative'),
        w('HBsAg', 'Negative', '5196-1', 'HBsAg', 'negative'),
        w('Malaria RDT', 'Negative', null, 'malaria rapid antigen test', 'negative'),
        r('Hb', '7.4', 'g/dl', '', '718-7', 'hemoglobin', 7.4, 'low', undefined, undefined, 'low'),
        r('RBS', '11.6', 'mmol/l', '', '2345-7', 'glucose', 11.6, 'high'),
        r('CD4', '168', 'cells/µl', '', '24467-3', 'CD4 count', 168, 'low'),
        w('TB LAM (urine)', 'Positive', null, 'urine TB LAM', 'positive'),
        w('CrAg', 'Negative', null, 'cryptococcal antigen', 'negative'),
        r(
          'Serum creatinine',
          '210',
          'umol/l',
          '',
          '14682-9',
          'creatinine',
          210,
          'high',
          undefined,
          undefined,
          'high',
        ),
      ],
    },
    {
      title: 'Urine dipstick',
      inline: true,
      rows: [
        w('protein', '+', '20454-5', 'urine protein', 'positive'),
        w('glucose', '++', '25428-4', 'urine glucose', 'positive'),
        w('ketones', 'trace', '33903-6', 'urine ketones', 'positive'),
      ],
    },
  ],
  footer: [
    'Treatment given: 1 unit whole blood started, ceftriaxone 2 g IV stat.',
    'Referring clinician: Dr. S. Ssemanda (Medical Officer), Tel 07xx xxx xxx',
  ],
};

const ugandaCsfForm: ThirdDocument = {
  file: 'ug-gulu-csf-request-form-scan.pdf',
  format: 'pdf-scan',
  style: 'scan-csf-form',
  kind: 'photo',
  country: 'UG',
  layout:
    'scanned (image-only PDF) CSF request/report FORM: labelled boxes two per line ("WBC count: 1,250 cells/µL" | "Protein: 2.10 g/L"), ranges in brackets after the value, paired blood glucose and the CSF/blood ratio, Gram stain "Gram positive diplococci seen", India ink and AFB "Not seen", CrAg "Negative"; page turned about 1.3°, speckled, darker at one edge',
  header: ['GULU REGIONAL REFERRAL HOSPITAL — MICROBIOLOGY', 'CEREBROSPINAL FLUID (CSF) ANALYSIS FORM'],
  patient: [
    'Name: OKELLO Denis    Age: 33 y    Sex: M    IP No: GRRH/26/7741    Lab No: CSF/26/0312',
    'Ward: Medical (male)    Clinical notes: fever, neck stiffness, confusion x2 days, HIV+',
  ],
  sections: [
    {
      title: 'Macroscopy / cell count',
      rows: [
        unscored('Appearance', 'Turbid'),
        unscored('Colour', 'Straw'),
        r('WBC count', '1,250', 'cells/µL', '(0 - 5)', '806-0', 'CSF leukocytes', 1250, 'high', 0, 5),
        unscored('Differential', 'Neutrophils 82 %, Lymphocytes 18 %'),
      ],
    },
    {
      title: 'Chemistry',
      rows: [
        r('CSF protein', '2.10', 'g/L', '(0.15 - 0.45)', '2880-3', 'CSF protein', 2.1, 'high', 0.15, 0.45),
        r('CSF glucose', '1.1', 'mmol/L', '(2.2 - 3.9)', '2342-4', 'CSF glucose', 1.1, 'low', 2.2, 3.9),
        r(
          'Blood glucose (paired)',
          '6.2',
          'mmol/L',
          '(3.9 - 7.8)',
          '2345-7',
          'glucose',
          6.2,
          'normal',
          3.9,
          7.8,
        ),
        r(
          'CSF/blood glucose ratio',
          '0.18',
          '',
          '(> 0.6)',
          null,
          'CSF/blood glucose ratio',
          0.18,
          'low',
          0.6,
        ),
      ],
    },
    {
      title: 'Microbiology',
      rows: [
        w('Gram stain', 'Gram positive diplococci seen', null, 'CSF Gram stain', 'positive'),
        w('India ink', 'Not seen', null, 'CSF India ink', 'negative'),
        w('CrAg (LFA)', 'Negative', null, 'cryptococcal antigen CSF', 'negative'),
        w('ZN stain (AFB)', 'Not seen', null, 'CSF acid-fast bacilli', 'negative'),
        unscored('Culture', 'Pending (report to follow in 48 h)'),
      ],
    },
  ],
  footer: [
    'Reported by: A. Lamwaka (BMLT)     Date: 27/11/2026 11:40     Critical result phoned to ward: YES',
  ],
};

const nigeriaMalariaPhoto: ThirdDocument = {
  file: 'ng-enugu-malaria-fbc-slip-stamped-photo.jpg',
  format: 'photo-jpeg',
  style: 'photo-slip-stamped',
  kind: 'photo',
  country: 'NG',
  layout:
    'phone photo (JPEG) of a half-A4 result slip in a serif face with ruled lines and a red rubber stamp across the letterhead, taken at an angle under a ceiling light (bright spot, dark far corner); "MP: Seen +++ (P. falciparum trophozoites)", parasite density "86,400 /µL", mRDT "Positive (T line)", PCV, RBS in mg/dL, ranges in brackets after the value',
  header: ['ST. LUKE’S MISSION HOSPITAL LABORATORY', 'Ogui Road, Enugu  ·  MLSCN Reg. 00000'],
  patient: [
    'Name: Master Chidera Okafor    Age: 7 yrs    Sex: M',
    'Lab No: SLH/26/11/4471    Date: 27/11/2026    Doctor: Dr Eze',
  ],
  sections: [
    {
      title: 'PARASITOLOGY',
      rows: [
        w('Malaria parasite (MP)', 'Seen +++', '32700-7', 'malaria parasites', 'positive'),
        unscored('Species', 'P. falciparum trophozoites'),
        r('Parasite density', '86,400', '/µL', '', null, 'malaria parasite density', 86400, 'positive'),
        w('mRDT (HRP2)', 'Positive (T line)', null, 'malaria rapid antigen test', 'positive'),
      ],
    },
    {
      title: 'HAEMATOLOGY',
      rows: [
        r('PCV', '24', '%', '(33 - 42)', '4544-3', 'hematocrit', 24, 'low', 33, 42),
        r('Haemoglobin', '7.9', 'g/dL', '(11.5 - 15.5)', '718-7', 'hemoglobin', 7.9, 'low', 11.5, 15.5),
        r('WBC', '11.8', 'x10⁹/L', '(4.5 - 13.5)', '6690-2', 'leukocytes', 11.8, 'normal', 4.5, 13.5),
        r('Platelets', '64', 'x10⁹/L', '(150 - 450)', '777-3', 'platelets', 64, 'low', 150, 450),
      ],
    },
    {
      title: 'CHEMISTRY',
      rows: [
        r('Random blood sugar', '56', 'mg/dL', '(70 - 140)', '2345-7', 'glucose', 56, 'low', 70, 140),
        unscored('Genotype', 'AS'),
      ],
    },
  ],
  footer: ['Med. Lab. Scientist: ____ N. Ugwu ____'],
};

const senegalNfsPhoto: ThirdDocument = {
  file: 'sn-dakar-nfs-pourcentage-absolu-photo.png',
  format: 'photo-png',
  style: 'photo-french-percent-absolute',
  kind: 'photo',
  country: 'SN',
  layout:
    'phone photo (PNG) of a French NFS (hémogramme) taken from the left under window light (bright left half, shaded right), leucocyte formula with the % AND the absolute count on the SAME line ("Polynucléaires neutrophiles  52,0 %  1,51 G/L  (1,80 - 7,50)"), T/L and G/L units, decimal commas, VS in mm, goutte épaisse "Négative"',
  header: ['LABORATOIRE BIO-SAHEL', 'Avenue Cheikh Anta Diop, Dakar — Tél. 33 800 00 00'],
  patient: [
    'Mme DIOP Awa — 35 ans — F — Dossier 26-11-0938',
    'Prescripteur : Dr N. Sarr — Prélèvement : 27/11/2026 09h10',
  ],
  sections: [
    {
      title: 'HÉMOGRAMME (NFS)',
      rows: [
        r('Hématies', '3,95', 'T/L', '(3,80 - 5,40)', '789-8', 'erythrocytes', 3.95, 'normal', 3.8, 5.4),
        r('Hémoglobine', '10,8', 'g/dL', '(12,0 - 16,0)', '718-7', 'hemoglobin', 10.8, 'low', 12, 16),
        r('Hématocrite', '33,5', '%', '(37 - 47)', '4544-3', 'hematocrit', 33.5, 'low', 37, 47),
        r('VGM', '84,8', 'fL', '(80 - 100)', '787-2', 'MCV', 84.8, 'normal', 80, 100),
        r('TCMH', '27,3', 'pg', '(27 - 32)', '785-6', 'MCH', 27.3, 'normal', 27, 32),
        r('CCMH', '32,2', 'g/dL', '(32 - 36)', '786-4', 'MCHC', 32.2, 'normal', 32, 36),
        r('Leucocytes', '2,9', 'G/L', '(4,0 - 10,0)', '6690-2', 'leukocytes', 2.9, 'low', 4, 10),
      ],
    },
    {
      title: 'FORMULE LEUCOCYTAIRE',
      rows: [
        r('Polynucléaires neutrophiles', '52,0', '%', '', '770-8', 'neutrophils %', 52, 'normal'),
        sameLine(
          r(
            'Polynucléaires neutrophiles',
            '1,51',
            'G/L',
            '(1,80 - 7,50)',
            '751-8',
            'neutrophils',
            1.51,
            'low',
            1.8,
            7.5,
          ),
        ),
        r('Lymphocytes', '38,0', '%', '', '736-9', 'lymphocytes %', 38, 'normal'),
        sameLine(
          r('Lymphocytes', '1,10', 'G/L', '(1,00 - 4,00)', '731-0', 'lymphocytes', 1.1, 'normal', 1, 4),
        ),
        r('Monocytes', '7,0', '%', '', '5905-5', 'monocytes %', 7, 'normal'),
        sameLine(r('Monocytes', '0,20', 'G/L', '(0,20 - 1,00)', '742-7', 'monocytes', 0.2, 'normal', 0.2, 1)),
        r('Polynucléaires éosinophiles', '2,0', '%', '', '713-8', 'eosinophils %', 2, 'normal'),
        sameLine(
          r(
            'Polynucléaires éosinophiles',
            '0,06',
            'G/L',
            '(0,05 - 0,50)',
            '711-2',
            'eosinophils',
            0.06,
            'normal',
            0.05,
            0.5,
          ),
        ),
        r('Polynucléaires basophiles', '1,0', '%', '', '706-2', 'basophils %', 1, 'normal'),
        sameLine(
          r(
            'Polynucléaires basophiles',
            '0,03',
            'G/L',
            '(0,00 - 0,20)',
            '704-7',
            'basophils',
            0.03,
            'normal',
            0,
            0.2,
          ),
        ),
      ],
    },
    {
      title: 'AUTRES',
      rows: [
        r('Plaquettes', '98', 'G/L', '(150 - 400)', '777-3', 'platelets', 98, 'low', 150, 400),
        r('VS 1re heure', '45', 'mm', '(< 20)', '4537-7', 'ESR', 45, 'high', undefined, 20),
        w('Goutte épaisse', 'Négative', '32700-7', 'malaria parasites', 'negative'),
      ],
    },
  ],
  footer: ['Validé par : Dr F. Ndiaye, Biologiste'],
};

const kenyaAgeBands: ThirdDocument = {
  file: 'ke-nyali-childrens-age-banded-range-first.pdf',
  format: 'pdf-text',
  style: 'pdf-age-bands-range-first',
  kind: 'digital',
  country: 'KE',
  layout:
    'children\u2019s hospital PDF, columns Test | Units | Reference interval | Result | Flag (the range BEFORE the result), every age band printed one under another in the range cell ("1–12 mo: … / 1–6 y: … / 6–12 y: …") with no marker of the patient\u2019s band (child of 2 y 7 m), flags in brackets "[H]" "[L]", "All ages:" and "< 10" ranges',
  header: [
    'NYALI CHILDREN\u2019S HOSPITAL — LABORATORY MEDICINE',
    'Links Road, Nyali, Mombasa  ·  Tel 041 000 0000  ·  KMLTTB Reg. L/0000',
    'PAEDIATRIC HAEMATOLOGY & CHEMISTRY REPORT',
  ],
  patient: [
    'Patient: MWAMBURI, Neema     Sex: F     DOB: 12/04/2024     Age: 2 y 7 m     IP No: NCH-26-07719',
    'Lab No: NCH/L/26/51388     Ward: Paediatric HDU     Collected: 27/11/2026 05:40     Reported: 27/11/2026 08:15',
  ],
  sections: [
    {
      title: 'HAEMATOLOGY',
      rows: [
        r(
          'Haemoglobin',
          '9.8',
          'g/dL',
          '0–1 mo: 13.5–21.5\n1–12 mo: 10.0–13.0\n1–6 y: 11.0–14.0\n6–12 y: 11.5–15.5',
          '718-7',
          'hemoglobin',
          9.8,
          'low',
          11,
          14,
          '[L]',
        ),
        r(
          'White cell count',
          '18.9',
          'x10^9/L',
          '1–12 mo: 6.0–17.5\n1–6 y: 5.5–15.5\n6–12 y: 4.5–13.5',
          '6690-2',
          'leukocytes',
          18.9,
          'high',
          5.5,
          15.5,
          '[H]',
        ),
        r(
          'Neutrophils (absolute)',
          '13.2',
          'x10^9/L',
          '1–6 y: 1.5–8.5\n6–12 y: 1.5–8.0',
          '751-8',
          'neutrophils',
          13.2,
          'high',
          1.5,
          8.5,
          '[H]',
        ),
        r(
          'Lymphocytes (absolute)',
          '4.2',
          'x10^9/L',
          '1–6 y: 2.0–8.0\n6–12 y: 1.5–6.5',
          '731-0',
          'lymphocytes',
          4.2,
          'normal',
          2,
          8,
        ),
        r(
          'Platelets',
          '512',
          'x10^9/L',
          'All ages: 150–450',
          '777-3',
          'platelets',
          512,
          'high',
          150,
          450,
          '[H]',
        ),
      ],
    },
    {
      title: 'CHEMISTRY',
      rows: [
        r('Sodium', '128', 'mmol/L', 'All ages: 135–145', '2951-2', 'sodium', 128, 'low', 135, 145, '[L]'),
        r(
          'Potassium',
          '3.1',
          'mmol/L',
          '0–1 mo: 3.7–5.9\n1 mo–1 y: 4.1–5.3\n1–18 y: 3.4–4.7',
          '2823-3',
          'potassium',
          3.1,
          'low',
          3.4,
          4.7,
          '[L]',
        ),
        r(
          'Urea',
          '7.4',
          'mmol/L',
          '1–3 y: 1.8–6.0\n4–13 y: 2.5–6.0',
          '22664-7',
          'urea',
          7.4,
          'high',
          1.8,
          6,
          '[H]',
        ),
        r(
          'Creatinine',
          '58',
          'µmol/L',
          '1–3 y: 15–31\n3–5 y: 23–37\n5–7 y: 25–42',
          '14682-9',
          'creatinine',
          58,
          'high',
          15,
          31,
          '[H]',
        ),
        r(
          'Phosphate',
          '1.02',
          'mmol/L',
          '1–3 y: 1.10–1.95\n4–11 y: 1.05–1.80',
          '14879-1',
          'phosphate',
          1.02,
          'low',
          1.1,
          1.95,
          '[L]',
        ),
        r(
          'Alkaline phosphatase',
          '298',
          'U/L',
          '1–9 y: 142–335\n10–15 y: 129–417',
          '6768-6',
          'alkaline phosphatase',
          298,
          'normal',
          142,
          335,
        ),
        r(
          'Albumin',
          '29',
          'g/L',
          '1–3 y: 34–42\n4–6 y: 35–52',
          '1751-7',
          'albumin',
          29,
          'low',
          34,
          42,
          '[L]',
        ),
        r('C-reactive protein', '86', 'mg/L', '< 10', '1988-5', 'CRP', 86, 'high', undefined, 10, '[H]'),
        r(
          'Glucose (random)',
          '5.1',
          'mmol/L',
          'All ages: 3.3–7.8',
          '2345-7',
          'glucose',
          5.1,
          'normal',
          3.3,
          7.8,
        ),
      ],
    },
  ],
  footer: [
    'Reference intervals by age; the interval that applies is the one for the child\u2019s age on the day of collection.',
    'Authorised by: Dr F. Achieng, Pathologist',
  ],
};

export const thirdDocuments: ThirdDocument[] = [
  malawiTwoColumn,
  zimbabweBloodGas,
  nigeriaMergedDown,
  kenyaDifferentialGrid,
  tanzaniaUnitsInName,
  ivoryFrenchNoUnits,
  ghanaAsciiTable,
  ethiopiaTwoPerRow,
  cameroonFrenchBlocks,
  southAfricaNumberFormats,
  ugandaReferralNote,
  ugandaCsfForm,
  nigeriaMalariaPhoto,
  senegalNfsPhoto,
  kenyaAgeBands,
];
