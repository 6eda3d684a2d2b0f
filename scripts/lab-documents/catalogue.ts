/**
 * The lab-document examination set: twelve reports as clinics and laboratories in East, West, southern
 * and francophone Africa print them, each with what a person reads from it. Written by an examiner who
 * did not build the readers; the laboratories, people and numbers are invented (no real patient), the
 * layouts follow the kinds of report these labs issue. `build-lab-documents.ts --set first` renders the files and
 * writes eval/lab-documents/expected.json from this catalogue.
 */

export type ExpectedFlag = 'low' | 'normal' | 'high' | 'critical' | 'positive' | 'negative';
export type DocumentFormat = 'pdf-text' | 'docx' | 'xlsx' | 'csv' | 'txt' | 'photo-jpeg' | 'pdf-scan';

/** One printed line of a result and what a clinician reads from it. */
export interface Row {
  /** The test name exactly as printed. */
  name: string;
  /** The result exactly as printed (decimal comma kept). */
  printed: string;
  unit: string;
  /** The reference range exactly as printed ('' when none). */
  printedRange: string;
  /** The laboratory's own flag column, as printed ('' when none). */
  mark?: string;
  expected: {
    /** LOINC code of the analyte in this specimen and property; null when the examiner was not sure. */
    loinc: string | null;
    /** The analyte's usual name. */
    analyte: string;
    /** The number read, or the worded result; "20-25" style counts as a range of counts. */
    value: number | string;
    /** The range that applies to this patient (a sex or age band picks one line of a banded range). */
    low?: number;
    high?: number;
    flag: ExpectedFlag;
  };
}

export interface Section {
  title: string;
  rows: Row[];
}

export interface LabDocument {
  file: string;
  format: DocumentFormat;
  /** digital: the text is in the file; photo: only pixels (photographs and scans). */
  kind: 'digital' | 'photo';
  country: string;
  layout: string;
  header: string[];
  patient: string[];
  sections: Section[];
  footer: string[];
}

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

const kenyaFbc: LabDocument = {
  file: 'ke-lakeview-fbc-differential.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'KE',
  layout:
    'private lab letterhead, 5 columns TEST | RESULT | FLAG | UNITS | REFERENCE RANGE, "Total WBC 13.8 x10^9/L", differential in % and absolute, sex-banded ranges "F: … M: …", ESR "F < 20"',
  header: [
    'LAKEVIEW MEDICAL LABORATORY LTD',
    'Oginga Odinga Street, Kisumu  |  Tel 0712 000 111  |  KMLTTB Reg. No. L/0000',
    'HAEMATOLOGY REPORT',
  ],
  patient: [
    'Patient: A. Otieno        Age/Sex: 34 Y / Female        Lab No: KSM-26-118402',
    'Referred by: Dr. W. Ouma, Lakeside Clinic        Collected: 24-Nov-2026 08:10',
  ],
  sections: [
    {
      title: 'FULL BLOOD COUNT (FBC) with 5-part differential',
      rows: [
        row('Total WBC', '13.8', 'x10^9/L', '4.0 - 11.0', '6690-2', 'leukocytes', 13.8, 'high', {
          low: 4,
          high: 11,
          mark: 'H',
        }),
        row('Neutrophils', '78.5', '%', '40 - 75', '770-8', 'neutrophils %', 78.5, 'high', {
          low: 40,
          high: 75,
          mark: 'H',
        }),
        row('Lymphocytes', '14.2', '%', '20 - 45', '736-9', 'lymphocytes %', 14.2, 'low', {
          low: 20,
          high: 45,
          mark: 'L',
        }),
        row('Monocytes', '5.1', '%', '2 - 10', '5905-5', 'monocytes %', 5.1, 'normal', { low: 2, high: 10 }),
        row('Eosinophils', '1.8', '%', '1 - 6', '713-8', 'eosinophils %', 1.8, 'normal', { low: 1, high: 6 }),
        row('Basophils', '0.4', '%', '0 - 1', '706-2', 'basophils %', 0.4, 'normal', { low: 0, high: 1 }),
        row('Neutrophils (abs)', '10.83', 'x10^9/L', '2.0 - 7.5', '751-8', 'neutrophils', 10.83, 'high', {
          low: 2,
          high: 7.5,
          mark: 'H',
        }),
        row('Lymphocytes (abs)', '1.96', 'x10^9/L', '1.0 - 4.0', '731-0', 'lymphocytes', 1.96, 'normal', {
          low: 1,
          high: 4,
        }),
        row('Haemoglobin', '10.9', 'g/dL', 'F: 12.0-15.5  M: 13.5-17.5', '718-7', 'hemoglobin', 10.9, 'low', {
          low: 12,
          high: 15.5,
          mark: 'L',
        }),
        row('RBC', '4.02', 'x10^12/L', 'F: 3.8-5.2  M: 4.5-5.9', '789-8', 'erythrocytes', 4.02, 'normal', {
          low: 3.8,
          high: 5.2,
        }),
        row('HCT', '33.1', '%', 'F: 36-46  M: 41-53', '4544-3', 'hematocrit', 33.1, 'low', {
          low: 36,
          high: 46,
          mark: 'L',
        }),
        row('MCV', '82.3', 'fL', '80 - 100', '787-2', 'MCV', 82.3, 'normal', { low: 80, high: 100 }),
        row('MCH', '27.1', 'pg', '27 - 33', '785-6', 'MCH', 27.1, 'normal', { low: 27, high: 33 }),
        row('MCHC', '32.9', 'g/dL', '32 - 36', '786-4', 'MCHC', 32.9, 'normal', { low: 32, high: 36 }),
        row('RDW-CV', '15.8', '%', '11.5 - 14.5', '788-0', 'RDW', 15.8, 'high', {
          low: 11.5,
          high: 14.5,
          mark: 'H',
        }),
        row('Platelets', '412', 'x10^9/L', '150 - 400', '777-3', 'platelets', 412, 'high', {
          low: 150,
          high: 400,
          mark: 'H',
        }),
        row('ESR (Westergren)', '48', 'mm/hr', 'F < 20  M < 15', '4537-7', 'ESR', 48, 'high', {
          high: 20,
          mark: 'H',
        }),
      ],
    },
  ],
  footer: [
    'Comment: Neutrophilia with mild microcytic-normochromic picture; correlate clinically.',
    'Performed on: 5-part haematology analyser.   Verified by: J. Achieng, Lab Technologist',
    'This report is electronically generated.   Page 1 of 1',
  ],
};

const nigeriaChemPath: LabDocument = {
  file: 'ng-teaching-hospital-lft-eucr.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'NG',
  layout:
    'teaching-hospital chemical pathology form, columns PARAMETER | RESULT | REFERENCE VALUE | UNIT (range before unit), "T. Bilirubin"/"D. Bilirubin", "up to 40", "< 5", sex-banded GGT/creatinine, sections LFT and E/U/Cr',
  header: [
    'FEDERAL TEACHING HOSPITAL, ENUGU-NORTH',
    'DEPARTMENT OF CHEMICAL PATHOLOGY',
    'P.M.B. 01000, Enugu State   -   Laboratory Result Form',
  ],
  patient: [
    'Name: Mr. C. Eze    Hosp. No: FTH/26/44120    Sex: M    Age: 52 yrs    Ward: MMW',
    'Clinical details: ?Alcoholic liver disease, vomiting    Specimen: Serum    Date received: 23/11/2026',
  ],
  sections: [
    {
      title: 'LIVER FUNCTION TEST (LFT)',
      rows: [
        row('T. Bilirubin', '42', 'µmol/L', '3 - 21', '14631-6', 'bilirubin total', 42, 'high', {
          low: 3,
          high: 21,
        }),
        row('D. Bilirubin', '18', 'µmol/L', '< 5', '14629-0', 'bilirubin direct', 18, 'high', { high: 5 }),
        row('ALT (SGPT)', '156', 'U/L', 'up to 40', '1742-6', 'ALT', 156, 'high', { high: 40 }),
        row('AST (SGOT)', '98', 'U/L', 'up to 37', '1920-8', 'AST', 98, 'high', { high: 37 }),
        row('ALP', '212', 'U/L', '53 - 128', '6768-6', 'alkaline phosphatase', 212, 'high', {
          low: 53,
          high: 128,
        }),
        row('GGT', '210', 'U/L', 'M: 8 - 61   F: 5 - 36', '2324-2', 'GGT', 210, 'high', { low: 8, high: 61 }),
        row('Total Protein', '68', 'g/L', '64 - 83', '2885-2', 'total protein', 68, 'normal', {
          low: 64,
          high: 83,
        }),
        row('Albumin', '31', 'g/L', '35 - 52', '1751-7', 'albumin', 31, 'low', { low: 35, high: 52 }),
      ],
    },
    {
      title: 'ELECTROLYTES, UREA & CREATININE (E/U/Cr)',
      rows: [
        row('Sodium (Na+)', '131', 'mmol/L', '135 - 145', '2951-2', 'sodium', 131, 'low', {
          low: 135,
          high: 145,
        }),
        row('Potassium (K+)', '3.1', 'mmol/L', '3.5 - 5.1', '2823-3', 'potassium', 3.1, 'low', {
          low: 3.5,
          high: 5.1,
        }),
        row('Chloride (Cl-)', '96', 'mmol/L', '98 - 107', '2075-0', 'chloride', 96, 'low', {
          low: 98,
          high: 107,
        }),
        row('Bicarbonate (HCO3-)', '22', 'mmol/L', '22 - 29', '1963-8', 'bicarbonate', 22, 'normal', {
          low: 22,
          high: 29,
        }),
        row('Urea', '8.9', 'mmol/L', '2.5 - 7.1', '22664-7', 'urea', 8.9, 'high', { low: 2.5, high: 7.1 }),
        row('Creatinine', '132', 'µmol/L', 'M: 62 - 106   F: 44 - 80', '14682-9', 'creatinine', 132, 'high', {
          low: 62,
          high: 106,
        }),
      ],
    },
  ],
  footer: [
    'Comment: Cholestatic-hepatitic picture with hypokalaemia. Please repeat E/U/Cr after rehydration.',
    'Medical Laboratory Scientist: ____________   Chemical Pathologist: Dr. N. Okafor',
  ],
};

const ugandaPaeds: LabDocument = {
  file: 'ug-regional-referral-paeds-renal-fbc.docx',
  format: 'docx',
  kind: 'digital',
  country: 'UG',
  layout:
    'Word table from a regional referral hospital, Investigation | Result | Units | Reference interval (age-related) with several age bands in one cell, creatinine and BUN in mg/dL, 10^3/µL counts, child of 4 years',
  header: [
    'THE REPUBLIC OF UGANDA - MINISTRY OF HEALTH',
    'RWENZORI REGIONAL REFERRAL HOSPITAL - CLINICAL LABORATORY',
    'Paediatric Ward results',
  ],
  patient: [
    'Name: Baby K. Mugisha    IP No: 26/0912    Sex: Male    Age: 4 years    Ward: Paediatrics',
    'Request: RFT, FBC  - ?HUS / severe malaria with AKI',
  ],
  sections: [
    {
      title: 'RENAL FUNCTION TESTS',
      rows: [
        row(
          'BUN',
          '38',
          'mg/dL',
          '1-3 yrs: 5-17; 4-13 yrs: 7-17; Adult: 7-20',
          '3094-0',
          'urea nitrogen',
          38,
          'high',
          {
            low: 7,
            high: 17,
          },
        ),
        row(
          'Creatinine',
          '1.6',
          'mg/dL',
          '1-5 yrs: 0.2-0.5; 6-12 yrs: 0.3-0.7; Adult M: 0.7-1.3',
          '2160-0',
          'creatinine',
          1.6,
          'high',
          {
            low: 0.2,
            high: 0.5,
          },
        ),
        row('Sodium', '128', 'mmol/L', '135-145', '2951-2', 'sodium', 128, 'low', { low: 135, high: 145 }),
        row('Potassium', '6.1', 'mmol/L', '3.5-5.5', '2823-3', 'potassium', 6.1, 'high', {
          low: 3.5,
          high: 5.5,
        }),
      ],
    },
    {
      title: 'COMPLETE BLOOD COUNT',
      rows: [
        row(
          'Hb',
          '7.2',
          'g/dL',
          '6 mo-5 yrs: 11.0-14.0; Adult M: 13.0-17.0',
          '718-7',
          'hemoglobin',
          7.2,
          'low',
          {
            low: 11,
            high: 14,
          },
        ),
        row(
          'WBC',
          '9.4',
          'x10³/µL',
          '1-5 yrs: 5.5-15.5; Adult: 4.0-11.0',
          '6690-2',
          'leukocytes',
          9.4,
          'normal',
          {
            low: 5.5,
            high: 15.5,
          },
        ),
        row('Platelets', '88', 'x10³/µL', '150-450', '777-3', 'platelets', 88, 'low', {
          low: 150,
          high: 450,
        }),
      ],
    },
  ],
  footer: [
    'Sample haemolysed: No',
    'Lab Technician: R. Kato          Checked: S. Nankya',
    'Printed 24/11/2026 11:32',
  ],
};

const tanzaniaUrine: LabDocument = {
  file: 'tz-health-centre-urinalysis.docx',
  format: 'docx',
  kind: 'digital',
  country: 'TZ',
  layout:
    'bilingual Swahili/English Word form, dipstick table Kipimo/Test | Matokeo/Result | Kawaida/Normal with +, ++, +++, trace, nitrite positive, then microscopy with "20-25 /HPF", "seen", "not seen", "nil"',
  header: [
    'JAMHURI YA MUUNGANO WA TANZANIA - WIZARA YA AFYA',
    'KITUO CHA AFYA MBAGALA - MAABARA (LABORATORY)',
    'URINALYSIS / UCHUNGUZI WA MKOJO',
  ],
  patient: [
    'Jina/Name: Z. Hassani    Umri/Age: 26    Jinsia/Sex: F (ANC 24/40)    Namba: MBG-11873',
    'Sampuli/Specimen: Mid-stream urine    Tarehe/Date: 24/11/2026',
  ],
  sections: [
    {
      title: 'DIPSTICK (KIPIMO CHA UTEPE)',
      rows: [
        row('pH', '6.0', '', '5.0 - 8.0', '5803-2', 'urine pH', 6, 'normal', { low: 5, high: 8 }),
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
        row('Protein', '++', '', 'Negative', '20454-5', 'urine protein', '++', 'positive'),
        row('Glucose', 'Negative', '', 'Negative', '25428-4', 'urine glucose', 'negative', 'negative'),
        row('Ketones', 'Trace', '', 'Negative', '2514-8', 'urine ketones', 'trace', 'positive'),
        row('Blood', '+', '', 'Negative', '5794-3', 'urine blood', '+', 'positive'),
        row('Nitrite', 'Positive', '', 'Negative', '5802-4', 'urine nitrite', 'positive', 'positive'),
        row('Leucocytes', '+++', '', 'Negative', '5799-2', 'urine leukocyte esterase', '+++', 'positive'),
        row('Bilirubin', 'Negative', '', 'Negative', '5770-3', 'urine bilirubin', 'negative', 'negative'),
        row('Urobilinogen', 'Normal', '', 'Normal', '5818-0', 'urine urobilinogen', 'normal', 'normal'),
      ],
    },
    {
      title: 'MICROSCOPY (HADUBINI)',
      rows: [
        row('Pus cells', '20-25', '/HPF', '0 - 5', '5821-4', 'urine WBC', '20-25', 'high', {
          low: 0,
          high: 5,
        }),
        row('Red blood cells', '5-8', '/HPF', '0 - 2', '13945-1', 'urine RBC', '5-8', 'high', {
          low: 0,
          high: 2,
        }),
        row('Casts', 'Nil', '', 'Nil', null, 'urine casts', 'not seen', 'negative'),
        row('Bacteria', 'Seen (++)', '', 'Not seen', null, 'urine bacteria', 'seen', 'positive'),
        row('Yeast cells', 'Not seen', '', 'Not seen', null, 'urine yeast', 'not seen', 'negative'),
        row(
          'T. vaginalis',
          'Not seen',
          '',
          'Not seen',
          null,
          'Trichomonas vaginalis (urine)',
          'not seen',
          'negative',
        ),
        row(
          'S. haematobium ova',
          'Not seen',
          '',
          'Not seen',
          null,
          'Schistosoma haematobium ova',
          'not seen',
          'negative',
        ),
      ],
    },
  ],
  footer: [
    'Rangi/Colour: Amber    Mwonekano/Appearance: Turbid    Epithelial cells: Few',
    'Maoni/Comment: Features of UTI - culture & sensitivity advised.   Mtaalamu wa maabara: H. Mwakyusa',
  ],
};

const southAfricaChem: LabDocument = {
  file: 'za-ukhozi-pathology-chemistry.xlsx',
  format: 'xlsx',
  kind: 'digital',
  country: 'ZA',
  layout:
    'LIS spreadsheet export with the range in two columns (Low, High), blank cells for one-sided ranges, test codes, a Flag column, HbA1c in % and mmol/mol, lipids, CRP, eGFR; letterhead rows above the table',
  header: ['UKHOZI PATHOLOGY (PTY) LTD - DURBAN', 'Chemical Pathology - cumulative export'],
  patient: ['Patient: N. Dlamini  |  Sex: F  |  DOB: 1968-03-14 (58 y)  |  Episode: UK26-0099812'],
  sections: [
    {
      title: 'CHEMISTRY',
      rows: [
        row('HbA1c', '8.4', '%', '-6.0', '4548-4', 'HbA1c', 8.4, 'high', { high: 6, mark: 'H' }),
        row('HbA1c (IFCC)', '68', 'mmol/mol', '-42', '59261-8', 'HbA1c IFCC', 68, 'high', {
          high: 42,
          mark: 'H',
        }),
        row('Glucose (fasting)', '9.6', 'mmol/L', '3.9-5.5', '14771-0', 'fasting glucose', 9.6, 'high', {
          low: 3.9,
          high: 5.5,
          mark: 'H',
        }),
        row('Total cholesterol', '6.2', 'mmol/L', '-5.0', '2093-3', 'total cholesterol', 6.2, 'high', {
          high: 5,
          mark: 'H',
        }),
        row('HDL cholesterol', '0.9', 'mmol/L', '1.2-', '2085-9', 'HDL cholesterol', 0.9, 'low', {
          low: 1.2,
          mark: 'L',
        }),
        row('LDL cholesterol (calc)', '4.3', 'mmol/L', '-3.0', '13457-7', 'LDL cholesterol', 4.3, 'high', {
          high: 3,
          mark: 'H',
        }),
        row('Triglycerides', '2.2', 'mmol/L', '-1.7', '2571-8', 'triglycerides', 2.2, 'high', {
          high: 1.7,
          mark: 'H',
        }),
        row('C-reactive protein', '48', 'mg/L', '-5', '1988-5', 'CRP', 48, 'high', { high: 5, mark: 'H' }),
        row('Creatinine', '88', 'umol/L', '49-90', '14682-9', 'creatinine', 88, 'normal', {
          low: 49,
          high: 90,
        }),
        row('eGFR (CKD-EPI)', '62', 'mL/min/1.73m2', '60-', '62238-1', 'eGFR', 62, 'normal', { low: 60 }),
        row('Uric acid', '0.41', 'mmol/L', '0.14-0.34', '14933-6', 'urate', 0.41, 'high', {
          low: 0.14,
          high: 0.34,
          mark: 'H',
        }),
      ],
    },
  ],
  footer: ['Authorised: Dr P. Naidoo (Pathologist)', 'Ranges are method- and sex-specific; blank = no limit'],
};

const ghanaCoagAbg: LabDocument = {
  file: 'gh-volta-coagulation-blood-gas.xlsx',
  format: 'xlsx',
  kind: 'digital',
  country: 'GH',
  layout:
    'two-sheet workbook: coagulation with control PT printed beside the patient PT and worded remarks ("Prolonged", "Low"), range in Ref Low / Ref High columns; arterial blood gas (pH, pCO2, pO2, HCO3, base excess, lactate) above a spot-urine block whose pH and ketones must not be taken for blood values',
  header: [
    'VOLTA REGIONAL HOSPITAL, HO - LABORATORY DEPARTMENT',
    'Haematology (coagulation) / Critical care',
  ],
  patient: ['Patient: E. Agbeko | Age: 19 | Sex: M | Folder: VRH/26/7781 | Ward: Emergency'],
  sections: [
    {
      title: 'COAGULATION PROFILE',
      rows: [
        row('Prothrombin time (PT)', '18.4', 's', '11.0-13.5', '5902-2', 'prothrombin time', 18.4, 'high', {
          low: 11,
          high: 13.5,
          mark: 'Prolonged',
        }),
        row('INR', '1.62', '', '0.8-1.2', '6301-6', 'INR', 1.62, 'high', {
          low: 0.8,
          high: 1.2,
          mark: 'High',
        }),
        row('APTT', '52', 's', '25-38', '3173-2', 'APTT', 52, 'high', {
          low: 25,
          high: 38,
          mark: 'Prolonged',
        }),
        row('Thrombin time', '16.5', 's', '14-19', '3243-3', 'thrombin time', 16.5, 'normal', {
          low: 14,
          high: 19,
          mark: 'Normal',
        }),
        row('Fibrinogen', '1.4', 'g/L', '2.0-4.0', '3255-7', 'fibrinogen', 1.4, 'low', {
          low: 2,
          high: 4,
          mark: 'Low',
        }),
      ],
    },
    {
      title: 'ARTERIAL BLOOD GAS',
      rows: [
        row('pH', '7.24', '', '7.35-7.45', '2744-1', 'arterial pH', 7.24, 'low', {
          low: 7.35,
          high: 7.45,
          mark: 'Low',
        }),
        row('pCO2', '24', 'mmHg', '35-45', '2019-8', 'arterial pCO2', 24, 'low', {
          low: 35,
          high: 45,
          mark: 'Low',
        }),
        row('pO2', '92', 'mmHg', '80-100', '2703-7', 'arterial pO2', 92, 'normal', { low: 80, high: 100 }),
        row('HCO3-', '10.2', 'mmol/L', '22-26', '1960-4', 'arterial bicarbonate', 10.2, 'low', {
          low: 22,
          high: 26,
          mark: 'Low',
        }),
        row('Base excess', '-15', 'mmol/L', '-2-2', '1925-7', 'base excess', -15, 'low', {
          low: -2,
          high: 2,
          mark: 'Low',
        }),
        row('Lactate', '1.1', 'mmol/L', '0.5-2.2', '2524-7', 'lactate', 1.1, 'normal', {
          low: 0.5,
          high: 2.2,
        }),
      ],
    },
    {
      title: 'URINE (SPOT, SAME TIME)',
      rows: [
        row('Urine pH', '5.0', '', '4.5-8.0', '5803-2', 'urine pH', 5, 'normal', { low: 4.5, high: 8 }),
        row('Urine ketones', '+++', '', 'Negative', '2514-8', 'urine ketones', '+++', 'positive'),
        row('Urine glucose', '++++', '', 'Negative', '25428-4', 'urine glucose', '++++', 'positive'),
      ],
    },
  ],
  footer: ['Control PT (mean normal): 12.6 s', 'Reported by: K. Mensah, MLS   Time: 03:42'],
};

const kenyaLisCsv: LabDocument = {
  file: 'ke-county-referral-lis-export.csv',
  format: 'csv',
  kind: 'digital',
  country: 'KE',
  layout:
    'county-hospital LIS export, quoted comma-separated columns with lab number, section, validated-by; malaria smear "Plasmodium falciparum seen, ++", mRDT, HBsAg reactive, anti-HBs, IgM anti-HBc, HIV non-reactive, RPR, H. pylori, CRP "< 5"',
  header: [],
  patient: [],
  sections: [
    {
      title: 'LIS',
      rows: [
        row(
          'Malaria B/S',
          'Plasmodium falciparum seen, ++',
          '',
          'No parasites seen',
          '32700-7',
          'malaria smear',
          'P. falciparum seen',
          'positive',
          {
            mark: 'POS',
          },
        ),
        row(
          'mRDT (Pf/Pan)',
          'Positive (Pf)',
          '',
          'Negative',
          null,
          'malaria rapid diagnostic test',
          'positive',
          'positive',
          {
            mark: 'POS',
          },
        ),
        row('HBsAg', 'Reactive', '', 'Non-reactive', '5196-1', 'HBsAg', 'reactive', 'positive', {
          mark: 'POS',
        }),
        row(
          'Anti-HBs',
          'Non-reactive',
          '',
          'Reactive if immune',
          '22322-2',
          'anti-HBs',
          'non-reactive',
          'negative',
        ),
        row(
          'IgM anti-HBc',
          'Non-reactive',
          '',
          'Non-reactive',
          '31204-1',
          'IgM anti-HBc',
          'non-reactive',
          'negative',
        ),
        row(
          'HIV 1+2 (Determine)',
          'Non-reactive',
          '',
          'Non-reactive',
          null,
          'HIV-1/2 antibody',
          'non-reactive',
          'negative',
        ),
        row(
          'RPR',
          'Non-reactive',
          '',
          'Non-reactive',
          '20507-0',
          'RPR (syphilis reagin)',
          'non-reactive',
          'negative',
        ),
        row(
          'H. pylori stool Ag',
          'Positive',
          '',
          'Negative',
          null,
          'Helicobacter pylori stool antigen',
          'positive',
          'positive',
          {
            mark: 'POS',
          },
        ),
        row('CRP (quantitative)', '96', 'mg/L', '< 5', '1988-5', 'CRP', 96, 'high', { high: 5, mark: 'H' }),
        row('Random blood sugar', '6.8', 'mmol/L', '3.9 - 7.8', '15074-8', 'random glucose', 6.8, 'normal', {
          low: 3.9,
          high: 7.8,
        }),
      ],
    },
  ],
  footer: [],
};

const senegalNfsTxt: LabDocument = {
  file: 'sn-labo-palmiers-nfs-biochimie.txt',
  format: 'txt',
  kind: 'digital',
  country: 'SN',
  layout:
    'French plain-text report with dot leaders and decimal commas: Numération formule sanguine (Hématies T/L, Hémoglobine, VGM, TCMH, CCMH, G/L counts, neutrophils in % and G/L on one line), Glycémie in g/L with mmol/L beside, Créatininémie mg/L with µmol/L, TGO/TGP, goutte épaisse, Ag HBs négatif',
  header: [
    "LABORATOIRE D'ANALYSES MÉDICALES LES PALMIERS",
    'Avenue Cheikh A. Diop, Dakar - Agrément n° 000/MSAS',
  ],
  patient: [
    'Patiente : Mme F. Ndiaye      Âge : 27 ans      Sexe : F      Dossier : 26-11-0457',
    'Prescripteur : Dr M. Sow      Prélèvement : 24/11/2026 à 07h45',
  ],
  sections: [
    {
      title: 'NUMÉRATION FORMULE SANGUINE',
      rows: [
        row('Hématies', '3,92', 'T/L', '4,20 - 5,40', '789-8', 'erythrocytes', 3.92, 'low', {
          low: 4.2,
          high: 5.4,
        }),
        row('Hémoglobine', '9,8', 'g/dL', '12,0 - 16,0', '718-7', 'hemoglobin', 9.8, 'low', {
          low: 12,
          high: 16,
        }),
        row('Hématocrite', '30,1', '%', '37 - 47', '4544-3', 'hematocrit', 30.1, 'low', {
          low: 37,
          high: 47,
        }),
        row('VGM', '76,8', 'fL', '80 - 100', '787-2', 'MCV', 76.8, 'low', { low: 80, high: 100 }),
        row('TCMH', '25,0', 'pg', '27 - 32', '785-6', 'MCH', 25, 'low', { low: 27, high: 32 }),
        row('CCMH', '32,6', 'g/dL', '32 - 36', '786-4', 'MCHC', 32.6, 'normal', { low: 32, high: 36 }),
        row('Leucocytes', '11,2', 'G/L', '4,0 - 10,0', '6690-2', 'leukocytes', 11.2, 'high', {
          low: 4,
          high: 10,
        }),
        row(
          'Polynucléaires neutrophiles',
          '72 %   8,06',
          'G/L',
          '1,8 - 7,5',
          '751-8',
          'neutrophils',
          8.06,
          'high',
          {
            low: 1.8,
            high: 7.5,
          },
        ),
        row('Lymphocytes', '20 %   2,24', 'G/L', '1,0 - 4,0', '731-0', 'lymphocytes', 2.24, 'normal', {
          low: 1,
          high: 4,
        }),
        row('Plaquettes', '98', 'G/L', '150 - 400', '777-3', 'platelets', 98, 'low', { low: 150, high: 400 }),
      ],
    },
    {
      title: 'BIOCHIMIE',
      rows: [
        row(
          'Glycémie à jeun',
          '1,32 g/L  (7,33 mmol/L)',
          'g/L',
          '0,70 - 1,10',
          '1558-6',
          'fasting glucose',
          1.32,
          'high',
          {
            low: 0.7,
            high: 1.1,
          },
        ),
        row('Créatininémie', '14 mg/L  (124 µmol/L)', 'mg/L', '5 - 11', '2160-0', 'creatinine', 14, 'high', {
          low: 5,
          high: 11,
        }),
        row('Urée', '0,35', 'g/L', '0,15 - 0,45', '3091-6', 'urea', 0.35, 'normal', {
          low: 0.15,
          high: 0.45,
        }),
        row('TGO (ASAT)', '88', 'UI/L', '< 35', '1920-8', 'AST', 88, 'high', { high: 35 }),
        row('TGP (ALAT)', '102', 'UI/L', '< 35', '1742-6', 'ALT', 102, 'high', { high: 35 }),
        row('Gamma GT', '45', 'UI/L', '< 38', '2324-2', 'GGT', 45, 'high', { high: 38 }),
        row('CRP', '24', 'mg/L', '< 6', '1988-5', 'CRP', 24, 'high', { high: 6 }),
      ],
    },
    {
      title: 'PARASITOLOGIE - SÉROLOGIE',
      rows: [
        row(
          'Goutte épaisse',
          'Positive : Plasmodium falciparum',
          '',
          'Négative',
          '32700-7',
          'malaria smear',
          'P. falciparum seen',
          'positive',
        ),
        row('Ag HBs', 'Négatif', '', 'Négatif', '5196-1', 'HBsAg', 'negative', 'negative'),
      ],
    },
  ],
  footer: [
    'Densité parasitaire : 12 000 trophozoïtes/µL',
    'Le Biologiste : Dr A. Faye        Résultats validés le 24/11/2026',
  ],
};

const ugandaCsfPhoto: LabDocument = {
  file: 'ug-csf-analysis-photo.jpg',
  format: 'photo-jpeg',
  kind: 'photo',
  country: 'UG',
  layout:
    'phone photo of a printed microbiology CSF report (tilted about 6°, sheared, shadow across one side, slight blur, JPEG): cell count, differential, protein in g/L, CSF and paired blood glucose, Gram stain "seen", India ink and CrAg negative',
  header: ['KABALE REGIONAL REFERRAL HOSPITAL', 'MICROBIOLOGY LABORATORY - CSF ANALYSIS'],
  patient: [
    'Name: T. Byaruhanga   Age: 23 Y   Sex: M   IP: 26/3310',
    'Specimen: CSF (lumbar puncture) 24/11/2026 06:30',
  ],
  sections: [
    {
      title: 'CSF',
      rows: [
        row('White cell count', '850', 'cells/µL', '0 - 5', null, 'CSF leukocytes', 850, 'high', {
          low: 0,
          high: 5,
        }),
        row('Neutrophils', '85', '%', '', null, 'CSF neutrophils %', 85, 'high'),
        row('CSF Protein', '2.1', 'g/L', '0.15 - 0.45', '2880-3', 'CSF protein', 2.1, 'high', {
          low: 0.15,
          high: 0.45,
        }),
        row('CSF Glucose', '1.2', 'mmol/L', '2.2 - 3.9', null, 'CSF glucose', 1.2, 'low', {
          low: 2.2,
          high: 3.9,
        }),
        row('Paired blood glucose', '6.1', 'mmol/L', '3.9 - 7.8', null, 'blood glucose', 6.1, 'normal', {
          low: 3.9,
          high: 7.8,
        }),
        row(
          'Gram stain',
          'Gram negative diplococci seen',
          '',
          '',
          null,
          'CSF Gram stain',
          'Gram-negative diplococci seen',
          'positive',
        ),
        row('India ink', 'Not seen', '', '', null, 'CSF India ink', 'not seen', 'negative'),
        row('CrAg (LFA)', 'Negative', '', '', null, 'cryptococcal antigen', 'negative', 'negative'),
      ],
    },
  ],
  footer: ['Appearance: Turbid', 'Culture to follow.   Reported by: P. Tumusiime'],
};

const kenyaAnalyserPhoto: LabDocument = {
  file: 'ke-analyser-printout-photo.jpg',
  format: 'photo-jpeg',
  kind: 'photo',
  country: 'KE',
  layout:
    'phone photo of a narrow thermal printout from a 3-part-differential analyser (monospace, LYM%/MID%/GRA%, 10^3/uL, H/L marks) with the mRDT written below; rotated about -5°, sheared, shadowed, blurred, JPEG',
  header: ['CELL-DYN 3-DIFF  SAMPLE 0117', 'MAKUENI SUB-COUNTY HOSP LAB'],
  patient: ['ID: MKN-5521  F 29Y', '24-11-2026 10:02'],
  sections: [
    {
      title: '',
      rows: [
        row('WBC', '3.1', '10^3/uL', '3.5-10.0', '6690-2', 'leukocytes', 3.1, 'low', {
          low: 3.5,
          high: 10,
          mark: 'L',
        }),
        row('LYM%', '52.3', '%', '20.0-40.0', '736-9', 'lymphocytes %', 52.3, 'high', {
          low: 20,
          high: 40,
          mark: 'H',
        }),
        row('MID%', '8.1', '%', '1.0-15.0', null, 'mid-cells %', 8.1, 'normal', { low: 1, high: 15 }),
        row('GRA%', '39.6', '%', '50.0-70.0', null, 'granulocytes %', 39.6, 'low', {
          low: 50,
          high: 70,
          mark: 'L',
        }),
        row('LYM#', '1.6', '10^3/uL', '0.6-4.1', '731-0', 'lymphocytes', 1.6, 'normal', {
          low: 0.6,
          high: 4.1,
        }),
        row('GRA#', '1.2', '10^3/uL', '2.0-7.8', null, 'granulocytes', 1.2, 'low', {
          low: 2,
          high: 7.8,
          mark: 'L',
        }),
        row('HGB', '6.4', 'g/dL', '11.0-16.0', '718-7', 'hemoglobin', 6.4, 'critical', {
          low: 11,
          high: 16,
          mark: 'L',
        }),
        row('RBC', '2.41', '10^6/uL', '3.80-5.80', '789-8', 'erythrocytes', 2.41, 'low', {
          low: 3.8,
          high: 5.8,
          mark: 'L',
        }),
        row('HCT', '19.8', '%', '35.0-50.0', '4544-3', 'hematocrit', 19.8, 'low', {
          low: 35,
          high: 50,
          mark: 'L',
        }),
        row('MCV', '82.2', 'fL', '80.0-100.0', '787-2', 'MCV', 82.2, 'normal', { low: 80, high: 100 }),
        row('MCH', '26.6', 'pg', '27.0-34.0', '785-6', 'MCH', 26.6, 'low', { low: 27, high: 34, mark: 'L' }),
        row('MCHC', '32.3', 'g/dL', '32.0-36.0', '786-4', 'MCHC', 32.3, 'normal', { low: 32, high: 36 }),
        row('PLT', '45', '10^3/uL', '150-400', '777-3', 'platelets', 45, 'low', {
          low: 150,
          high: 400,
          mark: 'L',
        }),
        row('MRDT', 'POSITIVE (Pf)', '', '', null, 'malaria rapid diagnostic test', 'positive', 'positive'),
      ],
    },
  ],
  footer: ['Tech: M. Mutua'],
};

const nigeriaScan: LabDocument = {
  file: 'ng-kano-diagnostics-hepatitis-lipids-scan.pdf',
  format: 'pdf-scan',
  kind: 'photo',
  country: 'NG',
  layout:
    'image-only PDF of a scanned page (greyscale, skewed about 1.5°, speckle): hepatitis B profile and anti-HCV worded results, HbA1c, fasting sugar and lipid profile in mg/dL with "< 200", "> 40" ranges',
  header: ['SABON GARI SPECIALIST DIAGNOSTICS LTD, KANO', 'Clinical Chemistry & Immunology'],
  patient: ['Name: Alh. M. Bello   Age: 47 yrs   Sex: Male   Lab No: SG/26/2207   Date: 24-11-2026'],
  sections: [
    {
      title: 'HEPATITIS PROFILE',
      rows: [
        row('HBsAg', 'Positive', '', 'Negative', '5196-1', 'HBsAg', 'positive', 'positive'),
        row('HBeAg', 'Negative', '', 'Negative', '13954-3', 'HBeAg', 'negative', 'negative'),
        row('Anti-HBc IgM', 'Negative', '', 'Negative', '31204-1', 'IgM anti-HBc', 'negative', 'negative'),
        row('Anti-HCV', 'Negative', '', 'Negative', '16128-1', 'anti-HCV', 'negative', 'negative'),
      ],
    },
    {
      title: 'DIABETES & LIPID PROFILE',
      rows: [
        row('Fasting Blood Sugar', '112', 'mg/dL', '70 - 110', '1558-6', 'fasting glucose', 112, 'high', {
          low: 70,
          high: 110,
        }),
        row('HbA1c', '6.1', '%', '4.0 - 5.6', '4548-4', 'HbA1c', 6.1, 'high', { low: 4, high: 5.6 }),
        row('Total Cholesterol', '232', 'mg/dL', '< 200', '2093-3', 'total cholesterol', 232, 'high', {
          high: 200,
        }),
        row('HDL-Cholesterol', '38', 'mg/dL', '> 40', '2085-9', 'HDL cholesterol', 38, 'low', { low: 40 }),
        row('LDL-Cholesterol', '158', 'mg/dL', '< 130', '13457-7', 'LDL cholesterol', 158, 'high', {
          high: 130,
        }),
        row('Triglycerides', '180', 'mg/dL', '< 150', '2571-8', 'triglycerides', 180, 'high', { high: 150 }),
      ],
    },
  ],
  footer: ['Scientist: A. Musa (MLSCN)      Consultant: Dr. H. Sani'],
};

const coteIvoireBilan: LabDocument = {
  file: 'ci-polyclinique-bilan-biochimie.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'CI',
  layout:
    'French private-clinic PDF with an Antériorité (previous result) column after the range, g/L and mg/L units with µmol/L on the line below, ionogram, bilirubine totale/directe, HbA1c, Taux de prothrombine in %, INR, TCA with the control ("témoin") value',
  header: [
    'POLYCLINIQUE LES LAGUNES - LABORATOIRE DE BIOLOGIE MÉDICALE',
    'Boulevard de Marseille, Abidjan - Côte d’Ivoire',
  ],
  patient: [
    'Patient : M. K. Kouassi    Sexe : M    Âge : 61 ans    N° : PL-26-33871',
    'Demandé par : Dr Y. Koné    Prélevé le : 24/11/2026',
  ],
  sections: [
    {
      title: 'BIOCHIMIE SANGUINE',
      rows: [
        row('Urée', '0,62', 'g/L', '0,15 - 0,45', '3091-6', 'urea', 0.62, 'high', { low: 0.15, high: 0.45 }),
        row('Créatinine', '18', 'mg/L', '7 - 13', '2160-0', 'creatinine', 18, 'high', { low: 7, high: 13 }),
        row('Sodium (Na+)', '138', 'mmol/L', '135 - 145', '2951-2', 'sodium', 138, 'normal', {
          low: 135,
          high: 145,
        }),
        row('Potassium (K+)', '5,8', 'mmol/L', '3,5 - 5,0', '2823-3', 'potassium', 5.8, 'high', {
          low: 3.5,
          high: 5,
        }),
        row('Chlore (Cl-)', '104', 'mmol/L', '98 - 107', '2075-0', 'chloride', 104, 'normal', {
          low: 98,
          high: 107,
        }),
        row('Bilirubine totale', '12', 'mg/L', '< 10', '1975-2', 'bilirubin total', 12, 'high', { high: 10 }),
        row('Bilirubine directe', '6', 'mg/L', '< 3', '1968-7', 'bilirubin direct', 6, 'high', { high: 3 }),
        row(
          'Phosphatases alcalines',
          '98',
          'UI/L',
          '40 - 129',
          '6768-6',
          'alkaline phosphatase',
          98,
          'normal',
          {
            low: 40,
            high: 129,
          },
        ),
        row('CRP', '3', 'mg/L', '< 6', '1988-5', 'CRP', 3, 'normal', { high: 6 }),
        row('Hémoglobine glyquée (HbA1c)', '5,4', '%', '4,0 - 6,0', '4548-4', 'HbA1c', 5.4, 'normal', {
          low: 4,
          high: 6,
        }),
      ],
    },
    {
      title: 'HÉMOSTASE',
      rows: [
        row('Taux de prothrombine (TP)', '68', '%', '70 - 100', null, 'prothrombin activity (%)', 68, 'low', {
          low: 70,
          high: 100,
        }),
        row('INR', '1,3', '', '0,8 - 1,2', '6301-6', 'INR', 1.3, 'high', { low: 0.8, high: 1.2 }),
        row('TCA patient', '34', 's', 'témoin : 32 s', '3173-2', 'APTT', 34, 'normal'),
      ],
    },
  ],
  footer: [
    'Créatinine : 159 µmol/L        Clairance (CKD-EPI) : 41 mL/min/1,73 m²',
    'Le Biologiste responsable : Dr S. Traoré',
  ],
};

/** Antériorités printed beside the current results of the Côte d'Ivoire report (previous visit). */
export const previousResultsCi: Record<string, string> = {
  Urée: '0,40',
  Créatinine: '12',
  'Potassium (K+)': '4,6',
  'Hémoglobine glyquée (HbA1c)': '5,6',
  INR: '1,0',
};

export const labDocuments: LabDocument[] = [
  kenyaFbc,
  nigeriaChemPath,
  ugandaPaeds,
  tanzaniaUrine,
  southAfricaChem,
  ghanaCoagAbg,
  kenyaLisCsv,
  senegalNfsTxt,
  ugandaCsfPhoto,
  kenyaAnalyserPhoto,
  nigeriaScan,
  coteIvoireBilan,
];
