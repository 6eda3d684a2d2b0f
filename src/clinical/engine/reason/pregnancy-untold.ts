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

/** A condition whose patients have almost all just given birth (knowledge: its recent-childbirth frequency). */
const AFTER_BIRTH_FREQUENCY_AT_LEAST = 0.8;
const isConditionAfterBirth = (condition: ConditionEntry) =>
  condition.findings.some(
    (entry) => entry.findingId === 'recent-childbirth' && entry.frequency >= AFTER_BIRTH_FREQUENCY_AT_LEAST,
  );
/** Findings that tell a birth just past, besides those of a pregnancy (knowledge/pregnancy-evidence.ts). */
const birthEvidenceIds: readonly string[] = [
  'birth-in-last-5-months',
  'retained-placenta',
  'perineal-tear',
  'heavy-postpartum-bleeding',
  'soft-uterus-after-birth',
  'foul-lochia',
];

/**
 * A condition of the weeks after a birth (postpartum haemorrhage, puerperal sepsis) for a woman whose case tells
 * no birth, no pregnancy and no sign of either: the birth is why such bleeding or fever is a condition of the
 * puerperium (WHO MCPC 2017 S-25, 'vaginal bleeding after childbirth'), and a description of one says it, as a
 * description of an injury says the injury. Without it the condition weighs as missing its defining finding, so
 * heavy bleeding in a woman neither pregnant nor delivered is read by its own causes (a cervical cancer, a
 * fibroid), not as a haemorrhage after a birth nobody told. Undefined when a birth or pregnancy is told.
 */
export function birthUntoldWeight(
  condition: ConditionEntry,
  patient: PatientFacts,
  prepared: PreparedObservations,
): Weight | undefined {
  if (patient.sex === 'male' || patient.pregnant === true || !isConditionAfterBirth(condition))
    return undefined;
  if (
    pregnancyEvidence.findingIds.some((findingId) => prepared.present.has(findingId)) ||
    birthEvidenceIds.some((findingId) => prepared.present.has(findingId))
  )
    return undefined;
  return {
    observation: { findingId: 'recent-childbirth', present: false, source: 'history', evidence: '' },
    isListed: true,
    logLikelihoodRatio: Math.log(DEFINING_FINDING_MISSING_RATIO),
  };
}
