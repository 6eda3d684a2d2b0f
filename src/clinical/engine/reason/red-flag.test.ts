import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { redFlagFires } from './red-flag';

const knowledge = loadKnowledge();
const flagOf = (conditionId: string, words: RegExp) =>
  knowledge.conditions
    .find((entry) => entry.id === conditionId)!
    .redFlags.find((flag) => words.test(flag.finding))!;

describe('a red flag whose guideline criterion is a combination fires only on the combination', () => {
  it('cholangitis needs fever with the jaundice (Tokyo 2018), not jaundice alone', () => {
    const flag = flagOf('gallstone-disease', /cholangitis/);
    expect(redFlagFires(flag, new Set(['jaundice']))).toBe(false);
    expect(redFlagFires(flag, new Set(['jaundice', 'fever']))).toBe(true);
  });

  it('spontaneous bacterial peritonitis needs ascites beside the pain or fever', () => {
    const flag = flagOf('liver-cirrhosis', /peritonitis/);
    expect(redFlagFires(flag, new Set(['abdominal-pain']))).toBe(false);
    expect(redFlagFires(flag, new Set(['abdominal-pain', 'abdominal-distension']))).toBe(true);
  });

  it('confusion in a person with hypertension is a hypertensive emergency only with a severely raised reading', () => {
    const flag = flagOf('hypertension', /hypertensive emergency/);
    expect(redFlagFires(flag, new Set(['confusion', 'known-hypertension']))).toBe(false);
    expect(redFlagFires(flag, new Set(['confusion', 'severe-hypertension-reading']))).toBe(true);
  });

  it('haloes alone are not angle-closure glaucoma: the eye is painful', () => {
    const flag = flagOf('cataract-glaucoma', /angle-closure/);
    expect(redFlagFires(flag, new Set(['halos-around-lights', 'visual-disturbance']))).toBe(false);
    expect(redFlagFires(flag, new Set(['halos-around-lights', 'severe-eye-pain']))).toBe(true);
  });
});
