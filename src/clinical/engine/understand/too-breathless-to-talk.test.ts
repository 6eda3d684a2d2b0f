import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * Too breathless to talk, with the breathlessness told beside it, is severe respiratory distress (WHO Basic
 * Emergency Care 2018, B). Not speaking a language, or breathless only on a hill and talking well, is not.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const man: ClinicalInput['patient'] = { age: 50, gender: 'male', country: 'CD' };
const assess = (text: string) => engine.diagnose({ symptoms: [text], patient: man }, now).diagnosis;

describe('too breathless to talk, in French, Kiswahili and English', () => {
  it.each([
    "depuis ce matin il n'arrive plus à parler tant il est essoufflé",
    "il est si essoufflé qu'il ne peut pas parler",
    "elle n'arrive pas à parler tellement elle est essoufflée",
    'anashindwa kuongea kwa kukosa pumzi tangu asubuhi',
    'so breathless this morning that he cannot talk',
  ])('"%s" is an emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(true);
  });

  it.each([
    "il n'arrive pas à parler swahili, il tousse un peu",
    'il est essoufflé quand il monte la colline, il parle bien',
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });
});
