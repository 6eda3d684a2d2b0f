import type { Knowledge } from '../knowledge/load-knowledge';
import { DISCLAIMER } from './disclaimer';
import type { RecordedTestFindings } from '../prescribing';

export interface Recommendations {
  disclaimer: string;
  conditionId: string;
  investigations: Array<{
    test: string;
    urgency: 'routine' | 'urgent' | 'stat';
    rationale: string;
    expectedFindings: string;
  }>;
  lifestyle: Array<{ recommendation: string; category: string; importance: 'high' | 'medium' | 'low' }>;
  monitoring: Array<{ parameter: string; frequency: string; alertCriteria: string }>;
  referrals: Array<{ specialist: string; urgency: 'routine' | 'urgent' | 'emergency'; reason: string }>;
}

/** Urgent tests of a differential this likely are added, so a close alternative is not left unexamined. */
const CLOSE_DIFFERENTIAL_PERCENT = 15;

/**
 * Recommendations for the working diagnosis (the first id), from the knowledge base, plus the urgent and
 * immediate investigations of close differentials. When the working diagnosis's treatment waits for a
 * confirming test not yet recorded positive, advice on taking that treatment (adherence) waits with it.
 */
export function recommend(
  knowledge: Knowledge,
  conditionIds: readonly string[],
  probabilities: readonly number[] = [],
  recordedTests?: RecordedTestFindings,
): Recommendations {
  const [workingId, ...others] = conditionIds;
  const working = workingId ? knowledge.conditionById.get(workingId) : undefined;
  if (!working) throw new Error(`Unknown condition '${workingId}'`);
  const investigations = [...working.investigations];
  others.forEach((id, index) => {
    const condition = knowledge.conditionById.get(id);
    if (!condition || (probabilities[index + 1] ?? 0) < CLOSE_DIFFERENTIAL_PERCENT) return;
    for (const test of condition.investigations) {
      if (test.urgency !== 'routine' && !investigations.some((existing) => existing.test === test.test)) {
        investigations.push({ ...test, rationale: `${test.rationale} (to exclude ${condition.name})` });
      }
    }
  });
  return {
    disclaimer: DISCLAIMER,
    conditionId: working.id,
    investigations,
    lifestyle: isTreatmentWaiting(working, recordedTests)
      ? working.lifestyle.filter((advice) => advice.category !== 'adherence')
      : [...working.lifestyle],
    monitoring: [...working.monitoring],
    referrals: [...working.referrals],
  };
}

function isTreatmentWaiting(
  condition: { confirmBeforeTreatment?: { confirmedBy: string[] } },
  recorded: RecordedTestFindings | undefined,
): boolean {
  const rule = condition.confirmBeforeTreatment;
  return rule !== undefined && !rule.confirmedBy.some((id) => recorded?.present.includes(id));
}
