import type { FindingObservation } from '../types';
import type { ScoredCondition } from './rank';
import { redFlagFires } from './red-flag';
import { namedConditionFindingId } from '../understand/named-conditions';

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * A severe form the guideline defines by criteria (WHO severe malaria) needs one of them: with none of its red
 * flags' findings present, nor any flag of the uncomplicated form naming it, its probability goes to the
 * uncomplicated form. Fever, chills and a positive test do not make malaria severe, nor an emergency.
 */
export function withoutUnfoundedSevereForms(
  ranked: readonly ScoredCondition[],
  observations: readonly FindingObservation[],
): ScoredCondition[] {
  const present = new Set(
    observations.filter((observation) => observation.present).map((observation) => observation.findingId),
  );
  let result = [...ranked];
  for (const severe of ranked) {
    const mildId = severe.condition.severeFormOf;
    const mild = mildId && result.find((other) => other.condition.id === mildId);
    if (!mild) continue;
    const criteria = [
      ...severe.condition.redFlags,
      ...mild.condition.redFlags.filter((flag) => flag.severeFormId === severe.condition.id),
    ];
    // A severe form the clinician names ('cerebral malaria') is diagnosed by its criteria already.
    if (present.has(namedConditionFindingId(severe.condition.id))) continue;
    if (criteria.some((flag) => redFlagFires(flag, present, observations))) continue;
    const merged = { ...mild, probability: roundToTenth(mild.probability + severe.probability) };
    result = result
      .filter((other) => other !== severe)
      .map((other) => (other === mild ? merged : other))
      .sort((a, b) => b.probability - a.probability);
  }
  return result;
}

/**
 * A red flag that names a severe form (a WHO severe-malaria criterion, ketoacidosis in diabetes) says the
 * patient does not have the uncomplicated form: that form leaves the ranking and its probability goes to
 * the severe form. The answer then names one condition, with its urgency and treatment, instead of an
 * uncomplicated diagnosis beside an emergency flag and its oral regimen. Returns the reasons to show.
 */
export function promoteSevereForms(
  ranked: readonly ScoredCondition[],
  observations: readonly FindingObservation[],
): { ranked: ScoredCondition[]; reasons: string[] } {
  const present = new Set(
    observations.filter((observation) => observation.present).map((observation) => observation.findingId),
  );
  let result = [...ranked];
  const reasons: string[] = [];
  for (const entry of ranked) {
    const flag = entry.condition.redFlags.find(
      (candidate) => candidate.severeFormId !== undefined && redFlagFires(candidate, present, observations),
    );
    const severe = flag && result.find((other) => other.condition.id === flag.severeFormId);
    if (!flag || !severe || !result.includes(entry)) continue;
    const merged = { ...severe, probability: roundToTenth(severe.probability + entry.probability) };
    if (entry === result[0]) reasons.push(`${flag.finding}: working diagnosis ${severe.condition.name}`);
    result = result
      .filter((other) => other !== entry)
      .map((other) => (other === severe ? merged : other))
      .sort((a, b) => b.probability - a.probability);
  }
  return { ranked: result, reasons };
}
