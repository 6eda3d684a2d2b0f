import { describe, it, expect } from 'vitest';
import { readDurationDays } from './read-duration';
import { tokenise } from './tokenise';

const days = (text: string) => readDurationDays(tokenise(text));

describe('durations as clinicians and patients write them', () => {
  it.each([
    ['3 days', 3],
    ['for two weeks', 14],
    ['since 3 days', 3],
    ['x3/7', 3],
    ['3/7', 3],
    ['3/52', 21],
    ['2/12', 60],
    ['6 hours', 0.25],
    ['a week', 7],
    ['2 months', 60],
    ['siku tatu', 3],
    ['wiki mbili', 14],
    ['miezi miwili', 60],
    ['depuis 3 jours', 3],
    ['depuis deux semaines', 14],
    ['yesterday', 1],
    ['6-8 times a day for 2 days', 2],
  ])('"%s" is %d days', (text, expected) => {
    expect(days(text)).toBeCloseTo(expected, 5);
  });

  it('reads when, not how long, from a time of day without "since"', () => {
    expect(days('had a fit at home this morning')).toBeUndefined();
    expect(days('vomiting since this morning')).toBeCloseTo(0.3, 5);
    expect(days('fitting for 15 minutes')).toBeCloseTo(15 / 1440, 8);
  });

  it("reads no duration from an English age after 'an' (French 'an' is a year)", () => {
    expect(days('an 8-month-old infant with diarrhoea')).toBeUndefined();
    expect(days('an 18-year-old woman with cough')).toBeUndefined();
    expect(days('toux depuis un an')).toBeCloseTo(365, 5);
  });

  it('reads no duration from frequencies, weights or blood pressures', () => {
    expect(days('3 times a day')).toBeUndefined();
    expect(days('lost 6 kg')).toBeUndefined();
    expect(days('BP 158/96')).toBeUndefined();
  });

  it('reads weeks over 52 as weeks, and a pressure over 52 as a pressure', () => {
    expect(days('cough x 7/52')).toBeCloseTo(49, 5);
    expect(days('LMP 7/52 ago')).toBeCloseTo(49, 5);
    expect(days('HR 138, BP 88/52, cough')).toBeUndefined();
    expect(days('TA 90/52')).toBeUndefined();
    expect(days('pressure was 100/52')).toBeUndefined();
  });

  it('reads a number after its unit only in Kiswahili: HR 138 is a heart rate, siku 3 three days', () => {
    expect(days('HR 138, chest pain')).toBeUndefined();
    expect(days('kikohozi siku 3')).toBeCloseTo(3, 5);
  });

  it('reads a shorthand age as an age, not a duration: baby 7/52, 3/7 old', () => {
    expect(days('baby 7/52, not feeding')).toBeUndefined();
    expect(days('3/7 old neonate')).toBeUndefined();
  });
});
