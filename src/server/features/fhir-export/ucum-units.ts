/**
 * The lab units the knowledge base and lab slips use, as UCUM codes (The Unified Code for Units of
 * Measure, Regenstrief, version 2.1, tables of base and derived units): FHIR Quantities carry UCUM so a
 * receiving record can convert them. A unit not listed here is sent as written, without a code.
 */
const ucumByWrittenUnit: Readonly<Record<string, string>> = {
  '%': '%',
  '/hpf': '/[HPF]',
  '10^3/µL': '10*3/uL',
  '10^6/µL': '10*6/uL',
  '10^9/L': '10*9/L',
  '10^12/L': '10*12/L',
  'cells/µL': '/uL',
  'copies/mL': '{copies}/mL',
  fL: 'fL',
  'g/dL': 'g/dL',
  'g/L': 'g/L',
  'IU/L': '[IU]/L',
  'IU/mL': '[IU]/mL',
  'kU/L': 'kU/L',
  'L/L': 'L/L',
  'mEq/L': 'meq/L',
  'mg/dL': 'mg/dL',
  'mg/L': 'mg/L',
  'mIU/L': 'm[IU]/L',
  'mIU/mL': 'm[IU]/mL',
  'mL/min/1.73m2': 'mL/min/{1.73_m2}',
  'mm/h': 'mm/h',
  'mmol/L': 'mmol/L',
  'mmol/mol': 'mmol/mol',
  'ng/dL': 'ng/dL',
  'ng/L': 'ng/L',
  'ng/mL': 'ng/mL',
  'nmol/L': 'nmol/L',
  'parasites/µL': '{parasites}/uL',
  pg: 'pg',
  'pg/mL': 'pg/mL',
  pH: '[pH]',
  'pmol/L': 'pmol/L',
  ratio: '{ratio}',
  s: 's',
  'U/L': 'U/L',
  'µg/L': 'ug/L',
  'µg/mL': 'ug/mL',
  'µIU/mL': 'u[IU]/mL',
  'µkat/L': 'ukat/L',
  'µmol/L': 'umol/L',
};

/** Lab slips write micro as u or µ (U+00B5 or U+03BC) and counts as x10^9/L. */
function normaliseWrittenUnit(unit: string): string {
  return unit
    .trim()
    .replace(/^[x×]\s*/i, '')
    .replace(/[uμ](?=(g|mol|L|IU|kat)\b)/g, 'µ');
}

export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

/** The UCUM code of a written lab unit, or undefined when it has none we know. */
export function ucumCodeOf(unit: string | undefined): string | undefined {
  if (!unit) return undefined;
  return ucumByWrittenUnit[normaliseWrittenUnit(unit)];
}
