import { directionWords, labAnalytes, qualitativeWords, unmodelledTests } from '../knowledge/lab-analytes';
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

/** Tests the knowledge base does not model, by the names reports print them under (never read as another test). */
export const unmodelledTestNames: readonly string[] = unmodelledTests.flatMap((test) => [...test.names]);
