import type { Knowledge } from '../../../clinical/knowledge/load-knowledge';

/** The findings each triage reason fires on, keyed by the words the triage prints for it. */
export type ReasonFindings = ReadonlyMap<string, ReadonlySet<string>>;

const built = new WeakMap<Knowledge, ReasonFindings>();

/**
 * A triage rule prints its `reason`; a condition's red flag prints `finding (Condition)`. Several rules
 * and red flags can fire on the same findings (a postpartum haemorrhage with shock raised the general
 * shock rule, the obstetric shock rule and two red flags of the condition, each in its own words).
 */
export function reasonFindingsOf(knowledge: Knowledge): ReasonFindings {
  let found = built.get(knowledge);
  if (found) return found;
  const map = new Map<string, ReadonlySet<string>>();
  for (const rule of knowledge.triageRules) map.set(rule.reason, new Set([...rule.anyOf, ...rule.allOf]));
  for (const condition of knowledge.conditions)
    for (const flag of condition.redFlags)
      map.set(`${flag.finding} (${condition.name})`, new Set([...flag.findingIds, ...(flag.allOf ?? [])]));
  found = map;
  built.set(knowledge, found);
  return found;
}

const isWithin = (small: ReadonlySet<string>, large: ReadonlySet<string>) =>
  [...small].every((id) => large.has(id));

/**
 * Each triage reason once: a reason whose findings are all findings of another reason says nothing the
 * other does not (the general 'signs of shock' beside 'heavy bleeding after birth with a fast pulse, low
 * blood pressure or fainting'); of two on the same findings, the first said stays. Reasons the knowledge
 * does not know by these words (a translated answer) are only kept once each. Answers the reasons kept and,
 * for each one left out, the reason that says it.
 */
export function mergeTriageReasons(
  reasons: readonly string[],
  findingsOf: ReasonFindings,
): { kept: string[]; saidBy: Map<string, string> } {
  const unique = [...new Set(reasons.map((reason) => reason.trim()))];
  const saidBy = new Map<string, string>();
  const coveringReason = (reason: string, index: number) => {
    const mine = findingsOf.get(reason);
    if (!mine) return undefined;
    return unique.find((other, otherIndex) => {
      const theirs = findingsOf.get(other);
      if (other === reason || !theirs || !isWithin(mine, theirs)) return false;
      return theirs.size > mine.size || otherIndex < index;
    });
  };
  unique.forEach((reason, index) => {
    const covering = coveringReason(reason, index);
    if (covering) saidBy.set(reason, covering);
  });
  // Follow a chain (a said by b, b said by c) to the reason that stays.
  for (const [reason, covering] of saidBy) {
    let end = covering;
    for (let step = 0; saidBy.has(end) && step < unique.length; step++) end = saidBy.get(end)!;
    saidBy.set(reason, end);
  }
  return { kept: unique.filter((reason) => !saidBy.has(reason)), saidBy };
}
