import type { LabAnalyte } from './analyte-schema';
import { findAnalyteById } from './knowledge';
import { findUnitChoice, readUnitAfter } from './parse-result';
import { fixOcrDigits, readFirstNumber } from './read-number';
import { readGrade, readPolarity } from './read-qualitative';

export function resolveSharedName(analyte: LabAnalyte, result: string): LabAnalyte {
  const text = fixOcrDigits(result);
  const number = readFirstNumber(text);
  if (
    analyte.wordedResultMeans !== undefined &&
    number === undefined &&
    (readPolarity(text) !== undefined || readGrade(text) !== undefined)
  ) {
    return findAnalyteById(analyte.wordedResultMeans) ?? analyte;
  }
  if (analyte.numericResultMeans.length > 0 && number !== undefined) {
    const unit = readUnitAfter(text.slice(number.end))?.unit;
    if (unit === undefined || findUnitChoice(analyte, unit) !== undefined) return analyte;
    const meant = analyte.numericResultMeans
      .map(findAnalyteById)
      .find((candidate) => candidate !== undefined && findUnitChoice(candidate, unit) !== undefined);
    return meant ?? analyte;
  }
  return analyte;
}

/** One lab entry interpreted against the printed range, or the knowledge base's range for the patient. */
