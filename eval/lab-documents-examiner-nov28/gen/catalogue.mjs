/**
 * Fourth lab-document examination set (issue 13), written by examiner-labs without reading the readers.
 * Laboratories' names are real places; patients, numbers and lab numbers are invented.
 * Each row: what is printed and what a careful person reads from it (value, unit, the range that applies to
 * this patient, the flag the printed flag or range says). Rows with scored:false are printed but not listed
 * in expected.json (colour, appearance, blood group, pending cultures).
 */

/** value: number read from the printed text unless given; pf: printed flag letter/word. */
export function r(name, printed, unit, rangeText, low, high, flag, loinc, analyte, extra = {}) {
  let value = extra.value;
  if (value === undefined) {
    const t = String(printed).trim();
    if (/^-?\d+([.,]\d+)?$/.test(t)) value = Number(t.replace(',', '.'));
    else value = t;
  }
  return {
    name,
    printed: String(printed),
    unit: unit || null,
    rangeText: rangeText || null,
    low: low ?? null,
    high: high ?? null,
    flag,
    loinc: loinc || null,
    analyte,
    value,
    pf: extra.pf ?? '',
    scored: extra.scored !== false,
    old: extra.old, // earlier results (cumulative report), never scored
    panel: extra.panel,
  };
}
/** A printed line that is not a result a person would list. */
export const info = (name, printed, extra = {}) =>
  r(name, printed, extra.unit ?? '', extra.rangeText ?? '', null, null, 'normal', null, '', {
    scored: false,
    ...extra,
  });

const H = 'high',
  L = 'low',
  N = 'normal',
  P = 'positive',
  NEG = 'negative';

export const documents = [
  // ---------------------------------------------------------------- PHOTOS / SCANS
  {
    file: 'ke-kisumu-jootrh-fbc-phone-photo-angle.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'KE',
    style: 'photo-table',
    layout:
      'phone photo of an A4 laser-printed FBC report lying on a wooden table, shot from below at an angle (perspective, top narrower), warm uneven light with a soft shadow across the lower right, slight blur, JPEG q≈62; table Parameter | Result | Flag | Units | Ref. range; absolute counts then percentages; units x10³/µL and x10⁶/µL',
    header: [
      'JARAMOGI OGINGA ODINGA TEACHING & REFERRAL HOSPITAL',
      'Department of Laboratory Medicine — Haematology Unit',
      'P.O. Box 849-40100 Kisumu, Kenya',
    ],
    patient: [
      ['Name', 'ACHIENG, Mercy A.'],
      ['Age / Sex', '27 Y / Female'],
      ['IP/OP No', 'OP-2026-118734'],
      ['Lab No', 'HAE-26-55012'],
      ['Ward', 'MCH / ANC'],
      ['Collected', '28/11/2026 08:12'],
      ['Reported', '28/11/2026 09:40'],
    ],
    sections: [
      {
        title: 'COMPLETE BLOOD COUNT (5-part differential)',
        rows: [
          r('WBC', '11.8', 'x10³/µL', '4.0 - 11.0', 4, 11, H, '6690-2', 'leukocytes', { pf: 'H' }),
          r('Neutrophils #', '8.9', 'x10³/µL', '2.0 - 7.5', 2, 7.5, H, '751-8', 'neutrophils absolute', {
            pf: 'H',
          }),
          r('Lymphocytes #', '1.9', 'x10³/µL', '1.0 - 4.0', 1, 4, N, '731-0', 'lymphocytes absolute'),
          r('Monocytes #', '0.7', 'x10³/µL', '0.2 - 1.0', 0.2, 1, N, '742-7', 'monocytes absolute'),
          r('Eosinophils #', '0.2', 'x10³/µL', '0.02 - 0.50', 0.02, 0.5, N, '711-2', 'eosinophils absolute'),
          r('Basophils #', '0.1', 'x10³/µL', '0.0 - 0.1', 0, 0.1, N, '704-7', 'basophils absolute'),
          r('Neutrophils %', '75.4', '%', '40 - 70', 40, 70, H, '770-8', 'neutrophils %', { pf: 'H' }),
          r('Lymphocytes %', '16.1', '%', '20 - 45', 20, 45, L, '736-9', 'lymphocytes %', { pf: 'L' }),
          r('RBC', '3.62', 'x10⁶/µL', '3.80 - 5.20', 3.8, 5.2, L, '789-8', 'erythrocytes', { pf: 'L' }),
          r('HGB', '8.7', 'g/dL', '12.0 - 15.5', 12, 15.5, L, '718-7', 'hemoglobin', { pf: 'L' }),
          r('HCT', '27.4', '%', '36.0 - 46.0', 36, 46, L, '4544-3', 'hematocrit', { pf: 'L' }),
          r('MCV', '75.7', 'fL', '80 - 100', 80, 100, L, '787-2', 'MCV', { pf: 'L' }),
          r('MCH', '24.0', 'pg', '27.0 - 33.0', 27, 33, L, '785-6', 'MCH', { pf: 'L' }),
          r('MCHC', '31.8', 'g/dL', '32.0 - 36.0', 32, 36, L, '786-4', 'MCHC', { pf: 'L' }),
          r('RDW-CV', '17.9', '%', '11.5 - 14.5', 11.5, 14.5, H, '788-0', 'RDW', { pf: 'H' }),
          r('PLT', '64', 'x10³/µL', '150 - 450', 150, 450, L, '777-3', 'platelets', { pf: 'L' }),
          r('MPV', '11.2', 'fL', '7.5 - 11.5', 7.5, 11.5, N, '32623-1', 'MPV'),
        ],
      },
    ],
    footer: [
      'Comment: Microcytic hypochromic picture with thrombocytopenia. Suggest blood film & malaria screen.',
      'Verified by: B. Otieno (Lab. Technologist)   Sysmex XN-550',
      'This report is electronically generated. Page 1 of 1',
    ],
  },
  {
    file: 'ug-mbarara-rrh-rft-lft-scanned-skew.pdf',
    format: 'pdf-scan',
    kind: 'photo',
    country: 'UG',
    style: 'scan-low-high',
    layout:
      'image-only PDF of a flatbed scan (greyscale, 150 dpi, skewed 1.4°, speckle dust, darker scanner edge); chemistry table Test | Result | Units | Low | High | Flag with the range in two columns, eGFR with an empty High cell; U&E then LFT',
    header: [
      'MBARARA REGIONAL REFERRAL HOSPITAL',
      'Clinical Chemistry Laboratory',
      'Plot 1-9 Mbarara-Kabale Road, Mbarara, Uganda · Tel 0485 420 078',
    ],
    patient: [
      ['Patient', 'TUMUSIIME Robert'],
      ['Sex/Age', 'M / 46 yrs'],
      ['Hosp. No', 'MRRH/IP/26/04471'],
      ['Ward', 'Medical Ward II'],
      ['Specimen', 'Serum (SST)'],
      ['Received', '27-11-2026 16:05'],
      ['Lab ID', 'CC2611270392'],
    ],
    sections: [
      {
        title: 'RENAL FUNCTION TESTS',
        rows: [
          r('Urea', '14.6', 'mmol/L', 'Low 2.5, High 7.8', 2.5, 7.8, H, '22664-7', 'urea', { pf: 'H' }),
          r('Creatinine', '238', 'µmol/L', 'Low 62, High 106', 62, 106, H, '14682-9', 'creatinine', {
            pf: 'H',
          }),
          r('Sodium', '131', 'mmol/L', 'Low 135, High 145', 135, 145, L, '2951-2', 'sodium', { pf: 'L' }),
          r('Potassium', '5.8', 'mmol/L', 'Low 3.5, High 5.1', 3.5, 5.1, H, '2823-3', 'potassium', {
            pf: 'H',
          }),
          r('Chloride', '99', 'mmol/L', 'Low 98, High 107', 98, 107, N, '2075-0', 'chloride'),
          r('Bicarbonate', '18', 'mmol/L', 'Low 22, High 29', 22, 29, L, '1963-8', 'bicarbonate', {
            pf: 'L',
          }),
          r('eGFR (CKD-EPI)', '27', 'mL/min/1.73m²', 'Low 90, High (blank)', 90, null, L, '62238-1', 'eGFR', {
            pf: 'L',
          }),
        ],
      },
      {
        title: 'LIVER FUNCTION TESTS',
        rows: [
          r('Total Bilirubin', '41', 'µmol/L', 'Low 5, High 21', 5, 21, H, '14631-6', 'bilirubin total', {
            pf: 'H',
          }),
          r('Direct Bilirubin', '24', 'µmol/L', 'Low 0, High 3.4', 0, 3.4, H, '14629-0', 'bilirubin direct', {
            pf: 'H',
          }),
          r('ALT (SGPT)', '68', 'U/L', 'Low 0, High 41', 0, 41, H, '1742-6', 'ALT', { pf: 'H' }),
          r('AST (SGOT)', '92', 'U/L', 'Low 0, High 40', 0, 40, H, '1920-8', 'AST', { pf: 'H' }),
          r('Alkaline Phosphatase', '210', 'U/L', 'Low 40, High 129', 40, 129, H, '6768-6', 'ALP', {
            pf: 'H',
          }),
          r('Gamma GT', '145', 'U/L', 'Low 10, High 71', 10, 71, H, '2324-2', 'GGT', { pf: 'H' }),
          r('Total Protein', '71', 'g/L', 'Low 66, High 83', 66, 83, N, '2885-2', 'total protein'),
          r('Albumin', '29', 'g/L', 'Low 35, High 52', 35, 52, L, '1751-7', 'albumin', { pf: 'L' }),
        ],
      },
    ],
    footer: [
      'Sample slightly lipaemic.',
      'Analysed on: Mindray BS-240   Authorised: Dr. P. Kamugisha (Pathologist)',
    ],
  },
  {
    file: 'tz-dodoma-rrh-fax-coag-crp-electrolytes.png',
    format: 'photo-png',
    kind: 'photo',
    country: 'TZ',
    style: 'fax',
    layout:
      'fax-like scan: black-and-white (thresholded, no grey), coarse 100 dpi resolution with jagged strokes, fax header line with page number across the top, a few dropped scan lines and toner noise; results as dotted-leader lines "Test ........ result unit [range] flag"; ESR with a sex-banded range',
    header: [
      'DODOMA REGIONAL REFERRAL HOSPITAL — LABORATORY',
      'Box 904 Dodoma, Tanzania    Fax +255 26 232 1580',
      'RESULT REPORT (sent by fax to: Mirembe ICU)',
    ],
    faxLine: '28/NOV/2026 10:47   FROM: DRRH LAB  +255 26 232 1580        TO: MIREMBE ICU        P.001/001',
    patient: [
      ['Patient', 'Mwanaisha S. Juma'],
      ['Age/Sex', '34 yrs / F'],
      ['Reg. No', 'DRRH-2026-33819'],
      ['Request', 'Dr. Mollel (ICU)'],
      ['Collected', '28/11/2026 07:30'],
    ],
    sections: [
      {
        title: 'COAGULATION',
        rows: [
          r(
            'Prothrombin time (PT)',
            '19.6',
            'sec',
            '11.0 - 13.5',
            11,
            13.5,
            H,
            '5902-2',
            'prothrombin time',
            { pf: 'HIGH' },
          ),
          r('INR', '1.7', '', '0.8 - 1.2', 0.8, 1.2, H, '6301-6', 'INR', { pf: 'HIGH' }),
          r('APTT', '48', 'sec', '25 - 37', 25, 37, H, '3173-2', 'APTT', { pf: 'HIGH' }),
          r('Fibrinogen', '1.4', 'g/L', '2.0 - 4.0', 2, 4, L, '3255-7', 'fibrinogen', { pf: 'LOW' }),
          r('D-dimer (FEU)', '3.8', 'mg/L', '< 0.5', null, 0.5, H, '48065-7', 'D-dimer', { pf: 'HIGH' }),
          r('Platelet count', '88', 'x10⁹/L', '150 - 400', 150, 400, L, '777-3', 'platelets', { pf: 'LOW' }),
        ],
      },
      {
        title: 'INFLAMMATORY MARKERS',
        rows: [
          r('C-reactive protein', '96', 'mg/L', '< 5', null, 5, H, '1988-5', 'CRP', { pf: 'HIGH' }),
          r('ESR (Westergren)', '64', 'mm/hr', 'M 0-15 / F 0-20', 0, 20, H, '4537-7', 'ESR', { pf: 'HIGH' }),
          r('Procalcitonin', '2.6', 'ng/mL', '< 0.5', null, 0.5, H, '33959-8', 'procalcitonin', {
            pf: 'HIGH',
          }),
        ],
      },
      {
        title: 'ELECTROLYTES',
        rows: [
          r('Sodium', '128', 'mmol/L', '135 - 145', 135, 145, L, '2951-2', 'sodium', { pf: 'LOW' }),
          r('Potassium', '3.1', 'mmol/L', '3.5 - 5.0', 3.5, 5, L, '2823-3', 'potassium', { pf: 'LOW' }),
          r('Magnesium', '0.62', 'mmol/L', '0.70 - 1.00', 0.7, 1, L, '2601-3', 'magnesium', { pf: 'LOW' }),
        ],
      },
    ],
    footer: [
      'Coagulation sample checked: no clot, correct fill.',
      'Results phoned to ICU at 10:40 (Sr. Massawe).  Lab. Scientist: E. Mushi',
    ],
  },
  {
    file: 'ng-kano-akth-handwritten-malaria-urine-slip.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'NG',
    style: 'handwritten',
    layout:
      'phone photo of a pre-printed result slip filled in by hand (blue ballpoint, uneven letters, results written on dotted lines beside printed labels), a red round laboratory stamp near the corner and a signature scrawl; slight angle, fluorescent light with a bright patch, JPEG; printed reference values on the form (PCV sex-banded), dipstick results as +, ++, Nil',
    header: [
      'AMINU KANO TEACHING HOSPITAL, KANO',
      'LABORATORY RESULT SLIP — OUT-PATIENT / A&E',
      'Dept. of Med. Microbiology & Parasitology · Dept. of Chemical Pathology',
    ],
    patient: [
      ['Name', 'Abdullahi Musa'],
      ['Age', '19'],
      ['Sex', 'M'],
      ['Hosp. No', 'AKTH/26/77120'],
      ['Clinic', 'A&E'],
      ['Date', '28/11/26'],
    ],
    sections: [
      {
        title: 'PARASITOLOGY',
        rows: [
          r('Malaria RDT (HRP2/pLDH)', 'Positive', '', '', null, null, P, null, 'malaria rapid antigen test'),
          r(
            'Blood film for MP',
            'P. falciparum seen ++',
            '',
            '',
            null,
            null,
            P,
            '32700-7',
            'malaria parasites',
          ),
        ],
      },
      {
        title: 'HAEMATOLOGY / CHEMISTRY',
        rows: [
          r('PCV', '29', '%', 'M 40-54 / F 36-46', 40, 54, L, '4544-3', 'hematocrit'),
          r('Random blood sugar', '4.2', 'mmol/L', '3.3 - 7.8', 3.3, 7.8, N, '14749-6', 'glucose'),
        ],
      },
      {
        title: 'URINALYSIS (Dipstick)',
        rows: [
          info('Colour', 'Amber'),
          r('pH', '6.0', '', '5.0 - 8.0', 5, 8, N, '5803-2', 'urine pH'),
          r(
            'Specific gravity',
            '1.025',
            '',
            '1.005 - 1.030',
            1.005,
            1.03,
            N,
            '5811-5',
            'urine specific gravity',
          ),
          r('Protein', '+', '', 'Nil', null, null, P, '20454-5', 'urine protein'),
          r('Glucose', 'Nil', '', 'Nil', null, null, NEG, '25428-4', 'urine glucose'),
          r('Ketones', '++', '', 'Nil', null, null, P, '33903-6', 'urine ketones'),
          r('Blood', 'Trace', '', 'Nil', null, null, P, '5794-3', 'urine blood'),
          r('Bilirubin', '+', '', 'Nil', null, null, P, '5770-3', 'urine bilirubin'),
          r('Urobilinogen', 'Normal', '', 'Normal', null, null, N, '5818-0', 'urine urobilinogen'),
          r('Nitrite', 'Negative', '', 'Negative', null, null, NEG, '5802-4', 'urine nitrite'),
          r('Leucocytes', 'Negative', '', 'Negative', null, null, NEG, '5799-2', 'urine leukocyte esterase'),
        ],
      },
    ],
    footer: ['Sign: ............   Med. Lab. Scientist'],
  },
  {
    file: 'gh-tamale-th-diabetes-clinic-till-roll-photo.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'GH',
    style: 'till-roll',
    layout:
      'phone photo of a 58 mm thermal till roll from a point-of-care chemistry analyser lying curled on a dark desk: monospace, faded grey print with a lighter streak, the roll bending away at the top (perspective), slight blur, JPEG; one test per line "NAME value unit", range and flag on the next line; HbA1c printed as % and as mmol/mol',
    header: ['TAMALE TEACHING HOSPITAL', 'DIABETES & NCD CLINIC', 'POC CHEMISTRY ANALYSER  SN 4471-0932'],
    patient: [
      ['PATIENT ID', 'TTH-NCD-08821'],
      ['NAME', 'ABUKARI, I.'],
      ['SEX/AGE', 'M/58'],
      ['DATE', '28-11-2026 09:02'],
      ['SAMPLE', 'VENOUS / FASTING'],
    ],
    sections: [
      {
        title: 'RESULTS',
        rows: [
          r('GLU (fasting)', '9.8', 'mmol/L', '3.9-5.6', 3.9, 5.6, H, '14771-0', 'glucose fasting', {
            pf: 'H',
          }),
          r('HbA1c', '9.4', '%', '4.0-5.6', 4, 5.6, H, '4548-4', 'HbA1c', { pf: 'H' }),
          r('HbA1c (IFCC)', '79', 'mmol/mol', '20-38', 20, 38, H, '59261-8', 'HbA1c IFCC', { pf: 'H' }),
          r('CHOL', '6.2', 'mmol/L', '<5.2', null, 5.2, H, '14647-2', 'cholesterol', { pf: 'H' }),
          r('HDL', '0.9', 'mmol/L', '>1.0', 1, null, L, '14646-4', 'HDL cholesterol', { pf: 'L' }),
          r('TRIG', '2.8', 'mmol/L', '<1.7', null, 1.7, H, '14927-8', 'triglycerides', { pf: 'H' }),
          r('LDL (calc)', '4.0', 'mmol/L', '<3.4', null, 3.4, H, '22748-8', 'LDL cholesterol', { pf: 'H' }),
          r('CREA', '102', 'umol/L', '59-104', 59, 104, N, '14682-9', 'creatinine'),
          r('eGFR', '74', 'mL/min/1.73m2', '>60', 60, null, N, '62238-1', 'eGFR'),
        ],
      },
    ],
    footer: ['QC: PASS   LOT 2611A', 'OPERATOR: NAA', '*** END OF REPORT ***'],
  },
  {
    file: 'za-pietermaritzburg-edendale-thyroid-lipids-photo-shadow.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'ZA',
    style: 'photo-shadow',
    layout:
      'phone photo of a laser-printed A4 chemistry report held over a grey desk, cool light, a broad diagonal shadow (the phone and hand) darkening the middle third, perspective and a slight rotation, blur, JPEG q≈58; results "Test  Result  Flag  Units  Reference interval" with sex-banded ALP and urate, lipid targets "<5.0" and ">1.2"',
    header: [
      'EDENDALE HOSPITAL LABORATORY',
      'Chemical Pathology · Pietermaritzburg, KwaZulu-Natal',
      'Lab ref: EDH-C-2611-08377',
    ],
    patient: [
      ['Patient', 'NDLOVU, Thandiwe'],
      ['DOB / Sex', '14/03/1974 (52y) / F'],
      ['Folder No', '0412 883 2'],
      ['Ward', 'Medical OPD'],
      ['Requesting doctor', 'Dr S. Pillay'],
      ['Collected', '27/11/2026 10:15'],
      ['Authorised', '28/11/2026 08:02'],
    ],
    sections: [
      {
        title: 'ENDOCRINOLOGY',
        rows: [
          r('TSH', '0.02', 'mIU/L', '0.27 - 4.20', 0.27, 4.2, L, '3016-3', 'TSH', { pf: 'L' }),
          r('Free T4', '38.6', 'pmol/L', '12.0 - 22.0', 12, 22, H, '3024-7', 'free T4', { pf: 'H' }),
          r('Free T3', '11.2', 'pmol/L', '3.1 - 6.8', 3.1, 6.8, H, '3051-0', 'free T3', { pf: 'H' }),
        ],
      },
      {
        title: 'GENERAL CHEMISTRY',
        rows: [
          r('Calcium (total)', '2.61', 'mmol/L', '2.15 - 2.50', 2.15, 2.5, H, '2000-8', 'calcium', {
            pf: 'H',
          }),
          r('Albumin', '38', 'g/L', '35 - 52', 35, 52, N, '1751-7', 'albumin'),
          r('Phosphate', '1.02', 'mmol/L', '0.78 - 1.42', 0.78, 1.42, N, '14879-1', 'phosphate'),
          r('Alkaline phosphatase', '148', 'U/L', 'M 40-129 / F 35-104', 35, 104, H, '6768-6', 'ALP', {
            pf: 'H',
          }),
          r('Urate', '0.41', 'mmol/L', 'M 0.20-0.43 / F 0.14-0.34', 0.14, 0.34, H, '14933-6', 'urate', {
            pf: 'H',
          }),
        ],
      },
      {
        title: 'LIPOGRAM (fasting)',
        rows: [
          r('Total cholesterol', '3.9', 'mmol/L', '< 5.0', null, 5, N, '14647-2', 'cholesterol'),
          r('Triglycerides', '1.1', 'mmol/L', '< 1.7', null, 1.7, N, '14927-8', 'triglycerides'),
          r('HDL cholesterol', '1.4', 'mmol/L', '> 1.2', 1.2, null, N, '14646-4', 'HDL cholesterol'),
          r('LDL cholesterol', '2.0', 'mmol/L', '< 3.0', null, 3, N, '22748-8', 'LDL cholesterol'),
        ],
      },
    ],
    footer: [
      'Comment: Biochemical hyperthyroidism (suppressed TSH, raised fT4/fT3). Suggest TRAb.',
      'Reported by: Dr N. Mkhize, Chemical Pathologist. Page 1/1',
    ],
  },
  {
    file: 'et-gondar-uog-csf-analysis-scan.png',
    format: 'photo-png',
    kind: 'photo',
    country: 'ET',
    style: 'scan-form',
    layout:
      'greyscale scan (PNG) of a boxed CSF analysis form: two results per row in label/value boxes, tick boxes for appearance, a punched filing hole and a dark scanner edge, rotated -0.9°, speckle and light JPEG artefacts; CSF protein and glucose in mg/dL with the paired blood glucose; differential as % of cells; Gram stain, India ink and CrAg worded',
    header: [
      'UNIVERSITY OF GONDAR COMPREHENSIVE SPECIALIZED HOSPITAL',
      'Department of Medical Laboratory — Body Fluid Analysis',
      'Gondar, Ethiopia',
    ],
    patient: [
      ['Name', 'Alemu Tesfaye'],
      ['Age / Sex', '23 y / M'],
      ['MRN', 'UOG-0562214'],
      ['Ward', 'Medical ICU'],
      ['Specimen', 'CSF (tube 3), clear → turbid'],
      ['Date', '28.11.2026'],
    ],
    sections: [
      {
        title: 'CELL COUNT & CHEMISTRY',
        rows: [
          info('Appearance', 'Turbid'),
          r('WBC count', '1240', 'cells/µL', '0 - 5', 0, 5, H, '806-0', 'CSF leukocytes'),
          r('Neutrophils', '88', '%', '', null, null, H, null, 'CSF neutrophils %', { pf: '' }),
          info('Lymphocytes', '12', { unit: '%' }),
          r('Protein', '186', 'mg/dL', '15 - 45', 15, 45, H, '2880-3', 'CSF protein'),
          r('Glucose', '18', 'mg/dL', '40 - 70', 40, 70, L, '2342-4', 'CSF glucose'),
          r('Blood glucose (paired)', '112', 'mg/dL', '70 - 140', 70, 140, N, '2345-7', 'glucose'),
        ],
      },
      {
        title: 'MICROBIOLOGY',
        rows: [
          r('Gram stain', 'Gram-negative diplococci seen', '', '', null, null, P, null, 'CSF Gram stain'),
          r('India ink', 'Not seen', '', '', null, null, NEG, null, 'CSF India ink'),
          r('CrAg (LFA)', 'Negative', '', '', null, null, NEG, null, 'cryptococcal antigen CSF'),
          info('Culture', 'Pending (report to follow)'),
        ],
      },
    ],
    footer: [
      'Performed by: Yared M. (MLT)   Checked by: H. Belay (Sr. MLS)',
      'Critical result communicated to Dr. on duty 11:20',
    ],
  },
  {
    file: 'bf-ouagadougou-chu-yalgado-bilan-photo.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'BF',
    style: 'photo-french',
    layout:
      'phone photo of a French laboratory report (A4) on a patterned cloth, taken slightly from the left (perspective), late-afternoon light from one side with vignetting, slight motion blur, JPEG q≈60; decimal commas, G/L counts, glycaemia in g/L, creatinine in mg/L, urea in g/L, "< 35" upper limits, worded parasitology with density "45 600 trophozoïtes/µL"',
    header: [
      'CENTRE HOSPITALIER UNIVERSITAIRE YALGADO OUÉDRAOGO',
      'Laboratoire de Biologie Médicale — Service de Biochimie / Hématologie / Parasitologie',
      '03 BP 7022 Ouagadougou 03 — Burkina Faso',
    ],
    patient: [
      ['Nom', 'OUÉDRAOGO Aminata'],
      ['Âge / Sexe', '31 ans / F'],
      ['N° dossier', 'CHU-YO 26-19842'],
      ['Service', 'Maternité'],
      ['Prélèvement', '28/11/2026 à 07h45'],
      ['N° labo', 'BIO-2611-3307'],
    ],
    sections: [
      {
        title: 'HÉMATOLOGIE — NUMÉRATION FORMULE SANGUINE',
        rows: [
          r('Hémoglobine', '7,9', 'g/dL', '12,0 - 16,0', 12, 16, L, '718-7', 'hemoglobin', { pf: 'Bas' }),
          r('Hématocrite', '24,1', '%', '37 - 47', 37, 47, L, '4544-3', 'hematocrit', { pf: 'Bas' }),
          r('VGM', '78', 'fL', '80 - 100', 80, 100, L, '787-2', 'MCV', { pf: 'Bas' }),
          r('Globules blancs', '14,6', 'G/L', '4,0 - 10,0', 4, 10, H, '6690-2', 'leukocytes', {
            pf: 'Élevé',
          }),
          r('Plaquettes', '96', 'G/L', '150 - 400', 150, 400, L, '777-3', 'platelets', { pf: 'Bas' }),
        ],
      },
      {
        title: 'BIOCHIMIE',
        rows: [
          r('Glycémie à jeun', '0,84', 'g/L', '0,70 - 1,10', 0.7, 1.1, N, '1558-6', 'glucose fasting'),
          r('Créatininémie', '14,2', 'mg/L', '6 - 12', 6, 12, H, '2160-0', 'creatinine', { pf: 'Élevé' }),
          r('Urée', '0,52', 'g/L', '0,15 - 0,45', 0.15, 0.45, H, '3091-6', 'urea', { pf: 'Élevé' }),
          r('ASAT (TGO)', '48', 'UI/L', '< 35', null, 35, H, '1920-8', 'AST', { pf: 'Élevé' }),
          r('ALAT (TGP)', '41', 'UI/L', '< 35', null, 35, H, '1742-6', 'ALT', { pf: 'Élevé' }),
          r('CRP', '48', 'mg/L', '< 6', null, 6, H, '1988-5', 'CRP', { pf: 'Élevé' }),
        ],
      },
      {
        title: 'PARASITOLOGIE',
        rows: [
          r('TDR paludisme (Ag HRP2)', 'Positif', '', '', null, null, P, null, 'malaria rapid antigen test'),
          r(
            'Goutte épaisse',
            'Positive (P. falciparum)',
            '',
            '',
            null,
            null,
            P,
            '32700-7',
            'malaria parasites',
          ),
          r(
            'Densité parasitaire',
            '45 600',
            'trophozoïtes/µL',
            '',
            null,
            null,
            P,
            null,
            'malaria parasite density',
            { value: 45600 },
          ),
        ],
      },
    ],
    footer: ['Biologiste responsable : Dr K. Sawadogo', 'Résultats validés le 28/11/2026 à 11h12 — Page 1/1'],
  },
  // ---------------------------------------------------------------- DIGITAL
  {
    file: 'gh-korle-bu-chempath-lower-upper-mixed-units.pdf',
    format: 'pdf-text',
    kind: 'digital',
    country: 'GH',
    style: 'pdf-lower-upper',
    layout:
      'PDF with a text layer (Chromium print), letterhead with a crest block, patient box in two columns; table Investigation | Result | Flag | Units | Lower limit | Upper limit; mixed units on one page (mmol/L electrolytes and glucose, µmol/L creatinine, mg/dL urate, lipids, calcium, phosphate, magnesium); lipid rows with only a lower or only an upper limit (empty cell)',
    header: [
      'KORLE BU TEACHING HOSPITAL',
      'Department of Chemical Pathology — Central Laboratory',
      'P.O. Box 77, Korle Bu, Accra · Ghana',
    ],
    patient: [
      ['Patient', 'Mrs. Akosua MENSAH'],
      ['Age / Sex', '61 years / Female'],
      ['Hospital No', 'KBTH-2611-00483'],
      ['Clinic', 'Diabetes Clinic (Dr. Addo)'],
      ['Lab No', 'CP26-117204'],
      ['Collected', '28 Nov 2026 07:50'],
      ['Validated', '28 Nov 2026 12:05'],
    ],
    sections: [
      {
        title: 'Electrolytes, Urea & Creatinine',
        rows: [
          r('Sodium', '138', 'mmol/L', 'Lower 135, Upper 145', 135, 145, N, '2951-2', 'sodium'),
          r('Potassium', '3.2', 'mmol/L', 'Lower 3.5, Upper 5.1', 3.5, 5.1, L, '2823-3', 'potassium', {
            pf: 'L',
          }),
          r('Chloride', '101', 'mmol/L', 'Lower 98, Upper 107', 98, 107, N, '2075-0', 'chloride'),
          r('Urea', '9.1', 'mmol/L', 'Lower 2.8, Upper 7.2', 2.8, 7.2, H, '22664-7', 'urea', { pf: 'H' }),
          r('Creatinine', '156', 'µmol/L', 'Lower 45, Upper 84', 45, 84, H, '14682-9', 'creatinine', {
            pf: 'H',
          }),
          r('Uric acid', '8.9', 'mg/dL', 'Lower 2.4, Upper 5.7', 2.4, 5.7, H, '3084-1', 'urate', { pf: 'H' }),
        ],
      },
      {
        title: 'Glycaemic control',
        rows: [
          r(
            'Fasting plasma glucose',
            '7.4',
            'mmol/L',
            'Lower 3.9, Upper 6.1',
            3.9,
            6.1,
            H,
            '14771-0',
            'glucose fasting',
            { pf: 'H' },
          ),
          r('HbA1c', '7.8', '%', 'Lower 4, Upper 6', 4, 6, H, '4548-4', 'HbA1c', { pf: 'H' }),
        ],
      },
      {
        title: 'Lipid profile',
        rows: [
          r(
            'Total cholesterol',
            '232',
            'mg/dL',
            'Lower (blank), Upper 200',
            null,
            200,
            H,
            '2093-3',
            'cholesterol',
            { pf: 'H' },
          ),
          r(
            'HDL cholesterol',
            '38',
            'mg/dL',
            'Lower 50, Upper (blank)',
            50,
            null,
            L,
            '2085-9',
            'HDL cholesterol',
            { pf: 'L' },
          ),
          r(
            'LDL cholesterol (calc.)',
            '152',
            'mg/dL',
            'Lower (blank), Upper 130',
            null,
            130,
            H,
            '13457-7',
            'LDL cholesterol',
            { pf: 'H' },
          ),
          r(
            'Triglycerides',
            '210',
            'mg/dL',
            'Lower (blank), Upper 150',
            null,
            150,
            H,
            '2571-8',
            'triglycerides',
            { pf: 'H' },
          ),
        ],
      },
      {
        title: 'Bone profile',
        rows: [
          r('Calcium', '8.1', 'mg/dL', 'Lower 8.6, Upper 10.3', 8.6, 10.3, L, '17861-6', 'calcium', {
            pf: 'L',
          }),
          r('Phosphate', '4.9', 'mg/dL', 'Lower 2.5, Upper 4.5', 2.5, 4.5, H, '2777-1', 'phosphate', {
            pf: 'H',
          }),
          r('Magnesium', '1.9', 'mg/dL', 'Lower 1.6, Upper 2.6', 1.6, 2.6, N, '19123-9', 'magnesium'),
        ],
      },
    ],
    footer: [
      'H = above upper limit, L = below lower limit. Limits for adult females.',
      'Validated by: Dr. E. Quaye (Chemical Pathologist)   Korle Bu LIS v4 — page 1 of 1',
    ],
  },
  {
    file: 'ng-ibadan-uch-virology-serology-urine-letter.docx',
    format: 'docx',
    kind: 'digital',
    country: 'NG',
    style: 'docx-letter',
    layout:
      'Word document written like a letter: letterhead paragraphs, serology typed as "Test: RESULT" paragraphs with tab stops (Determine/Uni-Gold both REACTIVE, CD4 with its range in brackets), then a three-column urinalysis table (Parameter | Result | Normal) with +++, ++, +, counts per HPF and worded microscopy',
    header: [
      'UNIVERSITY COLLEGE HOSPITAL, IBADAN',
      'Department of Medical Microbiology & Parasitology / Virology Laboratory',
      'Queen Elizabeth Road, PMB 5116, Ibadan, Oyo State',
    ],
    patient: [
      ['Patient', 'Mr. Olumide ADEYEMI'],
      ['Age/Sex', '38 years / Male'],
      ['Hospital No', 'UCH/26/045917'],
      ['Clinic', 'Medical Out-Patient (MOP)'],
      ['Lab No', 'VIR-26-8833 / MCS-26-21140'],
      ['Date', '28th November 2026'],
    ],
    sections: [
      {
        title: 'SEROLOGY',
        rows: [
          r('HIV 1/2 screening (Determine)', 'REACTIVE', '', '', null, null, P, null, 'HIV 1+2 antibody', {
            value: 'Reactive',
          }),
          r(
            'HIV confirmatory (Uni-Gold)',
            'REACTIVE',
            '',
            '',
            null,
            null,
            P,
            null,
            'HIV 1+2 antibody confirmatory',
            { value: 'Reactive' },
          ),
          r('HBsAg (rapid)', 'Non-reactive', '', '', null, null, NEG, '5196-1', 'HBsAg'),
          r('Anti-HCV antibody', 'Non-reactive', '', '', null, null, NEG, '16128-1', 'anti-HCV'),
          r('VDRL', 'Non-reactive', '', '', null, null, NEG, null, 'VDRL'),
          r('CD4 count', '186', 'cells/µL', '500 - 1500', 500, 1500, L, '24467-3', 'CD4 count'),
          info('HIV-1 viral load', 'Sample sent to reference lab; result to follow'),
        ],
      },
      {
        title: 'URINALYSIS',
        table: true,
        rows: [
          info('Appearance', 'Cloudy, amber'),
          r('Protein', '+++', '', 'Negative', null, null, P, '20454-5', 'urine protein'),
          r('Glucose', 'Negative', '', 'Negative', null, null, NEG, '25428-4', 'urine glucose'),
          r('Blood', '++', '', 'Negative', null, null, P, '5794-3', 'urine blood'),
          r('Leucocytes', '+', '', 'Negative', null, null, P, '5799-2', 'urine leukocyte esterase'),
          r('Nitrite', 'Negative', '', 'Negative', null, null, NEG, '5802-4', 'urine nitrite'),
          r('Pus cells', '10-15', '/HPF', '0 - 5', 0, 5, H, '5821-4', 'urine leukocytes'),
          r('Red blood cells', '5-8', '/HPF', '0 - 3', 0, 3, H, '13945-1', 'urine erythrocytes'),
          info('Epithelial cells', 'Few'),
          r('Casts', 'Granular casts seen', '', 'None', null, null, P, null, 'urine casts'),
          r(
            'S. haematobium ova',
            'Not seen',
            '',
            'Not seen',
            null,
            null,
            NEG,
            null,
            'Schistosoma haematobium ova',
          ),
        ],
      },
    ],
    footer: [
      'Please refer to the ART clinic (counselled, consent documented).',
      'Yours faithfully,',
      'Dr. F. Adebayo, Consultant Virologist',
    ],
  },
  {
    file: 'ml-bamako-chu-point-g-bilan-hepatique-hemostase.xlsx',
    format: 'xlsx',
    kind: 'digital',
    country: 'ML',
    style: 'xlsx-french',
    layout:
      'French workbook (one sheet) exported from a LIS: title rows and patient block above the table, columns Code | Analyse | Résultat | Unité | Min | Max | Interprétation (Élevé / Bas / Normal / Positif / Négatif); results as numbers, empty Min or Max where one bound only; bilirubin in mg/L, urate in µmol/L, prothrombin as % activity (TP) beside INR and TCA seconds',
    header: [
      'CHU DU POINT G — LABORATOIRE DE BIOLOGIE MÉDICALE',
      'BP 333 Bamako, Mali',
      'Compte rendu d’analyses',
    ],
    patient: [
      ['Patient', 'TRAORÉ Bakary'],
      ['Âge/Sexe', '44 ans / M'],
      ['N° demande', 'PG-2611-07731'],
      ['Service', 'Hépato-gastro-entérologie'],
      ['Date', '28/11/2026'],
    ],
    sections: [
      {
        title: 'BIOCHIMIE',
        rows: [
          r('Glycémie', '11.4', 'mmol/L', 'Min 3.9, Max 6.1', 3.9, 6.1, H, '14749-6', 'glucose', {
            pf: 'Élevé',
          }),
          r('Urée', '6.2', 'mmol/L', 'Min 2.5, Max 7.5', 2.5, 7.5, N, '22664-7', 'urea', { pf: 'Normal' }),
          r('Créatinine', '88', 'µmol/L', 'Min 53, Max 97', 53, 97, N, '14682-9', 'creatinine', {
            pf: 'Normal',
          }),
          r('Acide urique', '455', 'µmol/L', 'Min 208, Max 428', 208, 428, H, '14933-6', 'urate', {
            pf: 'Élevé',
          }),
          r('Bilirubine totale', '28', 'mg/L', 'Min 2, Max 12', 2, 12, H, '1975-2', 'bilirubin total', {
            pf: 'Élevé',
          }),
          r('Bilirubine conjuguée', '19', 'mg/L', 'Min 0, Max 3', 0, 3, H, '1968-7', 'bilirubin direct', {
            pf: 'Élevé',
          }),
          r('ASAT', '112', 'UI/L', 'Min 0, Max 40', 0, 40, H, '1920-8', 'AST', { pf: 'Élevé' }),
          r('ALAT', '156', 'UI/L', 'Min 0, Max 41', 0, 41, H, '1742-6', 'ALT', { pf: 'Élevé' }),
          r('Phosphatases alcalines', '98', 'UI/L', 'Min 40, Max 130', 40, 130, N, '6768-6', 'ALP', {
            pf: 'Normal',
          }),
          r('Gamma GT', '88', 'UI/L', 'Min 8, Max 61', 8, 61, H, '2324-2', 'GGT', { pf: 'Élevé' }),
          r('Protéines totales', '64', 'g/L', 'Min 65, Max 80', 65, 80, L, '2885-2', 'total protein', {
            pf: 'Bas',
          }),
          r('Albumine', '31', 'g/L', 'Min 35, Max 50', 35, 50, L, '1751-7', 'albumin', { pf: 'Bas' }),
        ],
      },
      {
        title: 'HÉMOSTASE',
        rows: [
          r(
            'Taux de prothrombine (TP)',
            '54',
            '%',
            'Min 70, Max 100',
            70,
            100,
            L,
            null,
            'prothrombin activity (TP %)',
            { pf: 'Bas' },
          ),
          r('INR', '1.6', '', 'Min 0.8, Max 1.2', 0.8, 1.2, H, '6301-6', 'INR', { pf: 'Élevé' }),
          r('TCA (temps de céphaline activée)', '42', 's', 'Min 26, Max 38', 26, 38, H, '3173-2', 'APTT', {
            pf: 'Élevé',
          }),
        ],
      },
      {
        title: 'SÉROLOGIE',
        rows: [
          r('Antigène HBs', 'Positif', '', 'Négatif', null, null, P, '5196-1', 'HBsAg', { pf: 'Positif' }),
          r('Anticorps anti-VHC', 'Négatif', '', 'Négatif', null, null, NEG, '16128-1', 'anti-HCV', {
            pf: 'Négatif',
          }),
        ],
      },
    ],
    footer: ['Validé par : Dr M. Coulibaly, biologiste'],
  },
  {
    file: 'et-addis-tikur-anbessa-lis-export-banded.csv',
    format: 'csv',
    kind: 'digital',
    country: 'ET',
    style: 'csv-lis',
    layout:
      'LIS export CSV (comma, every field quoted) in long format with one header row: Accession, Age, Sex, Panel, Analyte, Result, Unit, Ref_Range, Flag, Validated_By; sex-banded ranges kept in one cell ("M:13.5-17.5;F:12.0-15.5") for a male patient; worded serology and stool results; flags N/H/L/A',
    header: [],
    patient: [
      ['Accession', 'TASH-26-1128-0457'],
      ['Age', '34Y'],
      ['Sex', 'M'],
    ],
    sections: [
      {
        title: '',
        rows: [
          r('WBC', '3.2', '10^9/L', '4.0-10.0', 4, 10, L, '6690-2', 'leukocytes', { pf: 'L', panel: 'CBC' }),
          r('Hemoglobin', '13.1', 'g/dL', 'M:13.5-17.5;F:12.0-15.5', 13.5, 17.5, L, '718-7', 'hemoglobin', {
            pf: 'L',
            panel: 'CBC',
          }),
          r('Platelets', '178', '10^9/L', '150-400', 150, 400, N, '777-3', 'platelets', {
            pf: 'N',
            panel: 'CBC',
          }),
          r('MCV', '96', 'fL', '80-100', 80, 100, N, '787-2', 'MCV', { pf: 'N', panel: 'CBC' }),
          r('ESR', '35', 'mm/hr', 'M:0-15;F:0-20', 0, 15, H, '4537-7', 'ESR', { pf: 'H', panel: 'ESR' }),
          r('Glucose (random)', '5.4', 'mmol/L', '3.9-7.8', 3.9, 7.8, N, '14749-6', 'glucose', {
            pf: 'N',
            panel: 'CHEM',
          }),
          r('TSH', '6.8', 'mIU/L', '0.4-4.0', 0.4, 4, H, '3016-3', 'TSH', { pf: 'H', panel: 'THYROID' }),
          r('Free T4', '10.1', 'pmol/L', '12.0-22.0', 12, 22, L, '3024-7', 'free T4', {
            pf: 'L',
            panel: 'THYROID',
          }),
          r('Ferritin', '18', 'ng/mL', 'M:30-400;F:13-150', 30, 400, L, '2276-4', 'ferritin', {
            pf: 'L',
            panel: 'IRON',
          }),
          r(
            'HIV 1+2 Ab (rapid)',
            'Non-reactive',
            '',
            'Non-reactive',
            null,
            null,
            NEG,
            null,
            'HIV 1+2 antibody',
            { pf: 'N', panel: 'SERO' },
          ),
          r('HBsAg', 'Negative', '', 'Negative', null, null, NEG, '5196-1', 'HBsAg', {
            pf: 'N',
            panel: 'SERO',
          }),
          r(
            'H. pylori stool antigen',
            'Positive',
            '',
            'Negative',
            null,
            null,
            P,
            null,
            'Helicobacter pylori stool antigen',
            { pf: 'A', panel: 'STOOL' },
          ),
          r(
            'Stool microscopy',
            'Giardia lamblia cysts seen',
            '',
            'No parasites seen',
            null,
            null,
            P,
            null,
            'stool ova and cysts',
            { pf: 'A', panel: 'STOOL' },
          ),
        ],
      },
    ],
    footer: [],
  },
  {
    file: 'tz-kcmc-moshi-paeds-all-age-bands.txt',
    format: 'txt',
    kind: 'digital',
    country: 'TZ',
    style: 'txt-age-bands',
    layout:
      'plain-text paediatric report in fixed-width columns (TEST, RESULT, UNIT, FLAG) with every age band of the reference printed on an indented "ref:" line UNDER the result, for a child of 3 years 8 months (the band that applies must be picked: 2-6y, 1-<4y, 3-5y); worded malaria results and a sickling test; blood group and a pending culture not scored',
    header: [
      'KILIMANJARO CHRISTIAN MEDICAL CENTRE (KCMC)',
      'Clinical Laboratory — Paediatric Ward Report',
      'P.O. Box 3010, Moshi, Tanzania',
    ],
    patient: [
      ['Patient', 'BARAKA Joseph Lyimo'],
      ['Age', '3 years 8 months'],
      ['Sex', 'Male'],
      ['Reg No', 'KCMC/P/2026/12877'],
      ['Ward', 'Paediatrics (Ward 3A)'],
      ['Sample date', '28-11-2026 05:40'],
    ],
    sections: [
      {
        title: 'HAEMATOLOGY',
        rows: [
          r(
            'Haemoglobin',
            '8.4',
            'g/dL',
            '6m-2y 10.5-13.5 | 2-6y 11.5-13.5 | 6-12y 11.5-15.5',
            11.5,
            13.5,
            L,
            '718-7',
            'hemoglobin',
            { pf: 'L' },
          ),
          r(
            'WBC',
            '18.6',
            'x10^9/L',
            '6m-2y 6.0-17.5 | 2-6y 5.0-15.5 | 6-12y 4.5-13.5',
            5,
            15.5,
            H,
            '6690-2',
            'leukocytes',
            { pf: 'H' },
          ),
          r('Platelets', '42', 'x10^9/L', 'all ages 150-450', 150, 450, L, '777-3', 'platelets', { pf: 'L' }),
          r('Reticulocytes', '6.2', '%', '0.5-2.5', 0.5, 2.5, H, '4679-7', 'reticulocytes %', { pf: 'H' }),
          info('Blood group', 'O Rh(D) positive'),
        ],
      },
      {
        title: 'CHEMISTRY',
        rows: [
          r('Glucose (random)', '2.9', 'mmol/L', 'children 3.3-5.5', 3.3, 5.5, L, '14749-6', 'glucose', {
            pf: 'L',
          }),
          r('Sodium', '133', 'mmol/L', 'all ages 135-145', 135, 145, L, '2951-2', 'sodium', { pf: 'L' }),
          r(
            'Potassium',
            '4.1',
            'mmol/L',
            '1m-1y 4.1-5.3 | 1-18y 3.4-4.7',
            3.4,
            4.7,
            N,
            '2823-3',
            'potassium',
          ),
          r(
            'Creatinine',
            '58',
            'umol/L',
            '1-3y 15-31 | 3-5y 23-37 | 5-7y 25-42',
            23,
            37,
            H,
            '14682-9',
            'creatinine',
            { pf: 'H' },
          ),
          r('Urea', '8.9', 'mmol/L', '1-<4y 1.8-6.0 | 4-13y 2.5-6.0', 1.8, 6, H, '22664-7', 'urea', {
            pf: 'H',
          }),
          r('Total bilirubin', '46', 'umol/L', '>1 month <21', null, 21, H, '14631-6', 'bilirubin total', {
            pf: 'H',
          }),
          r('Lactate', '4.6', 'mmol/L', '0.5-2.2', 0.5, 2.2, H, '32693-4', 'lactate', { pf: 'H' }),
        ],
      },
      {
        title: 'PARASITOLOGY',
        rows: [
          r('Malaria mRDT (Pf HRP2)', 'Positive', '', '', null, null, P, null, 'malaria rapid antigen test'),
          r(
            'Blood slide for MPS',
            'P. falciparum trophozoites +++',
            '',
            '',
            null,
            null,
            P,
            '32700-7',
            'malaria parasites',
          ),
          r('Sickling test', 'Negative', '', '', null, null, NEG, null, 'sickling test'),
          info('Blood culture', 'In progress - no growth at 24 h'),
        ],
      },
    ],
    footer: [
      'Critical values (Hb, platelets, glucose) phoned to ward 06:35 - Sr. Kimaro.',
      'Lab scientist: G. Minja     Checked: Dr. R. Shao',
    ],
  },
  {
    file: 'ug-mulago-icu-cumulative-three-days.pdf',
    format: 'pdf-text',
    kind: 'digital',
    country: 'UG',
    style: 'pdf-cumulative',
    layout:
      'PDF with a text layer, landscape cumulative ICU report: Test | Units | Reference | three date-time result columns, the CURRENT sample first (marked "this sample") and the two earlier samples after it, each cell with its own H/L flag; a person reads the current column only',
    header: [
      'MULAGO NATIONAL REFERRAL HOSPITAL',
      'Clinical Laboratory — Cumulative Report (ICU)',
      'P.O. Box 7051, Kampala, Uganda',
    ],
    patient: [
      ['Patient', 'OKELLO, Samuel'],
      ['Age/Sex', '58 Y / M'],
      ['IP No', 'MNRH-IP-26-30912'],
      ['Location', 'Main ICU, Bed 6'],
      ['Consultant', 'Dr. A. Nabukenya'],
    ],
    dates: ['28-Nov-2026 06:10 (this sample)', '27-Nov-2026 18:40', '27-Nov-2026 06:05'],
    sections: [
      {
        title: 'Electrolytes & renal',
        rows: [
          r('Sodium', '151', 'mmol/L', '135 - 145', 135, 145, H, '2951-2', 'sodium', {
            pf: 'H',
            old: ['146 H', '141'],
          }),
          r('Potassium', '2.9', 'mmol/L', '3.5 - 5.1', 3.5, 5.1, L, '2823-3', 'potassium', {
            pf: 'L',
            old: ['3.3 L', '3.8'],
          }),
          r('Chloride', '112', 'mmol/L', '98 - 107', 98, 107, H, '2075-0', 'chloride', {
            pf: 'H',
            old: ['108 H', '104'],
          }),
          r('Bicarbonate', '16', 'mmol/L', '22 - 29', 22, 29, L, '1963-8', 'bicarbonate', {
            pf: 'L',
            old: ['19 L', '23'],
          }),
          r('Urea', '22.4', 'mmol/L', '2.5 - 7.8', 2.5, 7.8, H, '22664-7', 'urea', {
            pf: 'H',
            old: ['18.1 H', '12.6 H'],
          }),
          r('Creatinine', '412', 'µmol/L', '62 - 106', 62, 106, H, '14682-9', 'creatinine', {
            pf: 'H',
            old: ['355 H', '268 H'],
          }),
          r('Calcium', '2.02', 'mmol/L', '2.15 - 2.55', 2.15, 2.55, L, '2000-8', 'calcium', {
            pf: 'L',
            old: ['2.08 L', '2.20'],
          }),
          r('Magnesium', '0.58', 'mmol/L', '0.70 - 1.00', 0.7, 1, L, '2601-3', 'magnesium', {
            pf: 'L',
            old: ['0.66 L', '0.74'],
          }),
          r('Phosphate', '2.21', 'mmol/L', '0.81 - 1.45', 0.81, 1.45, H, '14879-1', 'phosphate', {
            pf: 'H',
            old: ['1.96 H', '1.52 H'],
          }),
        ],
      },
      {
        title: 'Other',
        rows: [
          r('Lactate', '3.4', 'mmol/L', '0.5 - 2.2', 0.5, 2.2, H, '32693-4', 'lactate', {
            pf: 'H',
            old: ['4.8 H', '6.1 H'],
          }),
          r('CRP', '212', 'mg/L', '< 5', null, 5, H, '1988-5', 'CRP', { pf: 'H', old: ['264 H', '188 H'] }),
          r('Platelets', '71', 'x10⁹/L', '150 - 400', 150, 400, L, '777-3', 'platelets', {
            pf: 'L',
            old: ['96 L', '131 L'],
          }),
          r('PT', '17.8', 'sec', '11.0 - 14.0', 11, 14, H, '5902-2', 'prothrombin time', {
            pf: 'H',
            old: ['16.2 H', '14.1 H'],
          }),
          r('INR', '1.5', '', '0.8 - 1.2', 0.8, 1.2, H, '6301-6', 'INR', { pf: 'H', old: ['1.4 H', '1.2'] }),
          r('APTT', '41', 'sec', '26 - 38', 26, 38, H, '3173-2', 'APTT', { pf: 'H', old: ['39 H', '35'] }),
        ],
      },
    ],
    footer: [
      'H/L: outside reference interval. Earlier columns are shown for trend only.',
      'Printed 28-Nov-2026 07:02 by MNRH LIS — Page 1 of 1',
    ],
  },
];
