import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Kerosene swallowed, told by the smell of the household lamp's fuel on the child's breath (WHO Pocket Book of
 * Hospital Care for Children 2013, 1.10.2: paraffin and kerosene; with cough or fast breathing it has been
 * breathed in). A room that smells of the lamp is no ingestion.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const toddler: ClinicalInput['patient'] = { age: 2, gender: 'male', country: 'KE' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient: toddler }, now).diagnosis;

describe('kerosene told by the smell of the lamp on the breath', () => {
  it.each([
    'found by the lamp, coughing hard, and his breath smells like the lamp',
    "il tousse beaucoup et l'haleine sent fort la lampe",
    'breathing fast, his mouth smells of the lamp oil we use at night',
  ])('"%s" is an emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(true);
  });

  it.each([
    'the room smells of the lamp at night, he has a runny nose and plays',
    'la chambre sent la lampe, il a le nez qui coule mais il joue',
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });
});
