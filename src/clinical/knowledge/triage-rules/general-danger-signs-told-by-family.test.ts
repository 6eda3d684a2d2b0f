import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A child's general danger signs told by what the family sees (WHO IMCI 2014, general danger signs: vomits
 * everything, lethargic or unconscious): whatever is given comes back, a head that drops or cannot be held up.
 * Each has its calm twin.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const child: ClinicalInput['patient'] = { age: 2, gender: 'male', country: 'UG' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient: child }, now).diagnosis;

describe("a child's general danger signs told by the family", () => {
  it.each([
    ['since this morning whatever I give her, milk or water, comes right back up'],
    ['tout ce qu on lui donne, même la bouillie, revient aussitôt'],
    ['chochote tunachompa, hata maji, kinarudi'],
    ['his head drops onto my chest and he does not look at us'],
    ['she cannot hold her head up since the fever started'],
    ['il laisse tomber sa tête sur mon épaule depuis hier'],
  ])('"%s" is an emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(true);
  });

  it.each([
    ['whatever I give her she eats, nothing comes back up'],
    ['he vomited once after the medicine, then took his porridge and kept it'],
    ['she holds her head up well and runs around, a runny nose only'],
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });
});
