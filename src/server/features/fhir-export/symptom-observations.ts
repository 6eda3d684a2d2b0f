import type { Observation } from '@medplum/fhirtypes';
import type { StoredSymptom } from '../../../contracts/symptoms';
import type { Reference } from './fhir-ids';

/**
 * The knowledge base's findings have no SNOMED CT codes yet, so the engine's reading is coded in AfyaDx's
 * own code system (finding ids are stable and never reused) and the clinician's words travel as text.
 */
export const AFYADX_FINDING_SYSTEM = 'https://afyadx.health/fhir/CodeSystem/finding';

export interface FindingUsed {
  findingId: string;
  present: boolean;
}

interface ObservationContext {
  subject: Reference;
  encounter: Reference;
  issued: string;
}

/** A symptom as the clinician wrote it, with its severity, duration, frequency and onset. */
export function symptomObservation(symptom: StoredSymptom, context: ObservationContext): Observation {
  const details = [
    symptom.severity,
    symptom.duration && `for ${symptom.duration}`,
    symptom.frequency,
    symptom.onset && `onset ${symptom.onset}`,
  ].filter(Boolean);
  return {
    resourceType: 'Observation',
    status: 'final',
    code: { text: symptom.symptom },
    subject: context.subject,
    encounter: context.encounter,
    issued: context.issued,
    ...(details.length > 0 ? { valueString: details.join(', ') } : {}),
  };
}

/** What the engine understood from the words: each finding present (true) or absent (false). */
export function findingObservations(
  findings: readonly FindingUsed[],
  context: ObservationContext & { labelOf: (findingId: string) => string | undefined },
): Observation[] {
  return findings.map((finding) => {
    const label = context.labelOf(finding.findingId);
    return {
      resourceType: 'Observation',
      status: 'final',
      code: {
        coding: [
          { system: AFYADX_FINDING_SYSTEM, code: finding.findingId, ...(label ? { display: label } : {}) },
        ],
        text: label ?? finding.findingId,
      },
      subject: context.subject,
      encounter: context.encounter,
      issued: context.issued,
      valueBoolean: finding.present,
      method: { text: 'Read from the clinical notes by the AfyaDx reasoning engine' },
    };
  });
}
