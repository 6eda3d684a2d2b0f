import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Not breathing or no pulse, told in English, Kiswahili or French, is cardiorespiratory arrest at every age:
 * critical, with the resuscitation sequence first (ERC BLS and PLS 2021, AHA 2020, WHO ETAT 2016). Breathing
 * difficulty denied stays calm. A sudden collapse in an adult is at least urgent (NICE CG109); a faint long
 * past is not.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const person = (age: number, gender: 'male' | 'female'): Patient => ({ age, gender, country: 'KE' });
const diagnosisOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('cardiorespiratory arrest told in words', () => {
  it.each([
    ['my father collapsed and stopped breathing', person(50, 'male')],
    ['he is not breathing', person(40, 'male')],
    ['not breathing, no pulse', person(60, 'male')],
    ['ameacha kupumua', person(45, 'male')],
    ['mgonjwa hapumui', person(70, 'female')],
    ['il ne respire plus, il est bleu', person(60, 'male')],
    ['arrêt respiratoire', person(30, 'female')],
    ['pas de pouls', person(50, 'male')],
  ])('%s: critical in an adult, CPR first', (text, patient) => {
    const diagnosis = diagnosisOf(text, patient);
    expect(diagnosis.triage.urgency).toBe('critical');
    expect(diagnosis.triage.reasons[0]).toMatch(/cardiorespiratory arrest/i);
    expect(String(diagnosis.emergencyActions[0])).toMatch(/start CPR/);
  });

  it.each([
    ['the baby is not breathing', person(0.3, 'female')],
    ['mtoto hapumui', person(1, 'male')],
    ['elle ne respire pas', person(6, 'female')],
  ])('%s: critical in a child, paediatric BLS first', (text, patient) => {
    const diagnosis = diagnosisOf(text, patient);
    expect(diagnosis.triage.urgency).toBe('critical');
    expect(String(diagnosis.emergencyActions[0])).toMatch(/5 rescue breaths/);
  });

  it.each([
    'no difficulty breathing',
    'breathing normally',
    'not short of breath',
    'hakuna shida ya kupumua',
    'pas de difficulté respiratoire',
    "pas d'essoufflement",
    'no breathing difficulty',
    'not breathing fast',
    'hapumui haraka',
    'ne respire pas vite',
    'fainted once last year, fine since',
  ])('%s stays calm', (text) => {
    expect(diagnosisOf(`cough for 3 days, ${text}`, person(30, 'female')).triage.urgency).toBe('routine');
  });

  it('breathing told as difficult is breathlessness, not an arrest', () => {
    expect(diagnosisOf('not breathing well since yesterday', person(30, 'female')).triage.urgency).not.toBe(
      'critical',
    );
  });

  it('a death told (amekata roho) is not read as an arrest to resuscitate', () => {
    const diagnosis = diagnosisOf('baba yake amekata roho', person(30, 'male'));
    expect(diagnosis.findingsUsed.map((f) => f.findingId)).not.toContain('not-breathing-or-no-pulse');
  });
});

describe('sudden collapse in an adult', () => {
  it('collapse alone is at least urgent', () => {
    expect(diagnosisOf('collapsed at work', person(55, 'male')).triage.urgency).toBe('urgent');
  });

  it.each(['collapsed and not waking', 'collapsed and not responding'])(
    '%s is an emergency or critical',
    (text) => {
      expect(['emergency', 'critical']).toContain(diagnosisOf(text, person(55, 'male')).triage.urgency);
    },
  );
});
