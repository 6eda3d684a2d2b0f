import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * Eye emergencies told the way patients and notes tell them:
 * - an eye that cannot close (facial-nerve palsy) that turns red with pain, photophobia or blurred sight is
 *   exposure keratitis (AAO-HNSF Bell's palsy 2013, Statement 10; WHO AFRO primary eye care 2018, the red eye);
 * - a red eye with haloes round lights and vomiting, headache or blurred sight is acute angle closure even when
 *   the pain is not told (AAO glaucoma PPP 2020, acute angle closure);
 * - the eye's pain told in everyday words ('hurts so much', 'red and painful'), a whitish spot on the cornea or
 *   fluorescein staining (AAO Bacterial Keratitis PPP 2018) are read as such;
 * - saliva running from the corner of a weak mouth is the palsy's drooling, not a throat that cannot swallow.
 * Each has a calm twin.
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const read = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: { age: 52, gender: 'female', country: 'KE' } }, now).diagnosis;

describe('eye emergencies told in words raise an emergency', () => {
  it.each([
    ['lay English, pain told in words', 'her eye is red and painful, she sees rainbow colours around lights'],
    [
      'shorthand, haloes and vomiting with no pain told',
      'R eye red, halos around lights, vomited x3 since evening',
    ],
    ['lay English, hurts so much', 'my eye is very red and hurts so much, everything looks misty'],
    ['shorthand, exposed eye', "Bell's palsy, R eye can't close; now red, photophobia and blurred vision"],
    [
      'French, exposed eye',
      "paralysie faciale, l'œil ne se ferme pas et il est rouge, elle ne supporte pas la lumière",
    ],
    ['shorthand, corneal ulcer', 'L eye red x3/7, whitish spot on cornea, fluorescein stains'],
  ])('%s: %s', (_label, text) => {
    expect(read(text).emergencyAlert).toBe(true);
  });
});

describe('calm twins stay calm', () => {
  it.each([
    [
      'palsy with an eye that is only watery',
      'face dropped on the right, cannot close the eye, the eye is a bit red and watery but no pain and she sees well',
    ],
    [
      'haloes of a cataract in a quiet eye',
      'sees halos around lights at night from her cataract, the eye is white',
    ],
    ['itchy red eyes', 'red itchy eyes with discharge, no pain, vision normal'],
    [
      'palsy drooling from the mouth corner',
      'L side of the face weak including the forehead, drools from L mouth corner, no eye pain',
    ],
  ])('%s: %s', (_label, text) => {
    const answer = read(text);
    expect(answer.emergencyAlert).toBe(false);
    expect(answer.findingsUsed.map((finding) => finding.findingId)).not.toContain(
      'drooling-unable-to-swallow',
    );
  });
});
