import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * A burn's extent told by its sites however far they stand from the blisters in one sentence (WHO Pocket Book
 * 2013, 9.2.1: more than 10% of a child's body needs IV fluids and admission); each case has its calm twin.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const diagnose = (symptoms: string[], patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis;
const toddler = { age: 2, gender: 'male' as const, country: 'UG' };
const adult = { age: 30, gender: 'female' as const, country: 'KE' };

describe('the extent of a burn told by two large regions, far from the blisters', () => {
  it.each([
    [
      'hot water from the sufuria poured over him and the skin of his tummy, chest and one leg came off with big blisters',
    ],
    [
      'the kettle fell over, now her back and both thighs, which we cooled under the tap, are raw and blistered',
    ],
    ['scalded by tea: on his stomach and his right arm the skin has lifted into large blisters'],
    ["brûlé par l'eau chaude, le dos, les fesses et une cuisse sont rouges avec de grosses cloques"],
    ['amemwagikiwa uji wa moto, mgongo, matako na paja moja vimebabuka na malengelenge makubwa'],
  ])('%s: an emergency', (text) => {
    const diagnosis = diagnose([text], toddler);
    expect(diagnosis.findingsUsed.map((finding) => finding.findingId)).toContain('burn-site-trunk-or-limbs');
    expect(diagnosis.emergencyAlert).toBe(true);
  });

  it.each([
    ['hot water splashed him, a small blister on the tummy and a few red spots on one arm'],
    ['burnt her hand on the charcoal stove, no blisters on the chest, belly or arms'],
    ['scalded her foot with tea, she came back from school limping, her arm is fine'],
    ['chickenpox spots on his back and legs, he was not burnt'],
    ["petite brûlure au bras avec le fer, une petite cloque, le ventre n'est pas touché"],
  ])('%s: no large burn', (text) => {
    const diagnosis = diagnose([text], adult);
    expect(diagnosis.findingsUsed.filter((f) => f.present).map((f) => f.findingId)).not.toContain(
      'burn-site-trunk-or-limbs',
    );
  });
});
