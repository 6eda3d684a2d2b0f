import { describe, expect, it } from 'vitest';
import { createEngine } from '..';

/**
 * WHO mhGAP-IG 2.0 (2016), SUI module: a current plan of suicide, above all with the means at hand, is
 * imminent risk of self-harm (do not leave the person alone, remove the means). 'And' before a verb of
 * intending starts a second act of the same person ('keeps tablets and intends to swallow them'), not
 * a list of two nouns, so the means and the plan are read as one wording.
 */
const engine = createEngine();
const now = new Date('2026-11-29T12:00:00Z');

function urgencyOf(text: string): string {
  const result = engine.diagnose({ symptoms: [text], patient: { age: 38, gender: 'female' } }, now);
  return result.diagnosis.triage.urgency;
}

describe('a plan of suicide with the means at hand is an emergency, in every language', () => {
  it.each([
    'low mood for months; she keeps a bottle of pesticide poison and plans to drink it on Sunday',
    'hoards pills and plans to take them all at once',
    'humeur triste, elle garde du poison et compte le boire demain',
    'hali ya huzuni, ameficha sumu na anapanga kuinywa kesho',
    'widow, says she wants to join her dead husband',
  ])('"%s"', (text) => {
    expect(urgencyOf(text)).toBe('emergency');
  });

  it.each([
    'low mood for months; she keeps a bottle of pesticide poison for the maize store',
    'humeur triste, elle garde du poison pour les rats du grenier',
    'widow, grieving her dead husband, no thoughts of self-harm',
  ])('calm twin "%s" is no emergency', (text) => {
    expect(urgencyOf(text)).not.toBe('emergency');
  });
});
