import type {
  Bundle,
  Device,
  DiagnosticReport,
  Encounter,
  Patient,
  Practitioner,
  Provenance,
  Resource,
} from '@medplum/fhirtypes';
import type { PrescribedMedication } from '../../../clinical/prescribing';
import type { AnalysisResults } from '../../../contracts/analysis';
import type { SessionData } from '../../sessions';
import { conditionCode, differentialConditions, differentialRiskAssessment } from './assessment-resources';
import { sessionResourceIds, type Reference } from './fhir-ids';
import { labObservation } from './lab-observation';
import { medicationRequests, type PrescriptionDecision } from './medication-requests';
import { findingObservations, symptomObservation, type FindingUsed } from './symptom-observations';

/** The clinician the export names, and whether a signed-in account vouches for the name. */
export interface ExportingClinician {
  name: string;
  registrationNumber?: string;
  isSignedIn: boolean;
}

export interface FhirCollectionBundle extends Bundle {
  type: 'collection';
  timestamp: string;
  entry: Array<{ fullUrl: string; resource: Resource }>;
}

export interface FhirExportInput {
  sessionId: string;
  data: SessionData;
  sessionCreatedAt: number;
  now: Date;
  engine: { name: string; version: string };
  clinician?: ExportingClinician;
  medicineOf: (medicineId: string) => { name: string; atc?: string } | undefined;
  findingLabelOf: (findingId: string) => string | undefined;
}

const PSEUDONYMISED = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
  code: 'PSEUDED',
  display: 'pseudonymized',
};
const PARTICIPANT_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';

function practitionerOf(clinician: ExportingClinician): Practitioner {
  return {
    resourceType: 'Practitioner',
    ...(clinician.registrationNumber
      ? { identifier: [{ type: { text: 'Registration number' }, value: clinician.registrationNumber }] }
      : {}),
    name: [{ text: clinician.name }],
  };
}

/**
 * A session as a FHIR R4 collection Bundle for OpenMRS-based records: a pseudonymous Patient (the
 * session's patient id only, no name, date of birth or record number), the Encounter, labs, symptoms,
 * the differential with its probabilities, the decided prescription, a DiagnosticReport and a Provenance.
 */
export function buildFhirBundle(input: FhirExportInput): FhirCollectionBundle {
  const { data, now } = input;
  const idOf = sessionResourceIds(input.sessionId);
  const entries: Array<{ fullUrl: string; resource: Resource }> = [];
  const add = (key: string, resource: Resource): Reference => {
    const fullUrl = idOf(key);
    entries.push({ fullUrl, resource });
    return { reference: fullUrl };
  };
  const issued = now.toISOString();
  const analysis = (data.analysisResults ?? undefined) as AnalysisResults | undefined;

  const subject = add('patient', {
    resourceType: 'Patient',
    meta: { security: [PSEUDONYMISED] },
    identifier: [{ type: { text: 'Patient identifier of the session' }, value: data.patientId }],
  } satisfies Patient);
  const encounter = add('encounter', {
    resourceType: 'Encounter',
    status: data.status === 'completed' ? 'finished' : 'in-progress',
    class: {
      system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
      code: 'AMB',
      display: 'ambulatory',
    },
    subject,
    period: { start: new Date(input.sessionCreatedAt).toISOString() },
  } satisfies Encounter);
  const context = { subject, encounter, issued };

  const labs = data.labResults.map((lab) => add(`lab:${lab.id}`, labObservation(lab, context)));
  const symptoms = data.symptoms.map((symptom, index) =>
    add(`symptom:${index}`, symptomObservation(symptom, context)),
  );
  const findingsUsed = (analysis?.diagnosis as { findingsUsed?: FindingUsed[] } | undefined)?.findingsUsed;
  const findings = findingObservations(findingsUsed ?? [], { ...context, labelOf: input.findingLabelOf }).map(
    (observation, index) => add(`finding:${index}`, observation),
  );

  const differential = analysis?.symptom_test_insights.differential_diagnoses ?? [];
  const recordedDate = analysis?.generated_at ?? issued;
  differentialConditions(differential, { ...context, recordedDate }).forEach((condition, index) =>
    add(`condition:${index}`, condition),
  );
  const risk = differentialRiskAssessment(differential, {
    ...context,
    occurrenceDateTime: recordedDate,
    basis: [...symptoms, ...labs],
    engineName: `${input.engine.name} ${input.engine.version}`,
  });
  if (risk) add('risk', risk);

  const practitioner = input.clinician ? add('clinician', practitionerOf(input.clinician)) : undefined;
  const plan = (data.extras.prescription ?? analysis?.prescription) as
    { medications?: PrescribedMedication[] } | undefined;
  medicationRequests(plan?.medications ?? [], data.extras.prescriptionDecision as PrescriptionDecision, {
    ...context,
    ...(practitioner ? { requester: practitioner } : {}),
    medicineOf: input.medicineOf,
  }).forEach((request, index) => add(`medication:${index}`, request));

  const working = differential[0];
  add('report', {
    resourceType: 'DiagnosticReport',
    status: analysis ? 'final' : 'partial',
    code: { text: 'Clinical decision support report' },
    subject,
    encounter,
    issued,
    ...(labs.length + symptoms.length + findings.length > 0
      ? { result: [...labs, ...symptoms, ...findings] }
      : {}),
    ...(analysis ? { conclusion: analysis.overall_summary } : {}),
    ...(working ? { conclusionCode: [conditionCode(working)] } : {}),
  } satisfies DiagnosticReport);

  const targets = entries.map((entry) => ({ reference: entry.fullUrl }));
  const engineDevice = add('engine', {
    resourceType: 'Device',
    deviceName: [{ name: input.engine.name, type: 'manufacturer-name' }],
    version: [{ value: input.engine.version }],
  } satisfies Device);
  add('provenance', {
    resourceType: 'Provenance',
    target: targets,
    recorded: issued,
    agent: [
      { type: { coding: [{ system: PARTICIPANT_TYPE_SYSTEM, code: 'assembler' }] }, who: engineDevice },
      ...(practitioner && input.clinician
        ? [
            {
              type: { coding: [{ system: PARTICIPANT_TYPE_SYSTEM, code: 'author' }] },
              ...(input.clinician.isSignedIn
                ? {}
                : { role: [{ text: 'Name typed with the prescription decision; not a signed-in account' }] }),
              who: practitioner,
            },
          ]
        : []),
    ],
  } satisfies Provenance);

  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: issued,
    entry: entries,
  };
}
