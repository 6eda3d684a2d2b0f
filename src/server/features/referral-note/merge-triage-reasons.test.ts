import { describe, expect, it } from 'vitest';
import { mergeTriageReasons } from './merge-triage-reasons';

// Reasons as the triage prints them, each with the findings its rule fires on (the shape of the knowledge's
// obstetric and general danger-sign rules, in short).
const shock = 'Signs of shock';
const bleedingWithShock = 'Heavy bleeding after birth with a fast pulse or low blood pressure';
const bleedingOrPlacenta = 'Heavy bleeding after birth or a placenta not delivered';
const rule = (anyOf: string[], allOf: string[] = []) => ({ anyOf: new Set(anyOf), allOf: new Set(allOf) });
const findingsOf = new Map([
  [shock, rule(['hypotension', 'weak-pulse-cold-hands'])],
  [
    bleedingWithShock,
    rule(['tachycardia', 'hypotension', 'weak-pulse-cold-hands'], ['heavy-postpartum-bleeding']),
  ],
  [bleedingOrPlacenta, rule(['heavy-postpartum-bleeding', 'retained-placenta'])],
]);

describe('each triage reason once in the referral note', () => {
  it.each([
    [
      'without the findings, a reason whose rule findings another includes is said by it',
      undefined,
      [bleedingWithShock, bleedingOrPlacenta],
    ],
    [
      'heavy bleeding with shock: the bleeding reason fired on the bleeding alone, which the shock reason says',
      new Set(['heavy-postpartum-bleeding', 'tachycardia', 'hypotension']),
      [bleedingWithShock],
    ],
    [
      'findings that do not make every reason fire (complaints not kept) are not trusted',
      new Set(['tachycardia', 'hypotension']),
      [bleedingWithShock, bleedingOrPlacenta],
    ],
    [
      'control: a placenta not delivered as well is something the shock reason does not say',
      new Set(['heavy-postpartum-bleeding', 'retained-placenta', 'hypotension']),
      [bleedingWithShock, bleedingOrPlacenta],
    ],
  ])('%s', (_, present, kept) => {
    const merged = mergeTriageReasons([shock, bleedingWithShock, bleedingOrPlacenta], findingsOf, present);
    expect(merged.kept).toEqual(kept);
    expect(merged.saidBy.get(shock)).toBe(bleedingWithShock);
  });

  it('keeps reasons it does not know, once each', () => {
    expect(mergeTriageReasons(['Raison inconnue', 'Raison inconnue ', shock], findingsOf).kept).toEqual([
      'Raison inconnue',
      shock,
    ]);
  });
});
