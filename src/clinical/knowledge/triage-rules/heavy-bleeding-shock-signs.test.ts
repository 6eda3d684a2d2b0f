import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Heavy bleeding with fainting, low blood pressure, cold hands or confusion is shock from blood loss wherever
 * the blood comes from (WHO Basic Emergency Care 2018, ABCDE: circulation), even when the birth, the
 * pregnancy or the injury behind it was told in words the engine does not read.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
const woman: ClinicalInput['patient'] = { age: 26, gender: 'female', country: 'KE' };
const urgencyOf = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: woman }, now).diagnosis.triage.urgency;

describe('heavy bleeding with signs of shock raises the alarm on its own', () => {
  it.each([
    'she is losing a lot of blood and fainted at home',
    'lost a lot of blood since morning, then collapsed and fainted',
  ])('"%s"', (text) => {
    expect(['emergency', 'critical']).toContain(urgencyOf(text));
  });

  it('a faint alone, or heavy bleeding alone, is not this alarm', () => {
    const reasons = (text: string) =>
      engine.diagnose({ symptoms: [text], patient: woman }, now).diagnosis.triage.reasons.join(' ');
    expect(reasons('fainted once after standing up quickly')).not.toMatch(/blood loss/);
    expect(reasons('she is losing a lot of blood and fainted at home')).toMatch(/blood loss/);
  });
});
