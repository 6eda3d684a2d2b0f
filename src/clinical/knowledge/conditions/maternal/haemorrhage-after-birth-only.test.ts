import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Postpartum haemorrhage follows a birth and is defined by bleeding (WHO MCPC 2017, S-25): a woman still
 * pregnant who bleeds or collapses is not given its oxytocin; a well mother who tells no bleeding is not
 * given its resuscitation (review S1, S23, S26).
 */
const engine = createEngine();
const now = new Date('2026-11-28T12:00:00Z');
const top = (text: string, patient: Record<string, unknown>) =>
  engine.diagnose({ symptoms: [text], patient: patient as never, labResults: [] }, now).diagnosis
    .primaryDiagnosis.conditionId;
const ranked = (text: string, patient: Record<string, unknown>) => {
  const { diagnosis } = engine.diagnose({ symptoms: [text], patient: patient as never, labResults: [] }, now);
  return [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map((entry) => entry.conditionId);
};
const pregnantAt = (weeks: number) => ({ age: 29, gender: 'female', pregnant: true, gestationWeeks: weeks });

describe('postpartum haemorrhage needs a birth and bleeding', () => {
  it('pads soaked with blood at 33 weeks, still pregnant: antepartum, never postpartum haemorrhage', () => {
    const conditions = ranked('bleeding from below, pads soaked through, feels faint', pregnantAt(33));
    expect(conditions[0]).toBe('antepartum-haemorrhage');
    expect(conditions).not.toContain('postpartum-haemorrhage');
  });

  it('soaked pads at 33 weeks are read as heavy bleeding in pregnancy, not bleeding after birth', () => {
    const { diagnosis } = engine.diagnose(
      { symptoms: ['bleeding from below, pads soaked through'], patient: pregnantAt(33) as never },
      now,
    );
    const present = diagnosis.findingsUsed
      .filter((finding) => finding.present)
      .map((finding) => finding.findingId);
    expect(present).toContain('heavy-bleeding');
    expect(present).not.toContain('heavy-postpartum-bleeding');
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/after birth/);
  });

  it('collapse with a fast pulse at 29 weeks and no bleeding told: not postpartum haemorrhage', () => {
    expect(ranked('collapsed at home, pulse 126, BP 82/48', pregnantAt(29))).not.toContain(
      'postpartum-haemorrhage',
    );
  });

  it('twin: the same soaked pads an hour after the birth stay postpartum haemorrhage', () => {
    const patient = { age: 29, gender: 'female', postpartumDays: 0 };
    expect(
      top('gave birth an hour ago, bleeding from below, pads soaked through, feels faint', patient),
    ).toBe('postpartum-haemorrhage');
  });

  it('twin: a birth told with the pregnancy still ticked on the form stays postpartum haemorrhage', () => {
    expect(top('gave birth an hour ago, bleeding heavily, soaking pads', pregnantAt(39))).toBe(
      'postpartum-haemorrhage',
    );
  });

  it('a week after the birth, painful cracked nipples and no bleeding: not postpartum haemorrhage first', () => {
    const patient = { age: 24, gender: 'female', postpartumDays: 8 };
    expect(top('breastfeeding, cracked painful nipples, no fever', patient)).not.toBe(
      'postpartum-haemorrhage',
    );
  });
});
