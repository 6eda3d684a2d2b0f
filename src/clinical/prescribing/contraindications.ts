import type { Medicine } from '../knowledge/types';
import type { PatientFacts } from './patient-facts';

/** History words that mean the kidneys cannot be relied on to clear a renally excreted medicine. */
const renalHistoryWords = ['kidney', 'renal', 'ckd', 'dialysis', 'nephropathy', 'egfr'];

/** KDIGO 2012 stage 4 begins below 30 mL/min/1.73 m²: the threshold where a source says only "severe renal impairment". */
const defaultRenalThreshold = 30;

function mentions(history: readonly string[], keyword: string): boolean {
  const word = keyword.toLowerCase();
  return history.some((entry) => entry.includes(word));
}

/**
 * The contraindications of a medicine that apply to this patient, as sentences for the clinician.
 * Pregnancy with an unknown trimester counts as every trimester, so a first-trimester contraindication holds.
 */
export function findContraindications(medicine: Medicine, facts: PatientFacts): string[] {
  const reasons: string[] = [];
  for (const contra of medicine.contraindications) {
    switch (contra.kind) {
      case 'pregnancy':
        if (
          facts.pregnant &&
          (facts.isTrimesterAssumed ||
            (facts.trimester !== undefined && contra.trimesters.includes(facts.trimester)))
        ) {
          reasons.push(`pregnancy (trimester ${contra.trimesters.join(', ')}): ${contra.note}`);
        }
        break;
      case 'breastfeeding':
        if (facts.breastfeeding) reasons.push(`breastfeeding: ${contra.note}`);
        break;
      case 'age': {
        const isTooYoung = contra.minYears !== undefined && facts.ageYears < contra.minYears;
        const isTooOld = contra.maxYears !== undefined && facts.ageYears >= contra.maxYears;
        if (isTooYoung || isTooOld) reasons.push(`age: ${contra.note}`);
        break;
      }
      case 'weight':
        if (facts.weightKg < contra.minKg) reasons.push(`weight under ${contra.minKg} kg: ${contra.note}`);
        break;
      case 'renal': {
        const threshold = contra.belowEgfr ?? defaultRenalThreshold;
        if (facts.egfr !== undefined && facts.egfr < threshold)
          reasons.push(
            `kidney function (${facts.egfrBasis ?? `eGFR ${facts.egfr}`}, below ${threshold}): ${contra.note}`,
          );
        else if (
          facts.egfr === undefined &&
          renalHistoryWords.some((word) => mentions(facts.medicalHistory, word))
        )
          reasons.push(`kidney disease: ${contra.note}`);
        break;
      }
      case 'history': {
        if (
          contra.maxAgeDays !== undefined &&
          (facts.ageDays === undefined || facts.ageDays >= contra.maxAgeDays)
        )
          break;
        const found = contra.keywords.find((keyword) => mentions(facts.medicalHistory, keyword));
        if (found !== undefined) {
          reasons.push(`history of ${found}: ${contra.note}`);
          break;
        }
        // A contraindication present now ('bradycardia' from a pulse of 38) withholds as a history does.
        const now = contra.keywords.find((keyword) => mentions(facts.currentFindings, keyword));
        if (now !== undefined) reasons.push(`${now} now: ${contra.note}`);
        break;
      }
    }
  }
  return reasons;
}

/** How each contraindication reads on the prescription, whether or not it applies to this patient. */
export function describeContraindications(medicine: Medicine): string[] {
  return medicine.contraindications.map((contra) => {
    switch (contra.kind) {
      case 'pregnancy':
        return `Pregnancy, trimester ${contra.trimesters.join(', ')}: ${contra.note}`;
      case 'breastfeeding':
        return `Breastfeeding: ${contra.note}`;
      case 'age':
        return `Age: ${contra.note}`;
      case 'weight':
        return `Weight under ${contra.minKg} kg: ${contra.note}`;
      case 'renal':
        return `Kidney disease (eGFR below ${contra.belowEgfr ?? defaultRenalThreshold}): ${contra.note}`;
      case 'history':
        return `History of ${contra.keywords.join(', ')}: ${contra.note}`;
    }
  });
}

/** Interactions between a medicine and the medicines or conditions in the history or the rest of the plan. */
export function findInteractions(medicine: Medicine, otherMedicines: readonly string[]): string[] {
  const others = otherMedicines.map((entry) => entry.toLowerCase());
  const warnings: string[] = [];
  for (const interaction of medicine.interactions) {
    const found = interaction.keywords.find((keyword) => mentions(others, keyword));
    if (found !== undefined)
      warnings.push(
        `Interaction (${interaction.severity}): ${medicine.name} with ${found}: ${interaction.effect}`,
      );
  }
  return warnings;
}

/** Interactions to avoid with a medicine the patient already takes: reasons to withhold this one. */
export function findInteractionsToAvoid(medicine: Medicine, history: readonly string[]): string[] {
  const reasons: string[] = [];
  for (const interaction of medicine.interactions) {
    if (interaction.withhold !== true) continue;
    const found = interaction.keywords.find((keyword) => mentions(history, keyword));
    if (found !== undefined) reasons.push(`taken with ${found}: ${interaction.effect}`);
  }
  return reasons;
}
