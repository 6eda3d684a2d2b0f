import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';

/*
 * Three ways people tell a mental-health danger softly or grandly (WHO mhGAP-IG 2.0, 2016): the wish to be dead
 * told as a wish to sleep for ever or never wake (SUI), tablets counted in the strips they come in (SUI, an
 * overdose), and the grandiose ideas of mania told as the title or powers claimed (BPD). Each has a calm twin.
 * Wordings are our own, not a case's.
 */
const engine = createEngine();
const now = new Date('2026-11-30T12:00:00Z');
const present = (text: string) =>
  engine
    .diagnose(
      { symptoms: [text], patient: { age: 19, gender: 'female', country: 'KE' } } as ClinicalInput,
      now,
    )
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('softened and grand words', () => {
  it.each([
    ['she told her friend she wants to sleep forever', 'passive-death-wish'],
    ['he wishes he could sleep and never wake up', 'passive-death-wish'],
    ['anasema anataka kulala milele', 'passive-death-wish'],
    ['elle a dit qu’elle voulait dormir pour toujours', 'passive-death-wish'],
    ['il voudrait ne plus se réveiller', 'passive-death-wish'],
    ['she swallowed three strips of her mother’s tablets', 'medicine-overdose'],
    ['il a avalé deux plaquettes de comprimés de sa mère', 'medicine-overdose'],
    ['depuis une semaine il se prend pour le président', 'elevated-mood'],
    ['he says he is a prophet and must preach all night', 'elevated-mood'],
    ['anasema yeye ni rais wa nchi hii', 'elevated-mood'],
  ])('"%s" is read as %s', (text, findingId) => {
    expect(present(text)).toContain(findingId);
  });

  it.each([
    ['she sleeps through the night and wakes up rested', 'passive-death-wish'],
    ['il dort bien et se réveille en forme', 'passive-death-wish'],
    ['the pharmacist gave her two strips of tablets for the week', 'medicine-overdose'],
    ['plaquettes 95 000 sur la numération', 'medicine-overdose'],
    ['il travaille pour le président comme chauffeur', 'elevated-mood'],
  ])('calm twin: "%s" is not read as %s', (text, findingId) => {
    expect(present(text)).not.toContain(findingId);
  });
});
