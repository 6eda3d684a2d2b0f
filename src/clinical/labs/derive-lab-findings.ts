import { labFindingRules } from '../knowledge/lab-finding-rules';
import {
  labFindingRuleSchema,
  type LabCondition,
  type LabFindingRule,
  type LabTest,
} from './finding-rule-schema';
import { findAnalyteById } from './knowledge';
import type { InterpretedLab, LabFinding } from './lab-types';

/** The rules of the knowledge base, parsed once. */
export const findingRules: readonly LabFindingRule[] = labFindingRules.map((rule) =>
  labFindingRuleSchema.parse(rule),
);

type Verdict = 'holds' | 'fails' | 'unknown';

function isInCanonicalUnit(lab: InterpretedLab): boolean {
  const analyte = lab.analyteId === undefined ? undefined : findAnalyteById(lab.analyteId);
  return lab.value !== undefined && analyte?.unit !== undefined && lab.unit === analyte.unit;
}

function compareGfr(lab: InterpretedLab, holds: (gfr: number) => boolean): Verdict {
  if (lab.estimatedGfr === undefined) return 'unknown';
  return holds(lab.estimatedGfr) ? 'holds' : 'fails';
}

function checkTest(test: LabTest, lab: InterpretedLab): Verdict {
  const hasNumber = isInCanonicalUnit(lab) && lab.value !== undefined;
  const value = lab.value ?? 0;
  const fromPolarity: Verdict =
    lab.qualitative === 'positive' ? 'holds' : lab.qualitative === 'negative' ? 'fails' : 'unknown';
  switch (test.kind) {
    case 'never':
      return 'fails';
    case 'positive': {
      if (lab.qualitative !== 'positive') return lab.qualitative === 'negative' ? 'fails' : 'unknown';
      if (test.detailPattern === undefined) return 'holds';
      return new RegExp(test.detailPattern, 'i').test(lab.detail ?? lab.result) ? 'holds' : 'unknown';
    }
    case 'negative':
      return lab.qualitative === 'negative' ? 'holds' : lab.qualitative === 'positive' ? 'fails' : 'unknown';
    case 'above':
      if (test.of === 'estimatedGfr')
        return compareGfr(lab, (gfr) => gfr > test.value || (test.inclusive && gfr === test.value));
      if (!hasNumber) return fromPolarity;
      return value > test.value || (test.inclusive && value === test.value) ? 'holds' : 'fails';
    case 'below':
      if (test.of === 'estimatedGfr')
        return compareGfr(lab, (gfr) => gfr < test.value || (test.inclusive && gfr === test.value));
      if (!hasNumber)
        return lab.qualitative === 'negative' && test.value > 0 && lab.unit === 'grade' ? 'holds' : 'unknown';
      return value < test.value || (test.inclusive && value === test.value) ? 'holds' : 'fails';
    case 'above-range':
      if (lab.direction !== undefined) return lab.direction === 'high' ? 'holds' : 'fails';
      return fromPolarity;
    case 'below-range':
      if (lab.direction !== undefined) return lab.direction === 'low' ? 'holds' : 'fails';
      return 'unknown';
    case 'critical':
      if (lab.flag !== 'critical') return 'unknown';
      return test.side === undefined || lab.status === test.side ? 'holds' : 'unknown';
    case 'text':
      return new RegExp(test.pattern, 'i').test(lab.result) ? 'holds' : 'unknown';
  }
}

/** One lab against one condition: present, absent, or says nothing. */
function judgeLab(condition: LabCondition, lab: InterpretedLab): 'present' | 'absent' | 'unknown' {
  const present = checkTest(condition.present, lab);
  if (present === 'holds') return 'present';
  if (condition.absent === undefined) return present === 'fails' ? 'absent' : 'unknown';
  if (condition.absent.kind === 'never') return 'unknown';
  return checkTest(condition.absent, lab) === 'holds' ? 'absent' : 'unknown';
}

interface ConditionOutcome {
  status: 'present' | 'absent' | 'unknown';
  labs: InterpretedLab[];
}

function judgeCondition(condition: LabCondition, labs: readonly InterpretedLab[]): ConditionOutcome {
  const relevant = labs.filter(
    (lab) => lab.analyteId !== undefined && condition.analyteIds.includes(lab.analyteId),
  );
  const judged = relevant.map((lab) => ({ lab, verdict: judgeLab(condition, lab) }));
  const present = judged.filter((item) => item.verdict === 'present').map((item) => item.lab);
  if (present.length > 0) return { status: 'present', labs: present };
  const absent = judged.filter((item) => item.verdict === 'absent').map((item) => item.lab);
  if (absent.length > 0) return { status: 'absent', labs: absent };
  return { status: 'unknown', labs: [] };
}

const judgesAnyOf = (condition: LabCondition, analyteIds: ReadonlySet<string | undefined>) =>
  condition.analyteIds.some((analyteId) => analyteIds.has(analyteId));

function describeEvidence(labs: readonly InterpretedLab[]): string {
  return labs.map((lab) => lab.interpretation.split('. Note:')[0] ?? lab.interpretation).join('; ');
}

/**
 * The engine findings the interpreted labs imply: present when a rule's test holds, explicitly absent
 * when the test is negative or normal. A present finding from one test outweighs an absent one from
 * another (a positive smear after a negative RDT is still malaria-test-positive).
 */
export function deriveFindingsFromLabs(
  labs: readonly InterpretedLab[],
  rules: readonly LabFindingRule[] = findingRules,
): LabFinding[] {
  const byFinding = new Map<string, LabFinding>();
  const analyteIds = new Set(labs.map((lab) => lab.analyteId));
  for (const rule of rules) {
    // A rule none of whose tests was done judges every one of them unknown: it gives no finding.
    if (
      rule.conditions.length > 0 &&
      !rule.conditions.some((condition) => judgesAnyOf(condition, analyteIds))
    )
      continue;
    const outcomes = rule.conditions.map((condition) => judgeCondition(condition, labs));
    const isPresent = outcomes.every((outcome) => outcome.status === 'present');
    const failing = outcomes.filter((outcome) => outcome.status === 'absent');
    if (!isPresent && failing.length === 0) continue;
    const usedLabs = (isPresent ? outcomes : failing).flatMap((outcome) => outcome.labs);
    const finding: LabFinding = {
      findingId: rule.findingId,
      present: isPresent,
      evidence: describeEvidence(usedLabs),
      ruleId: rule.id,
      sourceIds: [...new Set(rule.citations.map((citation) => citation.sourceId))],
    };
    const earlier = byFinding.get(rule.findingId);
    if (earlier === undefined || (!earlier.present && finding.present))
      byFinding.set(rule.findingId, finding);
    else if (earlier.present === finding.present)
      byFinding.set(rule.findingId, { ...earlier, evidence: `${earlier.evidence}; ${finding.evidence}` });
  }
  return [...byFinding.values()];
}
