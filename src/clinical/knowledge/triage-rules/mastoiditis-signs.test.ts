import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Mastoiditis told by its other signs (WHO Pocket Book 2013 §7.4.1; OMS Soins hospitaliers pédiatriques; WHO CSOM
 * 2004): the ear pushed forward, a red or tender bone behind the ear, with a discharging or painful ear, in
 * English, French and Kiswahili. It is an emergency and the ear condition outranks malaria; a calm twin (a
 * discharging ear with nothing behind it, or ears that stick out by shape) raises no alarm.
 */
const engine = createEngine();
const now = new Date('2026-11-29T08:00:00Z');
const child: ClinicalInput['patient'] = { age: 8, gender: 'female', country: 'KE', weight: 24 };
const diagnose = (text: string) => engine.diagnose({ symptoms: [text], patient: child }, now).diagnosis;
const alarms = ['emergency', 'critical'];
const earConditions = ['otitis-externa-csom', 'acute-otitis-media'];

describe('mastoiditis told by the ear pushed forward or a red, tender bone behind the ear', () => {
  it.each([
    [
      'French, lay',
      "l'oreille coule depuis des années, c'est rouge et ça fait mal derrière l'oreille, fièvre",
    ],
    [
      'French, his ear',
      "son oreille coule depuis deux ans, rouge et douloureux en arrière de l'oreille, fièvre",
    ],
    ['French, clinical', 'otorrhée chronique, rougeur rétro-auriculaire, pavillon refoulé en avant, fièvre'],
    ['French, ear sticking out', "otite qui coule, l'oreille est décollée, fièvre et maux de tête"],
    ['Kiswahili', 'masikio yanatoa maji kwa miaka, wekundu nyuma ya sikio, homa'],
    ['Kiswahili, pushed forward', 'sikio linauma sana, sikio limejitokeza nje, homa kali'],
    ['English, lay', 'the ear has been running for months, now it is red and tender behind the ear, fever'],
    ['English, pushed forward', 'earache, the ear is sticking out, fever'],
  ])('%s: emergency, ear condition above malaria', (_label, text) => {
    const diagnosis = diagnose(text);
    expect(alarms).toContain(diagnosis.triage.urgency);
    const ranked = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map((d) => d.conditionId);
    const ear = Math.min(...earConditions.map((id) => ranked.indexOf(id)).filter((i) => i >= 0));
    const malaria = ranked.indexOf('malaria-uncomplicated');
    expect(ear).toBeLessThan(malaria === -1 ? Infinity : malaria);
  });
});

describe('calm twins: no emergency', () => {
  it.each([
    ['French, discharging ear only', "l'oreille coule depuis des mois, pas de douleur, pas de gonflement"],
    ['Kiswahili, discharging ear only', 'sikio linatoa usaha kwa miezi, halina maumivu'],
    ['ears sticking out by shape', 'oreilles décollées depuis toujours, fièvre et toux'],
    ['pain behind the ear alone', 'pain behind the ear, no discharge'],
    ["a parent's illness is not the child's", 'son père a une otite qui coule, elle a de la fièvre'],
  ])('%s', (_label, text) => {
    expect(alarms).not.toContain(diagnose(text).triage.urgency);
  });
});
