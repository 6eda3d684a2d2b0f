/**
 * Units as written on lab reports, reduced to one spelling. Spellings that differ only in notation
 * (10^3/µL and 10^9/L, U/L and IU/L for enzymes) map to one label so that conversions stay few.
 */

export const knownUnits = [
  'g/dL',
  'g/L',
  'mmol/L',
  '%',
  'L/L',
  '10^12/L',
  'fL',
  'pg',
  '10^9/L',
  'cells/µL',
  'lakh/µL',
  'mm/h',
  'parasites/µL',
  'mg/dL',
  'mmol/mol',
  'µmol/L',
  'mL/min/1.73m2',
  'mEq/L',
  'U/L',
  'IU/L',
  'µkat/L',
  'mg/L',
  'grade',
  'ratio',
  'pH',
  '/hpf',
  'mIU/mL',
  'mIU/L',
  'µIU/mL',
  'copies/mL',
  'titre',
  'pmol/L',
  'ng/dL',
  'ng/L',
  'ng/mL',
  'µg/L',
  'pg/mL',
  's',
  'kU/L',
  '10^3/µL',
  '10^6/µL',
] as const;
export type KnownUnit = (typeof knownUnits)[number];

const spellings: Record<string, KnownUnit> = {
  'g/dl': 'g/dL',
  'gm/dl': 'g/dL',
  'gms/dl': 'g/dL',
  'g%': 'g/dL',
  'gm%': 'g/dL',
  'g/100ml': 'g/dL',
  'g/l': 'g/L',
  'gm/l': 'g/L',
  'mmol/l': 'mmol/L',
  mmol: 'mmol/L',
  'mm/l': 'mmol/L',
  'umol/l': 'µmol/L',
  'micromol/l': 'µmol/L',
  'mcmol/l': 'µmol/L',
  umol: 'µmol/L',
  'mg/dl': 'mg/dL',
  'mg%': 'mg/dL',
  'mgs/dl': 'mg/dL',
  'mg/100ml': 'mg/dL',
  'mgs%': 'mg/dL',
  'mg/l': 'mg/L',
  '%': '%',
  percent: '%',
  pct: '%',
  'l/l': 'L/L',
  '10^12/l': '10^12/L',
  '10^6/ul': '10^12/L',
  '10^6/mm3': '10^12/L',
  'm/ul': '10^12/L',
  'mil/ul': '10^12/L',
  'million/ul': '10^12/L',
  'million/mm3': '10^12/L',
  'mill/mm3': '10^12/L',
  '10^6/cumm': '10^12/L',
  'millions/cumm': '10^12/L',
  '/pl': '10^12/L',
  '10^9/l': '10^9/L',
  '10^3/ul': '10^9/L',
  '10^3/mm3': '10^9/L',
  'k/ul': '10^9/L',
  'thou/ul': '10^9/L',
  '/nl': '10^9/L',
  '10^3/cumm': '10^9/L',
  'g/l(cells)': '10^9/L',
  '10^9': '10^9/L',
  'k/mm3': '10^9/L',
  'cells/ul': 'cells/µL',
  'ery/ul': 'cells/µL',
  'leu/ul': 'cells/µL',
  'rbc/ul': 'cells/µL',
  'wbc/ul': 'cells/µL',
  'cells/mm3': 'cells/µL',
  '/mm3': 'cells/µL',
  '/ul': 'cells/µL',
  'cells/cumm': 'cells/µL',
  '/cumm': 'cells/µL',
  cumm: 'cells/µL',
  '/cmm': 'cells/µL',
  'cells/cmm': 'cells/µL',
  'cells/mm^3': 'cells/µL',
  'cell/ul': 'cells/µL',
  'c/ul': 'cells/µL',
  'lakh/ul': 'lakh/µL',
  'lakhs/cumm': 'lakh/µL',
  'lakh/cumm': 'lakh/µL',
  'lakh/mm3': 'lakh/µL',
  'lakhs/ul': 'lakh/µL',
  fl: 'fL',
  femtolitre: 'fL',
  femtoliter: 'fL',
  um3: 'fL',
  'cu.microns': 'fL',
  cumicrons: 'fL',
  pg: 'pg',
  picogram: 'pg',
  uug: 'pg',
  pgm: 'pg',
  'mm/h': 'mm/h',
  'mm/hr': 'mm/h',
  'mm/1sthour': 'mm/h',
  'mm/1sthr': 'mm/h',
  'mm/hour': 'mm/h',
  'mm/1hr': 'mm/h',
  'mm/1h': 'mm/h',
  mm: 'mm/h',
  'parasites/ul': 'parasites/µL',
  'p/ul': 'parasites/µL',
  'parasites/mm3': 'parasites/µL',
  'asexualparasites/ul': 'parasites/µL',
  'trophozoites/ul': 'parasites/µL',
  'parasites/cumm': 'parasites/µL',
  '/ulblood': 'parasites/µL',
  'mmol/mol': 'mmol/mol',
  'ml/min/1.73m2': 'mL/min/1.73m2',
  'ml/min/1.73m^2': 'mL/min/1.73m2',
  'ml/min': 'mL/min/1.73m2',
  'ml/min/1.73': 'mL/min/1.73m2',
  'ml/min/1.73sqm': 'mL/min/1.73m2',
  'meq/l': 'mEq/L',
  'u/l': 'U/L',
  'units/l': 'U/L',
  'iu/l': 'IU/L',
  'ui/l': 'IU/L',
  'u/i': 'U/L',
  'ukat/l': 'µkat/L',
  grade: 'grade',
  ratio: 'ratio',
  ph: 'pH',
  '/hpf': '/hpf',
  hpf: '/hpf',
  'cells/hpf': '/hpf',
  perhpf: '/hpf',
  '/hp': '/hpf',
  'p/hpf': '/hpf',
  '/h.p.f': '/hpf',
  '/h.p.f.': '/hpf',
  'miu/ml': 'mIU/mL',
  'mui/ml': 'mIU/mL',
  'miu/l': 'mIU/L',
  'mu/l': 'mIU/L',
  'uiu/ml': 'µIU/mL',
  'uu/ml': 'µIU/mL',
  'micu/ml': 'µIU/mL',
  'copies/ml': 'copies/mL',
  'cp/ml': 'copies/mL',
  copies: 'copies/mL',
  'c/ml': 'copies/mL',
  'cps/ml': 'copies/mL',
  titre: 'titre',
  titer: 'titre',
  'pmol/l': 'pmol/L',
  'ng/dl': 'ng/dL',
  'ng/l': 'ng/L',
  'ng/ml': 'ng/mL',
  'ug/l': 'µg/L',
  'mcg/l': 'µg/L',
  'pg/ml': 'pg/mL',
  s: 's',
  sec: 's',
  secs: 's',
  seconds: 's',
  second: 's',
  'ku/l': 'kU/L',
};

/** The unit key: lower case, micro sign as 'u', powers of ten as 10^n, no spaces or 'x' multipliers. */
function toUnitKey(written: string): string {
  return written
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/\s+/g, '')
    .replace(/[×*x]\s*10/g, '10')
    .replace(/10\s*[\^7"°'`*]?\s*\*?\s*e?(12|9|6|3)(?=\/)/g, '10^$1')
    .replace(/^10\^?(12|9|6|3)$/, '10^$1')
    .replace(/\.$/, '');
}

/** The known unit a written unit means, or undefined when it is not recognised. */
export function normaliseUnit(written: string): KnownUnit | undefined {
  const key = toUnitKey(written);
  if (key === '') return undefined;
  return spellings[key];
}

/** True when `written` begins with something that reads as a unit (used by the text parser). */
export function isUnitWord(written: string): boolean {
  return normaliseUnit(written) !== undefined;
}

/**
 * A unit as written, with OCR damage to powers of ten mended ('x1079/L', 'x10"9/L' and 'x10°9/L' become
 * 'x10^9/L') and trailing punctuation dropped; other units are kept as written.
 */
export function cleanWrittenUnit(written: string): string {
  const trimmed = written.replace(/[.:;,]+$/, '');
  if (trimmed.includes('^') || /[³⁹⁶]/.test(trimmed)) return trimmed;
  return trimmed.replace(/10\s*[7"°'`*]?\s*(12|9|6|3)(?=\/)/, '10^$1');
}
