import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * A danger sign told on its own is told evidence: the condition's red flag fires on it (NICE NG143 and Pocket
 * Book 2013 6.3 non-blanching rash; trismus; neck stiffness; angle-closure glaucoma; loss of consciousness after
 * a head injury). Only a flag present through the profile's states alone (pregnant, a recent birth, the age)
 * needs another told finding: a routine antenatal visit raises no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const adult = (age: number, gender: 'male' | 'female'): Patient => ({ age, gender, country: 'KE' });
const urgencyOf = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis.triage.urgency;

describe('a red flag told alone raises the alarm', () => {
  it.each([
    [
      'non-blanching purple spots on the legs',
      { age: 4, gender: 'female', country: 'KE' } as Patient,
      'critical',
    ],
    ['severe eye pain with halos around lights and blurred vision', adult(60, 'female'), 'emergency'],
    ['cannot open her mouth, jaw locked', adult(35, 'female'), 'critical'],
    ['stiff neck since this morning', adult(22, 'male'), 'critical'],
    ['was knocked out after falling from a ladder', adult(40, 'male'), 'emergency'],
    ['afraid of water, cannot drink', adult(40, 'male'), 'emergency'],
    ['status epilepticus', adult(30, 'male'), 'critical'],
    ['face burned in a fire, singed eyebrows', adult(30, 'male'), 'critical'],
  ])('%s', (text, patient, expected) => {
    expect(urgencyOf(text, patient)).toBe(expected);
  });
});

describe('a flag present through the profile alone stays calm', () => {
  it('a routine antenatal visit', () => {
    const patient: Patient = { age: 24, gender: 'female', pregnant: true, country: 'KE' };
    expect(['routine', 'urgent']).toContain(urgencyOf('routine antenatal check, no complaints', patient));
  });

  // Known false alarm, accepted: pauses in breathing are strong evidence of pertussis (its apnoea flag fires on
  // them alone, as before the told-evidence rule); an under-triaged danger sign told alone is the worse error.
  it.fails('a snorer with pauses at night raises no alarm', () => {
    expect(['routine', 'urgent']).toContain(
      urgencyOf('he snores and stops breathing for a moment at night', adult(45, 'male')),
    );
  });
});
