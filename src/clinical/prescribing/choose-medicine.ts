import type { Medicine, Regimen } from '../knowledge/types';
import { findAllergyConflict, findCrossReactivity } from './allergy';
import { findAdultDoseForChild, regimenOf } from './child-floor';
import { computeDose, type ComputedDose } from './compute-dose';
import { findContraindications, findInteractionsToAvoid } from './contraindications';
import type { PatientFacts } from './patient-facts';

export type RegimenItem = Regimen['items'][number];

export interface ChosenMedicine {
  medicine: Medicine;
  item: RegimenItem;
  dose: ComputedDose;
  /** Set when a listed alternative replaced the first-line medicine. */
  replaced?: { medicine: string; reasons: string[] };
  warnings: string[];
}

export type ChoiceOutcome = { ok: true; chosen: ChosenMedicine } | { ok: false; warning: string };

interface SafetyContext {
  facts: PatientFacts;
  allergyTerms: ReadonlySet<string>;
  medicinesById: ReadonlyMap<string, Medicine>;
  /** The condition's regimens that include this patient: alternatives are dosed from their items. */
  regimensForPatient: readonly Regimen[];
  alreadyPrescribed: ReadonlySet<string>;
}

/** Why this medicine may not be given to this patient (allergy or contraindication), empty when it may. */
export function findReasonsToWithhold(
  medicine: Medicine,
  context: Pick<SafetyContext, 'facts' | 'allergyTerms'>,
): string[] {
  const allergy = findAllergyConflict(medicine, context.allergyTerms);
  const reasons = allergy !== undefined ? [`allergy (${allergy})`] : [];
  return [
    ...reasons,
    ...findContraindications(medicine, context.facts),
    ...findInteractionsToAvoid(medicine, context.facts.medicalHistory),
  ];
}

function findItemForAlternative(medicineId: string, context: SafetyContext): RegimenItem | undefined {
  for (const regimen of context.regimensForPatient) {
    const item = regimen.items.find((candidate) => candidate.medicineId === medicineId);
    if (item !== undefined) return item;
  }
  return undefined;
}

/**
 * The medicine to give for one regimen item: the first-line one when it is safe for this patient, else
 * the first listed alternative that is (dosed from the same condition's regimen for this patient), else
 * nothing, with a warning saying why.
 */
export function chooseMedicine(item: RegimenItem, context: SafetyContext): ChoiceOutcome {
  const firstLine = context.medicinesById.get(item.medicineId);
  const firstName = firstLine?.name ?? item.medicineId;
  const candidates: { medicineId: string; item: RegimenItem | undefined }[] = [
    { medicineId: item.medicineId, item },
    ...item.alternativeIds.map((id) => ({ medicineId: id, item: findItemForAlternative(id, context) })),
  ];
  const refusals: string[] = [];
  let firstLineReasons: string[] = [];
  for (const candidate of candidates) {
    const medicine = context.medicinesById.get(candidate.medicineId);
    if (medicine === undefined) continue;
    if (candidate.medicineId !== item.medicineId && context.alreadyPrescribed.has(candidate.medicineId))
      continue;
    const reasons = findReasonsToWithhold(medicine, context);
    if (candidate.item === undefined)
      reasons.push('no dose for this patient in the regimens of this condition');
    else {
      const adultDose = findAdultDoseForChild(
        candidate.item,
        regimenOf(candidate.item),
        medicine,
        context.facts,
      );
      if (adultDose !== undefined) reasons.push(adultDose);
    }
    const outcome =
      candidate.item !== undefined && reasons.length === 0
        ? computeDose(candidate.item.dose, candidate.item.dosesPerDay, context.facts)
        : undefined;
    if (outcome !== undefined && !outcome.ok) reasons.push(outcome.reason);
    if (candidate.medicineId === item.medicineId) firstLineReasons = reasons;
    if (outcome === undefined || !outcome.ok || candidate.item === undefined) {
      refusals.push(`${medicine.name}: ${reasons.join('; ')}`);
      continue;
    }
    const isAlternative = candidate.medicineId !== item.medicineId;
    return {
      ok: true,
      chosen: {
        medicine,
        item: candidate.item,
        dose: outcome.dose,
        replaced: isAlternative ? { medicine: firstName, reasons: firstLineReasons } : undefined,
        warnings: findCrossReactivity(medicine, context.allergyTerms),
      },
    };
  }
  return {
    ok: false,
    warning: `${firstName} withheld and no listed alternative is safe for this patient (${refusals.join(' | ')}): seek senior or specialist advice for ${item.indication}.`,
  };
}
