import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../../clinical/knowledge/load-knowledge';
import { emergencyToDo, stepsOf } from './emergency-to-do';
import { stepKeyOf } from './equivalent-steps';

const knowledge = loadKnowledge();
const emergencies = knowledge.conditions.filter((c) => c.urgency === 'emergency' || c.urgency === 'critical');
const protocolOf = (condition: (typeof emergencies)[number]) => [
  condition.protocol.primaryTreatment,
  ...condition.referrals
    .filter((referral) => referral.urgency === 'emergency')
    .map((referral) => `Refer now to ${referral.specialist}: ${referral.reason}`),
];
/** An item's steps as a clinician reads them: parts between commas and semicolons ('and' keeps its verb). */
const stepKeys = (item: string) =>
  new Set(
    stepsOf(item.replace(/ and /gi, ' & '))
      .map((step) => step.replace(/ & /g, ' and '))
      .map((step) => stepKeyOf(step.replace(/[()]/g, ''))),
  );

/** The steps said by more than one item of the list, where at least one of those items is a triage action. */
function stepsSaidTwice(protocol: readonly string[], toDo: readonly string[]): string[] {
  const owners = new Map<string, string[]>();
  for (const item of toDo)
    for (const key of stepKeys(item)) owners.set(key, [...(owners.get(key) ?? []), item]);
  return [...owners]
    .filter(([, items]) => items.length > 1 && items.some((item) => !protocol.includes(item)))
    .map(([key, items]) => `${key}: ${items.join(' | ')}`);
}

describe('each emergency step is said once, over every triage rule and emergency protocol', () => {
  it('a triage rule beside an emergency condition’s protocol never repeats a step', () => {
    const repeats: string[] = [];
    for (const condition of emergencies)
      for (const rule of knowledge.triageRules) {
        const protocol = protocolOf(condition);
        const toDo = emergencyToDo(protocol, rule.actions);
        repeats.push(...stepsSaidTwice(protocol, toDo).map((r) => `${condition.id} + ${rule.id}: ${r}`));
        expect(toDo.every((item) => item.trim().length > 2)).toBe(true);
      }
    expect(repeats).toEqual([]);
    // Every pair of emergency condition and triage rule: about 8 s quiet, 30 s and more when the machine is loaded.
  }, 120_000);

  it('all the triage rules together beside each protocol never repeat a step', () => {
    const repeats: string[] = [];
    for (const condition of emergencies) {
      const protocol = protocolOf(condition);
      const toDo = emergencyToDo(
        protocol,
        knowledge.triageRules.flatMap((rule) => rule.actions),
      );
      repeats.push(...stepsSaidTwice(protocol, toDo).map((r) => `${condition.id}: ${r}`));
    }
    expect(repeats).toEqual([]);
  });

  it('control: the same rules without the merging do repeat steps', () => {
    const condition = emergencies.find((c) => c.id === 'postpartum-haemorrhage')!;
    const protocol = protocolOf(condition);
    const unmerged = [...protocol, ...knowledge.triageRules.flatMap((rule) => rule.actions)];
    expect(stepsSaidTwice(protocol, unmerged).length).toBeGreaterThan(0);
  });
});
