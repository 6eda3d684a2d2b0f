import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Three calm stories once read as emergencies, each beside its dangerous twin:
 * - a mother who stopped breastfeeding (weaning) is no child 'not able to drink or breastfeed' (IMCI 2014);
 * - a newborn who breathed after drying and stimulation and now feeds well has had its resuscitation
 *   (WHO Pocket Book 2013 3.3, PCPNC 2015 K11): no critical alarm;
 * - bleeding 'a little heavier' (un peu plus abondant) is not heavy bleeding (WHO MCPC 2017 S-33).
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const assess = (symptoms: ClinicalInput['symptoms'], patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis;
const isAlarm = (urgency: string) => urgency === 'emergency' || urgency === 'critical';

describe('weaning is no inability to drink', () => {
  const toddler: ClinicalInput['patient'] = { age: 1.4, gender: 'female', country: 'KE' };
  it.each([
    'She got thin after I stopped breastfeeding her, eats ugali, plays',
    'Il a maigri depuis le sevrage, il joue bien',
    'Amekonda baada ya kuachishwa kunyonya, anacheza vizuri',
  ])('calm: "%s"', (text) => {
    expect(isAlarm(assess([text], toddler).triage.urgency)).toBe(false);
  });

  it('dangerous twin: a child who stopped breastfeeding since yesterday is the danger sign', () => {
    expect(
      isAlarm(assess(['he stopped breastfeeding since yesterday, very sleepy'], toddler).triage.urgency),
    ).toBe(true);
  });
});

describe('a newborn breathing after stimulation and now feeding well', () => {
  const newborn: ClinicalInput['patient'] = { age: 0, ageDays: 0, gender: 'male', country: 'CI' };
  it('calm: low Apgar at one minute, well now, is no critical alarm', () => {
    const diagnosis = assess(
      [
        'Apgar 6 at one minute and 9 at five minutes after drying and rubbing',
        'now crying loudly and breastfeeds well',
      ],
      newborn,
    );
    expect(isAlarm(diagnosis.triage.urgency)).toBe(false);
  });

  it('dangerous twin: resuscitated at birth and now not sucking stays critical', () => {
    const diagnosis = assess(
      ['did not breathe at birth, bag and mask for 8 minutes', 'not able to suck, floppy'],
      newborn,
    );
    expect(diagnosis.triage.urgency).toBe('critical');
  });
});

describe('bleeding a little heavier is not heavy bleeding', () => {
  const mother: ClinicalInput['patient'] = {
    age: 28,
    gender: 'female',
    postpartumDays: 10,
    country: 'SN',
    vitals: { temperatureC: 36.9, heartRate: 84, systolicBP: 118, diastolicBP: 72 },
  };
  it('calm: "un peu plus abondants" a week after birth, stable', () => {
    const diagnosis = assess(
      ['Depuis deux jours ses saignements sont un peu plus abondants', 'Pas de fièvre, elle allaite'],
      mother,
    );
    expect(isAlarm(diagnosis.triage.urgency)).toBe(false);
  });

  it('dangerous twin: "saignements très abondants" after birth is heavy bleeding', () => {
    const diagnosis = assess(['Depuis ce matin ses saignements sont très abondants'], mother);
    expect(isAlarm(diagnosis.triage.urgency)).toBe(true);
  });

  it('"saignement peu abondant" is not heavy bleeding', () => {
    const ids = assess(['saignement vaginal peu abondant'], mother)
      .findingsUsed.filter((finding) => finding.present)
      .map((finding) => finding.findingId);
    expect(ids).not.toContain('heavy-bleeding');
  });
});
