/**
 * Sixth lab-document set (issue 13): the kinds of document a hidden examiner set lost values on, drawn anew —
 * urinalysis photographed with dipstick and microscopy side by side, 1-bit faxes, greyscale scanned endocrine
 * panels, photos with a hard shadow across half the page, and French workbooks and reports where the
 * specimen (LCR/CSF, urine, pleural or ascitic fluid, blood) is given by a sheet name, a specimen column, a
 * section title, a header line, or only by what the range and unit fit.
 * Laboratories are real places; patients, lab numbers and every value are invented.
 * Rows use r() of the nov28 set: name, printed, unit, range text, low, high, flag, LOINC, analyte, extra.
 * A row with scored:false is printed but not listed in expected.json.
 */
import { info, r } from '../../lab-documents-examiner-nov28/gen/catalogue.mjs';

const H = 'high',
  L = 'low',
  N = 'normal',
  P = 'positive',
  NEG = 'negative';

// ---------------------------------------------------------------- urinalysis, two columns on one page
const dipstickNakuru = [
  r('Specific gravity', '1.025', '', '1.005 - 1.030', 1.005, 1.03, N, '5811-5', 'urine specific gravity'),
  r('pH', '6.0', '', '4.5 - 8.0', 4.5, 8, N, '5803-2', 'urine pH'),
  r('Leucocytes', '+++', '', 'Negative', null, null, P, '5799-2', 'urine leucocytes'),
  r('Nitrite', 'Positive', '', 'Negative', null, null, P, '5802-4', 'urine nitrite'),
  r('Protein', '+', '', 'Negative', null, null, P, '20454-5', 'urine protein'),
  r('Glucose', 'Negative', '', 'Negative', null, null, NEG, '25428-4', 'urine glucose'),
  r('Ketones', 'Negative', '', 'Negative', null, null, NEG, '5797-6', 'urine ketones'),
  r('Urobilinogen', 'Normal', '', 'Normal', null, null, N, '5818-0', 'urine urobilinogen'),
  r('Bilirubin', 'Negative', '', 'Negative', null, null, NEG, '5770-3', 'urine bilirubin'),
  r('Blood', '++', '', 'Negative', null, null, P, '5794-3', 'urine blood'),
];
const microscopyNakuru = [
  r('Pus cells', '20-25', '/HPF', '0 - 5', 0, 5, H, '5821-4', 'urine leukocytes'),
  r('Red cells', '6-8', '/HPF', '0 - 2', 0, 2, H, '13945-1', 'urine erythrocytes'),
  info('Epithelial cells', 'Few'),
  r('Casts', 'Nil', '', 'Nil', null, null, NEG, '24124-0', 'urine casts'),
  r('Crystals', 'Not seen', '', 'Not seen', null, null, NEG, '5782-8', 'urine crystals'),
  r('Bacteria', '++', '', 'Nil', null, null, P, '25145-4', 'urine bacteria'),
  r('Yeast cells', 'Not seen', '', 'Not seen', null, null, NEG, '32356-8', 'urine yeast'),
  r('T. vaginalis', 'Not seen', '', 'Not seen', null, null, NEG, '5813-1', 'urine trichomonas'),
  r('S. haematobium ova', 'Not seen', '', 'Not seen', null, null, NEG, '10704-5', 'urine schistosoma ova'),
];

const dipstickMwananyamala = [
  r('Colour', 'Amber', '', '', null, null, N, null, '', { scored: false }),
  r('SG', '1.010', '', '1.003 - 1.035', 1.003, 1.035, N, '5811-5', 'urine specific gravity'),
  r('pH', '5.5', '', '5.0 - 8.5', 5, 8.5, N, '5803-2', 'urine pH'),
  r('Protein', '++', '', 'Nil', null, null, P, '20454-5', 'urine protein'),
  r('Glucose', '+++', '', 'Nil', null, null, P, '25428-4', 'urine glucose'),
  r('Ketones', '++', '', 'Nil', null, null, P, '5797-6', 'urine ketones'),
  r('Blood', 'Nil', '', 'Nil', null, null, NEG, '5794-3', 'urine blood'),
  r('Nitrites', 'Negative', '', 'Negative', null, null, NEG, '5802-4', 'urine nitrite'),
  r('Leukocytes', 'Trace', '', 'Nil', null, null, P, '5799-2', 'urine leucocytes'),
];
const microscopyMwananyamala = [
  r('WBC', '2-4', '/HPF', '0 - 5', 0, 5, N, '5821-4', 'urine leukocytes'),
  r('RBC', '0-1', '/HPF', '0 - 2', 0, 2, N, '13945-1', 'urine erythrocytes'),
  r('Casts', 'Hyaline casts seen', '', 'Nil', null, null, P, '24124-0', 'urine casts'),
  r('Yeast', 'Seen', '', 'Not seen', null, null, P, '32356-8', 'urine yeast'),
  r('Bacteria', 'Nil', '', 'Nil', null, null, NEG, '25145-4', 'urine bacteria'),
];

// ---------------------------------------------------------------- 1-bit faxes
const faxMasaka = [
  r('Prothrombin time', '24.8', 'sec', '11.0 - 14.5', 11, 14.5, H, '5902-2', 'prothrombin time', { pf: 'H' }),
  r('INR', '2.1', '', '0.8 - 1.2', 0.8, 1.2, H, '6301-6', 'INR', { pf: 'H' }),
  r('APTT', '41', 'sec', '26 - 40', 26, 40, H, '14979-9', 'APTT', { pf: 'H' }),
  r('Sodium', '131', 'mmol/L', '135 - 145', 135, 145, L, '2951-2', 'sodium', { pf: 'L' }),
  r('Potassium', '3.1', 'mmol/L', '3.5 - 5.1', 3.5, 5.1, L, '2823-3', 'potassium', { pf: 'L' }),
  r('Chloride', '97', 'mmol/L', '98 - 107', 98, 107, L, '2075-0', 'chloride', { pf: 'L' }),
  r('Magnesium', '0.52', 'mmol/L', '0.66 - 1.07', 0.66, 1.07, L, '19123-9', 'magnesium', { pf: 'L' }),
  r('Calcium (total)', '2.05', 'mmol/L', '2.15 - 2.55', 2.15, 2.55, L, '17861-6', 'calcium', { pf: 'L' }),
  r('Phosphate', '0.61', 'mmol/L', '0.81 - 1.45', 0.81, 1.45, L, '2777-1', 'phosphate', { pf: 'L' }),
  r('Urea', '6.9', 'mmol/L', '2.5 - 7.8', 2.5, 7.8, N, '22664-7', 'urea'),
  r('Creatinine', '98', 'umol/L', '62 - 106', 62, 106, N, '2160-0', 'creatinine'),
  r('Albumin', '31', 'g/L', '35 - 52', 35, 52, L, '1751-7', 'albumin', { pf: 'L' }),
];
const faxKigali = [
  r('INR', '3.6', '', '2.0 - 3.0 (on warfarin)', 2, 3, H, '6301-6', 'INR', { pf: 'HIGH' }),
  r('PT', '38.2', 's', '10.5 - 13.5', 10.5, 13.5, H, '5902-2', 'prothrombin time', { pf: 'HIGH' }),
  r('Magnesium', '1.9', 'mg/dL', '1.7 - 2.4', 1.7, 2.4, N, '19123-9', 'magnesium'),
  r('Hemoglobin', '9.8', 'g/dL', '12.0 - 15.5', 12, 15.5, L, '718-7', 'hemoglobin', { pf: 'LOW' }),
  r('Platelets', '164', 'x10^9/L', '150 - 400', 150, 400, N, '777-3', 'platelets'),
  r('Creatinine', '1.3', 'mg/dL', '0.6 - 1.1', 0.6, 1.1, H, '2160-0', 'creatinine', { pf: 'HIGH' }),
  r('Potassium', '4.4', 'mmol/L', '3.5 - 5.1', 3.5, 5.1, N, '2823-3', 'potassium'),
  r('ALT', '22', 'U/L', '7 - 35', 7, 35, N, '1742-6', 'ALT'),
];

// ---------------------------------------------------------------- greyscale scanned endocrine panels
const endocrineAgaKhan = [
  r('TSH', '7.85', 'mIU/L', '0.27 - 4.20', 0.27, 4.2, H, '3016-3', 'TSH', { pf: 'H' }),
  r('Free T4', '9.6', 'pmol/L', '12.0 - 22.0', 12, 22, L, '3024-7', 'free T4', { pf: 'L' }),
  r('Free T3', '3.0', 'pmol/L', '3.1 - 6.8', 3.1, 6.8, L, null, 'free T3', { pf: 'L' }),
  r('Cortisol (08:00)', '412', 'nmol/L', '166 - 507', 166, 507, N, null, 'cortisol'),
  r('Prolactin', '46.2', 'ng/mL', '4.8 - 23.3', 4.8, 23.3, H, null, 'prolactin', { pf: 'H' }),
  r('HbA1c', '5.4', '%', '4.0 - 5.6', 4, 5.6, N, '4548-4', 'HbA1c'),
];
const endocrineLome = [
  r('TSH ultrasensible', '0,05', 'µUI/mL', '0,35 - 4,94', 0.35, 4.94, L, '3016-3', 'TSH', { pf: 'Bas' }),
  r('T4 libre (FT4)', '31,4', 'pmol/L', '9,0 - 19,0', 9, 19, H, '3024-7', 'free T4', { pf: 'Élevé' }),
  r('T3 libre (FT3)', '9,8', 'pmol/L', '2,6 - 5,7', 2.6, 5.7, H, null, 'free T3', { pf: 'Élevé' }),
  r('Cortisol plasmatique', '98', 'nmol/L', '138 - 690', 138, 690, L, null, 'cortisol', { pf: 'Bas' }),
  r('Prolactine', '12,6', 'ng/mL', '5,2 - 26,5', 5.2, 26.5, N, null, 'prolactin'),
];

// ---------------------------------------------------------------- photos with a hard shadow over half the page
const shadowJos = [
  r('Haemoglobin', '8.6', 'g/dL', '12.0 - 16.0', 12, 16, L, '718-7', 'hemoglobin', { pf: 'L' }),
  r('Total WBC', '15.2', 'x10^9/L', '4.0 - 11.0', 4, 11, H, '6690-2', 'leukocytes', { pf: 'H' }),
  r('Platelets', '98', 'x10^9/L', '150 - 400', 150, 400, L, '777-3', 'platelets', { pf: 'L' }),
  r('PCV', '26', '%', '36 - 46', 36, 46, L, '4544-3', 'hematocrit', { pf: 'L' }),
  r('MCV', '71', 'fL', '80 - 100', 80, 100, L, '787-2', 'MCV', { pf: 'L' }),
  r('Sodium', '138', 'mmol/L', '135 - 145', 135, 145, N, '2951-2', 'sodium'),
  r('Potassium', '5.8', 'mmol/L', '3.5 - 5.0', 3.5, 5, H, '2823-3', 'potassium', { pf: 'H' }),
  r('Urea', '14.6', 'mmol/L', '2.5 - 6.7', 2.5, 6.7, H, '22664-7', 'urea', { pf: 'H' }),
  r('Creatinine', '245', 'µmol/L', '53 - 97', 53, 97, H, '2160-0', 'creatinine', { pf: 'H' }),
  r('Bicarbonate', '17', 'mmol/L', '22 - 29', 22, 29, L, '1963-8', 'bicarbonate', { pf: 'L' }),
  r('Random glucose', '6.2', 'mmol/L', '3.9 - 7.8', 3.9, 7.8, N, '2345-7', 'glucose'),
  r('CRP', '64', 'mg/L', '< 5', null, 5, H, '1988-5', 'CRP', { pf: 'H' }),
];
const shadowLivingstone = [
  r('WBC', '3.1', '10^9/L', '4.0 - 10.0', 4, 10, L, '6690-2', 'leukocytes', { pf: 'L' }),
  r('Neutrophils', '1.2', '10^9/L', '2.0 - 7.0', 2, 7, L, '751-8', 'neutrophils', { pf: 'L' }),
  r('Lymphocytes', '1.5', '10^9/L', '1.0 - 3.0', 1, 3, N, '731-0', 'lymphocytes'),
  r('Hemoglobin', '11.2', 'g/dL', '13.0 - 17.0', 13, 17, L, '718-7', 'hemoglobin', { pf: 'L' }),
  r('MCV', '104', 'fL', '80 - 100', 80, 100, H, '787-2', 'MCV', { pf: 'H' }),
  r('Platelets', '142', '10^9/L', '150 - 410', 150, 410, L, '777-3', 'platelets', { pf: 'L' }),
  r('ALT', '88', 'U/L', '0 - 41', 0, 41, H, '1742-6', 'ALT', { pf: 'H' }),
  r('AST', '121', 'U/L', '0 - 40', 0, 40, H, '1920-8', 'AST', { pf: 'H' }),
  r('GGT', '310', 'U/L', '10 - 71', 10, 71, H, '2324-2', 'GGT', { pf: 'H' }),
  r('Total bilirubin', '34', 'µmol/L', '5 - 21', 5, 21, H, '1975-2', 'bilirubin total', { pf: 'H' }),
  r('Albumin', '33', 'g/L', '35 - 52', 35, 52, L, '1751-7', 'albumin', { pf: 'L' }),
];

// ---------------------------------------------------------------- French workbooks and reports: specimen context
const dakarBlood = [
  r('Leucocytes', '12,4', 'G/L', '', 4, 10, H, '6690-2', 'leukocytes'),
  r('Hémoglobine', '10,2', 'g/dL', '', 12, 16, L, '718-7', 'hemoglobin'),
  r('Plaquettes', '180', 'G/L', '', 150, 400, N, '777-3', 'platelets'),
  r('Glycémie', '1,05', 'g/L', '', 0.7, 1.1, N, '2345-7', 'glucose'),
  r('Protéines totales', '68', 'g/L', '', 64, 83, N, '2885-2', 'total protein'),
  r('CRP', '96', 'mg/L', '< 5', null, 5, H, '1988-5', 'CRP', { highCell: '< 5' }),
  r('ALAT (TGP)', '31', 'UI/L', "jusqu'à 40", null, 40, N, '1742-6', 'ALT', { highCell: "jusqu'à 40" }),
];
const dakarCsf = [
  info('Aspect', 'Trouble'),
  r('Leucocytes', '250', '/mm3', '< 5', null, 5, H, '26465-5', 'CSF leukocytes', { highCell: '< 5' }),
  r('Protéines', '1,8', 'g/L', '', 0.15, 0.45, H, '2880-3', 'CSF protein'),
  r('Glucose', '0,25', 'g/L', '', 0.45, 0.8, L, '2342-4', 'CSF glucose'),
  r('Examen direct (Gram)', 'Diplocoques Gram positif', '', '', null, null, P, '664-3', 'CSF Gram stain'),
  r('Encre de Chine', 'Négatif', '', '', null, null, NEG, '12237-4', 'CSF India ink'),
];

const abidjanRows = [
  // specimen, row
  ['Sang', r('Leucocytes', '7,8', 'G/L', '', 4, 10, N, '6690-2', 'leukocytes')],
  ['Sang', r('Glucose', '5,4', 'mmol/L', '', 3.9, 6.1, N, '2345-7', 'glucose')],
  ['Sang', r('Protéines', '70', 'g/L', '', 64, 83, N, '2885-2', 'total protein')],
  ['LCR', r('Leucocytes', '85', '/mm3', '< 5', null, 5, H, '26465-5', 'CSF leukocytes', { highCell: '< 5' })],
  ['LCR', r('Glucose', '1,9', 'mmol/L', '', 2.2, 3.9, L, '2342-4', 'CSF glucose')],
  ['LCR', r('Protéines', '1,2', 'g/L', '', 0.15, 0.45, H, '2880-3', 'CSF protein')],
  ['Urine', r('Leucocytes', '+++', '', '', null, null, P, '5799-2', 'urine leucocytes')],
  ['Urine', r('Glucose', 'Négatif', '', '', null, null, NEG, '25428-4', 'urine glucose')],
  ['Liquide pleural', info('Protéines', '42', { unit: 'g/L' })],
  ['Liquide pleural', info('Glucose', '3,1', { unit: 'mmol/L' })],
  ["Liquide d'ascite", info('Leucocytes', '620', { unit: '/mm3' })],
  ["Liquide d'ascite", info('Protéines', '12', { unit: 'g/L' })],
];

const doualaSections = [
  {
    title: 'SANG — BIOCHIMIE ET HÉMATOLOGIE',
    rows: [
      r('Glycémie à jeun', '0,92', 'g/L', '0,70 - 1,10', 0.7, 1.1, N, '1558-6', 'glucose'),
      r('Protéines totales', '66', 'g/L', '64 - 83', 64, 83, N, '2885-2', 'total protein'),
      r('Leucocytes', '9,1', 'G/L', '4 - 10', 4, 10, N, '6690-2', 'leukocytes'),
    ],
  },
  {
    title: 'LIQUIDE CÉPHALO-RACHIDIEN',
    rows: [
      r('Leucocytes', '250', '/mm3', '< 5', null, 5, H, '26465-5', 'CSF leukocytes'),
      r('Protéines', '0,95', 'g/L', '0,15 - 0,45', 0.15, 0.45, H, '2880-3', 'CSF protein'),
      r('Glucose', '0,38', 'g/L', '0,45 - 0,80', 0.45, 0.8, L, '2342-4', 'CSF glucose'),
    ],
  },
  {
    title: 'URINES (BANDELETTE)',
    rows: [
      r('Leucocytes', '++', '', 'Négatif', null, null, P, '5799-2', 'urine leucocytes'),
      r('Protéines', 'Traces', '', 'Négatif', null, null, P, '20454-5', 'urine protein', { value: 'Trace' }),
      r('Glucose', 'Négatif', '', 'Négatif', null, null, NEG, '25428-4', 'urine glucose'),
    ],
  },
  {
    title: 'LIQUIDE PLEURAL',
    rows: [info('Protéines', '38', { unit: 'g/L' }), info('Leucocytes', '1 200', { unit: '/mm3' })],
  },
];

const thiesCsf = [
  info('Aspect', 'Eau de roche'),
  r('Leucocytes', '180', '/mm3', '< 5', null, 5, H, '26465-5', 'CSF leukocytes'),
  r('Protéines', '1,10', 'g/L', '0,15 - 0,45', 0.15, 0.45, H, '2880-3', 'CSF protein'),
  r('Glucose', '2,0', 'mmol/L', '2,2 - 3,9', 2.2, 3.9, L, '2342-4', 'CSF glucose'),
  r('Chlorures', '112', 'mmol/L', '120 - 130', 120, 130, L, null, 'CSF chloride'),
];

const parakouNoSpecimen = [
  r('Leucocytes', '320', '/mm3', '< 5', null, 5, H, '26465-5', 'CSF leukocytes'),
  r('Protéines', '1,4', 'g/L', '0,15 - 0,45', 0.15, 0.45, H, '2880-3', 'CSF protein'),
  r('Glucose', '0,30', 'g/L', '0,45 - 0,80', 0.45, 0.8, L, '2342-4', 'CSF glucose'),
];

const cotonouMinMax = [
  r('Urée', '0,48', 'g/L', '', 0.15, 0.45, H, '22664-7', 'urea', { pf: 'H' }),
  r('Créatinine', '14', 'mg/L', '', 6, 12, H, '2160-0', 'creatinine', { pf: 'H' }),
  r('Acide urique', '52', 'mg/L', "jusqu'à 70", null, 70, N, '3084-1', 'uric acid', {
    highCell: "jusqu'à 70",
  }),
  r('ASAT (TGO)', '58', 'UI/L', "jusqu'à 35", null, 35, H, '1920-8', 'AST', {
    pf: 'H',
    highCell: "jusqu'à 35",
  }),
  r('ALAT (TGP)', '38', 'UI/L', "jusqu'à 40", null, 40, N, '1742-6', 'ALT', { highCell: "jusqu'à 40" }),
  r('Gamma GT', '112', 'UI/L', '< 55', null, 55, H, '2324-2', 'GGT', { pf: 'H', highCell: '< 55' }),
  r('Bilirubine totale', '9', 'mg/L', '< 10', null, 10, N, '1975-2', 'bilirubin total', { highCell: '< 10' }),
  r('CRP', '3', 'mg/L', '< 6', null, 6, N, '1988-5', 'CRP', { highCell: '< 6' }),
  r('Cholestérol total', '2,45', 'g/L', '< 2,00', null, 2, H, '2093-3', 'cholesterol', {
    pf: 'H',
    highCell: '< 2,00',
  }),
  r('Triglycérides', '1,20', 'g/L', '< 1,50', null, 1.5, N, '2571-8', 'triglycerides', {
    highCell: '< 1,50',
  }),
  r('Calcium', '88', 'mg/L', '', 86, 102, N, '17861-6', 'calcium'),
];

export const documents = [
  // ---------------------------------------------------------------- PHOTOS / SCANS
  {
    file: 'ke-nakuru-pgh-urinalysis-side-by-side-photo.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'KE',
    style: 'side-by-side-photo',
    layout:
      'phone photo (perspective, warm light, JPEG) of an A4 urinalysis report with two tables side by side: dipstick (Test | Result | Normal) on the left, microscopy per HPF on the right; both tables have a Normal column',
    header: ['NAKURU LEVEL 5 HOSPITAL', 'Laboratory Department — Urinalysis', 'Tel 051 221 5580'],
    patient: [
      ['Name', 'Wanjiru G.'],
      ['Age/Sex', '26 Y / F'],
      ['OP No', 'NK-88214'],
      ['Date', '28/11/2026'],
    ],
    sections: [
      { title: 'DIPSTICK (Combur-10)', rows: dipstickNakuru },
      { title: 'MICROSCOPY (x40)', rows: microscopyNakuru },
    ],
    footer: ['Performed by: P. Kiprono (Lab Tech)', 'Checked by: A. Otieno'],
  },
  {
    file: 'tz-mwananyamala-urinalysis-two-columns-scan.png',
    format: 'photo-png',
    kind: 'photo',
    country: 'TZ',
    style: 'side-by-side-scan',
    layout:
      'greyscale flatbed scan (PNG, slight skew, speckle) of a boxed urinalysis form: "Chemical (strip)" and "Microscopic" panels in two columns, each Parameter | Result | Ref; worded and + graded results',
    header: [
      'MWANANYAMALA REGIONAL REFERRAL HOSPITAL',
      'Clinical Laboratory — Urine analysis',
      'Dar es Salaam',
    ],
    patient: [
      ['Patient', 'Juma S.'],
      ['Age', '54 yrs'],
      ['Sex', 'M'],
      ['Lab No', 'MW/U/4471'],
    ],
    sections: [
      { title: 'CHEMICAL (STRIP)', rows: dipstickMwananyamala },
      { title: 'MICROSCOPIC', rows: microscopyMwananyamala },
    ],
    footer: ['Reported 28-11-2026 10:42'],
  },
  {
    file: 'ug-masaka-rrh-fax-coagulation-minerals-1bit.png',
    format: 'photo-png',
    kind: 'photo',
    country: 'UG',
    style: 'fax-table',
    layout:
      '1-bit fax (black and white only, standard fax resolution, jagged strokes, a dropped scan line, toner specks) of a table Test | Result | Flag | Units | Reference: coagulation, electrolytes, magnesium, calcium, phosphate',
    faxLine: 'FROM: MASAKA RRH LAB  +256 481 420 000     28 NOV 2026 11:07     P.01/01',
    header: ['MASAKA REGIONAL REFERRAL HOSPITAL LABORATORY', 'Clinical Chemistry and Haematology'],
    patient: [
      ['Patient', 'Nakato R.'],
      ['Age', '61 Y'],
      ['Sex', 'F'],
      ['Ward', 'Medical'],
    ],
    sections: [
      { title: 'COAGULATION', rows: faxMasaka.slice(0, 3) },
      { title: 'ELECTROLYTES AND MINERALS', rows: faxMasaka.slice(3) },
    ],
    footer: ['Please call the laboratory on ext. 214 for any query.'],
  },
  {
    file: 'rw-chuk-kigali-fax-anticoagulation-clinic.pdf',
    format: 'pdf-scan',
    kind: 'photo',
    country: 'RW',
    style: 'fax-pdf',
    layout:
      'image-only PDF of a received fax, 1-bit, fine resolution halved vertically: anticoagulation clinic results as "Test: value unit (range) FLAG" lines in a proportional font',
    faxLine: '28/11/2026 09:52  CHUK LAB FAX  0788 000 111  PAGE 1 OF 1',
    header: [
      'CENTRE HOSPITALIER UNIVERSITAIRE DE KIGALI (CHUK)',
      'Laboratory — Anticoagulation clinic results',
    ],
    patient: [
      ['Patient', 'Uwase M.'],
      ['Age', '47 Y'],
      ['Sex', 'F'],
      ['Indication', 'mechanical mitral valve, on warfarin'],
    ],
    sections: [{ title: 'RESULTS', rows: faxKigali }],
    footer: ['Results phoned to clinic nurse at 09:40.'],
  },
  {
    file: 'ke-aga-khan-mombasa-endocrine-greyscale-scan.pdf',
    format: 'pdf-scan',
    kind: 'photo',
    country: 'KE',
    style: 'endocrine-scan-pdf',
    layout:
      'image-only PDF of a greyscale scan (150 dpi, light grey print, skew, JPEG) of an endocrinology report: Test | Result | Flag | Units | Reference range with TSH, free T4, free T3, cortisol at 08:00, prolactin and HbA1c',
    header: ['THE AGA KHAN HOSPITAL, MOMBASA', 'Pathology Department — Endocrinology & Immunoassay'],
    patient: [
      ['Patient', 'Fatma A.'],
      ['Age', '33 Y'],
      ['Sex', 'Female'],
      ['Lab No', 'AKM-E-20931'],
    ],
    sections: [{ title: 'ENDOCRINE PANEL (Roche cobas e411)', rows: endocrineAgaKhan }],
    footer: ['Sample: serum, collected 08:05.', 'Authorised by Dr S. Mwakio, Pathologist'],
  },
  {
    file: 'tg-lome-chu-sylvanus-olympio-bilan-hormonal-scan.png',
    format: 'photo-png',
    kind: 'photo',
    country: 'TG',
    style: 'endocrine-scan-png',
    layout:
      'greyscale scan (PNG, faint toner, dark edge, slight rotation) of a French hormone report: Analyse | Résultat | Unité | Valeurs de référence | Interprétation with decimal commas, µUI/mL and Bas / Élevé',
    header: ['CHU SYLVANUS OLYMPIO — LOMÉ', 'Laboratoire de biochimie — Hormonologie'],
    patient: [
      ['Nom', 'Akossiwa D.'],
      ['Âge', '29 ans'],
      ['Sexe', 'F'],
      ['N° dossier', 'SO-H-7731'],
    ],
    sections: [{ title: 'BILAN HORMONAL', rows: endocrineLome }],
    footer: ['Validé par : Pr K. Amegbor'],
  },
  {
    file: 'ng-jos-juth-fbc-chemistry-hard-shadow-photo.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'NG',
    style: 'shadow-bottom',
    layout:
      'phone photo of an A4 report with a hard-edged shadow (a hand and phone) darkening the whole lower half of the page to about half brightness, slight perspective, JPEG: FBC then U&E, glucose, CRP',
    header: [
      'JOS UNIVERSITY TEACHING HOSPITAL',
      'Department of Chemical Pathology & Haematology',
      'Jos, Plateau State',
    ],
    patient: [
      ['Name', 'Danjuma P.'],
      ['Age', '38 yrs'],
      ['Sex', 'Female'],
      ['Hosp. No', 'JUTH/22/7781'],
    ],
    sections: [
      { title: 'HAEMATOLOGY', rows: shadowJos.slice(0, 5) },
      { title: 'CHEMISTRY', rows: shadowJos.slice(5) },
    ],
    footer: ['Result verified by: M. Gyang, MLS'],
  },
  {
    file: 'zm-livingstone-fbc-lft-shadow-left-half-photo.jpg',
    format: 'photo-jpeg',
    kind: 'photo',
    country: 'ZM',
    style: 'shadow-left',
    layout:
      'phone photo of an A4 report with a strong shadow over the left half of the page (names and results in the shade, ranges in the light), cool light, slight rotation, JPEG: FBC with absolute counts, LFT',
    header: ['LIVINGSTONE UNIVERSITY TEACHING HOSPITAL', 'Laboratory Services'],
    patient: [
      ['Patient', 'Mwila C.'],
      ['Age', '52 Y'],
      ['Sex', 'M'],
      ['File No', 'LUTH-3390'],
    ],
    sections: [
      { title: 'FULL BLOOD COUNT', rows: shadowLivingstone.slice(0, 6) },
      { title: 'LIVER FUNCTION', rows: shadowLivingstone.slice(6) },
    ],
    footer: ['Comment: macrocytosis; correlate with alcohol history.'],
  },
  // ---------------------------------------------------------------- DIGITAL
  {
    file: 'sn-dakar-hopital-principal-sang-et-lcr-onglets.xlsx',
    format: 'xlsx',
    kind: 'digital',
    country: 'SN',
    style: 'xlsx-sheets',
    layout:
      'French workbook with two sheets named "Sang" and "LCR", the same names (Leucocytes, Protéines, Glucose) on both; columns Analyse | Résultat | Unité | Valeur basse | Valeur haute, "< 5" and "jusqu\'à 40" in the high cell; the specimen is only in the sheet name',
    header: ['HÔPITAL PRINCIPAL DE DAKAR — LABORATOIRE DE BIOLOGIE'],
    patient: [
      ['Patient', 'Ndiaye F.'],
      ['Âge', '34 ans'],
      ['Sexe', 'F'],
    ],
    sheets: [
      { name: 'Sang', rows: dakarBlood },
      { name: 'LCR', rows: dakarCsf },
    ],
    sections: [
      { title: 'Sang', rows: dakarBlood },
      { title: 'LCR', rows: dakarCsf },
    ],
    footer: ['Validé par Dr A. Sow'],
  },
  {
    file: 'ci-abidjan-chu-treichville-colonne-prelevement.xlsx',
    format: 'xlsx',
    kind: 'digital',
    country: 'CI',
    style: 'xlsx-specimen-column',
    layout:
      'French LIS export: one sheet, columns Nature du prélèvement | Examen | Résultat | Unité | Min | Max; blood, LCR, urine, pleural and ascitic fluid rows with the same test names; pleural and ascitic rows are not scored (no knowledge-base test) but must not become blood tests',
    header: ['CHU DE TREICHVILLE — ABIDJAN', 'Laboratoire central — export SIL'],
    patient: [
      ['Patient', 'Kouassi Y.'],
      ['Âge', '45 ans'],
      ['Sexe', 'M'],
    ],
    specimenRows: abidjanRows,
    sections: [{ title: null, rows: abidjanRows.map(([, row]) => row) }],
    specimenOf: abidjanRows.map(([specimen]) => specimen),
    footer: [],
  },
  {
    file: 'cm-douala-laquintinie-sections-liquides.docx',
    format: 'docx',
    kind: 'digital',
    country: 'CM',
    style: 'docx-sections',
    layout:
      'French Word report, one table Examen | Résultat | Unité | Valeurs de référence with section rows SANG, LIQUIDE CÉPHALO-RACHIDIEN, URINES, LIQUIDE PLEURAL; the same names under each; pleural rows not scored',
    header: ['HÔPITAL LAQUINTINIE DE DOUALA', 'Laboratoire d’analyses médicales'],
    patient: [
      ['Patient', 'Ebogo J.'],
      ['Âge', '19 ans'],
      ['Sexe', 'M'],
    ],
    sections: doualaSections,
    footer: ['Biologiste : Dr M. Ngo Bassong'],
  },
  {
    file: 'sn-thies-hr-lcr-entete-seulement.csv',
    format: 'csv',
    kind: 'digital',
    country: 'SN',
    style: 'csv-header-specimen',
    layout:
      'French semicolon CSV; the specimen is given once above the table ("Nature de l\'échantillon : LCR (ponction lombaire)"); rows Leucocytes, Protéines, Glucose, Chlorures with decimal commas; CSF chloride is not a blood chloride',
    header: ['Hôpital régional de Thiès — Laboratoire', "Nature de l'échantillon : LCR (ponction lombaire)"],
    patient: [
      ['Patient', 'Faye M.'],
      ['Âge', '8 ans'],
    ],
    sections: [{ title: null, rows: thiesCsf }],
    footer: [],
  },
  {
    file: 'bj-parakou-chud-resultats-sans-prelevement.txt',
    format: 'txt',
    kind: 'digital',
    country: 'BJ',
    style: 'txt-no-specimen',
    layout:
      'French plain text whose specimen is never named; leucocytes in /mm3 with "< 5", protein 1,4 g/L with 0,15 - 0,45 and glucose with 0,45 - 0,80 g/L fit only the CSF (blood ranges are 4-10 G/L, 64-83 g/L, 0,70-1,10 g/L)',
    header: ['CHUD BORGOU — PARAKOU', 'Laboratoire — Résultats', 'Examen demandé : cytologie et biochimie'],
    patient: [
      ['Patient', 'Bio S.'],
      ['Âge', '3 ans'],
      ['Sexe', 'M'],
    ],
    sections: [{ title: null, rows: parakouNoSpecimen }],
    footer: ['Résultats transmis au service de pédiatrie.'],
  },
  {
    file: 'bj-cotonou-cnhu-bilan-min-max-jusqua.xlsx',
    format: 'xlsx',
    kind: 'digital',
    country: 'BJ',
    style: 'xlsx-min-max',
    layout:
      'French workbook: Analyse | Résultat | Unité | Min | Max | Interprétation, the Max cell holding "jusqu\'à 35", "< 55" where only an upper limit is printed; mg/L and g/L units',
    header: ['CNHU HUBERT KOUTOUKOU MAGA — COTONOU', 'Service de biochimie'],
    patient: [
      ['Patient', 'Hounkpè A.'],
      ['Âge', '57 ans'],
      ['Sexe', 'M'],
    ],
    sections: [{ title: 'BIOCHIMIE', rows: cotonouMinMax }],
    footer: ['Interprétation : H = élevé, B = bas'],
  },
];
