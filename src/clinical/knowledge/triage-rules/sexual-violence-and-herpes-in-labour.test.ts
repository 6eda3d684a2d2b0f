import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Sexual violence within 72 hours is a medical emergency: HIV post-exposure prophylaxis and emergency
 * contraception work only early (WHO 2017, responding to children and adolescents who have been sexually
 * abused; Kenya National Guidelines on Management of Sexual Violence 2014). Told later, post-rape care is the
 * same day, no emergency. A first genital herpes when labour starts calls for a caesarean section before the
 * baby passes through the birth canal (BASHH/RCOG 2014); a known recurrence or lesions far from labour do not.
 */
const engine = createEngine();
const now = new Date('2026-11-30T08:00:00Z');
const assess = (symptoms: ClinicalInput['symptoms'], patient: ClinicalInput['patient']) =>
  engine.diagnose({ symptoms, patient }, now).diagnosis;
const girl: ClinicalInput['patient'] = { age: 13, gender: 'female', country: 'KE' };

describe('sexual assault within the PEP window', () => {
  it.each([
    ['she says her uncle raped her 2 days ago; now burning when passing urine'],
    ['Alleged defilement yesterday evening by a neighbour, brought by the mother'],
    ['Alinajisiwa na jirani jana usiku, analia sana'],
    ['Sa mère dit qu’elle a été violée il y a deux jours par un cousin'],
    ['Rapport forcé par le voisin avant-hier ; elle a des pertes jaunes'],
  ])('"%s" is an emergency', (text) => {
    const diagnosis = assess([text], girl);
    expect(diagnosis.triage.urgency).toBe('emergency');
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/72 hours/);
  });

  it.each([
    ['her stepfather has been raping her while the mother is at the market, the last time yesterday'],
    ['Le beau-père la force à coucher avec lui quand la maman sort, la dernière fois avant-hier'],
  ])('"%s": abuse told as it goes on, last time within 72 hours, is an emergency', (text) => {
    expect(assess([text], girl).triage.urgency).toBe('emergency');
  });

  it('calm twin: abuse told as it went on, the last time a month ago, is same-day care', () => {
    const diagnosis = assess(['her stepfather was raping her, the last time was one month ago'], girl);
    expect(diagnosis.triage.urgency).toBe('urgent');
  });

  it('calm twin: the same assault told three weeks ago is same-day care, no emergency', () => {
    const diagnosis = assess(
      ['she says her uncle raped her 3 weeks ago; now burning when passing urine'],
      girl,
    );
    expect(diagnosis.triage.urgency).toBe('urgent');
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/post-rape care/);
  });

  it('calm twin: a discharge with no assault told raises no alarm', () => {
    const diagnosis = assess(['yellow vaginal discharge for a week, burning when passing urine'], {
      age: 24,
      gender: 'female',
    });
    expect(['routine', 'urgent']).toContain(diagnosis.triage.urgency);
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/sexual assault/i);
  });

  it.each([
    ["il n'a plus la force de marcher depuis hier"],
    ['Son oncle la force à manger mais elle vomit tout depuis 3 jours'],
    ['Toux depuis 2 semaines, ce qui la force à dormir assise'],
    ["Le voisin l'a amenée, elle a perdu la force du bras droit"],
  ])('"%s" (strength, or being made to do something) is no assault', (text) => {
    const diagnosis = assess([text], girl);
    expect(diagnosis.findingsUsed.map((finding) => finding.findingId)).not.toContain('sexual-assault');
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/sexual assault/i);
  });
});

describe('genital herpes when labour starts', () => {
  const atTerm: ClinicalInput['patient'] = {
    age: 22,
    gender: 'female',
    pregnant: true,
    gestationWeeks: 38,
    country: 'ZA',
  };

  it.each([
    [
      [
        'Contractions every 4 minutes since dawn',
        'Painful blisters on the vulva for 3 days, never had them before',
      ],
    ],
    [['Uchungu wa kuzaa umeanza saa nne zilizopita', 'Malengelenge sehemu za siri tangu juzi']],
    [['Contractions utérines toutes les 5 minutes', 'Vésicules douloureuses sur la vulve depuis deux jours']],
  ])('%j is an emergency', (symptoms) => {
    const diagnosis = assess(symptoms, atTerm);
    expect(diagnosis.triage.urgency).toBe('emergency');
    expect(diagnosis.triage.reasons.join(' ')).toMatch(/caesarean/);
  });

  it('calm twin: the same blisters known to recur, in labour, are no emergency of the visit', () => {
    const diagnosis = assess(
      [
        'Contractions every 4 minutes since dawn',
        'Painful blisters on the vulva; the sores come back every few months',
      ],
      atTerm,
    );
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/caesarean/);
    expect(diagnosis.triage.urgency).not.toBe('critical');
  });

  it('calm twin: a first episode at 26 weeks, not in labour, raises no alarm', () => {
    const diagnosis = assess(['Painful blisters on the vulva for 3 days, never had them before'], {
      ...atTerm,
      gestationWeeks: 26,
    });
    expect(diagnosis.triage.reasons.join(' ')).not.toMatch(/caesarean/);
    expect(['routine', 'urgent']).toContain(diagnosis.triage.urgency);
  });
});
