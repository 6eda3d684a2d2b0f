import { loadKnowledge, type Knowledge, type PrescribingPart } from '../knowledge/load-knowledge';
import {
  prescribe as prescribeFromKnowledge,
  type PrescribingPopulation,
  type PrescriptionPlan,
  recordedTestsOf,
} from '../prescribing';
import type { ClinicalInput, PatientFacts } from './types';
import { recommend, type Recommendations } from './recommend';
import {
  createDiagnosisEngine,
  NO_WORKING_DIAGNOSIS,
  type DiagnosisEngine,
  type Diagnosis,
  type EngineOptions,
} from './diagnosis-engine';

export type { ClinicalInput, PatientFacts, UnderstoodInput, FindingObservation } from './types';
export type { Reasoning, DifferentialEntry } from './reason';
export type { Recommendations } from './recommend';
export {
  createDiagnosisEngine,
  type Diagnosis,
  type DiagnosisEngine,
  type EngineOptions,
} from './diagnosis-engine';
export type { PhraseIndexInputs, PhraseIndexSource } from './understand/phrase-index-snapshot';
export { fromPhraseIndexSnapshot, toPhraseIndexSnapshot } from './understand/phrase-index-snapshot';

import { DISCLAIMER } from './disclaimer';

export { DISCLAIMER };

export interface Assessment {
  diagnosis: Diagnosis;
  recommendations: Recommendations;
  prescription: PrescriptionPlan;
  patient: PatientFacts;
}

/** No regimen dosed for a best match that is not a working diagnosis: the plan says why. */
function withheldPlan(conditionId: string, emergencyActions: readonly string[]): PrescriptionPlan {
  return {
    conditionId,
    medications: [],
    treatmentProtocol: {
      primaryTreatment: NO_WORKING_DIAGNOSIS,
      supportiveCare: [...emergencyActions],
      followUpSchedule: 'Reassess once examined and tested.',
    },
    safetyWarnings: [NO_WORKING_DIAGNOSIS],
  };
}

/**
 * The diagnosis engine with prescribing: dosed plans from the knowledge base's regimens and the whole
 * assessment. `prescribing` adds the medicines, regimens and sources to a diagnosis-only knowledge (the browser's
 * offline engine, whose prescribing is its own chunk); without it the engine's knowledge is kept as it is.
 */
export function withPrescribing(engine: DiagnosisEngine, prescribing?: PrescribingPart) {
  const { knowledge, diagnose } = engine;
  /** `population` adds what prescribing needs beyond the understood patient (days of life, gestation, eGFR...). */
  function prescribe(
    conditionId: string,
    patient: PatientFacts,
    population: PrescribingPopulation = {},
  ): PrescriptionPlan {
    return prescribeFromKnowledge(conditionId, {
      ageYears: patient.ageYears,
      weightKg: patient.weightKg,
      sex: patient.sex,
      pregnant: patient.pregnant,
      allergies: patient.allergies,
      medicalHistory: patient.medicalHistory,
      currentFindings: patient.presentFindings ?? [],
      ...population,
    });
  }

  function assess(input: ClinicalInput, now: Date): Assessment {
    const { diagnosis, patient } = diagnose(input, now);
    const conditionIds = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    );
    return {
      diagnosis,
      patient,
      recommendations: recommend(
        knowledge,
        conditionIds,
        [
          diagnosis.primaryDiagnosis.probability,
          ...diagnosis.differentialDiagnoses.map((entry) => entry.probability),
        ],
        recordedTestsOf(diagnosis.findingsUsed),
      ),
      prescription: diagnosis.isWorkingDiagnosis
        ? prescribe(diagnosis.primaryDiagnosis.conditionId, patient, {
            recordedTests: recordedTestsOf(diagnosis.findingsUsed),
          })
        : withheldPlan(diagnosis.primaryDiagnosis.conditionId, diagnosis.emergencyActions),
    };
  }

  return {
    ...engine,
    knowledge: prescribing === undefined ? knowledge : { ...knowledge, ...prescribing },
    prescribe,
    assess,
  };
}

/** The clinical engine: knowledge loaded and indexed once, then pure functions of the input and `now`. */
export function createEngine(loaded: Knowledge = loadKnowledge(), options: EngineOptions = {}) {
  return withPrescribing(createDiagnosisEngine(loaded, options));
}

export type ClinicalEngine = ReturnType<typeof withPrescribing>;
