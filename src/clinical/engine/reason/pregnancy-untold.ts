import type { ConditionEntry } from '../../knowledge/load-knowledge';
import { pregnancyEvidence } from '../../knowledge/pregnancy-evidence';
import type { PatientFacts } from '../types';
import {
  DEFINING_FINDING_MISSING_RATIO,
  EMERGENCY_DEFINING_FINDING_UNMENTIONED_RATIO,
  type PreparedObservations,
  type Weight,
} from './evidence';

const evidenceIds: ReadonlySet<string> = new Set(pregnancyEvidence.findingIds);

const isConditionOfPregnancy = (condition: ConditionEntry) =>
  (condition.prior.pregnancy?.notPregnant ?? 1) <= pregnancyEvidence.notPregnantMultiplierAtMost;

/** Its definedBy already asks for a pregnancy told (anaemia in pregnancy, obstructed labour): counted once. */
const isDefinedByPregnancy = (condition: ConditionEntry) =>
  condition.definedBy?.anyOf.every((findingId) => evidenceIds.has(findingId)) === true;

/**
 * A condition of pregnancy for a woman whose pregnancy nothing tells (knowledge/pregnancy-evidence.ts): the
 * pregnancy counts as a defining finding not mentioned, so the condition needs some pregnancy told to lead.
 * An emergency (ectopic pregnancy, eclampsia) keeps the milder weight of a hurried note's silence. Undefined
 * when pregnancy is told either way (the prior's multipliers already weigh it) or the condition is not of pregnancy.
 */
export function pregnancyUntoldWeight(
  condition: ConditionEntry,
  patient: PatientFacts,
  prepared: PreparedObservations,
): Weight | undefined {
  if (patient.pregnant !== undefined || patient.sex === 'male') return undefined;
  if (!isConditionOfPregnancy(condition) || isDefinedByPregnancy(condition)) return undefined;
  if (pregnancyEvidence.findingIds.some((findingId) => prepared.present.has(findingId))) return undefined;
  const isEmergency = condition.urgency === 'emergency' || condition.urgency === 'critical';
  const ratio = isEmergency ? EMERGENCY_DEFINING_FINDING_UNMENTIONED_RATIO : DEFINING_FINDING_MISSING_RATIO;
  return {
    observation: { findingId: 'pregnant', present: false, source: 'history', evidence: '' },
    isListed: true,
    logLikelihoodRatio: Math.log(ratio),
  };
}
