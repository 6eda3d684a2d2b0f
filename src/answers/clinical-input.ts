import type { ClinicalInput } from '../clinical/engine';
import type { AiDiagnosisRequest, AiRecommendationsRequest } from '../contracts/ai';

type RequestWithPatient = Pick<
  AiDiagnosisRequest,
  'patientProfile' | 'patientAge' | 'patientGender' | 'medicalHistory' | 'labResults'
>;

const definedEntries = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;

/** The patient of either spec form: the profile's fields first, the assistant's top-level fields where it has none. */
export function readPatient(request: RequestWithPatient): ClinicalInput['patient'] {
  const profile = request.patientProfile ?? {};
  const vitals = profile.vitals ? definedEntries(profile.vitals) : undefined;
  const medicalHistory = [...(profile.medicalHistory ?? []), ...(request.medicalHistory ?? [])];
  return definedEntries({
    age: profile.age ?? request.patientAge,
    ageDays: profile.ageDays,
    gender: profile.gender ?? request.patientGender,
    weight: profile.weight,
    pregnant: profile.pregnant,
    postpartumDays: profile.postpartumDays,
    gestationWeeks: 'gestationWeeks' in profile ? profile.gestationWeeks : undefined,
    gestationAtBirthWeeks: profile.gestationAtBirthWeeks,
    birthWeightKg: profile.birthWeight,
    heightCm: profile.height,
    allergies: profile.allergies,
    medicalHistory: medicalHistory.length > 0 ? [...new Set(medicalHistory)] : undefined,
    country: profile.country,
    vitals: vitals && Object.keys(vitals).length > 0 ? vitals : undefined,
  });
}

function readSymptoms(symptoms: AiDiagnosisRequest['symptoms'] | undefined): ClinicalInput['symptoms'] {
  return (symptoms ?? []).map((symptom) =>
    typeof symptom === 'string'
      ? symptom
      : (definedEntries(symptom) as Exclude<ClinicalInput['symptoms'][number], string>),
  );
}

/** A validated request as the engine's input. */
export function toClinicalInput(request: AiDiagnosisRequest | AiRecommendationsRequest): ClinicalInput {
  const labResults = (request.labResults ?? []).map(
    (lab) => definedEntries(lab) as NonNullable<ClinicalInput['labResults']>[number],
  );
  return { symptoms: readSymptoms(request.symptoms), patient: readPatient(request), labResults };
}
