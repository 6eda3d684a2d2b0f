/**
 * Prescribing: dosed medicines from the knowledge base's regimens, checked for allergy, pregnancy, age,
 * weight, kidney disease and interactions. Doses come only from the knowledge base and never exceed the
 * source's maxima.
 */
import type { Medicine } from '../knowledge/types';
import { readAllergyTerms } from './allergy';
import { chooseMedicine, type ChosenMedicine } from './choose-medicine';
import { describeContraindications, findInteractions } from './contraindications';
import { capPerDose } from './compute-dose';
import { describeDose, formatNumber } from './format-dose';
import { defaultKnowledge, describeCitation } from './knowledge';
import { readPatientFacts, type PatientFacts } from './patient-facts';
import { findRegimensForPatient } from './select-regimen';
import { describePhase, describePopulation, describeRegimenItem } from './describe-regimen';
import { indexRegimenItems } from './child-floor';
import { findSafeguardingConcerns, findSafeguardingForFindings } from './safeguarding';
import { buildTreatmentProtocol } from './treatment-protocol';
import { gateRegimen } from './confirm-before-treatment';
import type {
  PrescribedMedication,
  PrescribingKnowledge,
  PrescribingPatient,
  PrescriptionPlan,
} from './types';

export type {
  PrescribedMedication,
  PrescribingKnowledge,
  PrescribingPatient,
  PrescriptionPlan,
} from './types';
export { estimateWeightFromAge } from './patient-facts';
export { buildPrescribingPopulation, type PrescribingPopulation } from './population';
export { defaultKnowledge } from './knowledge';
export { recordedTestsOf } from './recorded-tests';
export type { RecordedTestFindings } from './confirm-before-treatment';

const childAgeYears = 12;

function describeWeightBasis(facts: PatientFacts): string {
  return facts.weightSource === 'estimated-from-age'
    ? `weight not given: dose for ${formatNumber(facts.weightKg)} kg estimated from age ${formatNumber(facts.ageYears)} years; weigh the patient and recheck`
    : `weight and age not given: dose for an assumed adult weight of ${formatNumber(facts.weightKg)} kg; weigh the patient and recheck`;
}

function toPrescribedMedication(
  chosen: ChosenMedicine,
  facts: PatientFacts,
  medicinesById: ReadonlyMap<string, Medicine>,
  regimenSources: string[],
): PrescribedMedication {
  const { medicine, item, dose } = chosen;
  const described = describeDose(
    medicine,
    item.route,
    dose,
    { ageYears: facts.ageYears, isAdult: facts.ageYears >= childAgeYears },
    capPerDose(item.dose, item.dosesPerDay),
  );
  const weightNote =
    dose.basis === 'weight' && dose.usedUnmeasuredWeight ? ` (${describeWeightBasis(facts)})` : '';
  const ageNote = dose.usedAssumedAge ? ' (age not given: adult dose assumed)' : '';
  return {
    medicineId: medicine.id,
    drug: medicine.name,
    dosage: `${described.text}${weightNote}${ageNote}`,
    doseMg: described.amount,
    ...(dose.perKg !== undefined
      ? {
          doseMgPerKg:
            dose.isCapped || described.amount !== dose.amount
              ? Math.floor((described.amount / facts.weightKg) * 100) / 100
              : dose.perKg,
        }
      : {}),
    ...(dose.unit !== 'mg' ? { doseUnit: dose.unit } : {}),
    maxMgPerDose: item.dose.maxMgPerDose,
    maxMgPerDay: item.dose.maxMgPerDay,
    dosesPerDay: item.dosesPerDay,
    frequency: item.frequency,
    duration: item.duration,
    route: item.route,
    indication: item.indication,
    contraindications: describeContraindications(medicine),
    sideEffects: [...medicine.sideEffects],
    alternatives: item.alternativeIds.map((id) => medicinesById.get(id)?.name ?? id),
    doseBasis: dose.basis,
    sources: [...new Set([...item.citations.map(describeCitation), ...regimenSources])],
    ...(item.longTerm === true ? { longTerm: true } : {}),
    ...(item.phase !== undefined ? { phase: { ...item.phase }, timing: describePhase(item.phase) } : {}),
  };
}

function warnAboutAssumptions(facts: PatientFacts, chosen: readonly ChosenMedicine[]): string[] {
  const warnings: string[] = [];
  if (!facts.isAgeKnown)
    warnings.push('Age not given: the adult regimen was chosen; confirm the age before giving any medicine.');
  if (chosen.some((c) => c.dose.basis === 'weight' && c.dose.usedUnmeasuredWeight)) {
    warnings.push(`Doses are based on an unmeasured weight (${describeWeightBasis(facts)}).`);
  }
  if (facts.isTrimesterAssumed)
    warnings.push('Pregnant, trimester not given: the first-trimester regimen and cautions were applied.');
  return warnings;
}

/**
 * With neither age nor weight, the patient may be a child and an adult dose could be many times too much
 * (a baby dosed as a 50-kg adult): nothing is computed. A pregnant, postpartum or breastfeeding patient is
 * dosed as an adult, as the pregnancy regimens are written for.
 */
function mayBeChildOfUnknownSize(facts: PatientFacts): boolean {
  return (
    !facts.isAgeKnown &&
    facts.weightSource === 'assumed-adult' &&
    !facts.pregnant &&
    !facts.breastfeeding &&
    facts.postpartumDays === undefined
  );
}

/** Every regimen of the condition outside pregnancy, item by item, with whom it is for. */
function describeDoseRulesOf(
  conditionId: string,
  knowledge: PrescribingKnowledge,
  medicinesById: ReadonlyMap<string, Medicine>,
): string[] {
  return knowledge.regimens
    .filter((regimen) => regimen.conditionId === conditionId && regimen.population?.pregnant !== true)
    .flatMap((regimen) =>
      regimen.items.map(
        (item) =>
          `${describePopulation(regimen.population)}: ${describeRegimenItem(item, medicinesById.get(item.medicineId))}`,
      ),
    );
}

const medicinesByIdByList = new WeakMap<readonly Medicine[], ReadonlyMap<string, Medicine>>();

/** The medicines by id, made once per list of medicines (the knowledge does not change). */
function medicinesByIdOf(medicines: readonly Medicine[]): ReadonlyMap<string, Medicine> {
  let byId = medicinesByIdByList.get(medicines);
  if (byId === undefined) {
    byId = new Map(medicines.map((medicine) => [medicine.id, medicine] as const));
    medicinesByIdByList.set(medicines, byId);
  }
  return byId;
}

/**
 * The prescription for a condition and a patient: the first regimen of the condition whose population
 * includes the patient, each medicine checked for allergy and contraindications (replaced by its first
 * safe alternative or withheld with a warning), dosed within the source's maxima, and checked for
 * interactions with the medical history and the rest of the plan.
 */
export function prescribe(
  conditionId: string,
  patient: PrescribingPatient,
  knowledge: PrescribingKnowledge = defaultKnowledge,
): PrescriptionPlan {
  const facts = readPatientFacts(patient);
  indexRegimenItems(knowledge.regimens);
  const condition = knowledge.conditions.find((entry) => entry.id === conditionId);
  const safeguarding = findSafeguardingConcerns(condition, facts);
  const medicinesById = medicinesByIdOf(knowledge.medicines);
  const regimensForPatient = findRegimensForPatient(knowledge.regimens, conditionId, facts);
  const regimen = regimensForPatient[0];
  const treatmentProtocol = buildTreatmentProtocol(conditionId, knowledge.conditions, regimen);
  if (regimen === undefined) {
    return {
      conditionId,
      medications: [],
      treatmentProtocol,
      safetyWarnings: [
        ...safeguarding,
        `No regimen in the knowledge base for ${conditionId} and this patient: treat according to the national guideline.`,
      ],
    };
  }
  const {
    items,
    warnings: gateWarnings,
    heldForNoTest,
  } = gateRegimen(condition, regimen, patient.recordedTests, medicinesById, facts);
  if (mayBeChildOfUnknownSize(facts)) {
    const doseRules = describeDoseRulesOf(conditionId, knowledge, medicinesById);
    return {
      conditionId,
      medications: [],
      treatmentProtocol,
      missingFacts: ['weight', 'age'],
      doseRules,
      safetyWarnings: [
        ...gateWarnings,
        ...safeguarding,
        'Age and weight not given: the patient may be a child, so no dose was computed. Weigh the patient and give the age to get the dose; the rules of the source follow.',
        ...doseRules.map((rule) => `Dose rule (not computed): ${rule}`),
      ],
    };
  }
  const allergyTerms = readAllergyTerms(facts.allergies, knowledge.medicines);
  const chosen: ChosenMedicine[] = [];
  const safetyWarnings: string[] = [];
  for (const item of items) {
    const alreadyPrescribed = new Set(chosen.map((c) => c.medicine.id));
    const outcome = chooseMedicine(item, {
      facts,
      allergyTerms,
      medicinesById,
      regimensForPatient,
      alreadyPrescribed,
    });
    if (!outcome.ok) {
      safetyWarnings.push(outcome.warning);
      continue;
    }
    const { replaced, medicine, warnings } = outcome.chosen;
    if (replaced !== undefined)
      safetyWarnings.push(
        `${replaced.medicine} withheld (${replaced.reasons.join('; ')}): ${medicine.name} given instead.`,
      );
    safetyWarnings.push(...warnings);
    chosen.push(outcome.chosen);
  }
  const regimenSources = regimen.citations.map(describeCitation);
  const noTestDoses = heldForNoTest.flatMap((item) => {
    const outcome = chooseMedicine(item, {
      facts,
      allergyTerms,
      medicinesById,
      regimensForPatient,
      alreadyPrescribed: new Set(chosen.map((c) => c.medicine.id)),
    });
    if (!outcome.ok) return [];
    const held = toPrescribedMedication(outcome.chosen, facts, medicinesById, regimenSources);
    return [`${held.drug} ${held.dosage} ${held.route}, ${held.frequency}, ${held.duration}`];
  });
  if (noTestDoses.length > 0)
    safetyWarnings.unshift(
      `If no test can be done today and treatment on clinical suspicion is decided, the dose: ${noTestDoses.join('; ')}.`,
    );
  const planNames = chosen.map((c) => c.medicine.name);
  for (const c of chosen) {
    const others = [...facts.medicalHistory, ...planNames.filter((name) => name !== c.medicine.name)];
    safetyWarnings.push(...findInteractions(c.medicine, others));
  }
  const maxEgfr = regimen.population?.maxEgfr;
  if (maxEgfr !== undefined)
    safetyWarnings.unshift(
      `Kidney function (${facts.egfrBasis ?? `eGFR ${facts.egfr}`}): the regimen for an eGFR below ${maxEgfr} was used, with the renally cleared medicines adjusted as the source says.${regimen.note === undefined ? '' : ` ${regimen.note}`}`,
    );
  return {
    conditionId,
    regimenId: regimen.id,
    medications: chosen.map((c) => toPrescribedMedication(c, facts, medicinesById, regimenSources)),
    treatmentProtocol,
    safetyWarnings: [
      ...new Set([
        ...gateWarnings,
        ...safeguarding,
        ...warnAboutAssumptions(facts, chosen),
        ...safetyWarnings,
      ]),
    ],
  };
}

/**
 * The first doses to give now, before referral or transfer, as action lines ("artesunate 36 mg intramuscular
 * now ..."), followed by the plan's warnings: in an emergency the pre-referral dose is the life-saving act
 * (WHO IMCI 2014 chart "Give pre-referral treatment"; WHO Pocket Book 2013 chapter 1). A later phase of the
 * regimen (magnesium sulfate maintenance, the second acetylcysteine bag) is said with when it is given,
 * never as a dose to give now.
 */
export function describeFirstDoses(plan: PrescriptionPlan, conditionName: string): string[] {
  // A long-term medicine (folic acid for life, epilepsy maintenance) is started after diagnosis, never now.
  const doses = plan.medications
    .filter((m) => m.longTerm !== true)
    .map((m) => {
      const given = `${m.drug} ${formatNumber(m.doseMg)} ${m.doseUnit ?? 'mg'} ${m.route} — ${m.dosage}`;
      if (m.phase === undefined)
        return `First dose now, before referral (${conditionName}): ${given}; then ${m.frequency}, ${m.duration}`;
      const opening = m.phase.startsNow ? 'First dose now, before referral' : 'Later, not now';
      return `${opening} — ${m.phase.name}, ${m.phase.when} (${conditionName}): ${given}; ${m.frequency}, ${m.duration}`;
    });
  return [...doses, ...plan.safetyWarnings.map((warning) => `Prescribing caution: ${warning}`)];
}

/** Child-protection prompts for every condition still considered (an STI lower in a child's differential counts too). */
export function findSafeguardingForConditions(
  conditionIds: readonly string[],
  patient: PrescribingPatient,
  knowledge: PrescribingKnowledge = defaultKnowledge,
  presentFindingIds: readonly string[] = [],
): string[] {
  const facts = readPatientFacts(patient);
  const concerns = conditionIds.flatMap((id) =>
    findSafeguardingConcerns(
      knowledge.conditions.find((condition) => condition.id === id),
      facts,
    ),
  );
  return [...new Set([...concerns, ...findSafeguardingForFindings(presentFindingIds, facts)])];
}
