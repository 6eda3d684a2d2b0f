import { directionWords, labAnalytes, qualitativeWords } from '../knowledge/lab-analytes';
import {
  analyteSchema,
  directionWordsSchema,
  qualitativeWordsSchema,
  type LabAnalyte,
} from './analyte-schema';

/** The lab analytes of the knowledge base, parsed once with their schema (defaults filled in). */
export const analytes: readonly LabAnalyte[] = labAnalytes.map((analyte) => analyteSchema.parse(analyte));

export const genericQualitativeWords = qualitativeWordsSchema.parse(qualitativeWords);

/** Words that give a measured test's side of the range without a number ('low', 'prolonged'). */
export const resultDirectionWords = directionWordsSchema.parse(directionWords);

const analytesById = new Map(analytes.map((analyte) => [analyte.id, analyte]));

/** The analyte with this id, or undefined. */
export function findAnalyteById(id: string): LabAnalyte | undefined {
  return analytesById.get(id);
}
