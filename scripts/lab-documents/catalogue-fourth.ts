/**
 * The fourth lab-document set (eval/lab-documents-fourth): reports built around six layouts that read badly
 * elsewhere — range split into Low/High (Lower/Upper, Min/Max) columns; cumulative reports with earlier
 * results in dated columns; units printed once for a group or in a column header; age bands written in years
 * and months; two results a row and dotted leaders; small decimals and thousands separators. Each layout is
 * drawn as a text PDF, a workbook, a CSV, a Word table and (where it applies) a scanned image. Laboratories,
 * people and numbers are invented. `build-lab-documents.ts --set fourth` renders the files and expected.json.
 */
import type { ExpectedFlag } from './catalogue';

export type FourthFormat = 'pdf-text' | 'docx' | 'xlsx' | 'csv' | 'txt' | 'photo-png';

/** What a person reads from one printed result. */
export interface FourthTest {
  name: string;
  section: string | null;
  loinc: string | null;
  analyte: string;
  value: number | string;
  printedResult: string;
  unit: string | null;
  range: { low: number | null; high: number | null; text: string | null };
  flag: ExpectedFlag;
}

/** A table row: its printed cells, or a section title spanning the row. */
export type FourthRow = { cells: string[] } | { title: string };
export type FourthBlock = { text: string } | { columns: string[]; rows: FourthRow[] };

export interface FourthDocument {
  file: string;
  format: FourthFormat;
  kind: 'digital' | 'photo';
  country: string;
  layout: string;
  header: string[];
  blocks: FourthBlock[];
  footer: string[];
  tests: FourthTest[];
}

/** One result as a person reads it; `low`/`high` the bounds that apply to this patient. */
interface Result {
  name: string;
  printed: string;
  unit: string;
  range: string;
  loinc: string | null;
  analyte: string;
  value: number | string;
  flag: ExpectedFlag;
  low?: number;
  high?: number;
  earlier?: string[];
  mark?: string;
}
const q = (
  name: string,
  printed: string,
  unit: string,
  range: string,
  loinc: string | null,
  analyte: string,
  flag: ExpectedFlag,
  low?: number,
  high?: number,
  earlier?: string[],
): Result => ({
  name,
  printed,
  unit,
  range,
  loinc,
  analyte,
  value: Number(printed.replace(',', '.').replace(/ /g, '')),
  flag,
  ...(low === undefined ? {} : { low }),
  ...(high === undefined ? {} : { high }),
  ...(earlier === undefined ? {} : { earlier }),
});
const worded = (name: string, printed: string, loinc: string | null, analyte: string, flag: ExpectedFlag) =>
  ({ name, printed, unit: '', range: '', loinc, analyte, value: printed, flag }) satisfies Result;

const testOf = (result: Result, section: string | null, rangeText?: string): FourthTest => ({
  name: result.name,
  section,
  loinc: result.loinc,
  analyte: result.analyte,
  value: result.value,
  printedResult: result.printed,
  unit: result.unit || null,
  range: {
    low: result.low ?? null,
    high: result.high ?? null,
    text: (rangeText ?? result.range) || null,
  },
  flag: result.flag,
});

const bound = (value: number | undefined) => (value === undefined ? '' : String(value));
const markOf = (result: Result) =>
  result.flag === 'low' ? 'L' : result.flag === 'high' ? 'H' : result.flag === 'critical' ? '*' : '';

// ---------- class 1: range in Low / High columns ----------

const chemistryLowHigh: Result[] = [
  q('Sodium', '128', 'mmol/L', '', '2951-2', 'sodium', 'low', 135, 145),
  q('Potassium', '5.9', 'mmol/L', '', '2823-3', 'potassium', 'high', 3.5, 5.1),
  q('Urea', '12.4', 'mmol/L', '', '22664-7', 'urea', 'high', 2.5, 7.8),
  q('Creatinine', '162', 'µmol/L', '', '14682-9', 'creatinine', 'high', 45, 90),
  q('ALT (SGPT)', '48', 'U/L', '', '1742-6', 'ALT', 'normal', 7, 56),
  q('AST (SGOT)', '22', 'U/L', '', '1920-8', 'AST', 'normal', 0, 40),
  q('Alkaline phosphatase', '310', 'U/L', '', '6768-6', 'ALP', 'high', 40, 129),
  q('Bilirubin total', '9', 'µmol/L', '', '14631-6', 'bilirubin total', 'normal', undefined, 21),
  q('CRP', '48', 'mg/L', '', '1988-5', 'CRP', 'high', undefined, 5),
  q('Albumin', '29', 'g/L', '', '1751-7', 'albumin', 'low', 35, 50),
  q('Glucose fasting', '5.2', 'mmol/L', '', '14771-0', 'glucose', 'normal', 3.9, 5.6),
];
const haemogramLowHigh: Result[] = [
  q('WBC', '14.2', 'x10^9/L', '', '6690-2', 'leukocytes', 'high', 4, 11),
  q('RBC', '4.1', 'x10^12/L', '', '789-8', 'erythrocytes', 'low', 4.5, 5.9),
  q('Haemoglobin', '11.2', 'g/dL', '', '718-7', 'hemoglobin', 'low', 13, 17),
  q('HCT', '34', '%', '', '4544-3', 'hematocrit', 'low', 40, 52),
  q('MCV', '78', 'fL', '', '787-2', 'MCV', 'low', 80, 100),
  q('Platelet count', '520', 'x10^9/L', '', '777-3', 'platelets', 'high', 150, 400),
  q('Neutrophils %', '82', '%', '', '770-8', 'neutrophils %', 'high', 40, 75),
  q('Lymphocytes %', '12', '%', '', '736-9', 'lymphocytes %', 'low', 20, 45),
  q('Ferritin', '8', 'ng/mL', '', '2276-4', 'ferritin', 'low', 30, 400),
  q('ESR', '35', 'mm/hr', '', '4537-7', 'ESR', 'high', 0, 15),
];
const metabolicMinMax: Result[] = [
  q('Total Cholesterol', '6.4', 'mmol/L', '', '2093-3', 'cholesterol', 'high', undefined, 5.2),
  q('Triglycerides', '2.1', 'mmol/L', '', '2571-8', 'triglycerides', 'high', undefined, 1.7),
  q('HDL Cholesterol', '0.9', 'mmol/L', '', '2085-9', 'HDL', 'low', 1.2, undefined),
  q('TSH', '0.2', 'mIU/L', '', '3016-3', 'TSH', 'low', 0.4, 4),
  q('Magnesium', '0.62', 'mmol/L', '', '19123-9', 'magnesium', 'low', 0.7, 1),
  q('Calcium', '2.61', 'mmol/L', '', '2000-8', 'calcium', 'high', 2.15, 2.55),
  q('Phosphate', '1.1', 'mmol/L', '', '14879-1', 'phosphate', 'normal', 0.8, 1.5),
  q('Uric Acid', '0.41', 'mmol/L', '', '14933-6', 'urate', 'high', 0.15, 0.36),
  q('Gamma GT', '85', 'U/L', '', '2324-2', 'GGT', 'high', 0, 38),
];
const electrolytesMixed: Array<Result & { lowCell: string; highCell: string }> = [
  {
    ...q('Sodium', '141', 'mmol/L', '', '2951-2', 'sodium', 'normal', 135, 145),
    lowCell: '135',
    highCell: '145',
  },
  {
    ...q('Potassium', '3.1', 'mmol/L', '', '2823-3', 'potassium', 'low', 3.5, 5),
    lowCell: '3.5',
    highCell: '5.0',
  },
  {
    ...q('Chloride', '99', 'mmol/L', '', '2075-0', 'chloride', 'normal', 98, 107),
    lowCell: '98',
    highCell: '107',
  },
  {
    ...q('Bicarbonate', '19', 'mmol/L', '', '1963-8', 'bicarbonate', 'low', 22, 29),
    lowCell: '22',
    highCell: '29',
  },
  {
    ...q('Creatinine', '98', 'µmol/L', '', '14682-9', 'creatinine', 'normal', 62, 106),
    lowCell: '62',
    highCell: '106',
  },
  { ...q('ALT', '65', 'U/L', '', '1742-6', 'ALT', 'high', undefined, 40), lowCell: '', highCell: 'up to 40' },
  {
    ...q('C-reactive protein', '3', 'mg/L', '', '1988-5', 'CRP', 'normal', undefined, 5),
    lowCell: '',
    highCell: '< 5',
  },
  {
    ...q('Random glucose', '8.9', 'mmol/L', '', '2345-7', 'glucose', 'high', 3.9, 7.8),
    lowCell: '3.9',
    highCell: '7.8',
  },
];
const scanLowHigh: Result[] = [
  q('Haemoglobin', '9.8', 'g/dL', '', '718-7', 'hemoglobin', 'low', 12, 15.5),
  q('WBC', '3.2', 'x10^9/L', '', '6690-2', 'leukocytes', 'low', 4, 10),
  q('Platelets', '95', 'x10^9/L', '', '777-3', 'platelets', 'low', 150, 400),
  q('Sodium', '133', 'mmol/L', '', '2951-2', 'sodium', 'low', 135, 145),
  q('Creatinine', '71', 'umol/L', '', '14682-9', 'creatinine', 'normal', 45, 90),
  q('ALT', '30', 'U/L', '', '1742-6', 'ALT', 'normal', 7, 35),
];

const lowHighText = (result: Result, low = 'Low', high = 'High') =>
  `${low} ${bound(result.low) || '(blank)'}, ${high} ${bound(result.high) || '(blank)'}`;

function lowHighDocument(
  base: Omit<FourthDocument, 'blocks' | 'tests'>,
  patient: string[],
  columns: string[],
  results: Result[],
  section: string | null,
  cellsOf: (result: Result) => string[],
  rangeText: (result: Result) => string,
): FourthDocument {
  return {
    ...base,
    blocks: [
      ...patient.map((text) => ({ text })),
      {
        columns,
        rows: [...(section ? [{ title: section }] : []), ...results.map((r) => ({ cells: cellsOf(r) }))],
      },
    ],
    tests: results.map((result) => testOf(result, section, rangeText(result))),
  };
}

const lowHighDocuments: FourthDocument[] = [
  lowHighDocument(
    {
      file: 'ke-kisumu-chemistry-low-high-columns.pdf',
      format: 'pdf-text',
      kind: 'digital',
      country: 'KE',
      layout: 'text PDF, range in Low and High columns (a blank Low for "up to" ranges), flag column last',
      header: ['LAKESIDE PATHOLOGY SERVICES', 'Oginga Odinga Rd, Kisumu  ·  KMLTTB Reg. 0000'],
      footer: ['Validated by: J. Otieno, MLT', '*** End of report ***'],
    },
    [
      'Patient: AKINYI, Grace   Sex: Female   Age: 45 Years   Lab No: LPS-26-33817',
      'Collected: 27/11/2026 08:10',
    ],
    ['Test', 'Result', 'Units', 'Low', 'High', 'Flag'],
    chemistryLowHigh,
    'CLINICAL CHEMISTRY',
    (r) => [r.name, r.printed, r.unit, bound(r.low), bound(r.high), markOf(r)],
    (r) => lowHighText(r),
  ),
  lowHighDocument(
    {
      file: 'za-durban-haemogram-lower-upper.xlsx',
      format: 'xlsx',
      kind: 'digital',
      country: 'ZA',
      layout: 'workbook, range in "Lower limit" and "Upper limit" columns as numbers, no flag column',
      header: ['UMGENI LABORATORY NETWORK — HAEMATOLOGY'],
      footer: ['Report authorised electronically'],
    },
    ['Patient: NDLOVU, Sipho   Gender: M   Age: 38 y   Episode: UL2611-40291'],
    ['Parameter', 'Value', 'Unit', 'Lower limit', 'Upper limit'],
    haemogramLowHigh,
    null,
    (r) => [r.name, r.printed, r.unit, bound(r.low), bound(r.high)],
    (r) => lowHighText(r, 'Lower', 'Upper'),
  ),
  lowHighDocument(
    {
      file: 'ng-abuja-metabolic-min-max.csv',
      format: 'csv',
      kind: 'digital',
      country: 'NG',
      layout: 'CSV export, range in Min and Max columns, one of them blank for one-sided ranges',
      header: ['Garki Reference Laboratory - Result export'],
      footer: [],
    },
    ['Patient Name: Okafor Ngozi, Sex: F, Age: 52 Yrs'],
    ['TestName', 'Result', 'Unit', 'Min', 'Max', 'Flag'],
    metabolicMinMax,
    null,
    (r) => [r.name, r.printed, r.unit, bound(r.low), bound(r.high), markOf(r)],
    (r) => lowHighText(r, 'Min', 'Max'),
  ),
  lowHighDocument(
    {
      file: 'gh-tamale-electrolytes-ref-low-high.docx',
      format: 'docx',
      kind: 'digital',
      country: 'GH',
      layout:
        'Word table, "Ref. Low" and "Ref. High" columns, High written "up to 40" or "< 5" for one-sided ranges',
      header: ['NORTHERN SAVANNAH HOSPITAL LABORATORY', 'Department of Chemical Pathology'],
      footer: ['Checked by: A. Mahama'],
    },
    ['Name: ISSAH, Abdul-Rahman   Sex: Male   Age: 60 years', 'Ward: Medical OPD   Date: 26/11/2026'],
    ['Test', 'Result', 'Unit', 'Ref. Low', 'Ref. High'],
    electrolytesMixed,
    null,
    (r) => {
      const mixed = electrolytesMixed.find((row) => row.name === r.name)!;
      return [r.name, r.printed, r.unit, mixed.lowCell, mixed.highCell];
    },
    (r) => {
      const mixed = electrolytesMixed.find((row) => row.name === r.name)!;
      return `Ref. Low ${mixed.lowCell || '(blank)'}, Ref. High ${mixed.highCell}`;
    },
  ),
  lowHighDocument(
    {
      file: 'ke-eldoret-low-high-scan.png',
      format: 'photo-png',
      kind: 'photo',
      country: 'KE',
      layout: 'scanned table, Low and High columns',
      header: ['RIFT VALLEY MEDICAL LABORATORY'],
      footer: ['Authorised: P. Kiprop'],
    },
    ['Patient: CHEPKOECH Mercy   Sex: F   Age: 31 Y'],
    ['Test', 'Result', 'Units', 'Low', 'High'],
    scanLowHigh,
    null,
    (r) => [r.name, r.printed, r.unit, bound(r.low), bound(r.high)],
    (r) => lowHighText(r),
  ),
];

// ---------- class 2: cumulative reports ----------

const renalCumulative: Result[] = [
  q('Sodium', '132', 'mmol/L', '135 - 145', '2951-2', 'sodium', 'low', 135, 145, ['136', '139']),
  q('Potassium', '5.8', 'mmol/L', '3.5 - 5.1', '2823-3', 'potassium', 'high', 3.5, 5.1, ['5.2', '4.6']),
  q('Urea', '18.2', 'mmol/L', '2.1 - 7.1', '22664-7', 'urea', 'high', 2.1, 7.1, ['14.5', '9.8']),
  q('Creatinine', '245', 'µmol/L', '64 - 104', '14682-9', 'creatinine', 'high', 64, 104, ['198', '150']),
  q('Haemoglobin', '10.1', 'g/dL', '13.0 - 17.0', '718-7', 'hemoglobin', 'low', 13, 17, ['10.8', '11.5']),
  q('Calcium', '2.05', 'mmol/L', '2.15 - 2.55', '2000-8', 'calcium', 'low', 2.15, 2.55, ['2.12', '2.20']),
  q('Phosphate', '2.1', 'mmol/L', '0.81 - 1.45', '14879-1', 'phosphate', 'high', 0.81, 1.45, ['1.8', '1.5']),
  q('Albumin', '31', 'g/L', '35 - 52', '1751-7', 'albumin', 'low', 35, 52, ['33', '36']),
];
const liverPrevious: Result[] = [
  q('ALT', '88', 'U/L', '0 - 35', '1742-6', 'ALT', 'high', 0, 35, ['140']),
  q('AST', '54', 'U/L', '0 - 35', '1920-8', 'AST', 'high', 0, 35, ['96']),
  q('ALP', '120', 'U/L', '35 - 104', '6768-6', 'ALP', 'high', 35, 104, ['130']),
  q('Total bilirubin', '28', 'µmol/L', '0 - 21', '14631-6', 'bilirubin total', 'high', 0, 21, ['45']),
  q('Albumin', '33', 'g/L', '35 - 52', '1751-7', 'albumin', 'low', 35, 52, ['31']),
  q('INR', '1.1', '', '0.8 - 1.2', '6301-6', 'INR', 'normal', 0.8, 1.2, ['1.3']),
  q('Platelets', '210', 'x10^9/L', '150 - 400', '777-3', 'platelets', 'normal', 150, 400, ['180']),
];
const followUpCumulative: Result[] = [
  q('Haemoglobin', '12.6', 'g/dL', '13.0-17.0', '718-7', 'hemoglobin', 'low', 13, 17, ['12.1', '11.4']),
  q('WBC', '5.6', 'x10^9/L', '4.0-10.0', '6690-2', 'leukocytes', 'normal', 4, 10, ['4.8', '4.1']),
  q('Platelets', '188', 'x10^9/L', '150-400', '777-3', 'platelets', 'normal', 150, 400, ['172', '160']),
  q('Creatinine', '88', 'µmol/L', '62-106', '14682-9', 'creatinine', 'normal', 62, 106, ['92', '101']),
  q('ALT', '41', 'U/L', '0-45', '1742-6', 'ALT', 'normal', 0, 45, ['38', '30']),
  q('Glucose (fasting)', '6.8', 'mmol/L', '3.9-5.6', '14771-0', 'glucose', 'high', 3.9, 5.6, ['7.2', '7.9']),
];
const anaemiaPreviousFirst: Result[] = [
  q('Haemoglobin', '9.4', 'g/dL', '12.0 - 15.0', '718-7', 'hemoglobin', 'low', 12, 15, ['7.9']),
  q('MCV', '74', 'fL', '80 - 100', '787-2', 'MCV', 'low', 80, 100, ['71']),
  q('Ferritin', '22', 'ng/mL', '15 - 150', '2276-4', 'ferritin', 'normal', 15, 150, ['6']),
  q('WBC', '7.1', 'x10^9/L', '4.0 - 11.0', '6690-2', 'leukocytes', 'normal', 4, 11, ['6.2']),
  q('Platelets', '390', 'x10^9/L', '150 - 400', '777-3', 'platelets', 'normal', 150, 400, ['460']),
];
const scanCumulative: Result[] = [
  q('Sodium', '129', 'mmol/L', '135-145', '2951-2', 'sodium', 'low', 135, 145, ['134']),
  q('Potassium', '3.3', 'mmol/L', '3.5-5.1', '2823-3', 'potassium', 'low', 3.5, 5.1, ['3.9']),
  q('Urea', '9.6', 'mmol/L', '2.5-7.5', '22664-7', 'urea', 'high', 2.5, 7.5, ['6.1']),
  q('Creatinine', '131', 'umol/L', '45-90', '14682-9', 'creatinine', 'high', 45, 90, ['84']),
];

function cumulativeDocument(
  base: Omit<FourthDocument, 'blocks' | 'tests'>,
  patient: string[],
  columns: string[],
  results: Result[],
  cellsOf: (result: Result) => string[],
  section: string | null = null,
): FourthDocument {
  return {
    ...base,
    blocks: [
      ...patient.map((text) => ({ text })),
      {
        columns,
        rows: [...(section ? [{ title: section }] : []), ...results.map((r) => ({ cells: cellsOf(r) }))],
      },
    ],
    tests: results.map((result) => testOf(result, section)),
  };
}

const cumulativeDocuments: FourthDocument[] = [
  cumulativeDocument(
    {
      file: 'za-joburg-renal-cumulative-three-dates.pdf',
      format: 'pdf-text',
      kind: 'digital',
      country: 'ZA',
      layout: 'text PDF, cumulative: today and two earlier dates in columns before the units and range',
      header: ['HIGHVELD ACADEMIC LABORATORIES', 'Cumulative report — Renal unit'],
      footer: ['Results older than 30 days are not shown.'],
    },
    ['Patient: MOKOENA, Thabo   Sex: M   Age: 67 y   MRN: HAL-0091224'],
    ['Test', 'Today 28/11/26', '21/11/26', '14/11/26', 'Units', 'Ref range'],
    renalCumulative,
    (r) => [r.name, r.printed, ...(r.earlier ?? []), r.unit, r.range],
    'RENAL FUNCTION',
  ),
  cumulativeDocument(
    {
      file: 'ke-mombasa-liver-result-previous.xlsx',
      format: 'xlsx',
      kind: 'digital',
      country: 'KE',
      layout: 'workbook, "Result" then "Previous (12/10/2026)" column, then unit and reference range',
      header: ['COAST GENERAL LABORATORY — LFT follow-up'],
      footer: ['Previous results for comparison only.'],
    },
    ['Patient: MWANAISHA Said   Sex: F   Age: 34 yrs   Lab no: CGL-118204'],
    ['Test', 'Result', 'Previous (12/10/2026)', 'Unit', 'Reference Range'],
    liverPrevious,
    (r) => [r.name, r.printed, r.earlier?.[0] ?? '', r.unit, r.range],
  ),
  cumulativeDocument(
    {
      file: 'ug-kampala-follow-up-cumulative.csv',
      format: 'csv',
      kind: 'digital',
      country: 'UG',
      layout: 'CSV, "Current 28-Nov-2026" then two earlier dated columns, units and reference last',
      header: ['Mengo Hill Clinic LIS - cumulative export'],
      footer: [],
    },
    ['Patient: Ssemakula Brian, Sex: Male, Age: 45'],
    ['Analyte', 'Current 28-Nov-2026', '20-Nov-2026', '06-Nov-2026', 'Units', 'Reference'],
    followUpCumulative,
    (r) => [r.name, r.printed, ...(r.earlier ?? []), r.unit, r.range],
  ),
  cumulativeDocument(
    {
      file: 'tz-dar-anaemia-previous-then-current.docx',
      format: 'docx',
      kind: 'digital',
      country: 'TZ',
      layout: 'Word table, unit first, then "Previous 14/11/2026" BEFORE "Current 28/11/2026", range last',
      header: ['MSASANI PEAK HOSPITAL LABORATORY', 'Haematology follow-up'],
      footer: ['Reviewed: Dr H. Mushi'],
    },
    ['Patient: KIMARO, Neema   Sex: Female   Age: 29 years'],
    ['Test', 'Unit', 'Previous 14/11/2026', 'Current 28/11/2026', 'Reference'],
    anaemiaPreviousFirst,
    (r) => [r.name, r.unit, r.earlier?.[0] ?? '', r.printed, r.range],
  ),
  cumulativeDocument(
    {
      file: 'ng-jos-electrolytes-cumulative-scan.png',
      format: 'photo-png',
      kind: 'photo',
      country: 'NG',
      layout: 'scanned cumulative table: Result and Previous columns',
      header: ['PLATEAU SPECIALIST LABORATORY'],
      footer: ['Signed: B. Danjuma'],
    },
    ['Patient: DANLADI Musa   Sex: M   Age: 58 Yrs'],
    ['Test', 'Result', 'Previous', 'Unit', 'Range'],
    scanCumulative,
    (r) => [r.name, r.printed, r.earlier?.[0] ?? '', r.unit, r.range],
  ),
];

// ---------- class 3: units printed once for a group or in a column header ----------

interface Group {
  title: string;
  results: Result[];
}
const lipidsMgdl: Group[] = [
  {
    title: 'LIPID PROFILE (all results in mg/dL)',
    results: [
      q('Total Cholesterol', '232', 'mg/dL', '< 200', '14647-2', 'cholesterol', 'high', undefined, 200),
      q('Triglycerides', '178', 'mg/dL', '< 150', '14927-8', 'triglycerides', 'high', undefined, 150),
      q('HDL-Cholesterol', '38', 'mg/dL', '> 40', '14646-4', 'HDL', 'low', 40, undefined),
      q('LDL-Cholesterol', '158', 'mg/dL', '< 100', '22748-8', 'LDL', 'high', undefined, 100),
    ],
  },
  {
    title: 'FASTING BLOOD SUGAR (mg/dL)',
    results: [q('Fasting glucose', '126', 'mg/dL', '70 - 100', '1558-6', 'glucose', 'high', 70, 100)],
  },
  {
    title: 'RENAL FUNCTION — Units: mg/dL',
    results: [
      q('Creatinine', '1.6', 'mg/dL', '0.7 - 1.3', '2160-0', 'creatinine', 'high', 0.7, 1.3),
      q('BUN', '28', 'mg/dL', '7 - 20', '6299-2', 'urea nitrogen', 'high', 7, 20),
      q('Uric acid', '8.1', 'mg/dL', '3.5 - 7.2', '3084-1', 'urate', 'high', 3.5, 7.2),
    ],
  },
];
const chemistryMmol: Group[] = [
  {
    title: 'mmol/L',
    results: [
      q('Sodium', '138', 'mmol/L', '135 - 145', '2951-2', 'sodium', 'normal', 135, 145),
      q('Potassium', '4.0', 'mmol/L', '3.5 - 5.1', '2823-3', 'potassium', 'normal', 3.5, 5.1),
      q('Glucose random', '11.2', 'mmol/L', '3.9 - 7.8', '2345-7', 'glucose', 'high', 3.9, 7.8),
      q('Urea', '4.2', 'mmol/L', '2.5 - 7.8', '22664-7', 'urea', 'normal', 2.5, 7.8),
      q('Cholesterol', '4.1', 'mmol/L', '< 5.2', '2093-3', 'cholesterol', 'normal', undefined, 5.2),
      q('Calcium', '2.31', 'mmol/L', '2.15 - 2.55', '2000-8', 'calcium', 'normal', 2.15, 2.55),
    ],
  },
  {
    title: 'µmol/L',
    results: [
      q('Creatinine', '76', 'µmol/L', '45 - 90', '14682-9', 'creatinine', 'normal', 45, 90),
      q('Bilirubin total', '12', 'µmol/L', '< 21', '14631-6', 'bilirubin total', 'normal', undefined, 21),
      q('Uric acid', '390', 'µmol/L', '150 - 360', '14933-6', 'urate', 'high', 150, 360),
    ],
  },
];
const mgdlHeader: Group[] = [
  {
    title: 'mg/dL',
    results: [
      q('Cholesterol', '245', 'mg/dL', '<200', '14647-2', 'cholesterol', 'high', undefined, 200),
      q('HDL', '52', 'mg/dL', '>40', '14646-4', 'HDL', 'normal', 40, undefined),
      q('LDL', '162', 'mg/dL', '<130', '22748-8', 'LDL', 'high', undefined, 130),
      q('Triglyceride', '140', 'mg/dL', '<150', '14927-8', 'triglycerides', 'normal', undefined, 150),
      q('Glucose', '98', 'mg/dL', '70-110', '2345-7', 'glucose', 'normal', 70, 110),
      q('Creatinine', '0.9', 'mg/dL', '0.6-1.2', '2160-0', 'creatinine', 'normal', 0.6, 1.2),
      q('Calcium', '9.4', 'mg/dL', '8.5-10.5', '17861-6', 'calcium', 'normal', 8.5, 10.5),
      q('Total Bilirubin', '1.8', 'mg/dL', '0.2-1.2', '1975-2', 'bilirubin total', 'high', 0.2, 1.2),
    ],
  },
];
const liverGroups: Group[] = [
  {
    title: 'Bilirubin (µmol/L)',
    results: [
      q('Total bilirubin', '54', 'µmol/L', '3 - 21', '14631-6', 'bilirubin total', 'high', 3, 21),
      q('Direct bilirubin', '31', 'µmol/L', '0 - 5', '15152-2', 'bilirubin direct', 'high', 0, 5),
    ],
  },
  {
    title: 'Enzymes (U/L)',
    results: [
      q('ALT', '210', 'U/L', '7 - 40', '1742-6', 'ALT', 'high', 7, 40),
      q('AST', '180', 'U/L', '8 - 40', '1920-8', 'AST', 'high', 8, 40),
      q('ALP', '95', 'U/L', '40 - 130', '6768-6', 'ALP', 'normal', 40, 130),
    ],
  },
  {
    title: 'Proteins (g/L)',
    results: [
      q('Albumin', '30', 'g/L', '35 - 50', '1751-7', 'albumin', 'low', 35, 50),
      q('Total protein', '72', 'g/L', '60 - 80', '2885-2', 'total protein', 'normal', 60, 80),
    ],
  },
];
const renalGroupsScan: Group[] = [
  {
    title: 'RENAL PROFILE — results in umol/L',
    results: [
      q('Creatinine', '412', 'umol/L', '62 - 115', '14682-9', 'creatinine', 'high', 62, 115),
      q('Uric acid', '520', 'umol/L', '200 - 430', '14933-6', 'urate', 'high', 200, 430),
    ],
  },
  {
    title: 'ELECTROLYTES — results in mmol/L',
    results: [
      q('Urea', '22.5', 'mmol/L', '2.5 - 7.5', '22664-7', 'urea', 'high', 2.5, 7.5),
      q('Potassium', '5.7', 'mmol/L', '3.5 - 5.1', '2823-3', 'potassium', 'high', 3.5, 5.1),
    ],
  },
];

/** Groups whose unit is printed once: in the group's title row, or (`unitInHeader`) in the column titles. */
function groupUnitDocument(
  base: Omit<FourthDocument, 'blocks' | 'tests'>,
  patient: string[],
  groups: Group[],
  columns: (group: Group) => string[],
  unitInHeader: boolean,
): FourthDocument {
  const blocks: FourthBlock[] = patient.map((text) => ({ text }));
  if (unitInHeader)
    for (const group of groups)
      blocks.push({
        columns: columns(group),
        rows: group.results.map((r) => ({ cells: [r.name, r.printed, r.range] })),
      });
  else
    blocks.push({
      columns: columns(groups[0]!),
      rows: groups.flatMap((group) => [
        { title: group.title },
        ...group.results.map((r) => ({ cells: [r.name, r.printed, r.range] })),
      ]),
    });
  return {
    ...base,
    blocks,
    tests: groups.flatMap((group) => group.results.map((r) => testOf(r, unitInHeader ? null : group.title))),
  };
}

const groupUnitDocuments: FourthDocument[] = [
  groupUnitDocument(
    {
      file: 'ng-lagos-lipids-renal-units-in-section-title.pdf',
      format: 'pdf-text',
      kind: 'digital',
      country: 'NG',
      layout: 'text PDF, no unit column: each section title says its unit ("all results in mg/dL")',
      header: ['MARINA DIAGNOSTIC CENTRE', 'Chemical Pathology'],
      footer: ['Fasting sample. Interpret with clinical findings.'],
    },
    ['Name: ADEYEMI, Tunde   Sex: Male   Age: 50 Yrs   Lab No: MDC/26/7781'],
    lipidsMgdl,
    () => ['Investigation', 'Result', 'Reference / Desirable'],
    false,
  ),
  groupUnitDocument(
    {
      file: 'ke-nairobi-chemistry-unit-in-column-title.xlsx',
      format: 'xlsx',
      kind: 'digital',
      country: 'KE',
      layout:
        'workbook, two tables, the unit only in the column titles ("Result (mmol/L)", "Result (µmol/L)")',
      header: ['PARKLANDS MEDICAL LABORATORY — CHEMISTRY'],
      footer: ['End of results'],
    },
    ['Patient: WANJIRU Faith   Sex: F   Age: 41 years'],
    chemistryMmol,
    (group) => ['Test', `Result (${group.title})`, `Reference (${group.title})`],
    true,
  ),
  groupUnitDocument(
    {
      file: 'gh-accra-profile-unit-in-header.csv',
      format: 'csv',
      kind: 'digital',
      country: 'GH',
      layout: 'CSV, the unit only in the header: "Result [mg/dL]", "Range [mg/dL]"',
      header: ['Ridge Labs Export'],
      footer: [],
    },
    ['Patient: Mensah Kofi, Sex: M, Age: 47y'],
    mgdlHeader,
    (group) => ['Test', `Result [${group.title}]`, `Range [${group.title}]`],
    true,
  ),
  groupUnitDocument(
    {
      file: 'et-bahir-dar-liver-units-per-group.docx',
      format: 'docx',
      kind: 'digital',
      country: 'ET',
      layout: 'Word table without a unit column, each group row names its unit in brackets',
      header: ['LAKE TANA DIAGNOSTIC LABORATORY', 'Liver function tests'],
      footer: ['Approved by: T. Bekele'],
    },
    ['Patient: ALEMU Tigist   Sex: Female   Age: 38 years'],
    liverGroups,
    () => ['Test', 'Result', 'Reference interval'],
    false,
  ),
  groupUnitDocument(
    {
      file: 'zm-ndola-renal-units-in-title-scan.png',
      format: 'photo-png',
      kind: 'photo',
      country: 'ZM',
      layout: 'scanned table, the unit in each section title only',
      header: ['COPPERBELT REFERRAL LABORATORY'],
      footer: ['Authorised: M. Banda'],
    },
    ['Patient: MULENGA Chanda   Sex: M   Age: 63 y'],
    renalGroupsScan,
    () => ['Test', 'Result', 'Reference'],
    false,
  ),
];

// ---------- class 4: age bands in years and months ----------

const band = (text: string[]) => text.join(' / ');
const paedsPdf: Result[] = [
  q(
    'Haemoglobin',
    '10.2',
    'g/dL',
    band(['6 m – 2 y: 10.5–13.5', '2–6 y: 11.5–13.5', '6–12 y: 11.5–15.5']),
    '718-7',
    'hemoglobin',
    'low',
    11.5,
    13.5,
  ),
  q(
    'WBC',
    '13.9',
    'x10^9/L',
    band(['6 m – 2 y: 6.0–17.5', '2–6 y: 5.0–15.5', '6–12 y: 4.5–13.5']),
    '6690-2',
    'leukocytes',
    'normal',
    5,
    15.5,
  ),
  q(
    'Neutrophils (abs)',
    '1.2',
    'x10^9/L',
    band(['1–5 y: 1.5–8.5', '6–12 y: 1.8–8.0']),
    '751-8',
    'neutrophils',
    'low',
    1.5,
    8.5,
  ),
  q('Platelets', '410', 'x10^9/L', '150–450', '777-3', 'platelets', 'normal', 150, 450),
  q(
    'Alkaline phosphatase',
    '280',
    'U/L',
    band(['1–9 y: 145–420', '10–14 y: 130–560']),
    '6768-6',
    'ALP',
    'normal',
    145,
    420,
  ),
  q(
    'Creatinine',
    '35',
    'µmol/L',
    band(['1–5 y: 20–40', '6–12 y: 30–60']),
    '14682-9',
    'creatinine',
    'normal',
    20,
    40,
  ),
];
const infantXlsx: Result[] = [
  q(
    'Hb',
    '9.9',
    'g/dL',
    band(['0–6 m: 9.5–14.0', '6 m – 2 y: 10.5–13.5', '2–6 y: 11.5–13.5']),
    '718-7',
    'hemoglobin',
    'low',
    10.5,
    13.5,
  ),
  q('MCV', '68', 'fL', band(['6 m – 2 y: 70–86', '2–6 y: 75–87']), '787-2', 'MCV', 'low', 70, 86),
  q(
    'WBC',
    '11.0',
    'x10^9/L',
    band(['0–6 m: 5.0–19.5', '6 m – 2 y: 6.0–17.5']),
    '6690-2',
    'leukocytes',
    'normal',
    6,
    17.5,
  ),
  q(
    'Lymphocytes',
    '62',
    '%',
    band(['6 m – 2 y: 40–70', '2–6 y: 30–60']),
    '736-9',
    'lymphocytes %',
    'normal',
    40,
    70,
  ),
  q(
    'Neutrophils',
    '28',
    '%',
    band(['6 m – 2 y: 20–45', '2–6 y: 30–60']),
    '770-8',
    'neutrophils %',
    'normal',
    20,
    45,
  ),
  q(
    'Platelets',
    '520',
    'x10^9/L',
    band(['6 m – 2 y: 200–550', '2–6 y: 150–450']),
    '777-3',
    'platelets',
    'normal',
    200,
    550,
  ),
];
const childCsv: Result[] = [
  q('ALP', '350', 'U/L', '1-9 y: 145-420; 10-14 y: 130-560', '6768-6', 'ALP', 'normal', 145, 420),
  q('Creatinine', '28', 'umol/L', '1-5 y: 18-35; 6-12 y: 27-62', '14682-9', 'creatinine', 'normal', 18, 35),
  q(
    'Haemoglobin',
    '11.0',
    'g/dL',
    '6m-2y: 10.5-13.5; 2-6y: 11.5-13.5',
    '718-7',
    'hemoglobin',
    'low',
    11.5,
    13.5,
  ),
  q(
    'Phosphate',
    '1.6',
    'mmol/L',
    '1-5 y: 1.3-2.1; 6-12 y: 1.2-1.8',
    '14879-1',
    'phosphate',
    'normal',
    1.3,
    2.1,
  ),
];
const babyDocx: Result[] = [
  q(
    'Haemoglobin',
    '9.8',
    'g/dL',
    band(['1–6 m: 9.5–13.5', '6 m – 2 y: 10.5–13.5']),
    '718-7',
    'hemoglobin',
    'low',
    10.5,
    13.5,
  ),
  q(
    'WBC',
    '9.0',
    'x10^9/L',
    band(['1–6 m: 5.0–19.5', '6 m – 2 y: 6.0–17.5']),
    '6690-2',
    'leukocytes',
    'normal',
    6,
    17.5,
  ),
  q(
    'Lymphocytes %',
    '65',
    '%',
    band(['1–6 m: 45–75', '6 m – 2 y: 40–70']),
    '736-9',
    'lymphocytes %',
    'normal',
    40,
    70,
  ),
  q('Platelets', '300', 'x10^9/L', '150 – 450', '777-3', 'platelets', 'normal', 150, 450),
];
const toddlerScan: Result[] = [
  q(
    'Haemoglobin',
    '10.9',
    'g/dL',
    band(['6 m - 2 y: 10.5-13.5', '2-6 y: 11.5-13.5']),
    '718-7',
    'hemoglobin',
    'low',
    11.5,
    13.5,
  ),
  q(
    'WBC',
    '16.5',
    'x10^9/L',
    band(['6 m - 2 y: 6.0-17.5', '2-6 y: 5.0-15.5']),
    '6690-2',
    'leukocytes',
    'high',
    5,
    15.5,
  ),
  q('Platelets', '310', 'x10^9/L', '150-450', '777-3', 'platelets', 'normal', 150, 450),
];

function bandedDocument(
  base: Omit<FourthDocument, 'blocks' | 'tests'>,
  patient: string[],
  columns: string[],
  results: Result[],
  multiLine: boolean,
): FourthDocument {
  return {
    ...base,
    blocks: [
      ...patient.map((text) => ({ text })),
      {
        columns,
        rows: results.map((r) => ({
          cells: [r.name, r.printed, r.unit, multiLine ? r.range.split(' / ').join('\n') : r.range],
        })),
      },
    ],
    tests: results.map((r) => testOf(r, null)),
  };
}

const bandedDocuments: FourthDocument[] = [
  bandedDocument(
    {
      file: 'ke-gertrudes-paeds-bands-years-months.pdf',
      format: 'pdf-text',
      kind: 'digital',
      country: 'KE',
      layout: 'text PDF, child aged "3 yrs 8 mo", ranges banded "6 m – 2 y", "2–6 y", one band a line',
      header: ["ST. AGNES CHILDREN'S HOSPITAL LABORATORY"],
      footer: ['Paediatric reference intervals by age.'],
    },
    ['Patient: OMONDI, Brian   Sex: M   Age: 3 yrs 8 mo   IP No: SACH-55120'],
    ['Test', 'Result', 'Unit', 'Reference (by age)'],
    paedsPdf,
    true,
  ),
  bandedDocument(
    {
      file: 'ug-mulago-infant-bands-in-one-cell.xlsx',
      format: 'xlsx',
      kind: 'digital',
      country: 'UG',
      layout: 'workbook, infant aged "1 yr 4 mths", every age band in one wrapped cell',
      header: ['KOLOLO PAEDIATRIC LABORATORY'],
      footer: ['Verified'],
    },
    ['Patient: NAKATO Sarah   Sex: F   Age: 1 yr 4 mths'],
    ['Test', 'Result', 'Unit', 'Age-specific range'],
    infantXlsx,
    true,
  ),
  bandedDocument(
    {
      file: 'tz-moshi-child-bands-semicolons.csv',
      format: 'csv',
      kind: 'digital',
      country: 'TZ',
      layout: 'CSV, child aged "4y 2m", bands separated by semicolons in the reference column',
      header: ['Kilimanjaro Childrens Clinic export'],
      footer: [],
    },
    ['Patient: Mushi Baraka, Sex: M, Age: 4y 2m'],
    ['Test', 'Result', 'Units', 'Reference'],
    childCsv,
    false,
  ),
  bandedDocument(
    {
      file: 'mw-blantyre-baby-bands-months.docx',
      format: 'docx',
      kind: 'digital',
      country: 'MW',
      layout: 'Word table, baby aged "7 months", bands "1–6 m" and "6 m – 2 y"',
      header: ['SHIRE VALLEY HOSPITAL LABORATORY'],
      footer: ['Checked: K. Phiri'],
    },
    ['Patient: BANDA, Chikondi   Sex: Female   Age: 7 months'],
    ['Test', 'Result', 'Unit', 'Reference'],
    babyDocx,
    true,
  ),
  bandedDocument(
    {
      file: 'rw-kigali-toddler-bands-scan.png',
      format: 'photo-png',
      kind: 'photo',
      country: 'RW',
      layout: 'scanned table, child aged "2 yrs 3 mo", two bands on one line',
      header: ['KIGALI HILLS LABORATORY'],
      footer: ['Authorised'],
    },
    ['Patient: UWASE Aline   Sex: F   Age: 2 yrs 3 mo'],
    ['Test', 'Result', 'Unit', 'Reference'],
    toddlerScan,
    false,
  ),
];

// ---------- class 5: two results a row, dotted leaders, "ref" ranges, worded results ----------

const boxedPairs: Array<[Result, Result]> = [
  [
    q('Hb', '13.1', 'g/dL', '', '718-7', 'hemoglobin', 'normal'),
    q('WBC', '6.4', 'x10^9/L', '', '6690-2', 'leukocytes', 'normal'),
  ],
  [
    q('Platelets', '250', 'x10^9/L', '', '777-3', 'platelets', 'normal'),
    q('ESR', '12', 'mm/hr', '', '4537-7', 'ESR', 'normal'),
  ],
  [
    worded('Blood film for malaria', 'Not seen', '32700-7', 'malaria parasites', 'negative'),
    worded('HBsAg', 'Non-reactive', '5196-1', 'HBsAg', 'negative'),
  ],
  [
    worded('Urine protein', 'Nil', '20454-5', 'urine protein', 'negative'),
    worded('Urine glucose', 'Nil', '25428-4', 'urine glucose', 'negative'),
  ],
  [
    worded('HIV 1+2', 'Non-reactive', '68961-2', 'HIV antibody', 'negative'),
    worded('VDRL', 'Reactive', '5292-8', 'VDRL', 'positive'),
  ],
];
const boxedWithRanges: Array<[Result, Result]> = [
  [
    q('Haemoglobin', '8.7', 'g/dL', '12.0-16.0', '718-7', 'hemoglobin', 'low', 12, 16),
    q('Sodium', '137', 'mmol/L', '135-145', '2951-2', 'sodium', 'normal', 135, 145),
  ],
  [
    q('WBC', '12.8', 'x10^9/L', '4.0-11.0', '6690-2', 'leukocytes', 'high', 4, 11),
    q('Potassium', '4.4', 'mmol/L', '3.5-5.1', '2823-3', 'potassium', 'normal', 3.5, 5.1),
  ],
  [
    q('Platelets', '140', 'x10^9/L', '150-400', '777-3', 'platelets', 'low', 150, 400),
    q('Creatinine', '110', 'umol/L', '45-90', '14682-9', 'creatinine', 'high', 45, 90),
  ],
  [
    worded('Malaria RDT', 'Positive', '70569-9', 'malaria antigen', 'positive'),
    q('Urea', '6.9', 'mmol/L', '2.5-7.8', '22664-7', 'urea', 'normal', 2.5, 7.8),
  ],
];
const leaderResults: Result[] = [
  q('Sodium', '138', 'mmol/L', '135 - 145', '2951-2', 'sodium', 'normal', 135, 145),
  q('Potassium', '3.2', 'mmol/L', '3.5 - 5.1', '2823-3', 'potassium', 'low', 3.5, 5.1),
  q('Glucose (random)', '112', 'mg/dL', 'ref 70 - 140', '2345-7', 'glucose', 'normal', 70, 140),
  q('Urea', '4.1', 'mmol/L', 'ref 2.5 - 7.1', '22664-7', 'urea', 'normal', 2.5, 7.1),
  q('Creatinine', '70', 'µmol/L', 'ref 45 - 90', '14682-9', 'creatinine', 'normal', 45, 90),
  worded('Malaria parasites (B/S)', 'Not seen', '32700-7', 'malaria parasites', 'negative'),
  q('Haemoglobin', '12.9', 'g/dL', 'ref 12.0 - 15.0', '718-7', 'hemoglobin', 'normal', 12, 15),
  worded('Stool occult blood', 'Negative', '2335-8', 'faecal occult blood', 'negative'),
];

const dots = (name: string, width = 26) => `${name} ${'.'.repeat(Math.max(3, width - name.length))}`;
const leaderLine = (r: Result) =>
  `${dots(r.name)} ${r.printed}${r.unit ? ` ${r.unit}` : ''}${r.range && !r.range.startsWith('ref') ? `   (${r.range})` : ''}`;
/** A dotted-leader slip: name, dots, result; a "ref …" range on the line below the result. */
function leaderBlocks(results: Result[]): FourthBlock[] {
  return results.flatMap((r) => [
    { text: leaderLine(r) },
    ...(r.range.startsWith('ref') ? [{ text: `      ${r.range} ${r.unit}`.trimEnd() }] : []),
  ]);
}
const pairTests = (pairs: Array<[Result, Result]>) =>
  pairs.flatMap(([left, right]) => [testOf(left, null), testOf(right, null)]);
const withUnit = (r: Result) => (r.unit ? `${r.printed} ${r.unit}` : r.printed);

const layoutDocuments: FourthDocument[] = [
  {
    file: 'ke-kakamega-dotted-leaders.pdf',
    format: 'pdf-text',
    kind: 'digital',
    country: 'KE',
    layout:
      'text PDF, dotted leaders between name and result, some ranges on the next line as "ref 70 - 140"',
    header: ['WESTERN HIGHLANDS MEDICAL CENTRE LAB'],
    blocks: [{ text: 'Patient: WERE, Janet   Sex: F   Age: 36 years' }, ...leaderBlocks(leaderResults)],
    footer: ['Lab technologist: S. Wekesa'],
    tests: leaderResults.map((r) => testOf(r, null)),
  },
  {
    file: 'zm-lusaka-dotted-leaders.txt',
    format: 'txt',
    kind: 'digital',
    country: 'ZM',
    layout: 'plain text slip with dotted leaders and "ref" ranges under the result',
    header: ['KABULONGA CLINIC LABORATORY'],
    blocks: [{ text: 'Patient: PHIRI, Mary   Sex: F   Age: 36 years' }, ...leaderBlocks(leaderResults)],
    footer: ['-- end --'],
    tests: leaderResults.map((r) => testOf(r, null)),
  },
  {
    file: 'et-gondar-boxed-form-two-per-row.docx',
    format: 'docx',
    kind: 'digital',
    country: 'ET',
    layout:
      'boxed Word form, two tests a row: label | result | label | result, worded results beside numbers',
    header: ['GONDAR HIGHLAND CLINIC', 'Laboratory request and result form'],
    blocks: [
      { text: 'Name: Yohannes Bekele   Sex: M   Age: 27 yrs' },
      {
        columns: ['Test', 'Result', 'Test', 'Result'],
        rows: boxedPairs.map(([left, right]) => ({
          cells: [left.name, withUnit(left), right.name, withUnit(right)],
        })),
      },
    ],
    footer: ['Lab tech: ______ Signature'],
    tests: pairTests(boxedPairs),
  },
  {
    file: 'ng-ibadan-two-per-row-ranges.xlsx',
    format: 'xlsx',
    kind: 'digital',
    country: 'NG',
    layout:
      'workbook, two tests a row each with result, unit and range: Test | Result | Unit | Ref | Test | Result | Unit | Ref',
    header: ['OKE-ADO MEDICAL LABORATORY'],
    blocks: [
      { text: 'Patient: Adebayo Folake   Sex: F   Age: 33 Yrs' },
      {
        columns: ['Test', 'Result', 'Unit', 'Ref', 'Test', 'Result', 'Unit', 'Ref'],
        rows: boxedWithRanges.map(([left, right]) => ({
          cells: [
            left.name,
            left.printed,
            left.unit,
            left.range,
            right.name,
            right.printed,
            right.unit,
            right.range,
          ],
        })),
      },
    ],
    footer: ['Results verified'],
    tests: pairTests(boxedWithRanges),
  },
  {
    file: 'gh-kumasi-two-per-row.csv',
    format: 'csv',
    kind: 'digital',
    country: 'GH',
    layout: 'CSV, two tests a row: Test,Result,Test,Result (result with its unit)',
    header: ['Asante Clinic LIS'],
    blocks: [
      { text: 'Patient: Owusu Kwame, Sex: M, Age: 27' },
      {
        columns: ['Test', 'Result', 'Test', 'Result'],
        rows: boxedPairs.map(([left, right]) => ({
          cells: [left.name, withUnit(left), right.name, withUnit(right)],
        })),
      },
    ],
    footer: [],
    tests: pairTests(boxedPairs),
  },
  {
    file: 'et-mekelle-boxed-form-scan.png',
    format: 'photo-png',
    kind: 'photo',
    country: 'ET',
    layout: 'scanned boxed form, two tests a row with ranges',
    header: ['MEKELLE TOWN CLINIC LABORATORY'],
    blocks: [
      { text: 'Name: Hagos Lemlem   Sex: F   Age: 33 yrs' },
      {
        columns: ['Test', 'Result', 'Unit', 'Ref', 'Test', 'Result', 'Unit', 'Ref'],
        rows: boxedWithRanges.map(([left, right]) => ({
          cells: [
            left.name,
            left.printed,
            left.unit,
            left.range,
            right.name,
            right.printed,
            right.unit,
            right.range,
          ],
        })),
      },
    ],
    footer: ['Signed'],
    tests: pairTests(boxedWithRanges),
  },
];

// ---------- class 6: decimals, decimal commas and thousands separators ----------

const smallDecimals: Result[] = [
  q('Calcium', '2.61', 'mmol/L', '2.15 - 2.55', '2000-8', 'calcium', 'high', 2.15, 2.55),
  q('Magnesium', '0.62', 'mmol/L', '0.70 - 1.00', '19123-9', 'magnesium', 'low', 0.7, 1),
  q('Phosphate', '0.58', 'mmol/L', '0.80 - 1.50', '14879-1', 'phosphate', 'low', 0.8, 1.5),
  q('Potassium', '3.85', 'mmol/L', '3.50 - 5.10', '2823-3', 'potassium', 'normal', 3.5, 5.1),
  q('INR', '1.08', '', '0.80 - 1.20', '6301-6', 'INR', 'normal', 0.8, 1.2),
  q('TSH', '0.35', 'mIU/L', '0.40 - 4.00', '3016-3', 'TSH', 'low', 0.4, 4),
  q('Creatinine', '0.82', 'mg/dL', '0.60 - 1.10', '2160-0', 'creatinine', 'normal', 0.6, 1.1),
];
const countsWithSeparators: Result[] = [
  {
    ...q('WBC', '4800', '/µL', '4,000 - 11,000', '6690-2', 'leukocytes', 'normal', 4000, 11000),
    printed: '4,800',
  },
  {
    ...q('Platelets', '98000', '/µL', '150,000 - 400,000', '777-3', 'platelets', 'low', 150000, 400000),
    printed: '98,000',
  },
  { ...q('RBC', '3.92', 'million/µL', '4.2 - 5.4', '789-8', 'erythrocytes', 'low', 4.2, 5.4) },
  q('Haemoglobin', '11.4', 'g/dL', '12.0 - 16.0', '718-7', 'hemoglobin', 'low', 12, 16),
  q('Calcium', '2.61', 'mmol/L', '2.15 - 2.55', '2000-8', 'calcium', 'high', 2.15, 2.55),
  q('Magnesium', '0.62', 'mmol/L', '0.70 - 1.00', '19123-9', 'magnesium', 'low', 0.7, 1),
];
const decimalCommas: Result[] = [
  {
    ...q('Calcémie', '2.61', 'mmol/L', '2,15 - 2,55', '2000-8', 'calcium', 'high', 2.15, 2.55),
    printed: '2,61',
  },
  {
    ...q('Magnésémie', '0.62', 'mmol/L', '0,70 - 1,00', '19123-9', 'magnesium', 'low', 0.7, 1),
    printed: '0,62',
  },
  {
    ...q('Kaliémie', '3.85', 'mmol/L', '3,50 - 5,10', '2823-3', 'potassium', 'normal', 3.5, 5.1),
    printed: '3,85',
  },
  {
    ...q('Créatininémie', '8.2', 'mg/L', '6,0 - 11,0', '2160-0', 'creatinine', 'normal', 6, 11),
    printed: '8,2',
  },
  {
    ...q('Glycémie à jeun', '1.08', 'g/L', '0,70 - 1,10', '1558-6', 'glucose', 'normal', 0.7, 1.1),
    printed: '1,08',
  },
  {
    ...q('Plaquettes', '142000', '/mm³', '150 000 - 400 000', '777-3', 'platelets', 'low', 150000, 400000),
    printed: '142 000',
  },
];

const plainTable = (results: Result[], columns: string[]): FourthBlock => ({
  columns,
  rows: results.map((r) => ({ cells: [r.name, r.printed, r.unit, r.range] })),
});

const decimalDocuments: FourthDocument[] = [
  {
    file: 'za-cape-minerals-small-decimals.pdf',
    format: 'pdf-text',
    kind: 'digital',
    country: 'ZA',
    layout: 'text PDF, small decimals (2.61, 0.62, 0.58) beside ranges with trailing zeros',
    header: ['TABLE BAY PATHOLOGY'],
    blocks: [
      { text: 'Patient: VAN WYK, Anna   Sex: F   Age: 58 y' },
      plainTable(smallDecimals, ['Test', 'Result', 'Units', 'Reference']),
    ],
    footer: ['Authorised'],
    tests: smallDecimals.map((r) => testOf(r, null)),
  },
  {
    file: 'ke-thika-counts-thousands-separators.docx',
    format: 'docx',
    kind: 'digital',
    country: 'KE',
    layout: 'Word table, counts per µL with thousands separators (4,800; 98,000), small decimals',
    header: ['THIKA ROAD MEDICAL LAB'],
    blocks: [
      { text: 'Patient: NJERI, Lucy   Sex: Female   Age: 44 years' },
      plainTable(countsWithSeparators, ['Test', 'Result', 'Unit', 'Normal range']),
    ],
    footer: ['Checked'],
    tests: countsWithSeparators.map((r) => testOf(r, null)),
  },
  {
    file: 'sn-thies-decimal-commas.csv',
    format: 'csv',
    kind: 'digital',
    country: 'SN',
    layout: 'CSV (comma-separated, cells quoted), French decimal commas and a space as thousands separator',
    header: ['Laboratoire de Thiès - export'],
    blocks: [
      { text: 'Patient : NDIAYE Awa, Sexe : F, Âge : 49 ans' },
      plainTable(decimalCommas, ['Analyse', 'Résultat', 'Unité', 'Valeurs usuelles']),
    ],
    footer: [],
    tests: decimalCommas.map((r) => testOf(r, null)),
  },
  {
    file: 'ug-jinja-minerals-numbers.xlsx',
    format: 'xlsx',
    kind: 'digital',
    country: 'UG',
    layout: 'workbook, small decimals stored as numbers',
    header: ['SOURCE OF THE NILE LABORATORY'],
    blocks: [
      { text: 'Patient: NAMULONDO Ruth   Sex: F   Age: 58 yrs' },
      plainTable(smallDecimals, ['Test', 'Result', 'Units', 'Reference']),
    ],
    footer: ['Verified'],
    tests: smallDecimals.map((r) => testOf(r, null)),
  },
  {
    file: 'za-cape-minerals-small-decimals-scan.png',
    format: 'photo-png',
    kind: 'photo',
    country: 'ZA',
    layout: 'scanned table of small decimals',
    header: ['TABLE BAY PATHOLOGY'],
    blocks: [
      { text: 'Patient: VAN WYK, Anna   Sex: F   Age: 58 y' },
      plainTable(smallDecimals, ['Test', 'Result', 'Units', 'Reference']),
    ],
    footer: ['Authorised'],
    tests: smallDecimals.map((r) => testOf(r, null)),
  },
];

export const fourthDocuments: FourthDocument[] = [
  ...lowHighDocuments,
  ...cumulativeDocuments,
  ...groupUnitDocuments,
  ...bandedDocuments,
  ...layoutDocuments,
  ...decimalDocuments,
];
