import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/**
 * NICE CG57 (2007, updated 2023) 1.5.4: eczema herpeticum (punched-out erosions, or clustered painful blisters
 * with fever, on eczema) needs aciclovir now and same-day referral, even when the eczema is told only as dry
 * itchy patches and the fever points elsewhere. Eczema that weeps or has small itchy blisters without fever
 * or erosions stays non-emergency.
 */
const engine = createEngine();
const now = new Date('2026-11-30T00:00:00Z');

function urgencyOf(symptoms: string[]): string {
  const { diagnosis } = engine.diagnose(
    { symptoms, patient: { age: 3, gender: 'male', country: 'KE' } },
    now,
  );
  return diagnosis.triage.urgency;
}
const isEmergency = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('eczema herpeticum on eczema told in words', () => {
  it.each([
    [
      [
        'itchy dry patches in the elbow creases since a baby',
        'many painful blisters over the face',
        'hot body, not eating',
      ],
    ],
    [['dry scaly patches since infancy', 'sudden punched out erosions on the neck']],
    [['ukurutu tangu utotoni', 'vidonda vidogo vya duara usoni', 'homa kali']],
    [['eczéma depuis la naissance', 'érosions à l emporte pièce sur le visage', 'fièvre']],
  ])('%j is an emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(true);
  });

  it.each([
    [['dry itchy skin on his arms for a year', 'tiny itchy blisters on the fingers', 'no fever']],
    [['dry scaly patches since infancy', 'weeping and crusting behind the knees', 'no fever']],
    [['ukurutu tangu utotoni', 'ngozi kavu inawasha', 'hana homa']],
    [['eczéma depuis la naissance', 'plaques sèches sur les joues', 'pas de fièvre']],
  ])('calm twin %j is no emergency', (symptoms) => {
    expect(isEmergency(urgencyOf(symptoms))).toBe(false);
  });
});
