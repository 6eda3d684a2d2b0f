import type { ClinicalEngine } from '../../../clinical/engine';
import type { PatientProfileInput } from '../../../contracts/ai';
import { readPatient } from '../../../answers/clinical-input';
import type { SessionData } from '../../sessions';

/** The findings of the patient (session complaints and profile) as the engine reads them. */
export function findingsPresentIn(
  engine: ClinicalEngine,
  data: SessionData,
  profile: PatientProfileInput | undefined,
  /** The complaints the screen analysed, when the session keeps none. */
  complaints: readonly string[] = [],
): ReadonlySet<string> {
  const { findings } = engine.understand({
    symptoms:
      data.symptoms.length > 0
        ? data.symptoms.map(({ symptom, severity, duration, frequency, onset }) => ({
            symptom,
            severity,
            duration,
            frequency,
            onset,
          }))
        : [...complaints],
    patient: readPatient({ patientProfile: profile }),
    labResults: [],
  });
  return new Set(findings.filter((finding) => finding.present).map((finding) => finding.findingId));
}
