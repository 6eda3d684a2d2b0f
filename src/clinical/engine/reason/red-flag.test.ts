import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import type { FindingObservation } from '../types';
import { redFlagFires } from './red-flag';

const knowledge = loadKnowledge();
const flagOf = (conditionId: string, words: RegExp) =>
  knowledge.conditions
    .find((entry) => entry.id === conditionId)!
    .redFlags.find((flag) => words.test(flag.finding))!;
const told = (findingId: string, durationDays?: number): FindingObservation => ({
  findingId,
  present: true,
  source: 'symptom',
  evidence: findingId,
  durationDays,
});
const fires = (flag: ReturnType<typeof flagOf>, observations: FindingObservation[]) =>
  redFlagFires(flag, new Set(observations.map((observation) => observation.findingId)), observations);

describe('a red flag whose guideline criterion is a combination fires only on the combination', () => {
  it('cholangitis needs fever with the jaundice (Tokyo 2018), not jaundice alone', () => {
    const flag = flagOf('gallstone-disease', /cholangitis/);
    expect(fires(flag, [told('jaundice')])).toBe(false);
    expect(fires(flag, [told('jaundice'), told('fever')])).toBe(true);
  });

  it('spontaneous bacterial peritonitis needs ascites beside the pain or fever', () => {
    const flag = flagOf('liver-cirrhosis', /peritonitis/);
    expect(fires(flag, [told('abdominal-pain')])).toBe(false);
    expect(fires(flag, [told('abdominal-pain'), told('abdominal-distension')])).toBe(true);
  });

  it('confusion in a person with hypertension is a hypertensive emergency only with a severely raised reading', () => {
    const flag = flagOf('hypertension', /hypertensive emergency/);
    expect(fires(flag, [told('confusion'), told('known-hypertension')])).toBe(false);
    expect(fires(flag, [told('confusion'), told('severe-hypertension-reading')])).toBe(true);
  });

  it('haloes alone are not angle-closure glaucoma: the eye is painful', () => {
    const flag = flagOf('cataract-glaucoma', /angle-closure/);
    expect(fires(flag, [told('halos-around-lights'), told('visual-disturbance')])).toBe(false);
    expect(fires(flag, [told('halos-around-lights'), told('severe-eye-pain')])).toBe(true);
  });
});
