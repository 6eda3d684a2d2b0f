import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';

/*
 * The cornea is 'the black part of the eye' in lay words; told turning white or cloudy it is a corneal opacity,
 * a danger sign in a red or discharging eye (WHO AFRO primary eye care 2018).
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const present = (text: string) =>
  engine
    .diagnose({ symptoms: [text], patient: { age: 30, gender: 'female', country: 'TG' } }, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

describe('the black part of the eye turning white', () => {
  it.each([
    ['the black part of the eye has gone white since yesterday'],
    ["le noir de l'œil gauche est devenu blanchâtre"],
    ['weusi wa jicho la kulia umekuwa mweupe'],
    ["le noir de l'œil droit semble trouble depuis ce matin"],
    ['the black part of his eye looks cloudy today'],
    ['weusi wa jicho una ukungu tangu jana'],
  ])('"%s" is a cloudy cornea', (text) => {
    expect(present(text)).toContain('cloudy-cornea');
  });

  it('calm twin: the sight told blurred beside a clear black of the eye is no cloudy cornea', () => {
    expect(present("le noir de l'œil est clair, la vue n'est pas trouble")).not.toContain('cloudy-cornea');
  });

  it('calm twin: the white of the eye red is no cloudy cornea', () => {
    expect(present('the white of her eye is red')).not.toContain('cloudy-cornea');
  });
});
