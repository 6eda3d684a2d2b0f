import { identifyAnalyte } from './identify-analyte';
import type { LabEntry } from './lab-types';
import { parseRange } from './parse-range';
import { readUnitAfter } from './parse-result';
import { rangeFitsAnalyte } from './range-fit';
import { readFirstNumber } from './read-number';

/**
 * A test printed with no specimen whose printed range fits only a CSF test ('Leucocytes 320 /mm3 (< 5)',
 * 'Protéines 1,4 g/L (0,15 - 0,45)', 'Glucose 0,30 g/L (0,45 - 0,80)'): the range is the CSF's, so the value
 * is the CSF's and never the blood test's of the same name. A range that fits the blood test, or neither,
 * changes nothing. Used only on a report whose words name a CSF sample somewhere: the range tells which rows
 * are the CSF's, never whether there is CSF at all.
 */

const bloodSpecimens = new Set(['blood', 'serum', 'plasma']);
/** '< 5', '0,15 - 0,45', "jusqu'à 40", '(2.2-3.9 mmol/L)': bounds and at most a unit, nothing else. */
const plainRange =
  /^[([]?\s*(?:[<>≤≥]=?|up to|jusqu['’]?\s*[àa])?\s*\d+(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?)?\s*(?:[a-zµ/%0-9^]+\/?[a-zµ0-9^]*)?\s*[)\]]?$/i;

/** The entry named as the CSF's when its printed range fits only the CSF test of that name. */
export function withSpecimenOfRange(entry: LabEntry): LabEntry {
  if (entry.normalRange === undefined) return entry;
  const blood = identifyAnalyte(entry.testType);
  if (blood === undefined || !bloodSpecimens.has(blood.specimen)) return entry;
  const csf = identifyAnalyte(entry.testType, 'csf');
  if (csf === undefined || csf === blood || csf.specimen !== 'csf') return entry;
  // Only a plain range with a unit says whose it is: an age-banded range or a bare number is no evidence.
  if (!plainRange.test(entry.normalRange.trim())) return entry;
  const printed = parseRange(entry.normalRange);
  if (printed === undefined || printed.bands !== undefined) return entry;
  const number = readFirstNumber(entry.result);
  const unit =
    printed.unit ?? (number === undefined ? undefined : readUnitAfter(entry.result.slice(number.end))?.unit);
  if (unit === undefined) return entry;
  if (
    !rangeFitsAnalyte(csf, printed.low, printed.high, unit) ||
    rangeFitsAnalyte(blood, printed.low, printed.high, unit)
  )
    return entry;
  return { ...entry, testType: `CSF ${entry.testType}` };
}
