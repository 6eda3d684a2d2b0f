/**
 * The second lab-document examination set (eval/lab-documents-fresh): twelve reports in layouts that
 * neither the readers nor the first set (catalogue.ts) use: the range printed before the result, French
 * tables with merged section rows, a workbook with merged header cells over Low/High, a semicolon CSV
 * with decimal commas, a tab-typed Word letter, a key-value CSF report, multi-line banded ranges, a phone
 * photo taken at an angle (JPEG and PNG) and a noisy scanned PDF. Written by an examiner who did not
 * build or read the readers; laboratories, people and numbers are invented (no real patient).
 * `build-lab-documents.ts --set fresh` renders the files and writes expected.json from this catalogue.
 */
import type { ExpectedFlag, Row, Section } from './catalogue';

export type FreshFormat =
  'pdf-text' | 'docx' | 'xlsx' | 'csv' | 'txt' | 'photo-jpeg' | 'photo-png' | 'pdf-scan';

/** How the file is drawn; each style is one renderer of render-fresh.ts. */
export type FreshStyle =
  | 'pdf-range-first'
  | 'pdf-multiline-ranges'
  | 'pdf-french-star'
  | 'pdf-key-value'
  | 'docx-merged-sections'
  | 'docx-tab-typed'
  | 'xlsx-merged-header'
  | 'csv-semicolon'
  | 'txt-slip'
  | 'photo-angle'
  | 'scan-noisy';

export interface FreshDocument {
  file: string;
  format: FreshFormat;
  style: FreshStyle;
  kind: 'digital' | 'photo';
  country: string;
  layout: string;
  header: string[];
  patient: string[];
  /** A column-title line printed above the results where the layout has one outside a table. */
  columnHeader?: string;
  sections: Section[];
  footer: string[];
}

/** A printed line and what a person reads from it; `bounds` are the range that applies to this patient. */
function row(
  name: string,
  printed: string,
  unit: string,
  printedRange: string,
  loinc: string | null,
  analyte: string,
  value: number | string,
  flag: ExpectedFlag,
  bounds: { low?: number; high?: number; mark?: string } = {},
): Row {
  const { mark, ...range } = bounds;
  return {
    name,
    printed,
    unit,
    printedRange,
    ...(mark === undefined ? {} : { mark }),
    expected: { loinc, analyte, value, ...range, flag },
  };
}

/** A printed line that is not a result a clinician acts on (colour, appearance, blood group): not scored. */
export const unscored = (name: string, printed: string, unit = '', printedRange = ''): Row => ({
  name,
  printed,
  unit,
  printedRange,
  expected: { loinc: null, analyte: '', value: '', flag: 'normal' },
});
export const isScored = (printed: Row) => printed.expected.analyte !== '';

const ethiopiaFbc: FreshDocument = {
  file: 'et-addis-private-lab-cbc-range-first.pdf',
  format: 'pdf-text',
  style: 'pdf-range-first',
  kind: 'digital',
  country: 'ET',
  layout:
    'Ethiopian private lab, columns Test | Reference range | Result | Unit | Flag (the range printed BEFORE the result), sex-banded "M: 13–17 / F: 12–15" with en dashes, 10^3/µL counts, Ethiopian-calendar date beside the Gregorian one, blood film "P. vivax trophozoites seen (+)"',
  header: [
    'BETHEL-ZEMEN MEDICAL LABORATORY PLC',
    'Bole Sub-city, Woreda 03, Addis Ababa  ·  Tel +251 11 000 0000  ·  Licence No. ML/000/2019',
    'HEMATOLOGY & PARASITOLOGY REPORT',
  ],
  patient: [
    'Patient name: Ato T. Bekele      Sex: Male      Age: 41 Yrs      MRN: BZ-2611-0947',
    'Requesting physician: Dr. H. Alemu      Sample: EDTA whole blood      Collected: 27/11/2026 (E.C. 18/03/2019)',
  ],
  sections: [
    {
      title: 'COMPLETE BLOOD COUNT (CBC) — 5-part differential',
      rows: [
        row('WBC', '2.9', '10^3/µL', '4.0 – 10.0', '6690-2', 'leukocytes', 2.9, 'low', {
          low: 4,
          high: 10,
          mark: 'L',
        }),
        row('Neutrophil %', '38.2', '%', '40 – 70', '770-8', 'neutrophils %', 38.2, 'low', {
          low: 40,
          high: 70,
          mark: 'L',
        }),
        row('Lymphocyte %', '49.5', '%', '20 – 40', '736-9', 'lymphocytes %', 49.5, 'high', {
          low: 20,
          high: 40,
          mark: 'H',
        }),
        row('Monocyte %', '9.1', '%', '2 – 8', '5905-5', 'monocytes %', 9.1, 'high', {
          low: 2,
          high: 8,
          mark: 'H',
        }),
        row('Eosinophil %', '2.8', '%', '1 – 6', '713-8', 'eosinophils %', 2.8, 'normal', {
          low: 1,
          high: 6,
        }),
        row('Basophil %', '0.4', '%', '0 – 1', '706-2', 'basophils %', 0.4, 'normal', { low: 0, high: 1 }),
        row('Neutrophil #', '1.11', '10^3/µL', '2.0 – 7.0', '751-8', 'neutrophils', 1.11, 'low', {
          low: 2,
          high: 7,
          mark: 'L',
        }),
        row('Lymphocyte #', '1.44', '10^3/µL', '0.8 – 4.0', '731-0', 'lymphocytes', 1.44, 'normal', {
          low: 0.8,
          high: 4,
        }),
        row('RBC', '3.62', '10^6/µL', 'M: 4.5–5.9 / F: 4.0–5.2', '789-8', 'erythrocytes', 3.62, 'low', {
          low: 4.5,
          high: 5.9,
          mark: 'L',
        }),
        row('Hemoglobin', '10.4', 'g/dL', 'M: 13–17 / F: 12–15', '718-7', 'hemoglobin', 10.4, 'low', {
          low: 13,
          high: 17,
          mark: 'L',
        }),
        row('Hematocrit', '31.6', '%', 'M: 40–50 / F: 36–46', '4544-3', 'hematocrit', 31.6, 'low', {
          low: 40,
          high: 50,
          mark: 'L',
        }),
        row('MCV', '87.3', 'fL', '80 – 100', '787-2', 'MCV', 87.3, 'normal', { low: 80, high: 100 }),
        row('MCH', '28.7', 'pg', '27 – 32', '785-6', 'MCH', 28.7, 'normal', { low: 27, high: 32 }),
        row('MCHC', '32.9', 'g/dL', '32 – 36', '786-4', 'MCHC', 32.9, 'normal', { low: 32, high: 36 }),
        row('RDW-CV', '13.2', '%', '11.5 – 14.5', '788-0', 'RDW', 13.2, 'normal', { low: 11.5, high: 14.5 }),
        row('Platelet count', '96', '10^3/µL', '150 – 450', '777-3', 'platelets', 96, 'low', {
          low: 150,
          high: 450,
          mark: 'L',
        }),
        row('ESR', '38', 'mm/hr', 'M: 0–15 / F: 0–20', '4537-7', 'ESR', 38, 'high', {
          low: 0,
          high: 15,
          mark: 'H',
        }),
      ],
    },
    {
      title: 'PARASITOLOGY',
      rows: [
        row(
          'Blood film for hemoparasites',
          'P. vivax trophozoites seen (+)',
          '',
          'Not seen',
          '32700-7',
          'malaria smear',
          'P. vivax seen',
          'positive',
        ),
        row(
          'Malaria RDT (Pf/Pv)',
          'Positive (Pv line)',
          '',
          'Negative',
          null,
          'malaria rapid diagnostic test',
          'positive',
          'positive',
        ),
      ],
    },
  ],
  footer: [
    'Flag: L = below, H = above the reference range.  Reference ranges: adults.',
    'Checked by: M. Tesfaye (Medical Laboratory Scientist)      Approved by: Dr. S. Girma',
  ],
};

const cameroonNfsSerologie: FreshDocument = {
  file: 'cm-labo-yaounde-nfs-serologies.docx',
  format: 'docx',
  style: 'docx-merged-sections',
  kind: 'digital',
  country: 'CM',
  layout:
    'Cameroonian clinic lab in French, one Word table whose section titles are merged rows (gridSpan over all columns), decimal commas, "H : 13 – 17 / F : 12 – 15", 10³/µL and 10⁶/µL with superscripts, goutte épaisse "Trophozoïtes de P. falciparum ++", TDR Positif, VIH Négatif, AgHBs Positif, VDRL/TPHA Non réactif, CRP "< 6"',
  header: [
    'CENTRE MÉDICAL ET LABORATOIRE LA GRÂCE',
    'BP 0000 Yaoundé – Quartier Essos – Tél. (+237) 6 00 00 00 00',
    "COMPTE RENDU D'ANALYSES MÉDICALES",
  ],
  patient: [
    'Nom : Mme NGO BIYONG Claire        Âge : 29 ans        Sexe : F',
    'Prescripteur : Dr E. Mbarga        N° dossier : 26-11-0532        Prélèvement du 26/11/2026 à 07 h 45',
  ],
  sections: [
    {
      title: 'HÉMATOLOGIE — Hémogramme (NFS)',
      rows: [
        row('Leucocytes', '3,1', '10³/µL', '4,0 – 10,0', '6690-2', 'leukocytes', 3.1, 'low', {
          low: 4,
          high: 10,
        }),
        row('Polynucléaires neutrophiles', '42', '%', '45 – 70', '770-8', 'neutrophils %', 42, 'low', {
          low: 45,
          high: 70,
        }),
        row('Lymphocytes', '46', '%', '20 – 40', '736-9', 'lymphocytes %', 46, 'high', { low: 20, high: 40 }),
        row('Monocytes', '9', '%', '2 – 10', '5905-5', 'monocytes %', 9, 'normal', { low: 2, high: 10 }),
        row('Polynucléaires éosinophiles', '3', '%', '1 – 5', '713-8', 'eosinophils %', 3, 'normal', {
          low: 1,
          high: 5,
        }),
        row(
          'Hématies',
          '3,85',
          '10⁶/µL',
          'H : 4,5 – 5,9 / F : 3,9 – 5,2',
          '789-8',
          'erythrocytes',
          3.85,
          'low',
          {
            low: 3.9,
            high: 5.2,
          },
        ),
        row('Hémoglobine', '9,2', 'g/dL', 'H : 13 – 17 / F : 12 – 15', '718-7', 'hemoglobin', 9.2, 'low', {
          low: 12,
          high: 15,
        }),
        row('Hématocrite', '28,4', '%', 'H : 40 – 52 / F : 36 – 46', '4544-3', 'hematocrit', 28.4, 'low', {
          low: 36,
          high: 46,
        }),
        row('VGM', '73,8', 'fL', '80 – 100', '787-2', 'MCV', 73.8, 'low', { low: 80, high: 100 }),
        row('TCMH', '23,9', 'pg', '27 – 32', '785-6', 'MCH', 23.9, 'low', { low: 27, high: 32 }),
        row('CCMH', '32,4', 'g/dL', '32 – 36', '786-4', 'MCHC', 32.4, 'normal', { low: 32, high: 36 }),
        row('Plaquettes', '87', '10³/µL', '150 – 400', '777-3', 'platelets', 87, 'low', {
          low: 150,
          high: 400,
        }),
      ],
    },
    {
      title: 'PARASITOLOGIE',
      rows: [
        row(
          'Goutte épaisse',
          'Trophozoïtes de Plasmodium falciparum ++',
          '',
          'Absence',
          '32700-7',
          'malaria smear',
          'P. falciparum seen',
          'positive',
        ),
        row(
          'TDR Paludisme (HRP2)',
          'Positif',
          '',
          'Négatif',
          null,
          'malaria rapid diagnostic test',
          'positive',
          'positive',
        ),
      ],
    },
    {
      title: 'BIOCHIMIE',
      rows: [
        row('Glycémie à jeun', '0,84', 'g/L', '0,70 – 1,10', '1558-6', 'fasting glucose', 0.84, 'normal', {
          low: 0.7,
          high: 1.1,
        }),
        row(
          'Créatininémie',
          '7,9',
          'mg/L',
          'F : 5 – 12 / H : 7 – 13',
          '2160-0',
          'creatinine',
          7.9,
          'normal',
          {
            low: 5,
            high: 12,
          },
        ),
        row('ALAT (TGP)', '22', 'UI/L', '< 35', '1742-6', 'ALT', 22, 'normal', { high: 35 }),
        row('ASAT (TGO)', '31', 'UI/L', '< 35', '1920-8', 'AST', 31, 'normal', { high: 35 }),
        row('Protéine C réactive (CRP)', '48', 'mg/L', '< 6', '1988-5', 'CRP', 48, 'high', { high: 6 }),
      ],
    },
    {
      title: 'SÉROLOGIES',
      rows: [
        row(
          'Sérologie VIH 1 et 2 (Determine)',
          'Négatif',
          '',
          '',
          null,
          'HIV-1/2 antibody',
          'negative',
          'negative',
        ),
        row('Antigène HBs', 'Positif', '', '', '5196-1', 'HBsAg', 'positive', 'positive'),
        row('VDRL', 'Non réactif', '', '', '5292-8', 'VDRL (syphilis reagin)', 'non-reactive', 'negative'),
        row(
          'TPHA',
          'Non réactif',
          '',
          '',
          null,
          'Treponema pallidum haemagglutination',
          'non-reactive',
          'negative',
        ),
      ],
    },
  ],
  footer: [
    'Conclusion : anémie microcytaire, leuco-thrombopénie ; accès palustre à confirmer cliniquement.',
    'Le Biologiste : Dr A. Fouda',
  ],
};

const kenyaWorkbook: FreshDocument = {
  file: 'ke-westlands-lis-chemistry-merged.xlsx',
  format: 'xlsx',
  style: 'xlsx-merged-header',
  kind: 'digital',
  country: 'KE',
  layout:
    'LIS workbook with merged cells: letterhead merged across the sheet, a two-row header with "Reference Range" merged over Low | High, the Section column merged down each block; Flag column H / L / HH / *, one-sided ranges as a blank Low, a "Haemolysed" remark row, U&E, eGFR, LFT, urate, HbA1c',
  header: [
    'WESTLANDS DIAGNOSTIC CENTRE — LABORATORY INFORMATION SYSTEM',
    'Clinical Chemistry — Results Export',
  ],
  patient: [
    'Patient: J. Kamau  |  Sex: M  |  Age: 63 Y  |  OP No: WDC/26/77812  |  Collected: 27/11/2026 07:55',
  ],
  sections: [
    {
      title: 'Renal (U&E)',
      rows: [
        row('Urea', '14.8', 'mmol/L', '', '22664-7', 'urea', 14.8, 'high', {
          low: 2.5,
          high: 7.8,
          mark: 'H',
        }),
        row('Creatinine', '248', 'µmol/L', '', '14682-9', 'creatinine', 248, 'high', {
          low: 62,
          high: 106,
          mark: 'H',
        }),
        row('eGFR (CKD-EPI)', '24', 'mL/min/1.73m²', '', '62238-1', 'eGFR', 24, 'low', {
          low: 90,
          mark: 'L',
        }),
        row('Sodium', '131', 'mmol/L', '', '2951-2', 'sodium', 131, 'low', {
          low: 135,
          high: 145,
          mark: 'L',
        }),
        row('Potassium', '6.7', 'mmol/L', '', '2823-3', 'potassium', 6.7, 'critical', {
          low: 3.5,
          high: 5.1,
          mark: 'HH',
        }),
        row('Chloride', '99', 'mmol/L', '', '2075-0', 'chloride', 99, 'normal', { low: 98, high: 107 }),
        row('Bicarbonate', '17', 'mmol/L', '', '1963-8', 'bicarbonate', 17, 'low', {
          low: 22,
          high: 29,
          mark: 'L',
        }),
      ],
    },
    {
      title: 'Liver (LFT)',
      rows: [
        row('Total bilirubin', '12', 'µmol/L', '', '14631-6', 'bilirubin total', 12, 'normal', { high: 21 }),
        row('ALT', '19', 'U/L', '', '1742-6', 'ALT', 19, 'normal', { high: 41 }),
        row('AST', '24', 'U/L', '', '1920-8', 'AST', 24, 'normal', { high: 40 }),
        row('ALP', '142', 'U/L', '', '6768-6', 'alkaline phosphatase', 142, 'high', {
          low: 40,
          high: 129,
          mark: 'H',
        }),
        row('GGT', '38', 'U/L', '', '2324-2', 'GGT', 38, 'normal', { low: 10, high: 71 }),
        row('Total protein', '71', 'g/L', '', '2885-2', 'total protein', 71, 'normal', { low: 64, high: 83 }),
        row('Albumin', '31', 'g/L', '', '1751-7', 'albumin', 31, 'low', { low: 35, high: 52, mark: 'L' }),
      ],
    },
    {
      title: 'Other',
      rows: [
        row('Uric acid', '0.52', 'mmol/L', '', '14933-6', 'urate', 0.52, 'high', {
          low: 0.2,
          high: 0.42,
          mark: 'H',
        }),
        unscored('Magnesium', 'Haemolysed - please repeat'),
        row('HbA1c', '6.1', '%', '', '4548-4', 'HbA1c', 6.1, 'high', { low: 4, high: 5.6, mark: '*' }),
      ],
    },
  ],
  footer: ['Flags: L low, H high, HH critical high (phoned to ward), * outside reference interval.'],
};

const southAfricaCsv: FreshDocument = {
  file: 'za-metro-pathology-export-semicolon.csv',
  format: 'csv',
  style: 'csv-semicolon',
  kind: 'digital',
  country: 'ZA',
  layout:
    'LIS export as a South African regional Excel writes CSV: semicolon separators, decimal commas ("11,2", "0,27 - 4,20"), UTF-8 with BOM, no quotes, ranges "< 5", "> 1,2", "< 5,0"; FBC, CRP, HbA1c % and mmol/mol, fasting glucose, lipids, TSH and free T4, creatinine, potassium',
  header: [],
  patient: [],
  sections: [
    {
      title: '',
      rows: [
        row('Haemoglobin', '11,2', 'g/dL', '12,1 - 15,1', '718-7', 'hemoglobin', 11.2, 'low', {
          low: 12.1,
          high: 15.1,
          mark: 'L',
        }),
        row('White cell count', '7,84', 'x10^9/L', '3,92 - 10,40', '6690-2', 'leukocytes', 7.84, 'normal', {
          low: 3.92,
          high: 10.4,
        }),
        row('Platelet count', '356', 'x10^9/L', '186 - 454', '777-3', 'platelets', 356, 'normal', {
          low: 186,
          high: 454,
        }),
        row('MCV', '81,5', 'fL', '79,1 - 98,9', '787-2', 'MCV', 81.5, 'normal', { low: 79.1, high: 98.9 }),
        row('CRP', '12,6', 'mg/L', '< 5', '1988-5', 'CRP', 12.6, 'high', { high: 5, mark: 'H' }),
        row('HbA1c', '7,4', '%', '4,0 - 6,0', '4548-4', 'HbA1c', 7.4, 'high', { low: 4, high: 6, mark: 'H' }),
        row('HbA1c (IFCC)', '57', 'mmol/mol', '20 - 42', '59261-8', 'HbA1c IFCC', 57, 'high', {
          low: 20,
          high: 42,
          mark: 'H',
        }),
        row('Glucose (fasting)', '8,3', 'mmol/L', '3,9 - 5,5', '14771-0', 'fasting glucose', 8.3, 'high', {
          low: 3.9,
          high: 5.5,
          mark: 'H',
        }),
        row('Total cholesterol', '6,2', 'mmol/L', '< 5,0', '14647-2', 'cholesterol', 6.2, 'high', {
          high: 5,
          mark: 'H',
        }),
        row('Triglycerides', '2,3', 'mmol/L', '< 1,7', '14927-8', 'triglycerides', 2.3, 'high', {
          high: 1.7,
          mark: 'H',
        }),
        row('HDL cholesterol', '0,9', 'mmol/L', '> 1,2', '14646-4', 'HDL', 0.9, 'low', {
          low: 1.2,
          mark: 'L',
        }),
        row('LDL cholesterol (calc)', '4,3', 'mmol/L', '< 3,0', '39469-2', 'LDL', 4.3, 'high', {
          high: 3,
          mark: 'H',
        }),
        row('TSH', '0,08', 'mIU/L', '0,27 - 4,20', '3016-3', 'TSH', 0.08, 'low', {
          low: 0.27,
          high: 4.2,
          mark: 'L',
        }),
        row('Free T4', '28,6', 'pmol/L', '12,0 - 22,0', '14920-3', 'free T4', 28.6, 'high', {
          low: 12,
          high: 22,
          mark: 'H',
        }),
        row('Creatinine', '64', 'umol/L', '45 - 84', '14682-9', 'creatinine', 64, 'normal', {
          low: 45,
          high: 84,
        }),
        row('Potassium', '3,3', 'mmol/L', '3,5 - 5,1', '2823-3', 'potassium', 3.3, 'low', {
          low: 3.5,
          high: 5.1,
          mark: 'L',
        }),
      ],
    },
  ],
  footer: [],
};

const ghanaUrinePhoto: FreshDocument = {
  file: 'gh-st-lukes-urine-re-photo-angle.jpg',
  format: 'photo-jpeg',
  style: 'photo-angle',
  kind: 'photo',
  country: 'GH',
  layout:
    'Ghanaian "Urine R/E" slip photographed from the side (perspective: the far edge narrower), rotated, shadowed, JPEG: macroscopy, dipstick "+++", "++", "Trace", "Positive", "Normal", microscopy "15-20 /hpf", casts "Nil", "BF for MPS: Not seen", Hb with "F: 12–15"',
  header: [
    "ST. LUKE'S COMMUNITY HOSPITAL LABORATORY",
    'P. O. Box 00, Ho, Volta Region - Ghana',
    'URINE ROUTINE EXAMINATION (R/E)',
  ],
  patient: ['Name: Akosua M.    Age: 26 yrs    Sex: F', 'Folder No: SLH/OPD/9921    Date: 27/11/2026'],
  columnHeader: 'TEST|RESULT|UNIT|REFERENCE',
  sections: [
    {
      title: 'MACROSCOPY',
      rows: [unscored('Colour', 'Amber'), unscored('Appearance', 'Turbid')],
    },
    {
      title: 'DIPSTICK',
      rows: [
        row('pH', '6.0', '', '4.5 - 8.0', '5803-2', 'urine pH', 6, 'normal', { low: 4.5, high: 8 }),
        row(
          'Specific gravity',
          '1.025',
          '',
          '1.005 - 1.030',
          '5811-5',
          'urine specific gravity',
          1.025,
          'normal',
          {
            low: 1.005,
            high: 1.03,
          },
        ),
        row('Protein', '+++', '', 'Negative', '20454-5', 'urine protein', '+++', 'positive'),
        row('Glucose', 'Trace', '', 'Negative', '25428-4', 'urine glucose', 'trace', 'positive'),
        row('Ketones', 'Negative', '', 'Negative', '2514-8', 'urine ketones', 'negative', 'negative'),
        row('Blood', '++', '', 'Negative', '5794-3', 'urine blood', '++', 'positive'),
        row('Nitrite', 'Positive', '', 'Negative', '5802-4', 'urine nitrite', 'positive', 'positive'),
        row('Leucocytes', '+++', '', 'Negative', '5799-2', 'urine leukocyte esterase', '+++', 'positive'),
        row('Bilirubin', 'Negative', '', 'Negative', '5770-3', 'urine bilirubin', 'negative', 'negative'),
        row('Urobilinogen', 'Normal', '', 'Normal', '5818-0', 'urine urobilinogen', 'normal', 'normal'),
      ],
    },
    {
      title: 'MICROSCOPY',
      rows: [
        row('Pus cells', '15-20', '/hpf', '0 - 5', '5821-4', 'urine WBC', '15-20', 'high', {
          low: 0,
          high: 5,
        }),
        row('RBCs', '5-10', '/hpf', '0 - 2', '13945-1', 'urine RBC', '5-10', 'high', { low: 0, high: 2 }),
        unscored('Epithelial cells', 'Few'),
        row('Casts', 'Nil', '', '', null, 'urine casts', 'not seen', 'negative'),
      ],
    },
    {
      title: 'HAEMATOLOGY / PARASITOLOGY',
      rows: [
        row('BF for MPS', 'Not seen', '', '', '32700-7', 'malaria smear', 'not seen', 'negative'),
        row('Hb', '11.9', 'g/dL', 'F: 12-15', '718-7', 'hemoglobin', 11.9, 'low', { low: 12, high: 15 }),
      ],
    },
  ],
  footer: ['Performed by: E. Agbeko (MLS)    Checked: K. Dzifa'],
};

const ugandaScan: FreshDocument = {
  file: 'ug-lake-victoria-view-lft-coag-scan.pdf',
  format: 'pdf-scan',
  style: 'scan-noisy',
  kind: 'photo',
  country: 'UG',
  layout:
    'image-only PDF of a scanned ward form (greyscale, rotated about 2°, speckled, dust lines, JPEG): LFT with "up to 40" ranges, coagulation with "(Prolonged)" after PT and APTT, INR, fibrinogen, platelets, HBsAg "Non-reactive"',
  header: [
    'LAKE VICTORIA VIEW HOSPITAL',
    'Department of Laboratory Medicine - Entebbe Road, Kampala',
    'CHEMISTRY & COAGULATION REQUEST / REPORT',
  ],
  patient: [
    'Patient: Okello D.    Age: 38 Y    Sex: M    IP No: LVV/IP/26/0417',
    'Ward: Medical (Male)    Clinical notes: jaundice, ?hepatitis    Received: 27/11/2026 10:40',
  ],
  sections: [
    {
      title: 'LIVER FUNCTION TESTS',
      rows: [
        row('Total bilirubin', '58', 'umol/L', 'up to 21', '14631-6', 'bilirubin total', 58, 'high', {
          high: 21,
        }),
        row('Direct bilirubin', '31', 'umol/L', 'up to 5', '14629-0', 'bilirubin direct', 31, 'high', {
          high: 5,
        }),
        row('ALT', '612', 'U/L', 'up to 40', '1742-6', 'ALT', 612, 'high', { high: 40 }),
        row('AST', '488', 'U/L', 'up to 40', '1920-8', 'AST', 488, 'high', { high: 40 }),
        row('ALP', '168', 'U/L', '40 - 130', '6768-6', 'alkaline phosphatase', 168, 'high', {
          low: 40,
          high: 130,
        }),
        row('Albumin', '29', 'g/L', '35 - 50', '1751-7', 'albumin', 29, 'low', { low: 35, high: 50 }),
      ],
    },
    {
      title: 'COAGULATION',
      rows: [
        row(
          'Prothrombin time (PT)',
          '21.4 (Prolonged)',
          'sec',
          '11.0 - 14.0',
          '5902-2',
          'prothrombin time',
          21.4,
          'high',
          {
            low: 11,
            high: 14,
          },
        ),
        row('INR', '1.9', '', '0.8 - 1.2', '6301-6', 'INR', 1.9, 'high', { low: 0.8, high: 1.2 }),
        row('APTT', '52 (Prolonged)', 'sec', '25 - 37', '3173-2', 'APTT', 52, 'high', { low: 25, high: 37 }),
        row('Fibrinogen', '1.4', 'g/L', '2.0 - 4.0', '3255-7', 'fibrinogen', 1.4, 'low', { low: 2, high: 4 }),
        row('Platelets', '118', 'x10^9/L', '150 - 400', '777-3', 'platelets', 118, 'low', {
          low: 150,
          high: 400,
        }),
      ],
    },
    {
      title: 'SEROLOGY',
      rows: [row('HBsAg', 'Non-reactive', '', '', '5196-1', 'HBsAg', 'non-reactive', 'negative')],
    },
  ],
  footer: ['Reported by: N. Nakato (Lab. Technologist)    Date: 27/11/2026'],
};

const tanzaniaSlip: FreshDocument = {
  file: 'tz-mkuzi-district-anc-result-slip.txt',
  format: 'txt',
  style: 'txt-slip',
  kind: 'digital',
  country: 'TZ',
  layout:
    'district hospital ANC result slip typed as plain text, Kiswahili/English labels "Label .....: RESULT", upper-case worded results (NON-REACTIVE, REACTIVE, NO MPS SEEN→"NOT SEEN", TRACE, NIL), one-sided range "> 11.0 (pregnant)", blood group line not scored',
  header: [
    'HOSPITALI YA WILAYA MKUZI - MAABARA / DISTRICT HOSPITAL LABORATORY',
    'S.L.P. 00 Muheza, Tanga',
    'FOMU YA MATOKEO / RESULT SLIP                    Lab No: 2611/1187',
  ],
  patient: [
    'Jina/Name: Rehema S.   Umri/Age: 24   Jinsia/Sex: F   Kliniki/Clinic: ANC (G2P1, 20 wks)',
    'Tarehe/Date: 27/11/2026',
  ],
  sections: [
    {
      title: 'DAMU / BLOOD',
      rows: [
        row('Hb (Wingi wa damu)', '8.7', 'g/dl', '> 11.0 (pregnant)', '718-7', 'hemoglobin', 8.7, 'low', {
          low: 11,
        }),
        row('RBG (Sukari)', '5.4', 'mmol/L', '3.3 - 7.8', '15074-8', 'random glucose', 5.4, 'normal', {
          low: 3.3,
          high: 7.8,
        }),
        unscored('Blood group', 'O Rh(D) POSITIVE'),
        row('Sickling test', 'NEGATIVE', '', '', null, 'sickling test', 'negative', 'negative'),
      ],
    },
    {
      title: 'MALARIA',
      rows: [
        row('MRDT', 'NEGATIVE', '', '', null, 'malaria rapid diagnostic test', 'negative', 'negative'),
        row('BS for MPs', 'NOT SEEN', '', '', '32700-7', 'malaria smear', 'not seen', 'negative'),
      ],
    },
    {
      title: 'SEROLOGY',
      rows: [
        row(
          'HIV 1/2 (Determine)',
          'NON-REACTIVE',
          '',
          '',
          null,
          'HIV-1/2 antibody',
          'non-reactive',
          'negative',
        ),
        row(
          'Syphilis (VDRL)',
          'REACTIVE',
          '',
          '',
          '5292-8',
          'VDRL (syphilis reagin)',
          'reactive',
          'positive',
        ),
        row('HBsAg', 'NON REACTIVE', '', '', '5196-1', 'HBsAg', 'non-reactive', 'negative'),
      ],
    },
    {
      title: 'MKOJO / URINE',
      rows: [
        row('Urine albumin', 'TRACE', '', 'NIL', '20454-5', 'urine protein', 'trace', 'positive'),
        row('Urine sugar', 'NIL', '', 'NIL', '25428-4', 'urine glucose', 'negative', 'negative'),
      ],
    },
  ],
  footer: ['Mtaalamu wa maabara / Lab technician: J. Mrisho        Sahihi/Sign: ______'],
};

const kenyaCsf: FreshDocument = {
  file: 'ke-pwani-csf-report.pdf',
  format: 'pdf-text',
  style: 'pdf-key-value',
  kind: 'digital',
  country: 'KE',
  layout:
    'CSF report as "Label: value unit (Ref: …)" lines in two blocks (no table), a thousands space "1 240 cells/µL", protein and glucose in mg/dL beside a paired blood glucose, CSF/blood ratio, Gram stain "Gram-positive diplococci seen", India ink / ZN "Not seen", CrAg "Negative"',
  header: [
    'PWANI DIAGNOSTIC LABORATORIES',
    'Links Road, Nyali, Mombasa  ·  Tel 0741 000 000  ·  KMLTTB Reg. L/0000',
    'CEREBROSPINAL FLUID (CSF) ANALYSIS',
  ],
  patient: [
    'Patient: S. Mwinyi      Age/Sex: 31 Y / M      Lab No: PDL-26-33107',
    'Specimen: CSF (lumbar puncture, 3 tubes)      Received: 27/11/2026 02:15      Requested by: Dr. F. Njoroge',
  ],
  sections: [
    {
      title: 'Physical examination',
      rows: [unscored('Appearance', 'Turbid'), unscored('Colour', 'Straw')],
    },
    {
      title: 'Cell count',
      rows: [
        row('Total WBC', '1 240', 'cells/µL', '0 - 5', '806-0', 'CSF leukocytes', 1240, 'high', {
          low: 0,
          high: 5,
        }),
        row('Neutrophils', '88', '%', '', null, 'CSF neutrophils %', 88, 'high'),
      ],
    },
    {
      title: 'Chemistry',
      rows: [
        row('CSF protein', '186', 'mg/dL', '15 - 45', '2880-3', 'CSF protein', 186, 'high', {
          low: 15,
          high: 45,
        }),
        row('CSF glucose', '18', 'mg/dL', '40 - 70', '2342-4', 'CSF glucose', 18, 'low', {
          low: 40,
          high: 70,
        }),
        row('Paired blood glucose', '104', 'mg/dL', '70 - 140', '2345-7', 'blood glucose', 104, 'normal', {
          low: 70,
          high: 140,
        }),
        row('CSF/blood glucose ratio', '0.17', '', '> 0.6', null, 'CSF/blood glucose ratio', 0.17, 'low', {
          low: 0.6,
        }),
      ],
    },
    {
      title: 'Microbiology',
      rows: [
        row(
          'Gram stain',
          'Gram-positive diplococci seen',
          '',
          '',
          null,
          'CSF Gram stain',
          'Gram-positive diplococci seen',
          'positive',
        ),
        row('India ink', 'Not seen', '', '', null, 'CSF India ink', 'not seen', 'negative'),
        row('ZN stain (AFB)', 'Not seen', '', '', null, 'CSF acid-fast bacilli', 'not seen', 'negative'),
        row('CrAg (LFA)', 'Negative', '', '', null, 'cryptococcal antigen', 'negative', 'negative'),
        unscored('Culture', 'Pending - report to follow in 48 h'),
      ],
    },
  ],
  footer: ['Critical result phoned to Dr. F. Njoroge at 02:55 by A. Said (Microbiology).'],
};

const nigeriaEndocrine: FreshDocument = {
  file: 'ng-zenith-care-endocrine-lipids.pdf',
  format: 'pdf-text',
  style: 'pdf-multiline-ranges',
  kind: 'digital',
  country: 'NG',
  layout:
    'Abuja private lab, columns INVESTIGATION | RESULT | UNIT | FLAG | REFERENCE INTERVAL with ranges on two or three lines (HbA1c normal / pre-diabetes / diabetes bands, TSH age bands, HDL "M: > 40 / F: > 50"), creatinine printed twice (mg/dL and µmol/L), urea in mg/dL, lipids in mg/dL, FT4 ng/dL and FT3 pg/mL',
  header: [
    'ZENITH-CARE DIAGNOSTICS LTD',
    'Plot 00, Ademola Adetokunbo Crescent, Wuse II, Abuja  ·  MLSCN Reg. No. 0000',
    'CLINICAL CHEMISTRY & ENDOCRINOLOGY',
  ],
  patient: [
    'Patient: Mrs. A. Okonkwo     Sex: F     Age: 56 yrs     Lab ID: ZCD/ABJ/26/20931',
    'Referring doctor: Dr. B. Usman (Garki)     Sample: Serum, fasting     Date: 27/11/2026',
  ],
  sections: [
    {
      title: 'GLUCOSE METABOLISM',
      rows: [
        row('Fasting blood sugar', '142', 'mg/dL', '70 – 100', '1558-6', 'fasting glucose', 142, 'high', {
          low: 70,
          high: 100,
          mark: 'H',
        }),
        row(
          'HbA1c',
          '8.2',
          '%',
          'Normal: < 5.7\nPre-diabetes: 5.7 – 6.4\nDiabetes: ≥ 6.5',
          '4548-4',
          'HbA1c',
          8.2,
          'high',
          { high: 5.7, mark: 'H' },
        ),
      ],
    },
    {
      title: 'KIDNEY FUNCTION',
      rows: [
        row('Urea', '58', 'mg/dL', '15 – 45', '3091-6', 'urea', 58, 'high', { low: 15, high: 45, mark: 'H' }),
        row('Creatinine', '1.9', 'mg/dL', 'M: 0.7 – 1.3\nF: 0.5 – 1.1', '2160-0', 'creatinine', 1.9, 'high', {
          low: 0.5,
          high: 1.1,
          mark: 'H',
        }),
        row(
          'Creatinine (SI)',
          '168',
          'µmol/L',
          'M: 62 – 115\nF: 44 – 97',
          '14682-9',
          'creatinine',
          168,
          'high',
          {
            low: 44,
            high: 97,
            mark: 'H',
          },
        ),
        row('Sodium', '138', 'mmol/L', '135 – 145', '2951-2', 'sodium', 138, 'normal', {
          low: 135,
          high: 145,
        }),
        row('Potassium', '5.6', 'mmol/L', '3.5 – 5.1', '2823-3', 'potassium', 5.6, 'high', {
          low: 3.5,
          high: 5.1,
          mark: 'H',
        }),
      ],
    },
    {
      title: 'LIPID PROFILE',
      rows: [
        row('Total cholesterol', '246', 'mg/dL', 'Desirable: < 200', '2093-3', 'cholesterol', 246, 'high', {
          high: 200,
          mark: 'H',
        }),
        row('HDL cholesterol', '38', 'mg/dL', 'M: > 40\nF: > 50', '2085-9', 'HDL', 38, 'low', {
          low: 50,
          mark: 'L',
        }),
        row('LDL cholesterol', '170', 'mg/dL', 'Optimal: < 130', '13457-7', 'LDL', 170, 'high', {
          high: 130,
          mark: 'H',
        }),
        row('Triglycerides', '188', 'mg/dL', '< 150', '2571-8', 'triglycerides', 188, 'high', {
          high: 150,
          mark: 'H',
        }),
      ],
    },
    {
      title: 'THYROID FUNCTION',
      rows: [
        row(
          'TSH',
          '6.8',
          'µIU/mL',
          '20 – 59 yrs: 0.4 – 4.2\n≥ 60 yrs: 0.5 – 5.5',
          '3016-3',
          'TSH',
          6.8,
          'high',
          {
            low: 0.4,
            high: 4.2,
            mark: 'H',
          },
        ),
        row('Free T4', '0.72', 'ng/dL', '0.89 – 1.76', '3024-7', 'free T4', 0.72, 'low', {
          low: 0.89,
          high: 1.76,
          mark: 'L',
        }),
        row('Free T3', '2.4', 'pg/mL', '2.3 – 4.2', '3051-0', 'free T3', 2.4, 'normal', {
          low: 2.3,
          high: 4.2,
        }),
      ],
    },
  ],
  footer: [
    'Comment: raised TSH with low free T4 — primary hypothyroidism likely; poorly controlled diabetes.',
    'Authorised by: Dr. (Mrs.) F. Adeyemi, Consultant Chemical Pathologist',
  ],
};

const ugandaChildPhoto: FreshDocument = {
  file: 'ug-kigezi-child-cbc-photo-angle.png',
  format: 'photo-png',
  style: 'photo-angle',
  kind: 'photo',
  country: 'UG',
  layout:
    'child CBC slip photographed at an angle (perspective, rotation, uneven light), saved as PNG: reference column for ages 1-6 with one two-band cell "1-6 y: 11.0-14.0; >6 y: 11.5-15.5", MPS "P. falciparum seen (+++)", mRDT, RBS',
  header: [
    'KIGEZI HIGHLANDS MEDICAL LABORATORY',
    'Plot 00, Kabale Road, Kabale - Tel 0392 000000',
    'COMPLETE BLOOD COUNT (CBC)',
  ],
  patient: ['Name: Atuhaire K. (child)   Age: 3 yrs   Sex: M', 'Lab ID: KHL-11-2203   Date: 27/11/2026'],
  columnHeader: 'TEST|RESULT|UNIT|REF. (AGE 1-6 Y)',
  sections: [
    {
      title: 'HAEMATOLOGY',
      rows: [
        row('WBC', '17.6', 'x10^9/L', '5.0 - 15.0', '6690-2', 'leukocytes', 17.6, 'high', {
          low: 5,
          high: 15,
        }),
        row('Neutrophils', '71.2', '%', '25 - 60', '770-8', 'neutrophils %', 71.2, 'high', {
          low: 25,
          high: 60,
        }),
        row('Lymphocytes', '21.4', '%', '30 - 65', '736-9', 'lymphocytes %', 21.4, 'low', {
          low: 30,
          high: 65,
        }),
        row('Hb', '7.8', 'g/dL', '1-6 y: 11.0-14.0; >6 y: 11.5-15.5', '718-7', 'hemoglobin', 7.8, 'low', {
          low: 11,
          high: 14,
        }),
        row('MCV', '68', 'fL', '70 - 86', '787-2', 'MCV', 68, 'low', { low: 70, high: 86 }),
        row('Platelets', '84', 'x10^9/L', '150 - 450', '777-3', 'platelets', 84, 'low', {
          low: 150,
          high: 450,
        }),
      ],
    },
    {
      title: 'MALARIA / SUGAR',
      rows: [
        row(
          'MPS',
          'P. falciparum seen (+++)',
          '',
          '',
          '32700-7',
          'malaria smear',
          'P. falciparum seen',
          'positive',
        ),
        row('mRDT', 'Positive', '', '', null, 'malaria rapid diagnostic test', 'positive', 'positive'),
        row('RBS', '4.2', 'mmol/L', '3.3 - 5.6', '15074-8', 'random glucose', 4.2, 'normal', {
          low: 3.3,
          high: 5.6,
        }),
      ],
    },
  ],
  footer: ['Lab. Tech: B. Tumusiime'],
};

const ethiopiaTabbed: FreshDocument = {
  file: 'et-nile-spring-chemistry-tabbed.docx',
  format: 'docx',
  style: 'docx-tab-typed',
  kind: 'digital',
  country: 'ET',
  layout:
    'Word letter typed with tab stops (no table): "Test<TAB>Result<TAB>Unit<TAB>Normal value", mg/dl throughout (FBS, BUN, creatinine, uric acid, bilirubin, lipids), SGOT/SGPT, sex-banded "F: 0.5–1.1 / M: 0.7–1.3", "up to 35", HbA1c',
  header: [
    'NILE-SPRING SPECIALTY CLINIC — LABORATORY UNIT',
    'Kebele 14, Bahir Dar, Amhara Region, Ethiopia  ·  Tel +251 58 000 0000',
    'CLINICAL CHEMISTRY RESULT',
  ],
  patient: ['Name: W/ro Almaz G.     Age: 52     Sex: F     Card No: 00/4471     Date: 27/11/2026'],
  columnHeader: 'Test\tResult\tUnit\tNormal value',
  sections: [
    {
      title: '',
      rows: [
        row('FBS', '212', 'mg/dl', '70–110', '1558-6', 'fasting glucose', 212, 'high', {
          low: 70,
          high: 110,
        }),
        row('BUN', '34', 'mg/dl', '7–20', '3094-0', 'urea nitrogen', 34, 'high', { low: 7, high: 20 }),
        row('Creatinine', '1.8', 'mg/dl', 'F: 0.5–1.1 / M: 0.7–1.3', '2160-0', 'creatinine', 1.8, 'high', {
          low: 0.5,
          high: 1.1,
        }),
        row('Uric acid', '7.9', 'mg/dl', 'F: 2.4–6.0 / M: 3.4–7.0', '3084-1', 'urate', 7.9, 'high', {
          low: 2.4,
          high: 6,
        }),
        row('SGOT (AST)', '28', 'U/L', 'up to 35', '1920-8', 'AST', 28, 'normal', { high: 35 }),
        row('SGPT (ALT)', '31', 'U/L', 'up to 35', '1742-6', 'ALT', 31, 'normal', { high: 35 }),
        row('Alkaline phosphatase', '96', 'U/L', '35–105', '6768-6', 'alkaline phosphatase', 96, 'normal', {
          low: 35,
          high: 105,
        }),
        row('Bilirubin (total)', '0.8', 'mg/dl', '0.1–1.2', '1975-2', 'bilirubin total', 0.8, 'normal', {
          low: 0.1,
          high: 1.2,
        }),
        row('Bilirubin (direct)', '0.2', 'mg/dl', '0–0.3', '1968-7', 'bilirubin direct', 0.2, 'normal', {
          low: 0,
          high: 0.3,
        }),
        row('Cholesterol', '231', 'mg/dl', '< 200', '2093-3', 'cholesterol', 231, 'high', { high: 200 }),
        row('Triglyceride', '176', 'mg/dl', '< 150', '2571-8', 'triglycerides', 176, 'high', { high: 150 }),
        row('HDL', '44', 'mg/dl', '> 40', '2085-9', 'HDL', 44, 'normal', { low: 40 }),
        row('HbA1c', '9.6', '%', '4.0–6.0', '4548-4', 'HbA1c', 9.6, 'high', { low: 4, high: 6 }),
      ],
    },
  ],
  footer: ['Lab. technologist: Y. Kebede', 'N.B. Fasting sample (12 hours).'],
};

const coteIvoireLipides: FreshDocument = {
  file: 'ci-labo-cocotiers-lipides-thyroide.pdf',
  format: 'pdf-text',
  style: 'pdf-french-star',
  kind: 'digital',
  country: 'CI',
  layout:
    'Abidjan private lab in French: result in g/L or mg/L with the SI conversion in brackets in the same cell ("2,46 g/L (6,36 mmol/L)"), a "*" column marking results outside the range, "< 35", "F : < 38", "H : 62 – 106 / F : 44 – 80", decimal commas, lipids, glycaemia, HbA1c, transaminases, GGT, TSH ultrasensible, T4 libre',
  header: [
    "LABORATOIRE D'ANALYSES MÉDICALES LES COCOTIERS",
    'Cocody Riviera 2, Abidjan — 01 BP 0000 Abidjan 01 — Tél. +225 27 00 00 00 00',
    'Biologiste responsable : Dr K. Kouassi',
  ],
  patient: [
    'Mme KOUAMÉ Aya, née le 12/03/1974 (52 ans)        Dossier n° 2611-4418',
    'Prescripteur : Dr Y. Diabaté        Prélevé le 27/11/2026 à 08:05 (à jeun)',
  ],
  sections: [
    {
      title: 'BIOCHIMIE SANGUINE',
      rows: [
        row(
          'Glycémie à jeun',
          '1,26 g/L (7,0 mmol/L)',
          'g/L',
          '0,70 – 1,10',
          '1558-6',
          'fasting glucose',
          1.26,
          'high',
          {
            low: 0.7,
            high: 1.1,
            mark: '*',
          },
        ),
        row('Hémoglobine glyquée (HbA1c)', '7,1', '%', '4,0 – 6,0', '4548-4', 'HbA1c', 7.1, 'high', {
          low: 4,
          high: 6,
          mark: '*',
        }),
        row(
          'Créatinine',
          '99 µmol/L (11,2 mg/L)',
          'µmol/L',
          'H : 62 – 106 / F : 44 – 80',
          '14682-9',
          'creatinine',
          99,
          'high',
          {
            low: 44,
            high: 80,
            mark: '*',
          },
        ),
        row('Urée', '0,38', 'g/L', '0,15 – 0,45', '3091-6', 'urea', 0.38, 'normal', {
          low: 0.15,
          high: 0.45,
        }),
      ],
    },
    {
      title: 'BILAN LIPIDIQUE',
      rows: [
        row(
          'Cholestérol total',
          '2,46 g/L (6,36 mmol/L)',
          'g/L',
          '< 2,00',
          '2093-3',
          'cholesterol',
          2.46,
          'high',
          {
            high: 2,
            mark: '*',
          },
        ),
        row('HDL-cholestérol', '0,38 g/L (0,98 mmol/L)', 'g/L', '> 0,40', '2085-9', 'HDL', 0.38, 'low', {
          low: 0.4,
          mark: '*',
        }),
        row('LDL-cholestérol', '1,72 g/L (4,45 mmol/L)', 'g/L', '< 1,60', '13457-7', 'LDL', 1.72, 'high', {
          high: 1.6,
          mark: '*',
        }),
        row(
          'Triglycérides',
          '1,80 g/L (2,05 mmol/L)',
          'g/L',
          '< 1,50',
          '2571-8',
          'triglycerides',
          1.8,
          'high',
          {
            high: 1.5,
            mark: '*',
          },
        ),
      ],
    },
    {
      title: 'BILAN HÉPATIQUE',
      rows: [
        row('ASAT (TGO)', '25', 'UI/L', '< 35', '1920-8', 'AST', 25, 'normal', { high: 35 }),
        row('ALAT (TGP)', '58', 'UI/L', '< 35', '1742-6', 'ALT', 58, 'high', { high: 35, mark: '*' }),
        row('Gamma GT', '64', 'UI/L', 'F : < 38', '2324-2', 'GGT', 64, 'high', { high: 38, mark: '*' }),
        row(
          'Phosphatases alcalines',
          '88',
          'UI/L',
          '35 – 104',
          '6768-6',
          'alkaline phosphatase',
          88,
          'normal',
          {
            low: 35,
            high: 104,
          },
        ),
        row('Bilirubine totale', '9', 'mg/L', '< 12', '1975-2', 'bilirubin total', 9, 'normal', { high: 12 }),
      ],
    },
    {
      title: 'HORMONOLOGIE THYROÏDIENNE',
      rows: [
        row('TSH ultrasensible', '3,1', 'mUI/L', '0,27 – 4,20', '3016-3', 'TSH', 3.1, 'normal', {
          low: 0.27,
          high: 4.2,
        }),
        row('T4 libre', '14,8', 'pmol/L', '12,0 – 22,0', '14920-3', 'free T4', 14.8, 'normal', {
          low: 12,
          high: 22,
        }),
      ],
    },
  ],
  footer: [
    '* : résultat en dehors des valeurs de référence.   Valeurs de référence : adulte.',
    'Compte rendu validé par Dr K. Kouassi, Pharmacien biologiste',
  ],
};

export const freshDocuments: FreshDocument[] = [
  ethiopiaFbc,
  cameroonNfsSerologie,
  kenyaWorkbook,
  southAfricaCsv,
  ghanaUrinePhoto,
  ugandaScan,
  tanzaniaSlip,
  kenyaCsf,
  nigeriaEndocrine,
  ugandaChildPhoto,
  ethiopiaTabbed,
  coteIvoireLipides,
];
