import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/**
 * WHO mhGAP-IG 2.0 (2016), SUI module: a wish to be dead with the means gathered, or with a farewell letter
 * written, is a current plan: imminent risk of suicide whatever the main illness (panic, depression). A relative
 * often tells it as what was found (poison hidden where the person sleeps, a letter to the family). The same
 * worries without a wish to be dead or without the means stay non-emergency.
 */
const engine = createEngine();
const now = new Date('2026-11-30T00:00:00Z');

function urgencyOf(symptoms: string[]): string {
  const { diagnosis } = engine.diagnose(
    { symptoms, patient: { age: 32, gender: 'female', country: 'KE' } },
    now,
  );
  return diagnosis.triage.urgency;
}
const isEmergency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('means found hidden or a farewell letter, with a wish to be dead', () => {
  it.each([
    [
      [
        'panic attacks for months',
        'her sister found pesticide hidden under her bed',
        'she says she is tired of living',
      ],
    ],
    [['low mood', 'we found tablets hidden under his pillow', 'says life is not worth living']],
    [['anxious for months', 'she wrote a letter to her family last night', 'says she wishes to die']],
    [['attacks of fear', 'found rat poison in her bag and a note to the family']],
    [['huzuni kwa miezi', 'tumekuta sumu chini ya mto wake', 'amechoka kuishi']],
    [
      [
        'crises d angoisse',
        'on a trouvé de la mort aux rats sous son oreiller',
        'elle dit avoir envie de mourir',
      ],
    ],
  ])('%j is an emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(true);
  });

  it.each([
    [['panic attacks for months', 'she keeps rat poison in the store for the maize', 'no thoughts of death']],
    [['low mood after losing her job', 'she wrote a letter to her family in the village']],
    [['huzuni kwa miezi', 'ameandika barua kwa familia yake kijijini']],
    [['crises d angoisse', 'elle a acheté du poison pour les rats du grenier']],
  ])('calm twin %j is no emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(false);
  });
});
