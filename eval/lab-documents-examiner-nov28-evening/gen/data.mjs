// The documents of the examination: what is printed and what a person reads from it.
// Row: [name, loinc|null, analyte, printed, unit|null, low|null, high|null, rangeText|null, flag?]
// flag is computed from the printed range when omitted (numeric rows), given for worded results.

export const docs = [];

const add = (doc) => docs.push(doc);

// 1. Nigerian teaching hospital chemistry, separate LOW / HIGH columns, digital PDF
add({
  file: 'ng-luth-idiaraba-chempath-low-high-columns.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'NG',
  layout:
    'Chemical pathology report, grid Investigation | Result | Unit | Low | High | Flag, H/L letters, hospital number block, consultant signature',
  sections: [
    {
      title: 'ELECTROLYTES, UREA & CREATININE',
      rows: [
        ['Sodium', '2951-2', 'sodium', '131', 'mmol/L', 135, 145, '135 - 145'],
        ['Potassium', '2823-3', 'potassium', '5.8', 'mmol/L', 3.5, 5.1, '3.5 - 5.1'],
        ['Chloride', '2075-0', 'chloride', '99', 'mmol/L', 95, 108, '95 - 108'],
        ['Bicarbonate', '1963-8', 'bicarbonate', '18', 'mmol/L', 22, 30, '22 - 30'],
        ['Urea', '22664-7', 'urea', '14.2', 'mmol/L', 2.1, 6.6, '2.1 - 6.6'],
        ['Creatinine', '14682-9', 'creatinine', '286', 'µmol/L', 62, 115, '62 - 115'],
        ['eGFR (CKD-EPI 2021)', '62238-1', 'eGFR', '21', 'mL/min/1.73m²', 90, null, '90 - '],
      ],
    },
    {
      title: 'BONE / MINERALS',
      rows: [
        ['Calcium (total)', '2000-8', 'calcium', '2.02', 'mmol/L', 2.1, 2.6, '2.10 - 2.60'],
        ['Inorganic Phosphate', '14879-1', 'phosphate', '1.92', 'mmol/L', 0.8, 1.45, '0.80 - 1.45'],
        ['Magnesium', '2601-3', 'magnesium', '0.88', 'mmol/L', 0.7, 1.05, '0.70 - 1.05'],
        ['Uric Acid', '14933-6', 'urate', '512', 'µmol/L', 208, 428, '208 - 428'],
      ],
    },
    {
      title: 'OTHERS',
      rows: [
        ['Random Blood Glucose', '2345-7', 'glucose', '6.1', 'mmol/L', 3.9, 7.8, '3.9 - 7.8'],
        ['Total Protein', '2885-2', 'total protein', '71', 'g/L', 64, 83, '64 - 83'],
        ['Albumin', '1751-7', 'albumin', '33', 'g/L', 35, 50, '35 - 50'],
      ],
    },
  ],
});

// 2. Côte d'Ivoire CHU bilan, French, comma decimals, phone photo at an angle
add({
  file: 'ci-chu-treichville-bilan-nfs-iono-photo.jpg',
  format: 'image',
  kind: 'photo',
  country: 'CI',
  layout:
    'French bilan: NFS, VS, biochimie, ionogramme; comma decimals, G/L and T/L, ranges in brackets after the unit, asterisk on abnormal values; photographed at an angle on a desk',
  sex: 'F',
  sections: [
    {
      title: 'HÉMATOLOGIE — NUMÉRATION FORMULE SANGUINE',
      rows: [
        ['Globules blancs', '6690-2', 'leukocytes', '3,2', 'G/L', 4, 10, '4,0 – 10,0'],
        ['Globules rouges', '789-8', 'erythrocytes', '3,85', 'T/L', 4.2, 5.4, '4,20 – 5,40'],
        ['Hémoglobine', '718-7', 'haemoglobin', '9,8', 'g/dL', 12, 16, '12,0 – 16,0'],
        ['Hématocrite', '4544-3', 'haematocrit', '30,1', '%', 37, 47, '37 – 47'],
        ['VGM', '787-2', 'MCV', '78', 'fL', 80, 100, '80 – 100'],
        ['TCMH', '785-6', 'MCH', '25,5', 'pg', 27, 32, '27 – 32'],
        ['CCMH', '786-4', 'MCHC', '32,6', 'g/dL', 32, 36, '32 – 36'],
        ['Plaquettes', '777-3', 'platelets', '98', 'G/L', 150, 400, '150 – 400'],
        ['Polynucléaires neutrophiles', '770-8', 'neutrophils %', '42', '%', 45, 70, '45 – 70'],
        ['Lymphocytes', '736-9', 'lymphocytes %', '48', '%', 20, 40, '20 – 40'],
        ['VS 1ère heure', '30341-2', 'ESR', '64', 'mm', null, 20, '< 20', 'high'],
      ],
    },
    {
      title: 'BIOCHIMIE',
      rows: [
        ['Glycémie à jeun', '1558-6', 'fasting glucose', '1,32', 'g/L', 0.7, 1.1, '0,70 – 1,10'],
        ['Urée', '3091-6', 'urea', '0,38', 'g/L', 0.15, 0.45, '0,15 – 0,45'],
        ['Créatininémie', '14682-9', 'creatinine', '124', 'µmol/L', 53, 97, '53 – 97'],
        ['Protéine C réactive (CRP)', '1988-5', 'CRP', '48', 'mg/L', null, 6, '< 6', 'high'],
      ],
    },
    {
      title: 'IONOGRAMME SANGUIN',
      rows: [
        ['Sodium (Na+)', '2951-2', 'sodium', '128', 'mmol/L', 136, 145, '136 – 145'],
        ['Potassium (K+)', '2823-3', 'potassium', '3,1', 'mmol/L', 3.5, 5, '3,5 – 5,0'],
        ['Chlore (Cl-)', '2075-0', 'chloride', '96', 'mmol/L', 98, 107, '98 – 107'],
        ['Bicarbonates (réserve alcaline)', '1963-8', 'bicarbonate', '24', 'mmol/L', 22, 29, '22 – 29'],
      ],
    },
  ],
});

// 3. South African NHLS-style cumulative report, scanned into an image-only PDF
add({
  file: 'za-nhls-bara-cumulative-renal-scan.pdf',
  format: 'pdf-scan',
  kind: 'photo',
  country: 'ZA',
  layout:
    'Cumulative report: this request in the first result column, two earlier dates beside it, flag letter glued to the value (e.g. "148H"), reference range at the far right; printed, scanned, image-only PDF',
  sex: 'M',
  sections: [
    {
      title: 'CHEMISTRY',
      rows: [
        ['Sodium', '2951-2', 'sodium', '133', 'mmol/L', 136, 145, '136 - 145', null, ['136', '139']],
        ['Potassium', '2823-3', 'potassium', '5.6', 'mmol/L', 3.5, 5.1, '3.5 - 5.1', null, ['5.2H', '4.7']],
        ['Chloride', '2075-0', 'chloride', '101', 'mmol/L', 98, 107, '98 - 107', null, ['103', '102']],
        ['Total CO2', '1963-8', 'bicarbonate', '17', 'mmol/L', 23, 29, '23 - 29', null, ['19L', '22L']],
        ['Urea', '22664-7', 'urea', '18.4', 'mmol/L', 2.1, 7.1, '2.1 - 7.1', null, ['15.0H', '11.2H']],
        ['Creatinine', '14682-9', 'creatinine', '341', 'umol/L', 64, 104, '64 - 104', null, ['298H', '236H']],
        ['eGFR (CKD-EPI)', '62238-1', 'eGFR', '17', 'mL/min/1.73m2', 60, null, '>60', null, ['20L', '27L']],
        ['Calcium', '2000-8', 'calcium', '2.05', 'mmol/L', 2.15, 2.5, '2.15 - 2.50', null, ['2.11L', '2.20']],
        [
          'Phosphate',
          '14879-1',
          'phosphate',
          '1.85',
          'mmol/L',
          0.78,
          1.42,
          '0.78 - 1.42',
          null,
          ['1.60H', '1.38'],
        ],
        ['Albumin', '1751-7', 'albumin', '31', 'g/L', 35, 52, '35 - 52', null, ['33L', '36']],
        ['C-Reactive Protein', '1988-5', 'CRP', '12', 'mg/L', null, 10, '<10', 'high', ['4', '-']],
      ],
    },
    {
      title: 'HAEMATOLOGY / IMMUNOLOGY',
      rows: [
        [
          'Haemoglobin',
          '718-7',
          'haemoglobin',
          '8.9',
          'g/dL',
          13.4,
          17.5,
          '13.4 - 17.5',
          null,
          ['9.4L', '10.1L'],
        ],
        [
          'CD4 count',
          '24467-3',
          'CD4 count',
          '187',
          'cells/uL',
          500,
          2010,
          '500 - 2010',
          null,
          ['-', '241L'],
        ],
      ],
    },
  ],
});

// 4. Kenyan county hospital request/report form, results handwritten in ink, photographed
add({
  file: 'ke-kakamega-county-handwritten-form.jpg',
  format: 'image',
  kind: 'photo',
  country: 'KE',
  layout:
    'Printed MOH request/report form with boxes, normal values printed beside each box, results written by hand in blue ink (slanted, uneven); phone photo with shadow',
  sex: 'F',
  sections: [
    {
      title: 'HAEMATOLOGY',
      rows: [
        ['Hb', '718-7', 'haemoglobin', '7.4', 'g/dl', 11.5, 16.5, '11.5 - 16.5'],
        ['WBC', '6690-2', 'leukocytes', '14.6', 'x10⁹/L', 4, 11, '4 - 11'],
        ['Platelets', '777-3', 'platelets', '88', 'x10⁹/L', 150, 400, '150 - 400'],
        ['ESR', '30341-2', 'ESR', '45', 'mm/hr', 0, 20, '0 - 20'],
      ],
    },
    {
      title: 'PARASITOLOGY / SEROLOGY',
      rows: [
        ['B/S for MPs', '32700-7', 'malaria smear', 'P. falciparum ++', null, null, null, null, 'positive'],
        ['mRDT', '70569-9', 'malaria RDT', 'Positive', null, null, null, null, 'positive'],
        ['VDRL', '5292-8', 'VDRL', 'Non reactive', null, null, null, null, 'negative'],
        ['Stool O/C', '10701-1', 'stool ova', 'No ova or cysts seen', null, null, null, null, 'negative'],
      ],
    },
    {
      title: 'CHEMISTRY',
      rows: [['RBS', '2345-7', 'glucose', '4.2', 'mmol/L', 3.3, 7.8, '3.3 - 7.8']],
    },
  ],
});

// 5. Ethiopian report with conventional (US) units, greyscale scan
add({
  file: 'et-jimma-umc-mixed-units-scan.jpg',
  format: 'image',
  kind: 'photo',
  country: 'ET',
  layout:
    'Two stacked tables (hematology, clinical chemistry) with conventional units: mg/dL, mEq/L, cells/µL, x10³/µL, SGOT/SGPT, BUN; normal range column, no flag column; greyscale scan, rotated, uneven lighting',
  sex: 'M',
  sections: [
    {
      title: 'HEMATOLOGY',
      rows: [
        ['WBC', '6690-2', 'leukocytes', '12400', '/µL', 4000, 11000, '4000 - 11000'],
        ['Hgb', '718-7', 'haemoglobin', '10.9', 'g/dL', 13, 17, '13 - 17'],
        ['Platelet', '777-3', 'platelets', '312', 'x10³/µL', 150, 450, '150 - 450'],
        ['ESR', '30341-2', 'ESR', '38', 'mm/hr', 0, 15, '0 - 15'],
      ],
    },
    {
      title: 'CLINICAL CHEMISTRY',
      rows: [
        ['FBS', '1558-6', 'fasting glucose', '142', 'mg/dL', 70, 110, '70 - 110'],
        ['Creatinine', '2160-0', 'creatinine', '1.6', 'mg/dL', 0.7, 1.3, '0.7 - 1.3'],
        ['BUN', '3094-0', 'urea nitrogen', '28', 'mg/dL', 7, 20, '7 - 20'],
        ['SGOT (AST)', '1920-8', 'AST', '44', 'U/L', 0, 40, '0 - 40'],
        ['SGPT (ALT)', '1742-6', 'ALT', '38', 'U/L', 0, 41, '0 - 41'],
        ['Cholesterol', '2093-3', 'cholesterol', '232', 'mg/dL', null, 200, '< 200', 'high'],
        ['Triglyceride', '2571-8', 'triglycerides', '148', 'mg/dL', null, 150, '< 150', 'normal'],
        ['Uric acid', '3084-1', 'urate', '7.9', 'mg/dL', 3.4, 7, '3.4 - 7.0'],
        ['Na+', '2951-2', 'sodium', '139', 'mEq/L', 135, 145, '135 - 145'],
        ['K+', '2823-3', 'potassium', '4.2', 'mEq/L', 3.5, 5.1, '3.5 - 5.1'],
      ],
    },
  ],
});

// 6. Ugandan CSF analysis, 1-bit fax
add({
  file: 'ug-mulago-csf-analysis-fax.png',
  format: 'image',
  kind: 'photo',
  country: 'UG',
  layout:
    'CSF analysis form: cell count, differential, chemistry with paired blood glucose, Gram stain and India ink in words, CrAg; faxed (1-bit, coarse)',
  sections: [
    {
      title: 'CSF — CELL COUNT',
      rows: [
        ['White cell count', '26465-5', 'CSF leukocytes', '420', 'cells/mm³', 0, 5, '0 - 5'],
        ['Neutrophils', null, 'CSF neutrophils %', '85', '%', null, null, null, 'normal'],
        ['Lymphocytes', null, 'CSF lymphocytes %', '15', '%', null, null, null, 'normal'],
      ],
    },
    {
      title: 'CSF — CHEMISTRY',
      rows: [
        ['CSF Protein', '2880-3', 'CSF protein', '2.40', 'g/L', 0.15, 0.45, '0.15 - 0.45'],
        ['CSF Glucose', '2342-4', 'CSF glucose', '1.1', 'mmol/L', 2.2, 3.9, '2.2 - 3.9'],
        ['Blood glucose (paired)', '2345-7', 'glucose', '6.4', 'mmol/L', 3.9, 7.8, '3.9 - 7.8'],
      ],
    },
    {
      title: 'CSF — MICROBIOLOGY',
      rows: [
        [
          'Gram stain',
          '664-3',
          'CSF Gram stain',
          'Gram negative diplococci seen',
          null,
          null,
          null,
          null,
          'positive',
        ],
        ['India ink', '12237-4', 'CSF India ink', 'Negative', null, null, null, null, 'negative'],
        [
          'Cryptococcal antigen (CrAg LFA)',
          '31788-3',
          'cryptococcal antigen',
          'Negative',
          null,
          null,
          null,
          null,
          'negative',
        ],
      ],
    },
  ],
});

// 7. Tanzanian urinalysis, dipstick + microscopy, rotated greyscale JPEG
add({
  file: 'tz-kcmc-urinalysis-dipstick-microscopy.jpg',
  format: 'image',
  kind: 'photo',
  country: 'TZ',
  layout:
    'Urinalysis sheet in two blocks side by side (dipstick left, microscopy right), pluses and worded results, /HPF ranges; greyscale, rotated, JPEG',
  sections: [
    {
      title: 'DIPSTICK (CHEMICAL)',
      rows: [
        ['Specific gravity', '5811-5', 'urine specific gravity', '1.025', null, 1.005, 1.03, '1.005 - 1.030'],
        ['pH', '5803-2', 'urine pH', '5.5', null, 4.5, 8, '4.5 - 8.0'],
        ['Protein', '20454-5', 'urine protein', '++', null, null, null, 'Negative', 'positive'],
        ['Glucose', '25428-4', 'urine glucose', 'Negative', null, null, null, 'Negative', 'negative'],
        ['Ketones', '5797-6', 'urine ketones', 'Trace', null, null, null, 'Negative', 'positive'],
        ['Blood', '5794-3', 'urine blood', '+++', null, null, null, 'Negative', 'positive'],
        ['Bilirubin', '5770-3', 'urine bilirubin', 'Negative', null, null, null, 'Negative', 'negative'],
        ['Urobilinogen', '5818-0', 'urine urobilinogen', 'Normal', null, null, null, 'Normal', 'normal'],
        ['Nitrite', '5802-4', 'urine nitrite', 'Positive', null, null, null, 'Negative', 'positive'],
        ['Leucocytes', '5799-2', 'urine leucocytes', '++', null, null, null, 'Negative', 'positive'],
      ],
    },
    {
      title: 'MICROSCOPY',
      rows: [
        ['Pus cells', '5821-4', 'urine leukocytes (microscopy)', '20-25', '/HPF', 0, 5, '0 - 5', 'high'],
        [
          'Red blood cells',
          '13945-1',
          'urine erythrocytes (microscopy)',
          '10-12',
          '/HPF',
          0,
          2,
          '0 - 2',
          'high',
        ],
        ['Epithelial cells', null, 'urine epithelial cells', '2-4', '/HPF', null, null, null, 'normal'],
        ['Casts', null, 'urine casts', 'Granular casts seen', null, null, null, null, 'positive'],
        ['Crystals', null, 'urine crystals', 'Not seen', null, null, null, null, 'negative'],
        ['Bacteria', null, 'urine bacteria', '+++', null, null, null, null, 'positive'],
        ['T. vaginalis', null, 'Trichomonas vaginalis', 'Not seen', null, null, null, null, 'negative'],
      ],
    },
  ],
});

// 8. Ghanaian endocrine panel, Word document with tables
add({
  file: 'gh-korle-bu-thyroid-endocrine-panel.docx',
  format: 'docx',
  kind: 'digital',
  country: 'GH',
  layout:
    'Word report: letterhead paragraphs, thyroid table and other-hormones table (Test | Result | Flag word | Reference | Units), post-menopausal band written in the reference cell',
  sex: 'F',
  sections: [
    {
      title: 'THYROID FUNCTION',
      rows: [
        ['TSH', '3016-3', 'TSH', '0.05', 'mIU/L', 0.27, 4.2, '0.27 – 4.20'],
        ['Free T4', '14920-3', 'free T4', '38.6', 'pmol/L', 12, 22, '12.0 – 22.0'],
        ['Free T3', '14928-7', 'free T3', '11.2', 'pmol/L', 3.1, 6.8, '3.1 – 6.8'],
        ['Anti-TPO antibodies', null, 'anti-TPO', '412', 'IU/mL', null, 34, '< 34', 'high'],
      ],
    },
    {
      title: 'OTHER HORMONES / METABOLIC',
      rows: [
        ['Prolactin', '2842-3', 'prolactin', '18.2', 'ng/mL', 4.8, 23.3, '4.8 – 23.3'],
        ['Cortisol (08:00)', '2143-6', 'cortisol', '96', 'nmol/L', 133, 537, '133 – 537'],
        ['LH', '10501-5', 'LH', '38.5', 'IU/L', 7.7, 58.5, 'Post-menopausal: 7.7 – 58.5'],
        ['FSH', '15067-2', 'FSH', '71.2', 'IU/L', 25.8, 134.8, 'Post-menopausal: 25.8 – 134.8'],
        ['HbA1c', '4548-4', 'HbA1c', '6.9', '%', 4, 5.6, '4.0 – 5.6'],
        ['Fasting plasma glucose', '1558-6', 'fasting glucose', '7.4', 'mmol/L', 3.9, 5.6, '3.9 – 5.6'],
      ],
    },
  ],
});

// 9. Rwandan coagulation screen, phone photo with shadow and skew
add({
  file: 'rw-chuk-coagulation-screen-photo.jpg',
  format: 'image',
  kind: 'photo',
  country: 'RW',
  layout:
    'Coagulation screen with a Control column beside the patient column (control seconds are not results), INR with no unit; photographed with skew and a hand shadow',
  sections: [
    {
      title: 'COAGULATION',
      rows: [
        [
          'Prothrombin time (PT)',
          '5902-2',
          'prothrombin time',
          '19.8',
          'sec',
          11,
          14.5,
          '11.0 - 14.5',
          null,
          ['12.6'],
        ],
        ['INR', '6301-6', 'INR', '1.62', null, 0.8, 1.2, '0.8 - 1.2', null, ['1.00']],
        ['APTT', '14979-9', 'APTT', '48.5', 'sec', 26, 38, '26 - 38', null, ['31.0']],
        ['Thrombin time (TT)', '3243-3', 'thrombin time', '22.1', 'sec', 14, 21, '14 - 21', null, ['16.0']],
        ['Fibrinogen (Clauss)', '3255-7', 'fibrinogen', '1.3', 'g/L', 2, 4, '2.0 - 4.0', null, ['-']],
        ['D-dimer', '48065-7', 'D-dimer', '3.8', 'mg/L FEU', null, 0.5, '< 0.5', 'high', ['-']],
        ['Platelet count', '777-3', 'platelets', '64', 'x10^9/L', 150, 400, '150 - 400', null, ['-']],
      ],
    },
  ],
});

// 10. DRC serology, French, worded results, heavily compressed JPEG
add({
  file: 'cd-kinshasa-serologie-parasitologie.jpg',
  format: 'image',
  kind: 'photo',
  country: 'CD',
  layout:
    'French serology/parasitology list, results in words (Réactif / Non réactif / Positif / Négatif), goutte épaisse with crosses, one quantitative line (ASLO); low-quality JPEG, slight rotation',
  sections: [
    {
      title: 'SÉROLOGIE',
      rows: [
        [
          'VIH 1+2 (test rapide)',
          '68961-2',
          'HIV rapid test',
          'Non réactif',
          null,
          null,
          null,
          null,
          'negative',
        ],
        ['AgHBs', '5196-1', 'HBsAg', 'Positif', null, null, null, null, 'positive'],
        ['Anticorps anti-VHC', '16128-1', 'anti-HCV', 'Négatif', null, null, null, null, 'negative'],
        ['RPR (syphilis)', '20507-0', 'RPR', 'Réactif', null, null, null, null, 'positive'],
        ['ASLO', '5370-2', 'ASO', '400', 'UI/mL', null, 200, '< 200', 'high'],
        [
          'Test de grossesse (β-hCG urinaire)',
          '2106-3',
          'urine hCG',
          'Négatif',
          null,
          null,
          null,
          null,
          'negative',
        ],
      ],
    },
    {
      title: 'PARASITOLOGIE',
      rows: [
        ['TDR paludisme', '70569-9', 'malaria RDT', 'Positif', null, null, null, null, 'positive'],
        [
          'Goutte épaisse',
          '32700-7',
          'malaria smear',
          'Trophozoïtes de P. falciparum +++',
          null,
          null,
          null,
          null,
          'positive',
        ],
      ],
    },
  ],
});

// 11. Malawian LFT, two panels side by side, digital PDF
add({
  file: 'mw-qech-blantyre-lft-side-by-side.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'MW',
  layout:
    'LFT printed as two panels side by side (bilirubins left, enzymes right), then proteins underneath; abbreviations T. Bil / D. Bil / I. Bil, A/G ratio; arrows ↑ ↓ for abnormal',
  sections: [
    {
      title: 'BILIRUBIN',
      rows: [
        ['T. Bil', '14631-6', 'bilirubin total', '68', 'µmol/L', 3, 21, '3 - 21'],
        ['D. Bil', '14629-0', 'bilirubin direct', '41', 'µmol/L', 0, 5, '0 - 5'],
        ['I. Bil', '1971-1', 'bilirubin indirect', '27', 'µmol/L', 3, 16, '3 - 16'],
      ],
    },
    {
      title: 'ENZYMES',
      rows: [
        ['ALT', '1742-6', 'ALT', '212', 'U/L', 7, 56, '7 - 56'],
        ['AST', '1920-8', 'AST', '188', 'U/L', 10, 40, '10 - 40'],
        ['ALP', '6768-6', 'ALP', '340', 'U/L', 44, 147, '44 - 147'],
        ['GGT', '2324-2', 'GGT', '285', 'U/L', 9, 48, '9 - 48'],
      ],
    },
    {
      title: 'PROTEINS',
      rows: [
        ['Total protein', '2885-2', 'total protein', '62', 'g/L', 60, 80, '60 - 80'],
        ['Albumin', '1751-7', 'albumin', '28', 'g/L', 35, 50, '35 - 50'],
        ['Globulin', '10834-0', 'globulin', '34', 'g/L', 20, 35, '20 - 35'],
        ['A/G ratio', '1759-0', 'albumin/globulin ratio', '0.8', null, 1, 2.2, '1.0 - 2.2'],
      ],
    },
  ],
});

// 12. Zambian FBC workbook, merged header cells, units in their own column
add({
  file: 'zm-lmuth-fbc-merged-headers.xlsx',
  format: 'xlsx',
  kind: 'digital',
  country: 'ZM',
  layout:
    'Excel sheet: merged title rows, merged "Reference interval" header over Low and High columns, Units column between Result and Low, flag column, numbers stored as numbers with formats',
  sex: 'M',
  sections: [
    {
      title: 'FULL BLOOD COUNT',
      rows: [
        ['WBC', '6690-2', 'leukocytes', '2.1', 'x10^9/L', 4, 10, '4.0 - 10.0'],
        ['RBC', '789-8', 'erythrocytes', '3.12', 'x10^12/L', 4.5, 5.5, '4.5 - 5.5'],
        ['HGB', '718-7', 'haemoglobin', '8.4', 'g/dL', 13, 17, '13.0 - 17.0'],
        ['HCT', '4544-3', 'haematocrit', '25.9', '%', 40, 50, '40 - 50'],
        ['MCV', '787-2', 'MCV', '83.0', 'fL', 83, 101, '83 - 101'],
        ['MCH', '785-6', 'MCH', '26.9', 'pg', 27, 32, '27 - 32'],
        ['MCHC', '786-4', 'MCHC', '32.4', 'g/dL', 31.5, 34.5, '31.5 - 34.5'],
        ['RDW-CV', '788-0', 'RDW', '17.8', '%', 11.6, 14, '11.6 - 14.0'],
        ['PLT', '777-3', 'platelets', '512', 'x10^9/L', 150, 410, '150 - 410'],
        ['MPV', '32623-1', 'MPV', '8.2', 'fL', 7.8, 11, '7.8 - 11.0'],
        ['NEUT#', '751-8', 'neutrophils', '0.9', 'x10^9/L', 2, 7, '2.0 - 7.0'],
        ['LYMPH#', '731-0', 'lymphocytes', '0.8', 'x10^9/L', 1, 3, '1.0 - 3.0'],
        ['MONO#', '742-7', 'monocytes', '0.3', 'x10^9/L', 0.2, 1, '0.2 - 1.0'],
        ['EOS#', '711-2', 'eosinophils', '0.08', 'x10^9/L', 0.02, 0.5, '0.02 - 0.50'],
        ['BASO#', '704-7', 'basophils', '0.02', 'x10^9/L', 0.02, 0.1, '0.02 - 0.10'],
        ['NEUT%', '770-8', 'neutrophils %', '42.9', '%', 40, 80, '40 - 80'],
        ['LYMPH%', '736-9', 'lymphocytes %', '38.1', '%', 20, 40, '20 - 40'],
        ['RETIC', '4679-7', 'reticulocytes %', '3.8', '%', 0.5, 2.5, '0.5 - 2.5'],
      ],
    },
  ],
});

// 13. Kenyan private-hospital LIS export, CSV with test codes
add({
  file: 'ke-nairobi-lis-export-codes.csv',
  format: 'csv',
  kind: 'digital',
  country: 'KE',
  layout:
    'LIS CSV export, one row per result: order, patient id, LIS test code, test name, result, units, REF_LOW, REF_HIGH (one side may be empty), ABN flag, verified timestamp; ASCII units (umol/L)',
  sections: [
    {
      title: 'CHEM',
      rows: [
        ['Cholesterol, total', '2093-3', 'cholesterol', '6.42', 'mmol/L', null, 5.2, '<5.2', 'high', 'CHOL'],
        ['HDL cholesterol', '2085-9', 'HDL', '0.86', 'mmol/L', 1.04, null, '>1.04', 'low', 'HDLC'],
        ['LDL cholesterol (calc)', '13457-7', 'LDL', '4.51', 'mmol/L', null, 3.4, '<3.4', 'high', 'LDLC'],
        ['Triglycerides', '2571-8', 'triglycerides', '2.31', 'mmol/L', null, 1.7, '<1.7', 'high', 'TRIG'],
        ['Haemoglobin A1c', '4548-4', 'HbA1c', '8.7', '%', 4, 6, '4.0-6.0', null, 'HBA1C'],
        ['Glucose, fasting', '1558-6', 'fasting glucose', '9.8', 'mmol/L', 3.9, 6.1, '3.9-6.1', null, 'GLUF'],
        ['Creatinine', '14682-9', 'creatinine', '98', 'umol/L', 64, 104, '64-104', null, 'CREA'],
        ['Urea', '22664-7', 'urea', '6.2', 'mmol/L', 2.8, 8.1, '2.8-8.1', null, 'UREA'],
        ['Sodium', '2951-2', 'sodium', '140', 'mmol/L', 136, 145, '136-145', null, 'NA'],
        ['Potassium', '2823-3', 'potassium', '4.6', 'mmol/L', 3.5, 5.1, '3.5-5.1', null, 'K'],
        [
          'Albumin/Creatinine ratio, urine',
          null,
          'urine albumin/creatinine ratio',
          '34.5',
          'mg/mmol',
          null,
          3,
          '<3.0',
          'high',
          'UACR',
        ],
        ['TSH', '3016-3', 'TSH', '2.1', 'mIU/L', 0.4, 4, '0.4-4.0', null, 'TSH'],
        ['Ferritin', '2276-4', 'ferritin', '18', 'ug/L', 30, 400, '30-400', null, 'FERR'],
        ['Vitamin B12', '2132-9', 'vitamin B12', '128', 'pmol/L', 145, 569, '145-569', null, 'B12'],
      ],
    },
  ],
});

// 14. Kenyan SMS result, plain text
add({
  file: 'ke-knh-sms-results.txt',
  format: 'txt',
  kind: 'digital',
  country: 'KE',
  layout:
    'SMS forwarded by a clinician: abbreviations, several results per line separated by commas and semicolons, flag letter before the bracketed range, unit glued to the number',
  sex: 'F',
  sections: [
    {
      title: null,
      rows: [
        ['Hb', '718-7', 'haemoglobin', '6.9', 'g/dl', 12, 15.5, '12-15.5'],
        ['MCV', '787-2', 'MCV', '66', 'fl', 80, 98, '80-98'],
        ['WBC', '6690-2', 'leukocytes', '7.8', null, 4, 11, '4-11'],
        ['PLT', '777-3', 'platelets', '452', null, 150, 400, '150-400'],
        ['Ferritin', '2276-4', 'ferritin', '6', 'ng/ml', 13, 150, '13-150'],
        ['Malaria Ag', '70569-9', 'malaria RDT', 'Negative', null, null, null, null, 'negative'],
        ['HIV', '68961-2', 'HIV rapid test', 'Non-reactive', null, null, null, null, 'negative'],
        ['Sickling test', '6864-3', 'sickling test', 'Negative', null, null, null, null, 'negative'],
        ['Stool occult blood', null, 'faecal occult blood', 'Positive', null, null, null, null, 'positive'],
      ],
    },
  ],
});

// 15. Senegalese biochemistry, French, conventional and SI units side by side, digital PDF
add({
  file: 'sn-hpd-dakar-biochimie-deux-unites.pdf',
  format: 'pdf-text',
  kind: 'digital',
  country: 'SN',
  layout:
    'French biochemistry: each analyte with a conventional value+unit (g/L, mg/L) and the SI equivalent in a second column in grey, reference range in the conventional unit; "Natrémie", "Kaliémie", "Calcémie"; comma decimals',
  sections: [
    {
      title: 'BIOCHIMIE SANGUINE',
      rows: [
        ['Glycémie', '2345-7', 'glucose', '0,62', 'g/L', 0.7, 1.1, '0,70 – 1,10', null, ['3,44 mmol/L']],
        ['Urée', '3091-6', 'urea', '0,52', 'g/L', 0.15, 0.45, '0,15 – 0,45', null, ['8,66 mmol/L']],
        ['Créatininémie', '2160-0', 'creatinine', '18,6', 'mg/L', 7, 13, '7 – 13', null, ['164,6 µmol/L']],
        ['Acide urique', '3084-1', 'urate', '72', 'mg/L', 25, 70, '25 – 70', null, ['428 µmol/L']],
        ['Calcémie', '17861-6', 'calcium', '84', 'mg/L', 86, 103, '86 – 103', null, ['2,10 mmol/L']],
        ['Natrémie', '2951-2', 'sodium', '141', 'mmol/L', 135, 145, '135 – 145', null, ['']],
        ['Kaliémie', '2823-3', 'potassium', '5,4', 'mmol/L', 3.5, 5.1, '3,5 – 5,1', null, ['']],
        [
          'Cholestérol total',
          '2093-3',
          'cholesterol',
          '1,88',
          'g/L',
          null,
          2,
          '< 2,00',
          'normal',
          ['4,86 mmol/L'],
        ],
        [
          'Triglycérides',
          '2571-8',
          'triglycerides',
          '1,62',
          'g/L',
          null,
          1.5,
          '< 1,50',
          'high',
          ['1,83 mmol/L'],
        ],
        [
          'Bilirubine totale',
          '1975-2',
          'bilirubin total',
          '9',
          'mg/L',
          null,
          12,
          '< 12',
          'normal',
          ['15,4 µmol/L'],
        ],
        ['ASAT (TGO)', '1920-8', 'AST', '32', 'UI/L', null, 35, '< 35', 'normal', ['']],
        ['ALAT (TGP)', '1742-6', 'ALT', '29', 'UI/L', null, 45, '< 45', 'normal', ['']],
        ['Protéines totales', '2885-2', 'total protein', '68', 'g/L', 64, 83, '64 – 83', null, ['']],
      ],
    },
  ],
});

// 16. Nigerian haematology analyser slip (thermal printout), phone photo
add({
  file: 'ng-abuth-zaria-analyser-slip-photo.jpg',
  format: 'image',
  kind: 'photo',
  country: 'NG',
  layout:
    '3-part-differential analyser thermal slip (LYM/MID/GRA), columns Param | Result | flag | Unit | Range in monospace, stapled on a request form; phone photo, curled, faded thermal print',
  sections: [
    {
      title: null,
      rows: [
        ['WBC', '6690-2', 'leukocytes', '18.2', '10^9/L', 4, 10, '4.0-10.0'],
        ['LYM#', '731-0', 'lymphocytes', '1.1', '10^9/L', 0.8, 4, '0.8-4.0'],
        ['MID#', null, 'mid cells', '0.7', '10^9/L', 0.1, 0.9, '0.1-0.9'],
        ['GRA#', null, 'granulocytes', '16.4', '10^9/L', 2, 7, '2.0-7.0'],
        ['LYM%', '736-9', 'lymphocytes %', '6.0', '%', 20, 40, '20.0-40.0'],
        ['MID%', null, 'mid cells %', '3.8', '%', 3, 14, '3.0-14.0'],
        ['GRA%', null, 'granulocytes %', '90.2', '%', 50, 70, '50.0-70.0'],
        ['HGB', '718-7', 'haemoglobin', '10.1', 'g/dL', 11, 16, '11.0-16.0'],
        ['RBC', '789-8', 'erythrocytes', '3.90', '10^12/L', 3.5, 5.5, '3.50-5.50'],
        ['HCT', '4544-3', 'haematocrit', '31.0', '%', 37, 54, '37.0-54.0'],
        ['MCV', '787-2', 'MCV', '79.5', 'fL', 80, 100, '80.0-100.0'],
        ['MCH', '785-6', 'MCH', '25.9', 'pg', 27, 34, '27.0-34.0'],
        ['MCHC', '786-4', 'MCHC', '32.6', 'g/dL', 32, 36, '32.0-36.0'],
        ['RDW-CV', '788-0', 'RDW', '15.2', '%', 11, 16, '11.0-16.0'],
        ['PLT', '777-3', 'platelets', '145', '10^9/L', 100, 300, '100-300'],
        ['MPV', '32623-1', 'MPV', '9.1', 'fL', 6.5, 12, '6.5-12.0'],
      ],
    },
  ],
});

/** What a person reads: the expected value and flag of one row. */
export function expectedTest(row, section) {
  const [name, loinc, analyte, printed, unit, low, high, text, givenFlag] = row;
  const numeric = /^-?\d+([.,]\d+)?$/.test(printed);
  const value = numeric ? Number(printed.replace(',', '.')) : printed;
  let flag = givenFlag;
  if (!flag) {
    if (!numeric) throw new Error(`worded result without flag: ${name}`);
    flag = low !== null && value < low ? 'low' : high !== null && value > high ? 'high' : 'normal';
  }
  return {
    name,
    section,
    loinc,
    analyte,
    value,
    printedResult: printed,
    unit,
    range: { low, high, text },
    flag,
  };
}
