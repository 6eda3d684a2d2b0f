import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Obstructed labour and a baby no longer felt, told by the family without any measurement (WHO MCPC 2017,
 * S-57 and S-65: prolonged and obstructed labour; S-95: absent fetal movements). Each has its calm twin.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const woman: ClinicalInput['patient'] = { age: 19, gender: 'female', pregnant: true, country: 'NG' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient: woman }, now).diagnosis;

describe('labour told by the family', () => {
  it.each([
    ['she started pushing in the village since last night and nothing has happened'],
    ['we can see the top of the head, it never comes further even when she bears down'],
    ['since she arrived this morning no one has felt the baby move at all'],
    ['elle pousse depuis hier à la maison, le bébé ne sort pas'],
    ['anasukuma tangu jana jioni, bado mtoto hajatoka'],
  ])('"%s" is an emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(true);
  });

  it.each([
    ['she has been pushing for 20 minutes and the head is coming down well'],
    ['she felt the baby move a lot this morning, the pains come every 5 minutes'],
    ['elle pousse depuis dix minutes, la tête descend bien'],
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });
});
