import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Tablets or poison swallowed straight after a quarrel is an act of self-harm (WHO mhGAP-IG 2.0, 2016, SUI):
 * an emergency, where an accidental swallow with no quarrel before it is weighed by its dose.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const girl: ClinicalInput['patient'] = { age: 16, gender: 'female', country: 'TZ' };
const triageOf = (text: string) => engine.diagnose({ symptoms: [text], patient: girl }, now).diagnosis.triage;

describe('tablets swallowed after a quarrel', () => {
  it.each([
    ['she took a handful of pills after an argument with her father'],
    ['amemeza vidonge baada ya ugomvi nyumbani'],
    ['elle a pris des cachets après une bagarre avec sa sœur'],
  ])('"%s" is an act of self-harm', (text) => {
    const triage = triageOf(text);
    expect(triage.urgency).toBe('emergency');
    expect(triage.reasons.join(' ')).toMatch(/self-harm/);
  });

  it('calm twin: a headache after a fight at school, treated with paracetamol, is no self-harm', () => {
    expect(triageOf('headache after a fight at school, took paracetamol').reasons.join(' ')).not.toMatch(
      /self-harm/,
    );
  });
});
