import type { TriageRuleEntry } from '../../knowledge/load-knowledge';
import { pregnancyFromAgeYears } from '../../knowledge/findings/asked-of';
import type { Urgency } from '../../knowledge/types';
import { secondaryPostpartumHaemorrhage } from '../../knowledge/written-thresholds';
import type { FindingObservation, PatientFacts } from '../types';
import { earlyWarningAlarm } from './early-warning';
import { TEMPERATURE, type ScoredCondition } from './rank';
import { isWithinTimeWindow, redFlagFires } from './red-flag';

export const urgencyOrder: readonly Urgency[] = ['routine', 'urgent', 'emergency', 'critical'];
export const higherUrgency = (a: Urgency, b: Urgency): Urgency =>
  urgencyOrder.indexOf(a) >= urgencyOrder.indexOf(b) ? a : b;

export interface RedFlag {
  finding: string;
  actionRequired: string;
  urgency: Urgency;
}

export interface Triage {
  urgency: Urgency;
  reasons: string[];
  redFlags: RedFlag[];
  emergencyActions: string[];
  /** Conditions named by the alarms that fired (knowledge: a triage rule's pointsTo). */
  pointsTo: string[];
}

/** A differential this likely, whose condition is an emergency, raises the urgency on its own. */
const EMERGENCY_DIFFERENTIAL_PERCENT = 15;
/** Red flags of a condition count once the condition is at least this likely (or ≥ 1% and in the top three). */
const RED_FLAG_CONDITION_PERCENT = 5;
/** The working diagnosis sets the urgency once it is at least this likely. */
const WORKING_DIAGNOSIS_PERCENT = 20;

const isPlausible = (probability: number, index: number) =>
  probability >= RED_FLAG_CONDITION_PERCENT || (index < 3 && probability >= 1);

/** A likelihood ratio of 10 or more is strong evidence on its own (Jaeschke, Guyatt, Sackett, JAMA 1994). */
const STRONG_LOG_RATIO = Math.log(10);

/**
 * A condition's red flag needs evidence of the condition besides the flag itself: the flag's findings make the
 * condition dangerous, they cannot also be all that makes it plausible (dysphagia alone raising a dental
 * abscess's Ludwig-angina flag in a sore throat, a fit raising cerebral malaria in epilepsy). The condition
 * must stay plausible with the weight of the flag's findings taken out of its score (every other condition's
 * score unchanged), unless a flag finding is itself strong evidence of the condition (a sausage-shaped mass
 * of intussusception).
 */
function hasOwnEvidence(
  entry: ScoredCondition,
  ranked: readonly ScoredCondition[],
  flagFindingIds: readonly string[],
): boolean {
  const flagWeights = entry.weights.filter(
    (weight) => weight.observation.present && flagFindingIds.includes(weight.observation.findingId),
  );
  // A flag finding told or measured is told evidence itself (a non-blanching rash, a stiff neck told alone);
  // only a flag present through the profile's states alone (pregnant, a recent birth, the age) needs another.
  if (!flagWeights.some(isToldOrMeasured) && !hasToldEvidence(entry, flagFindingIds)) return false;
  if (flagWeights.some((weight) => weight.logLikelihoodRatio >= STRONG_LOG_RATIO)) return true;
  const flagWeight = flagWeights.reduce((sum, weight) => sum + weight.logLikelihoodRatio, 0);
  const share = entry.probability / 100;
  const reducedShare = share * Math.exp(-flagWeight / TEMPERATURE);
  const probability = (100 * reducedShare) / (1 - share + reducedShare);
  const index = ranked.filter((other) => other !== entry && other.probability > 100 * reducedShare).length;
  return isPlausible(probability, index);
}

/**
 * A finding told or measured (not the age, sex or pregnancy of the profile) that argues for the condition,
 * besides the given ones: without one, a condition is likely only by its prior (a routine antenatal visit makes
 * obstructed labour 20% likely among pregnancy conditions; a child breathing slowly in sleep makes an overdose
 * the best of weak matches), and neither its red flags nor its emergency urgency should raise the alarm.
 */
/** The facts a patient profile states (understand-input.ts), whether the profile or the text says them. */
const PATIENT_STATES: ReadonlySet<string> = new Set([
  'pregnant',
  'pregnancy-over-20-weeks',
  'recent-childbirth',
  'age-under-2',
]);

type Weight = ScoredCondition['weights'][number];
const isToldOrMeasured = (weight: Weight): boolean =>
  weight.observation.present &&
  weight.observation.source !== 'profile' &&
  !PATIENT_STATES.has(weight.observation.findingId);

function hasToldEvidence(entry: ScoredCondition, exceptFindingIds: readonly string[] = []): boolean {
  return entry.weights.some(
    (weight) =>
      isToldOrMeasured(weight) &&
      weight.logLikelihoodRatio > 0 &&
      !exceptFindingIds.includes(weight.observation.findingId),
  );
}

/**
 * Findings that only name a condition the patient lives with ('known epileptic', 'sickle cell disease', 'on
 * insulin'): a named chronic condition is not its acute danger, so it cannot alone make that condition's
 * emergency the urgency of a visit (a refill, a routine review). Its red flags still fire on their signs.
 */
const STANDING_CONDITIONS: ReadonlySet<string> = new Set([
  'recurrent-seizures',
  'recurrent-headache-episodes',
  'known-hiv',
  'known-diabetes',
  'known-hypertension',
  'known-asthma',
  'known-copd-or-smoker',
  'known-heart-disease',
  'known-ckd',
  'known-sickle-cell',
  'known-psychotic-disorder',
  'known-chronic-liver-disease',
  'on-insulin-or-sulfonylurea',
  'personal-family-atopy',
  // Born early or small is the baby's risk, not its illness: a preterm baby feeding well and gaining weight has
  // no sign of serious bacterial infection (WHO IMCI 2014, sick young infant: PSBI is read by its signs).
  'preterm-or-low-birth-weight',
]);

/** Told evidence of the condition besides the conditions the patient is known to live with. */
const hasToldAcuteEvidence = (entry: ScoredCondition): boolean =>
  hasToldEvidence(entry, [...STANDING_CONDITIONS]);

/**
 * Told evidence of the condition that is about this visit: neither a condition the patient is known to live
 * with nor a line of the past medical history ('chronic hepatitis B on tenofovir'). Without one, a visit for a
 * known condition is its review or refill, and the condition's own urgency is not the visit's.
 */
const hasToldEvidenceOfThisVisit = (entry: ScoredCondition): boolean =>
  entry.weights.some(
    (weight) =>
      isToldOrMeasured(weight) &&
      weight.logLikelihoodRatio > 0 &&
      weight.observation.source !== 'history' &&
      !STANDING_CONDITIONS.has(weight.observation.findingId),
  );

const isEmergencyUrgency = (urgency: Urgency) => urgency === 'emergency' || urgency === 'critical';

/**
 * The condition's urgency for this visit: its own, unless the knowledge says its emergency needs a sign
 * (emergencyOnlyWith) and none of those signs is present, when it is the lower urgency the knowledge gives.
 */
function urgencyNow(entry: ScoredCondition, present: ReadonlySet<string>): Urgency {
  const needs = entry.condition.emergencyOnlyWith;
  if (!needs || !isEmergencyUrgency(entry.condition.urgency)) return entry.condition.urgency;
  return needs.anyOf.some((findingId) => present.has(findingId)) ? entry.condition.urgency : needs.otherwise;
}

/**
 * A haemorrhage after birth likely only by bleeding told without a measure more than a day after the birth
 * (written-thresholds.ts: secondary PPH needs heavy bleeding, clots or shock): its emergency is not the visit's
 * urgency; the same-day review is (an urgent working diagnosis). Its danger-sign rules and red flags still fire.
 */
function isUnmeasuredLateBleeding(
  entry: ScoredCondition,
  observations: readonly FindingObservation[],
  present: ReadonlySet<string>,
): boolean {
  const rule = secondaryPostpartumHaemorrhage;
  if (entry.condition.id !== rule.conditionId) return false;
  const birth = observations.find((o) => o.present && o.findingId === rule.birthFindingId);
  if (birth?.durationDays === undefined || birth.durationDays <= rule.afterDays) return false;
  return !rule.heavyBleedingFindingIds.some((id) => present.has(id));
}

function hasLastedLongEnough(rule: TriageRuleEntry, observations: readonly FindingObservation[]): boolean {
  if (rule.minDurationDays === undefined) return true;
  return observations.some(
    (observation) =>
      observation.present &&
      rule.anyOf.includes(observation.findingId) &&
      (observation.durationDays ?? 0) >= rule.minDurationDays!,
  );
}

function ruleApplies(
  rule: TriageRuleEntry,
  present: ReadonlySet<string>,
  absent: ReadonlySet<string>,
  patient: PatientFacts,
): boolean {
  if (rule.onlyInPregnancy && patient.pregnant !== true) return false;
  const temperature = patient.vitals?.temperatureC;
  if (
    rule.measuredTemperatureAtLeastC !== undefined &&
    temperature !== undefined &&
    temperature < rule.measuredTemperatureAtLeastC
  )
    return false;
  const normalBand = rule.notWhenMeasuredTemperatureC;
  if (
    normalBand !== undefined &&
    temperature !== undefined &&
    temperature >= normalBand.from &&
    temperature < normalBand.below
  )
    return false;
  if (rule.ageYears && patient.ageYears === undefined) {
    // Age unknown: the under-5 danger signs still apply (safer to over-triage); only infant-only rules are skipped.
    if (rule.ageYears.max !== undefined && rule.ageYears.max < 1) return false;
    // A pregnant woman is an adolescent or an adult (pregnancy is asked of girls from 10 years, WHO): a
    // child's danger signs (IMCI, under 5) are not hers, though her age is not written.
    if (
      patient.pregnant === true &&
      rule.ageYears.max !== undefined &&
      rule.ageYears.max <= pregnancyFromAgeYears
    )
      return false;
  } else if (rule.ageYears && patient.ageYears !== undefined) {
    if (rule.ageYears.min !== undefined && patient.ageYears < rule.ageYears.min) return false;
    if (rule.ageYears.max !== undefined && patient.ageYears >= rule.ageYears.max) return false;
  }
  return (
    rule.anyOf.some((id) => present.has(id)) &&
    rule.allOf.every((id) => present.has(id)) &&
    !rule.noneOf.some((id) => present.has(id)) &&
    !rule.notWhenAbsent.some((id) => absent.has(id))
  );
}

/**
 * The reasons without repeats, those of an emergency first: the banner names the first, and an urgent reason that
 * fired earlier must not stand for an emergency. Otherwise the order they fired in is kept (the danger signs
 * before the red flags of the conditions they suggest).
 */
function emergencyReasonsFirst(reasons: ReadonlyArray<{ text: string; urgency: Urgency }>): string[] {
  const ordered = [
    ...reasons.filter((reason) => isEmergencyUrgency(reason.urgency)),
    ...reasons.filter((reason) => !isEmergencyUrgency(reason.urgency)),
  ];
  return [...new Set(ordered.map((reason) => reason.text))];
}

/**
 * Triage independent of the ranking: danger-sign rules fire on findings alone; red flags of plausible
 * conditions and the urgency of likely emergencies can only raise the urgency, never lower it.
 */
export function triage(
  rules: readonly TriageRuleEntry[],
  observations: readonly FindingObservation[],
  patient: PatientFacts,
  ranked: readonly ScoredCondition[],
  /** False when nothing known fits: the best match raises the urgency all the same, but is not called the working diagnosis. */
  fitsKnownCondition = true,
): Triage {
  const present = new Set(
    observations.filter((observation) => observation.present).map((observation) => observation.findingId),
  );
  const absent = new Set(
    observations.filter((observation) => !observation.present).map((observation) => observation.findingId),
  );
  let urgency: Urgency = 'routine';
  // Each reason with the urgency it carries, so the answer can lead with the most urgent (the banner's line).
  const reasons: Array<{ text: string; urgency: Urgency }> = [];
  const redFlags: RedFlag[] = [];
  const emergencyActions: string[] = [];
  const pointsTo: string[] = [];

  for (const rule of rules) {
    if (
      !ruleApplies(rule, present, absent, patient) ||
      !hasLastedLongEnough(rule, observations) ||
      !isWithinTimeWindow(rule.maxDurationDays, rule.anyOf, observations)
    )
      continue;
    urgency = higherUrgency(urgency, rule.urgency);
    pointsTo.push(...rule.pointsTo);
    reasons.push({ text: rule.reason, urgency: rule.urgency });
    redFlags.push({ finding: rule.reason, actionRequired: rule.actions.join('; '), urgency: rule.urgency });
    if (rule.urgency === 'emergency' || rule.urgency === 'critical') emergencyActions.push(...rule.actions);
  }

  // Signs each only moderately abnormal can together be dangerous: an aggregate early-warning score.
  const warning = earlyWarningAlarm(patient, observations, present);
  if (warning) {
    urgency = higherUrgency(urgency, warning.urgency);
    reasons.push({ text: warning.reason, urgency: warning.urgency });
    redFlags.push({
      finding: warning.reason,
      actionRequired: warning.actions.join('; '),
      urgency: warning.urgency,
    });
    if (isEmergencyUrgency(warning.urgency)) emergencyActions.push(...warning.actions);
  }

  ranked.forEach((entry, index) => {
    if (!isPlausible(entry.probability, index)) return;
    for (const flag of entry.condition.redFlags) {
      if (!redFlagFires(flag, present, observations)) continue;
      if (!hasOwnEvidence(entry, ranked, [...flag.findingIds, ...(flag.allOf ?? [])])) continue;
      if (redFlags.some((existing) => existing.finding === flag.finding)) continue;
      redFlags.push({ finding: flag.finding, actionRequired: flag.actionRequired, urgency: flag.urgency });
      urgency = higherUrgency(urgency, flag.urgency);
      reasons.push({ text: `${flag.finding} (${entry.condition.name})`, urgency: flag.urgency });
      if (flag.urgency === 'emergency' || flag.urgency === 'critical')
        emergencyActions.push(flag.actionRequired);
    }
  });

  const top = ranked[0];
  // Likely by the profile's states alone (after a birth, puerperal sepsis is the best of few fits for normal
  // lochia), the working diagnosis does not set the urgency; the danger-sign rules above still do. Nor does
  // an emergency likely only by a condition the patient is known to live with, nor any other condition likely
  // only by what the patient is known to live with (a review of a known cirrhosis, a refill of a depot).
  if (
    top &&
    top.probability >= WORKING_DIAGNOSIS_PERCENT &&
    hasToldEvidence(top) &&
    (isEmergencyUrgency(top.condition.urgency) ? hasToldAcuteEvidence(top) : hasToldEvidenceOfThisVisit(top))
  ) {
    const topUrgency: Urgency = isUnmeasuredLateBleeding(top, observations, present)
      ? 'urgent'
      : urgencyNow(top, present);
    if (urgencyOrder.indexOf(topUrgency) > urgencyOrder.indexOf(urgency))
      reasons.push({
        text: fitsKnownCondition
          ? `Working diagnosis: ${top.condition.name}`
          : `${top.condition.name} cannot be excluded (closest match, ${top.probability}%)`,
        urgency: topUrgency,
      });
    urgency = higherUrgency(urgency, topUrgency);
  }
  for (const entry of ranked.slice(1)) {
    if (
      !isEmergencyUrgency(urgencyNow(entry, present)) ||
      isUnmeasuredLateBleeding(entry, observations, present) ||
      entry.probability < EMERGENCY_DIFFERENTIAL_PERCENT ||
      !hasToldAcuteEvidence(entry)
    )
      continue;
    if (urgencyOrder.indexOf('emergency') > urgencyOrder.indexOf(urgency))
      reasons.push({
        text: `${entry.condition.name} must be excluded (${entry.probability}%)`,
        urgency: 'emergency',
      });
    urgency = higherUrgency(urgency, 'emergency');
    emergencyActions.push(
      `Assess now for ${entry.condition.name}: ${entry.condition.investigations.find((test) => test.urgency === 'stat')?.test ?? 'examine and test without delay'}; refer if confirmed or unsure`,
    );
  }
  return {
    urgency,
    reasons: emergencyReasonsFirst(reasons),
    redFlags,
    emergencyActions: [...new Set(emergencyActions)],
    pointsTo: [...new Set(pointsTo)],
  };
}
