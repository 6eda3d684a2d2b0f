import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * A birth told with its time ('N hours ago') is a recent birth, as the profile's days after delivery would be,
 * and bleeding that does not stop is heavy bleeding: together they are postpartum haemorrhage until proved
 * otherwise (WHO recommendations for the prevention and treatment of PPH 2012; WHO MCPC 2017, S-25).
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
const woman: ClinicalInput['patient'] = { age: 24, gender: 'female', country: 'KE' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient: woman }, now).diagnosis;
const presentIds = (text: string) =>
  assess(text)
    .findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('bleeding that will not stop after a birth told with its time is an emergency', () => {
  it.each([
    'gave birth at the dispensary three hours ago, blood still coming and the bleeding has not stopped',
    'had the baby 4 hours ago and now the bleeding is not stopping',
    'alijifungua saa tatu zilizopita na damu haikomi',
    'amejifungua siku mbili zilizopita, damu haiishi',
    'a accouché il y a 3 heures et le saignement ne s’arrête pas',
  ])('"%s"', (text) => {
    const diagnosis = assess(text);
    expect(['emergency', 'critical']).toContain(diagnosis.triage.urgency);
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/after childbirth|after birth/);
    expect(presentIds(text)).toEqual(expect.arrayContaining(['recent-childbirth', 'heavy-bleeding']));
  });

  it('a birth told years ago is no recent birth', () => {
    expect(presentIds('her first child was delivered four years ago; cut on the hand')).not.toContain(
      'recent-childbirth',
    );
  });

  it('a birth told beyond six weeks is no recent birth', () => {
    expect(presentIds('she delivered 10 weeks ago and has a dry cough')).not.toContain('recent-childbirth');
  });

  it('light spotting after birth is not read as heavy bleeding', () => {
    const text = 'delivered four days ago, only light spotting, breastfeeding well';
    expect(presentIds(text)).toContain('light-vaginal-bleeding');
    expect(presentIds(text)).not.toContain('heavy-bleeding');
    expect(assess(text).triage.reasons.join(' ')).not.toMatch(/postpartum haemorrhage/i);
  });

  // After a birth PPH and puerperal sepsis are the only conditions that fit; lochia weighs for neither, and a
  // working diagnosis likely by the recent birth alone does not set the urgency.
  it('light spotting after birth in a well woman stays calm', () => {
    expect(['routine', 'urgent']).toContain(
      assess('delivered four days ago, only light spotting, breastfeeding well').triage.urgency,
    );
  });
});
