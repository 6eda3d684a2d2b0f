/**
 * Lab reports as plain text, in the layouts clinics send (aligned columns, 'name: value (range) flag',
 * US units, CSV, '|' tables, dot leaders, urinalysis, stool and CSF sections), each with the values a
 * clinician reads in it. Used by the extraction tests to measure how many values are read.
 */

export interface ExpectedValue {
  analyteId: string;
  value?: number;
  qualitative?: 'positive' | 'negative';
}

export interface LabReportFixture {
  name: string;
  text: string;
  expected: ExpectedValue[];
}

const fullBloodCount: LabReportFixture = {
  name: 'aligned full blood count with malaria tests',
  text: `NAIROBI WEST HOSPITAL - LABORATORY REPORT
Patient Name: John Otieno        Age: 34 Yrs     Sex: Male
Lab No: 2024/0456     Date: 12/03/2024
HAEMATOLOGY
Test                 Result     Units        Reference Range
WBC                  14.5       x10^9/L      4.0 - 11.0       H
Neutrophils %        78.2       %            40 - 75          H
Lymphocytes %        15.1       %            20 - 45          L
Monocytes %          5.0        %            2 - 10
Eosinophils %        1.2        %            1 - 6
Basophils %          0.5        %            0 - 1
RBC                  4.12       x10^12/L     4.5 - 5.5        L
Haemoglobin          10.8       g/dL         13.0 - 17.0      L
HCT                  32.4       %            40 - 50          L
MCV                  78.6       fL           80 - 100         L
MCH                  26.2       pg           27 - 32          L
MCHC                 33.3       g/dL         31.5 - 34.5
RDW-CV               15.8       %            11.5 - 14.5      H
Platelets            98         x10^9/L      150 - 400        L
ESR                  45         mm/hr        0 - 15           H
PARASITOLOGY
Malaria RDT (Pf/Pan) ........ POSITIVE
BS for MPS: P. falciparum seen (++)
Parasite density: 12,400 /uL
Verified by: M. Wanjiru (Lab Technologist)`,
  expected: [
    { analyteId: 'white-cell-count', value: 14.5 },
    { analyteId: 'neutrophils-percent', value: 78.2 },
    { analyteId: 'lymphocytes-percent', value: 15.1 },
    { analyteId: 'monocytes-percent', value: 5.0 },
    { analyteId: 'eosinophils-percent', value: 1.2 },
    { analyteId: 'basophils-percent', value: 0.5 },
    { analyteId: 'red-cell-count', value: 4.12 },
    { analyteId: 'haemoglobin', value: 10.8 },
    { analyteId: 'haematocrit', value: 32.4 },
    { analyteId: 'mcv', value: 78.6 },
    { analyteId: 'mch', value: 26.2 },
    { analyteId: 'mchc', value: 33.3 },
    { analyteId: 'rdw', value: 15.8 },
    { analyteId: 'platelets', value: 98 },
    { analyteId: 'esr', value: 45 },
    { analyteId: 'malaria-rdt', qualitative: 'positive' },
    { analyteId: 'malaria-smear', qualitative: 'positive' },
    { analyteId: 'malaria-parasite-density', value: 12400 },
  ],
};

const chemistry: LabReportFixture = {
  name: 'chemistry with colons, bracketed ranges and flags',
  text: `BIOCHEMISTRY
Sodium: 131 mmol/L (135-145) L
Potassium: 5.9 mmol/L (3.5-5.1) H
Chloride: 99 mmol/L (98-107)
Bicarbonate: 18 mmol/L (22-29) L
Urea: 12.4 mmol/L (2.5-7.8) H
Creatinine: 210 umol/L (62-106) H
eGFR: 32 mL/min/1.73m2 (>60)
ALT (SGPT): 56 U/L (0-45) H
AST (SGOT): 48 U/L (0-40) H
ALP: 110 U/L (40-130)
GGT: 75 U/L (0-60) H
Total Bilirubin: 28 umol/L (3-21) H
Direct Bilirubin: 9 umol/L (0-5) H
Albumin: 31 g/L (35-52) L
Total Protein: 70 g/L (64-83)
CRP: 96 mg/L (<5) H
Random Blood Sugar: 6.1 mmol/L (3.9-7.8)
HbA1c: 5.4 % (4.0-5.6)
Uric acid: 480 umol/L (208-428) H`,
  expected: [
    { analyteId: 'sodium', value: 131 },
    { analyteId: 'potassium', value: 5.9 },
    { analyteId: 'chloride', value: 99 },
    { analyteId: 'bicarbonate', value: 18 },
    { analyteId: 'urea', value: 12.4 },
    { analyteId: 'creatinine', value: 210 },
    { analyteId: 'egfr', value: 32 },
    { analyteId: 'alt', value: 56 },
    { analyteId: 'ast', value: 48 },
    { analyteId: 'alp', value: 110 },
    { analyteId: 'ggt', value: 75 },
    { analyteId: 'bilirubin-total', value: 28 },
    { analyteId: 'bilirubin-direct', value: 9 },
    { analyteId: 'albumin', value: 31 },
    { analyteId: 'total-protein', value: 70 },
    { analyteId: 'crp', value: 96 },
    { analyteId: 'glucose-random', value: 6.1 },
    { analyteId: 'hba1c', value: 5.4 },
    { analyteId: 'uric-acid', value: 480 },
  ],
};

const usUnits: LabReportFixture = {
  name: 'US-style short lines with conventional units',
  text: `CBC
HGB 9.8 g/dL L
WBC 3.1 K/uL L
PLT 145 K/uL L
MCV 72 fL L
CHEMISTRY
Glucose 54 mg/dL L
BUN 28 mg/dL H
Creat 1.8 mg/dL H
Total Chol 245 mg/dL H
LDL 160 mg/dL H
HDL 35 mg/dL L
Triglycerides 210 mg/dL H
TSH 6.8 uIU/mL H
Free T4 0.7 ng/dL L`,
  expected: [
    { analyteId: 'haemoglobin', value: 9.8 },
    { analyteId: 'white-cell-count', value: 3.1 },
    { analyteId: 'platelets', value: 145 },
    { analyteId: 'mcv', value: 72 },
    { analyteId: 'glucose', value: 54 / 18.016 },
    { analyteId: 'bun', value: 28 },
    { analyteId: 'creatinine', value: 1.8 * 88.4 },
    { analyteId: 'cholesterol-total', value: 245 / 38.67 },
    { analyteId: 'ldl-cholesterol', value: 160 / 38.67 },
    { analyteId: 'hdl-cholesterol', value: 35 / 38.67 },
    { analyteId: 'triglycerides', value: 210 / 88.57 },
    { analyteId: 'tsh', value: 6.8 },
    { analyteId: 'free-t4', value: 0.7 * 12.87 },
  ],
};

const csvExport: LabReportFixture = {
  name: 'CSV export with a header and quoted decimal commas',
  text: `Test,Result,Unit,Reference Range,Flag
Haemoglobin,7.9,g/dL,12.0-15.5,L
White cell count,"3,2",x10^9/L,4.0-11.0,L
Platelet count,45,x10^9/L,150-400,L
CD4 count,180,cells/mm3,500-1500,L
HIV viral load,"125,000",copies/mL,<1000,H
Serum CrAg,Positive,,Negative,
HBsAg,Negative,,Negative,
RPR,Non-reactive,,Non-reactive,
Sodium,128,mmol/L,135-145,L`,
  expected: [
    { analyteId: 'haemoglobin', value: 7.9 },
    { analyteId: 'white-cell-count', value: 3.2 },
    { analyteId: 'platelets', value: 45 },
    { analyteId: 'cd4', value: 180 },
    { analyteId: 'hiv-viral-load', value: 125000 },
    { analyteId: 'crag', qualitative: 'positive' },
    { analyteId: 'hbsag', qualitative: 'negative' },
    { analyteId: 'rpr', qualitative: 'negative' },
    { analyteId: 'sodium', value: 128 },
  ],
};

const urineStoolSerology: LabReportFixture = {
  name: "urinalysis '|' table, stool examination and serology",
  text: `URINALYSIS
| Parameter | Result | Reference |
| Colour | Amber | |
| Protein | ++ | Negative |
| Glucose | Negative | Negative |
| Ketones | + | Negative |
| Blood | Trace | Negative |
| Nitrite | Positive | Negative |
| Leucocytes | +++ | Negative |
| Specific gravity | 1.025 | 1.005-1.030 |
| pH | 6.0 | 4.5-8.0 |
| Pus cells | 15-20 /hpf | 0-5 |
STOOL EXAMINATION
Consistency: Loose
Ova: Ova of Ascaris lumbricoides seen
Cysts: Not seen
Trophozoites: E. histolytica trophozoites seen
Pus cells: +
RBCs: 5-10 /hpf
SEROLOGY
Urine pregnancy test: Negative
Widal: O 1:160, H 1:80
Salmonella stool antigen: Positive
HIV 1+2: Non-reactive
VDRL: Reactive
GeneXpert MTB/RIF: MTB DETECTED, RIF resistance NOT DETECTED
Sputum AFB: Scanty`,
  expected: [
    { analyteId: 'urine-protein', value: 2 },
    { analyteId: 'urine-glucose', value: 0 },
    { analyteId: 'urine-ketones', value: 1 },
    { analyteId: 'urine-blood', value: 0.5 },
    { analyteId: 'urine-nitrite', qualitative: 'positive' },
    { analyteId: 'urine-leucocytes', value: 3 },
    { analyteId: 'urine-specific-gravity', value: 1.025 },
    { analyteId: 'urine-ph', value: 6.0 },
    { analyteId: 'urine-pus-cells', value: 20 },
    { analyteId: 'stool-ova', qualitative: 'positive' },
    { analyteId: 'stool-cysts', qualitative: 'negative' },
    { analyteId: 'stool-trophozoites', qualitative: 'positive' },
    { analyteId: 'stool-pus-cells', qualitative: 'positive' },
    { analyteId: 'stool-rbc', value: 10 },
    { analyteId: 'urine-hcg', qualitative: 'negative' },
    { analyteId: 'widal-o', value: 160 },
    { analyteId: 'salmonella-stool-antigen', qualitative: 'positive' },
    { analyteId: 'hiv-rapid', qualitative: 'negative' },
    { analyteId: 'vdrl', qualitative: 'positive' },
    { analyteId: 'xpert-mtb-rif', qualitative: 'positive' },
    { analyteId: 'sputum-afb', qualitative: 'positive' },
  ],
};

const emergencyPanel: LabReportFixture = {
  name: 'dot leaders, seconds, conventional troponin and a CSF section',
  text: `Malaria RDT ..... NEGATIVE
mRDT: Negative
Sickling test: Positive
Blood group: B Rh positive
INR 1.1
PT 13.2 sec (11-13.5)
APTT 32 s (25-36)
20WBCT: Not clotted
Troponin I: 0.45 ng/mL (<0.04)
Lactate 4.8 mmol/L (0.5-2.0) H
Serum magnesium 0.6 mmol/L (0.66-1.07)
Calcium 2.01 mmol/L 2.15-2.55
Phosphate 0.5 mmol/L 0.81-1.45
Ferritin 8 ug/L (15-150)
Amylase 420 U/L (28-100)
Dengue NS1 Ag: Negative
Cholera RDT: Negative
COVID-19 Ag: Negative
CSF ANALYSIS
WBC 250 cells/uL
Glucose 1.2 mmol/L
Protein 1.8 g/L
Gram stain: Gram negative diplococci seen
India ink: No capsulated yeasts seen`,
  expected: [
    { analyteId: 'malaria-rdt', qualitative: 'negative' },
    { analyteId: 'malaria-rdt', qualitative: 'negative' },
    { analyteId: 'sickling-test', qualitative: 'positive' },
    { analyteId: 'blood-group' },
    { analyteId: 'inr', value: 1.1 },
    { analyteId: 'prothrombin-time', value: 13.2 },
    { analyteId: 'aptt', value: 32 },
    { analyteId: 'whole-blood-clotting-20min', qualitative: 'positive' },
    { analyteId: 'troponin-i', value: 450 },
    { analyteId: 'lactate', value: 4.8 },
    { analyteId: 'magnesium', value: 0.6 },
    { analyteId: 'calcium', value: 2.01 },
    { analyteId: 'phosphate', value: 0.5 },
    { analyteId: 'ferritin', value: 8 },
    { analyteId: 'amylase', value: 420 },
    { analyteId: 'dengue-ns1', qualitative: 'negative' },
    { analyteId: 'cholera-rdt', qualitative: 'negative' },
    { analyteId: 'sars-cov-2', qualitative: 'negative' },
    { analyteId: 'csf-white-cells', value: 250 },
    { analyteId: 'csf-glucose', value: 1.2 },
    { analyteId: 'csf-protein', value: 1.8 },
    { analyteId: 'csf-gram-stain', qualitative: 'positive' },
    { analyteId: 'csf-india-ink', qualitative: 'negative' },
  ],
};

export const labReportFixtures: readonly LabReportFixture[] = [
  fullBloodCount,
  chemistry,
  usUnits,
  csvExport,
  urineStoolSerology,
  emergencyPanel,
];

/**
 * Deterministic OCR-like damage (no randomness: a fixed linear congruential sequence): wide gaps
 * collapsed, O for 0, l for 1 and S for 5 in numbers, lost '^', ';' for ':', decimal commas, long dashes,
 * mismatched brackets, 'p' for 'µ', stray marks at line ends, a letter dropped from long names, and upper
 * case. Returns the damaged text.
 */
export function damageLikeOcr(text: string, seed = 7): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return text
    .split('\n')
    .map((line) => {
      let damaged = next() < 0.5 ? line.replace(/ {2,}/g, ' ') : line;
      damaged = damaged.replace(/\b\d[\d.]+\b/g, (number) =>
        number.replace(/[015]/g, (digit) =>
          next() < 0.2
            ? (({ '0': 'O', '1': 'l', '5': 'S' } as Record<string, string>)[digit] ?? digit)
            : digit,
        ),
      );
      damaged = damaged.replace(/^([A-Za-z]{8,})/, (word) =>
        next() < 0.3 ? word.slice(0, 4) + word.slice(5) : word,
      );
      if (next() < 0.3) damaged = damaged.replace(/\^/g, '');
      if (next() < 0.15) damaged = damaged.replace(/:/, ';');
      if (next() < 0.1) damaged = damaged.replace(/(\d)\.(\d)/, '$1,$2');
      if (next() < 0.15) damaged = damaged.replace(/(\d) ?- ?(\d)/, '$1—$2');
      if (next() < 0.15) damaged = damaged.replace(/\((.*)\)/, '{$1]');
      if (next() < 0.1) damaged = damaged.replace(/µ/g, 'p').replace(/\/uL/g, '/pL');
      if (next() < 0.2) damaged = damaged.toUpperCase();
      const stray = next();
      if (stray < 0.15) damaged = `${damaged} .`;
      else if (stray < 0.25) damaged = `${damaged} _`;
      else if (stray < 0.3) damaged = `' ${damaged}`;
      return damaged;
    })
    .join('\n');
}
