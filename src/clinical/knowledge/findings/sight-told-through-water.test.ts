import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * Sight told as through water, smoke or a veil is blurred sight (WHO AFRO primary eye care 2018: a red eye with
 * reduced vision is referred the same day); beside ophthalmic shingles and a red eye it is the sight-threatening
 * emergency (NICE CKS Shingles 2023). Calm twins: sight told good, water drunk through a straw.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const assess = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: { age: 62, gender: 'male', country: 'CM' } }, now).diagnosis;

describe('sight told as through water or smoke', () => {
  it.each([
    ['shingles on the right forehead, that eye is red and he says he sees as if looking through water'],
    ["zona sur le front, l'œil gauche rouge, il voit tout à travers un voile depuis hier"],
    ['mkanda wa jeshi kwenye paji la uso, jicho ni jekundu na anaona kama kupitia moshi'],
  ])('"%s" is a sight-threatening emergency', (text) => {
    const diagnosis = assess(text);
    expect(diagnosis.findingsUsed.map((finding) => finding.findingId)).toContain('visual-disturbance');
    expect(diagnosis.emergencyAlert).toBe(true);
  });

  it.each([
    ["zona sur le front, l'œil rouge, il voit bien et boit de l'eau à travers une paille"],
    ['shingles on the forehead, the eye is a little red, he sees well through his glasses'],
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });
});
