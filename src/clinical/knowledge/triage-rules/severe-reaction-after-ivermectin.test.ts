import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * WHO onchocerciasis guidelines 2016 (adverse reactions to ivermectin): after a mass treatment the dying
 * microfilariae may cause a severe Mazzotti reaction, with a fall of blood pressure on standing, and heavy Loa loa
 * an encephalopathy. Fainting, low blood pressure or confusion after ivermectin is an emergency; itching alone
 * after the tablets is the expected mild reaction.
 */
const engine = createEngine();
const now = new Date('2026-06-15T09:00:00Z');
const read = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: { age: 40, gender: 'male', country: 'UG' } }, now).diagnosis;

describe('a severe reaction after ivermectin is an emergency', () => {
  it.each([
    ['lay English', 'since the village river blindness tablets he itches and he fell down when he got up'],
    ['shorthand', 'post-ivermectin MDA, pruritus, syncope on standing'],
    ['French', 'après ivermectine, démangeaisons partout et elle est confuse'],
    ['Kiswahili', 'baada ya dawa za upofu wa mto anawashwa na amezimia akisimama'],
  ])('%s: %s', (_label, text) => {
    expect(read(text).emergencyAlert).toBe(true);
  });

  it.each([
    ['lay English', 'since the village river blindness tablets he itches a little, walks and eats well'],
    ['shorthand', 'post-ivermectin, mild pruritus, BP 122/78, alert'],
    ['Kiswahili', 'baada ya dawa za upofu wa mto anawashwa kidogo tu, anatembea vizuri'],
  ])('calm twin, %s: %s', (_label, text) => {
    expect(read(text).emergencyAlert).toBe(false);
  });
});
