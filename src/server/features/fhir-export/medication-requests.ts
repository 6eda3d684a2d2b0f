import type { Dosage, MedicationRequest, Quantity } from '@medplum/fhirtypes';
import type { PrescribedMedication } from '../../../clinical/prescribing';
import type { Reference } from './fhir-ids';
import { UCUM_SYSTEM } from './ucum-units';

const ATC_SYSTEM = 'http://www.whocc.no/atc';
const SNOMED_SYSTEM = 'http://snomed.info/sct';

/** SNOMED CT route of administration concepts (the FHIR R4 route-codes value set draws on these). */
const snomedRoutes: Readonly<Record<string, { code: string; display: string }>> = {
  oral: { code: '26643006', display: 'Oral route' },
  intravenous: { code: '47625008', display: 'Intravenous route' },
  iv: { code: '47625008', display: 'Intravenous route' },
  intramuscular: { code: '78421000', display: 'Intramuscular route' },
  im: { code: '78421000', display: 'Intramuscular route' },
  subcutaneous: { code: '34206005', display: 'Subcutaneous route' },
};

const durationUnits: Readonly<Record<string, string>> = { hour: 'h', day: 'd', week: 'wk', month: 'mo' };
const doseUnits = { mg: 'mg', IU: '[IU]', mL: 'mL' } as const;

export interface PrescriptionDecision {
  decision: 'approved' | 'edited' | 'rejected';
  by?: string;
  at: string;
  note?: string;
}

function boundsOf(duration: string): Quantity | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(hour|day|week|month)s?\b/i.exec(duration.trim());
  if (!match) return undefined;
  const code = durationUnits[match[2]!.toLowerCase()]!;
  return { value: Number(match[1]), unit: `${match[2]!.toLowerCase()}s`, system: UCUM_SYSTEM, code };
}

function dosageOf(medication: PrescribedMedication, medicineName: string): Dosage {
  const route = snomedRoutes[medication.route.trim().toLowerCase()];
  const bounds = boundsOf(medication.duration);
  // Dose figures name the first active ingredient only, so a combination product keeps them in the text.
  const unit = medication.doseUnit === 'application' ? undefined : doseUnits[medication.doseUnit ?? 'mg'];
  const isSingleIngredient = !medicineName.includes('+');
  const doseQuantity =
    unit && isSingleIngredient && medication.doseMg > 0
      ? { value: medication.doseMg, unit: medication.doseUnit ?? 'mg', system: UCUM_SYSTEM, code: unit }
      : undefined;
  return {
    text: [medication.timing, medication.dosage, medication.route, medication.frequency, medication.duration]
      .filter(Boolean)
      .join(', '),
    timing: {
      ...(medication.dosesPerDay || bounds
        ? {
            repeat: {
              ...(bounds ? { boundsDuration: bounds } : {}),
              ...(medication.dosesPerDay
                ? { frequency: medication.dosesPerDay, period: 1, periodUnit: 'd' as const }
                : {}),
            },
          }
        : {}),
      code: { text: medication.frequency },
    },
    ...(/\b(as needed|when needed|prn)\b/i.test(medication.frequency) ? { asNeededBoolean: true } : {}),
    route: {
      ...(route ? { coding: [{ system: SNOMED_SYSTEM, ...route }] } : {}),
      text: medication.route,
    },
    ...(doseQuantity ? { doseAndRate: [{ doseQuantity }] } : {}),
    ...(doseQuantity && medication.maxMgPerDay
      ? {
          maxDosePerPeriod: {
            numerator: { ...doseQuantity, value: medication.maxMgPerDay },
            denominator: { value: 1, unit: 'day', system: UCUM_SYSTEM, code: 'd' },
          },
        }
      : {}),
  };
}

/**
 * The prescription as MedicationRequests once a clinician has decided: approved, an order; edited, the
 * engine's suggestion kept as a draft proposal beside the clinician's note (the edited doses are in the
 * note as written); rejected or undecided, nothing is requested.
 */
export function medicationRequests(
  medications: readonly PrescribedMedication[],
  decision: PrescriptionDecision | undefined,
  context: {
    subject: Reference;
    encounter: Reference;
    requester?: Reference;
    medicineOf: (medicineId: string) => { name: string; atc?: string } | undefined;
  },
): MedicationRequest[] {
  if (!decision || decision.decision === 'rejected') return [];
  const isApproved = decision.decision === 'approved';
  return medications.map((medication) => {
    const medicine = context.medicineOf(medication.medicineId);
    return {
      resourceType: 'MedicationRequest',
      status: isApproved ? 'active' : 'draft',
      intent: isApproved ? 'order' : 'proposal',
      medicationCodeableConcept: {
        ...(medicine?.atc
          ? { coding: [{ system: ATC_SYSTEM, code: medicine.atc, display: medicine.name }] }
          : {}),
        text: medication.drug,
      },
      subject: context.subject,
      encounter: context.encounter,
      authoredOn: decision.at,
      ...(context.requester ? { requester: context.requester } : {}),
      reasonCode: [{ text: medication.indication }],
      dosageInstruction: [dosageOf(medication, medicine?.name ?? medication.drug)],
      ...(decision.note ? { note: [{ text: decision.note }] } : {}),
    } satisfies MedicationRequest;
  });
}
