import type { Condition, Regimen } from '../knowledge/types';
import type { PrescriptionPlan } from './types';

/**
 * The treatment protocol of the condition, from the condition's knowledge entry; the regimen's note is
 * added to supportive care. Before a condition entry exists, the regimen note stands in for it.
 */
export function buildTreatmentProtocol(
  conditionId: string,
  conditions: readonly Condition[],
  regimen: Regimen | undefined,
): PrescriptionPlan['treatmentProtocol'] {
  const protocol = conditions.find((condition) => condition.id === conditionId)?.protocol;
  const note = regimen?.note;
  if (protocol !== undefined) {
    return {
      primaryTreatment: protocol.primaryTreatment,
      supportiveCare: note !== undefined ? [...protocol.supportiveCare, note] : [...protocol.supportiveCare],
      followUpSchedule: protocol.followUpSchedule,
    };
  }
  return {
    primaryTreatment:
      note ??
      'No treatment protocol in the knowledge base for this condition: follow the national guideline.',
    supportiveCare: [],
    followUpSchedule: 'As the cited guideline directs; return at once if danger signs appear.',
  };
}
