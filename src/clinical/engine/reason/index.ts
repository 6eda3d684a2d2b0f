import type { ConditionEntry, Knowledge } from '../../knowledge/load-knowledge';
import type { Urgency } from '../../knowledge/types';
import type { UnderstoodInput } from '../types';
import { withDurationAbsences } from './duration-evidence';
import { explain } from './explain';
import { withoutExplainedFindings } from './explained-findings';
import { nextQuestions } from './next-questions';
import { rankConditions, type ScoredCondition } from './rank';
import { promoteSevereForms, withoutUnfoundedSevereForms } from './severe-form';
import { triage, type RedFlag } from './triage';
import { fitsKnownCondition, testsSeparatingCandidates } from './unexplained';

export interface DifferentialEntry {
  conditionId: string;
  condition: string;
  icd10: string;
  probability: number;
  confidence: 'low' | 'moderate' | 'high';
  conditionUrgency: Urgency;
  supportingEvidence: string[];
  contradictingEvidence: string[];
}

export interface Reasoning {
  differential: DifferentialEntry[];
  otherProbability: number;
  /** False when the share left for conditions outside the knowledge base exceeds the best match's. */
  fitsKnownCondition: boolean;
  /**
   * Whether the best match may be treated as the working diagnosis and its regimen dosed: it fits, is at
   * least WORKING_DIAGNOSIS_PERCENT likely, and no alarm that fired names other conditions (ACS, PE).
   */
  isWorkingDiagnosis: boolean;
  /** When nothing known fits: tests that would tell the closest candidates apart; empty otherwise. */
  suggestedTests: string[];
  triage: { urgency: Urgency; reasons: string[] };
  redFlags: RedFlag[];
  emergencyActions: string[];
  nextQuestions: string[];
}

/** The condition's code: the precise one its present findings call for, else its usual one. */
export function codeFor(condition: ConditionEntry, present: ReadonlySet<string>): string {
  const coding = condition.icd10ByFinding?.find((entry) => entry.findingIds.some((id) => present.has(id)));
  return coding?.icd10 ?? condition.icd10[0]!;
}

const SHOWN = 8;
/** Below this the best match is a candidate, not a diagnosis to prescribe for (review S26: a 5% PPH dosed). */
const WORKING_DIAGNOSIS_PERCENT = 20;

function isWorkingDiagnosis(best: ScoredCondition | undefined, fits: boolean, pointsTo: readonly string[]) {
  if (!best || !fits || best.probability < WORKING_DIAGNOSIS_PERCENT) return false;
  return pointsTo.length === 0 || pointsTo.includes(best.condition.id);
}
const SHOWN_FROM_PERCENT = 1;

function confidenceOf(probability: number, supportingCount: number): DifferentialEntry['confidence'] {
  if (probability >= 60 && supportingCount >= 3) return 'high';
  if (probability >= 30 && supportingCount >= 2) return 'moderate';
  return 'low';
}

/** From understood findings to a ranked, explained differential with a triage independent of the ranking. */
export function reason(understood: UnderstoodInput, knowledge: Knowledge, now: Date): Reasoning {
  const findings = withoutExplainedFindings(withDurationAbsences(understood.findings));
  const ranking = rankConditions(knowledge, understood.patient, findings, now);
  const { otherProbability } = ranking;
  const { ranked, reasons: severeFormReasons } = promoteSevereForms(
    withoutUnfoundedSevereForms(ranking.ranked, findings),
    findings,
  );
  const fits = fitsKnownCondition(ranked, otherProbability);
  const triaged = triage(knowledge.triageRules, findings, understood.patient, ranked, fits);
  for (const reason of severeFormReasons) if (!triaged.reasons.includes(reason)) triaged.reasons.push(reason);
  const present = new Set(findings.filter((finding) => finding.present).map((finding) => finding.findingId));
  const shown = ranked
    .filter((entry, index) => index < 3 || entry.probability >= SHOWN_FROM_PERCENT)
    .slice(0, SHOWN);
  const differential = shown.map((entry) => {
    const evidence = explain(entry, knowledge.findingById);
    return {
      conditionId: entry.condition.id,
      condition: entry.condition.name,
      icd10: codeFor(entry.condition, present),
      probability: entry.probability,
      confidence: fits ? confidenceOf(entry.probability, evidence.supportingEvidence.length) : 'low',
      conditionUrgency: entry.condition.urgency,
      ...evidence,
    };
  });
  return {
    differential,
    otherProbability,
    fitsKnownCondition: fits,
    isWorkingDiagnosis: isWorkingDiagnosis(ranked[0], fits, triaged.pointsTo),
    suggestedTests: fits ? [] : testsSeparatingCandidates(ranked),
    triage: { urgency: triaged.urgency, reasons: triaged.reasons },
    redFlags: triaged.redFlags,
    emergencyActions: triaged.emergencyActions,
    nextQuestions: nextQuestions(ranked, findings, knowledge.findingById, understood.patient),
  };
}
