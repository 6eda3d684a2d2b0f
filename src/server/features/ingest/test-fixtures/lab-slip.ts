/**
 * One realistic laboratory report (a febrile adult seen at a Kenyan county hospital), reused by every
 * fixture builder so each format is scored on the same values.
 */
export interface LabSlipRow {
  test: string;
  result: string;
  unit: string;
  range: string;
}

export const labSlipHeader = [
  'KISUMU COUNTY REFERRAL HOSPITAL - LABORATORY',
  'Patient: AFR-20250114-0042   Sex: F   Age: 34 Y',
  'Collected: 14/01/2025 09:40   Reported: 14/01/2025 11:15',
] as const;

export const labSlipColumns = ['Test', 'Result', 'Units', 'Reference range'] as const;

export const labSlipRows: readonly LabSlipRow[] = [
  { test: 'Haemoglobin', result: '10.2', unit: 'g/dL', range: '12.0 - 16.0' },
  { test: 'WBC', result: '14.8', unit: 'x10^9/L', range: '4.0 - 11.0' },
  { test: 'Platelets', result: '95', unit: 'x10^9/L', range: '150 - 400' },
  { test: 'Neutrophils', result: '78', unit: '%', range: '40 - 75' },
  { test: 'Lymphocytes', result: '15', unit: '%', range: '20 - 45' },
  { test: 'MCV', result: '72', unit: 'fL', range: '80 - 100' },
  { test: 'Random blood glucose', result: '11.4', unit: 'mmol/L', range: '3.9 - 7.8' },
  { test: 'HbA1c', result: '7.9', unit: '%', range: '4.0 - 5.6' },
  { test: 'Creatinine', result: '132', unit: 'umol/L', range: '45 - 90' },
  { test: 'Urea', result: '9.1', unit: 'mmol/L', range: '2.5 - 7.1' },
  { test: 'Sodium', result: '131', unit: 'mmol/L', range: '135 - 145' },
  { test: 'Potassium', result: '5.6', unit: 'mmol/L', range: '3.5 - 5.1' },
  { test: 'ALT', result: '48', unit: 'U/L', range: '7 - 40' },
  { test: 'Total bilirubin', result: '28', unit: 'umol/L', range: '3 - 21' },
  { test: 'CRP', result: '86', unit: 'mg/L', range: '0 - 5' },
  { test: 'Malaria RDT (P. falciparum)', result: 'POSITIVE', unit: '', range: 'NEGATIVE' },
  { test: 'HIV rapid test', result: 'NON-REACTIVE', unit: '', range: 'NON-REACTIVE' },
  { test: 'Urine nitrite', result: 'NEGATIVE', unit: '', range: 'NEGATIVE' },
];

export const labSlipFooter = 'Verified by: J. Otieno, Medical Laboratory Technologist';

/** The slip as plain text lines (columns separated by runs of spaces, as lab systems print them). */
export function labSlipLines(): string[] {
  const widths = [30, 14, 10];
  const pad = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (index < widths.length ? cell.padEnd(widths[index] ?? 0) : cell))
      .join('')
      .trimEnd();
  return [
    ...labSlipHeader,
    '',
    pad(labSlipColumns),
    ...labSlipRows.map((row) => pad([row.test, row.result, row.unit, row.range])),
    '',
    labSlipFooter,
  ];
}
