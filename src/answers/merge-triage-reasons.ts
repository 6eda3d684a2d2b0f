import type { Knowledge } from '../clinical/knowledge/load-knowledge';
import { alsoSaysFindings, broaderFinding } from '../clinical/engine/understand/finding-relations';
import type { Urgency } from '../clinical/knowledge/types';

/** What a reason's rule needs: any of `anyOf`, and all of `allOf`; how urgent it is and, for a red flag, its condition. */
export interface ReasonRule {
  anyOf: ReadonlySet<string>;
  allOf: ReadonlySet<string>;
  urgency?: Urgency;
  /**
   * What the reason is about beyond its findings: a red flag's condition, or a rule only for pregnancy or
   * for a sign that has lasted (status epilepticus). None for a general rule ('Signs of shock').
   */
  family?: string;
  /**
   * For a red flag: the findings of all its condition's red flags and its common features (what a rule
   * about that condition needs: 'psychosis with agitation' needs the psychotic symptoms of a psychosis).
   */
  conditionFindings?: ReadonlySet<string>;
}

const urgencyRank: Record<Urgency, number> = { routine: 0, urgent: 1, emergency: 2, critical: 3 };

/** The findings each triage reason fires on, keyed by the words the triage prints for it. */
export type ReasonFindings = ReadonlyMap<string, ReasonRule>;

/**
 * A feature at least three patients in ten with the condition have: a rule that needs only such features
 * (psychotic symptoms, in a psychosis or a mania with psychotic features) is about that condition's picture,
 * so its reason says the condition's red flag on the same danger ('agitation or aggression with risk to
 * others').
 */
const commonFeature = 0.3;

const built = new WeakMap<Knowledge, ReasonFindings>();

/**
 * A triage rule prints its `reason`; a condition's red flag prints `finding (Condition)`. Several rules
 * and red flags can fire on the same findings (a postpartum haemorrhage with shock raised the general
 * shock rule, the obstetric shock rule and two red flags of the condition, each in its own words).
 */
export function reasonFindingsOf(knowledge: Knowledge): ReasonFindings {
  let found = built.get(knowledge);
  if (found) return found;
  const map = new Map<string, ReasonRule>();
  for (const rule of knowledge.triageRules)
    map.set(rule.reason, {
      anyOf: new Set(rule.anyOf),
      allOf: new Set(rule.allOf),
      urgency: rule.urgency,
      family: rule.onlyInPregnancy
        ? 'pregnancy'
        : rule.minDurationDays !== undefined
          ? 'duration'
          : undefined,
    });
  for (const condition of knowledge.conditions) {
    const conditionFindings = new Set([
      ...condition.redFlags.flatMap((flag) => [...flag.findingIds, ...(flag.allOf ?? [])]),
      ...condition.findings
        .filter((finding) => finding.frequency >= commonFeature)
        .map((finding) => finding.findingId),
    ]);
    for (const flag of condition.redFlags)
      map.set(`${flag.finding} (${condition.name})`, {
        anyOf: new Set(flag.findingIds),
        allOf: new Set(flag.allOf ?? []),
        urgency: flag.urgency,
        family: `condition ${condition.id}`,
        conditionFindings,
      });
  }
  found = map;
  built.set(knowledge, found);
  return found;
}

const isWithin = (small: ReadonlySet<string>, large: ReadonlySet<string>) =>
  [...small].every((id) => large.has(id));

const allFindings = (rule: ReasonRule) => new Set([...rule.anyOf, ...rule.allOf]);

/**
 * The findings and all that their words also say: heavy bleeding after birth is vaginal bleeding, heavy
 * bleeding and a recent birth, so a reason fired on it says what a reason on those words says.
 */
function withWhatTheySay(ids: ReadonlySet<string>): ReadonlySet<string> {
  const said = new Set<string>();
  const pending = [...ids];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (said.has(id)) continue;
    said.add(id);
    const broader = broaderFinding[id];
    if (broader) pending.push(broader);
    pending.push(...(alsoSaysFindings[id] ?? []));
  }
  return said;
}
const firesOn = (rule: ReasonRule, present: ReadonlySet<string>) =>
  [...rule.anyOf].some((id) => present.has(id)) && [...rule.allOf].every((id) => present.has(id));

/**
 * The findings each reason fired on: those of its rule the patient has. When the findings read do not
 * make every known reason fire (the complaints were not kept in the session), each rule's whole list.
 */
function firedFindings(
  reasons: readonly string[],
  findingsOf: ReasonFindings,
  present: ReadonlySet<string> | undefined,
): Map<string, ReadonlySet<string>> {
  const known = reasons.flatMap((reason) => {
    const rule = findingsOf.get(reason);
    return rule ? [[reason, rule] as const] : [];
  });
  const isExplained = present !== undefined && known.every(([, rule]) => firesOn(rule, present));
  return new Map(
    known.map(([reason, rule]) => [
      reason,
      withWhatTheySay(
        isExplained ? new Set([...allFindings(rule)].filter((id) => present.has(id))) : allFindings(rule),
      ),
    ]),
  );
}

/**
 * Whether another reason may say this one: never one less urgent (a 'some dehydration' never says 'severe
 * dehydration'). A reason about a condition, pregnancy or a lasting sign is said only by one about the same
 * (status epilepticus never says 'convulsions in pregnancy'), or by a general rule whose required findings
 * are the condition's own (heavy bleeding after birth with shock says the PPH flag of bleeding with shock;
 * 'Convulsions (ETAT)' never says 'convulsions in pregnancy').
 */
function maySay(theirs: ReasonRule, mine: ReasonRule): boolean {
  if (urgencyRank[theirs.urgency ?? 'routine'] < urgencyRank[mine.urgency ?? 'routine']) return false;
  // A general danger sign ('IMCI general danger sign: unable to drink') is never said by one condition's red
  // flag: the sign holds whatever the diagnosis, and the flag presumes one not yet confirmed.
  if (mine.family === undefined) return !theirs.family?.startsWith('condition ');
  if (theirs.family !== undefined) return theirs.family === mine.family;
  const own = new Set([...(mine.conditionFindings ?? []), ...allFindings(mine)]);
  const required = theirs.allOf.size > 0 ? theirs.allOf : theirs.anyOf;
  return [...required].every((id) => own.has(id));
}

/**
 * Each triage reason once: a reason that fired on findings all of which another reason fired on says
 * nothing the other does not (the general 'signs of shock', or 'heavy bleeding after birth', beside 'heavy
 * bleeding after birth with a fast pulse, low blood pressure or fainting'); of two on the same findings,
 * the first said stays. Without the patient's findings (`present`), or when they do not make every
 * reason fire, each rule's whole finding list is compared. Reasons the knowledge does not know by these words (a translated answer) are only kept once
 * each. Answers the reasons kept and, for each one left out, the reason that says it.
 */
export function mergeTriageReasons(
  reasons: readonly string[],
  findingsOf: ReasonFindings,
  present?: ReadonlySet<string>,
): { kept: string[]; saidBy: Map<string, string> } {
  const unique = [...new Set(reasons.map((reason) => reason.trim()))];
  const saidBy = new Map<string, string>();
  const fired = firedFindings(unique, findingsOf, present);
  const coveringReason = (reason: string, index: number) => {
    const mine = fired.get(reason);
    const myRule = findingsOf.get(reason);
    if (!mine || !myRule) return undefined;
    return unique.find((other, otherIndex) => {
      const theirs = fired.get(other);
      const theirRule = findingsOf.get(other);
      if (other === reason || !theirs || !theirRule) return false;
      if (!isWithin(mine, theirs) || !maySay(theirRule, myRule)) return false;
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
