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

describe('one haemorrhage, said in other words by several rules, once', () => {
  const toldInWords = 'Heavy bleeding after a birth, as the family tells it';
  const bleedingAfterBirthWithShock = 'Any bleeding after birth with a fast pulse or low blood pressure';
  const rules = new Map([
    [toldInWords, rule(['heavy-bleeding'], ['recent-childbirth'])],
    [
      bleedingWithShock,
      rule(['tachycardia', 'hypotension', 'weak-pulse-cold-hands'], ['heavy-postpartum-bleeding']),
    ],
    [
      bleedingAfterBirthWithShock,
      rule(['tachycardia', 'hypotension'], ['vaginal-bleeding', 'recent-childbirth']),
    ],
  ]);
  const reasons = [toldInWords, bleedingWithShock, bleedingAfterBirthWithShock];

  it('heavy bleeding after birth says heavy bleeding, vaginal bleeding and a recent birth: the shock reason stays alone', () => {
    const present = new Set([
      'heavy-bleeding',
      'heavy-postpartum-bleeding',
      'vaginal-bleeding',
      'recent-childbirth',
      'tachycardia',
    ]);
    const merged = mergeTriageReasons(reasons, rules, present);
    expect(merged.kept).toEqual([bleedingWithShock]);
    expect(merged.saidBy.get(toldInWords)).toBe(bleedingWithShock);
    expect(merged.saidBy.get(bleedingAfterBirthWithShock)).toBe(bleedingWithShock);
  });

  it('control: without the heavy bleeding after birth, the words told and the shock are different reasons', () => {
    const present = new Set(['heavy-bleeding', 'vaginal-bleeding', 'recent-childbirth', 'tachycardia']);
    const merged = mergeTriageReasons([toldInWords, bleedingAfterBirthWithShock], rules, present);
    expect(merged.kept).toEqual([toldInWords, bleedingAfterBirthWithShock]);
  });
});

describe('a reason naming a condition or a grade is never said by a generic or less urgent one', () => {
  const rules = new Map([
    [
      'Fitting while pregnant',
      { ...rule(['convulsions']), urgency: 'critical' as const, family: 'pregnancy' },
    ],
    ['Fit that lasted', { ...rule(['convulsions']), urgency: 'critical' as const, family: 'duration' }],
    ['Any fit', { ...rule(['convulsions']), urgency: 'emergency' as const }],
    [
      'Very high pressure with organ signs',
      {
        ...rule(['convulsions', 'headache'], ['severe-hypertension-reading']),
        urgency: 'emergency' as const,
      },
    ],
    [
      'Fits in pregnancy: eclampsia (Eclampsia)',
      { ...rule(['convulsions']), urgency: 'critical' as const, family: 'condition eclampsia' },
    ],
    [
      'Grade three dehydration (Diarrhoea)',
      {
        ...rule(['very-slow-skin-pinch', 'sunken-eyes']),
        urgency: 'emergency' as const,
        family: 'condition d',
      },
    ],
    [
      'Grade two dehydration (Diarrhoea)',
      {
        ...rule(['very-slow-skin-pinch', 'sunken-eyes', 'slow-skin-pinch']),
        urgency: 'urgent' as const,
        family: 'condition d',
      },
    ],
  ]);

  it('a fit in pregnancy with a very high pressure keeps the eclampsia reasons', () => {
    const present = new Set(['convulsions', 'severe-hypertension-reading']);
    const merged = mergeTriageReasons(
      [
        'Fit that lasted',
        'Any fit',
        'Fitting while pregnant',
        'Very high pressure with organ signs',
        'Fits in pregnancy: eclampsia (Eclampsia)',
      ],
      rules,
      present,
    );
    expect(merged.kept).toEqual([
      'Fit that lasted',
      'Fitting while pregnant',
      'Very high pressure with organ signs',
      'Fits in pregnancy: eclampsia (Eclampsia)',
    ]);
  });

  it('the severe grade is never said by the milder grade on the same signs', () => {
    const present = new Set(['very-slow-skin-pinch', 'sunken-eyes']);
    const merged = mergeTriageReasons(
      ['Grade two dehydration (Diarrhoea)', 'Grade three dehydration (Diarrhoea)'],
      rules,
      present,
    );
    expect(merged.kept).toContain('Grade three dehydration (Diarrhoea)');
  });
});
