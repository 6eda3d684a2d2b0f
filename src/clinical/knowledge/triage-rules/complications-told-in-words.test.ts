import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Life-threatening complications told in everyday words (English, French, Kiswahili) raise the emergency their
 * rule or red flag names; the same worry without the danger sign does not. Sources: ATLS / WHO Basic Emergency
 * Care 2018 (penetrating chest wound with breathlessness), KDIGO 2021 ch. 9 (fluid overload in nephritis),
 * mhGAP 2.0 (delirium tremens), WSES 2017 (bowel obstruction), ESC 2021 (pink frothy sputum, pulmonary oedema).
 */
const engine = createEngine();
const now = new Date('2026-11-28T08:00:00Z');
type Patient = ClinicalInput['patient'];
const schoolBoy: Patient = { age: 8, gender: 'male', country: 'KE' };
const man: Patient = { age: 40, gender: 'male', country: 'KE' };
const woman: Patient = { age: 29, gender: 'female', country: 'KE' };
const assess = (text: string, patient: Patient) =>
  engine.diagnose({ symptoms: [text], patient }, now).diagnosis;

describe('danger told in words raises the emergency', () => {
  it.each([
    ['poignardé au thorax, il suffoque', man],
    ['reçu un coup de couteau au ventre et à la poitrine, il étouffe', man],
    ['urines foncées, visage bouffi depuis une semaine, maintenant il est essoufflé', schoolBoy],
    ['buveur qui a arrêté l alcool avant-hier, il voit des insectes sur les murs', man],
    ['elle ne sait plus où elle est, crachats mousseux et roses, ne peut pas se coucher', woman],
    ['tummy distended, keeps vomiting, not opened bowels or passed wind since yesterday', man],
  ] as const)('"%s"', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(true);
  });
});

describe('calm twins: the same worry without the danger sign does not alarm', () => {
  it.each([
    ['petite coupure au bras avec un couteau de cuisine, saigne peu', man],
    ['glomérulonéphrite en cours de guérison, urines claires, il joue', schoolBoy],
    ['urines foncées, visage bouffi depuis une semaine, il respire bien', schoolBoy],
    ['il boit une bière le samedi, dort bien, aucun souci', man],
    ['constipated for three days, still passing wind, eating normally', man],
  ] as const)('"%s"', (text, patient) => {
    expect(assess(text, patient).emergencyAlert).toBe(false);
  });
});
