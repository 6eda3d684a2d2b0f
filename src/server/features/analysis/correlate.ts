import { deriveLabFindings, interpretLabEntries, type LabPatient } from '../../../clinical/labs';
import type { ClinicalEngine, DifferentialEntry } from '../../../clinical/engine';
import type { StoredLabResult } from '../../../contracts/sessions';

export type Strength = 'weak' | 'moderate' | 'strong';

export interface Correlation {
  symptom: string;
  lab: StoredLabResult;
  strength: Strength;
  conditionName: string;
}

/** A differential this likely makes a shared explanation a moderate correlation. */
const MODERATE_FROM_PERCENT = 15;

/**
 * How each symptom and each lab result relate: they correlate when one condition of the differential
 * lists both as evidence — strongly when it is the working diagnosis.
 */
export function correlateSymptomsWithLabs(
  engine: ClinicalEngine,
  symptoms: readonly string[],
  labs: readonly StoredLabResult[],
  differential: readonly DifferentialEntry[],
  patient: LabPatient,
): Correlation[] {
  const symptomFindings = symptoms.map((symptom) => ({
    symptom,
    ids: new Set(
      engine
        .understand({ symptoms: [symptom], patient: {} })
        .findings.filter((item) => item.present)
        .map((item) => item.findingId),
    ),
  }));
  const labFindings = labs.map((lab) => ({
    lab,
    ids: new Set(
      deriveLabFindings(interpretLabEntries([lab], patient), patient)
        .filter((item) => item.present)
        .map((item) => item.findingId),
    ),
  }));
  const correlations: Correlation[] = [];
  for (const { symptom, ids: symptomIds } of symptomFindings) {
    for (const { lab, ids: labIds } of labFindings) {
      const shared = differential.findIndex((entry) => {
        const condition = engine.knowledge.conditionById.get(entry.conditionId);
        const listed = new Set(
          condition?.findings
            .filter((finding) => finding.frequency >= 0.3)
            .map((finding) => finding.findingId),
        );
        return [...symptomIds].some((id) => listed.has(id)) && [...labIds].some((id) => listed.has(id));
      });
      if (shared < 0) continue;
      const entry = differential[shared]!;
      const strength: Strength =
        shared === 0 ? 'strong' : entry.probability >= MODERATE_FROM_PERCENT ? 'moderate' : 'weak';
      correlations.push({ symptom, lab, strength, conditionName: entry.condition });
    }
  }
  return correlations;
}
