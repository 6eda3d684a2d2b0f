import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A wound through the chest wall with breathlessness, fast breathing, low oxygen or shock is a tension
 * pneumothorax or haemothorax until proved otherwise (WHO Basic Emergency Care 2018, Module 3 Trauma, the 'B'
 * of the primary survey). The alarm stands on the findings alone; the ranking must not call it a head injury.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
const youngMan: ClinicalInput['patient'] = { age: 22, gender: 'male', country: 'KE' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient: youngMan }, now).diagnosis;

describe('a penetrating chest wound with breathing or circulation signs is critical', () => {
  it.each([
    'knifed in a fight: stab wound to the chest and he is short of breath',
    'shot in the chest at the market, breathing fast, SpO2 86%',
    'amechomwa kisu kifuani usiku, anapumua kwa shida',
    'plaie pénétrante du thorax par couteau, il respire vite',
  ])('"%s"', (text) => {
    const diagnosis = assess(text);
    expect(diagnosis.triage.urgency).toBe('critical');
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/pneumothorax/);
    expect(diagnosis.primaryDiagnosis.conditionId).not.toBe('head-injury');
  });

  it('a stab to the chest alone is still an emergency', () => {
    expect(['emergency', 'critical']).toContain(assess('stabbed in the chest 30 minutes ago').triage.urgency);
  });
});

describe('what is not a fresh chest wound stays calm', () => {
  it.each([
    'old healed stab scar on the left chest, came for a dry cough',
    'was stabbed in the chest in 2018, now has a cough for three days',
    'superficial cut on the forearm from a kitchen knife, bleeding stopped',
    'sharp stabbing pain in the chest when he breathes in, fever',
  ])('"%s"', (text) => {
    const reasons = assess(text).triage.reasons.join(' ');
    expect(reasons).not.toMatch(/penetrating|pneumothorax|Multiple injuries/i);
  });
});
