import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../engine';

/*
 * Cold hands or feet beside a warm body in a feeding newborn are cold stress, seen the same day (WHO Pocket Book
 * 2013, 3.11); a cold body, a low temperature or a danger sign with it is the emergency of hypothermia.
 */
const engine = createEngine();
const now = new Date('2026-11-30T09:00:00Z');
const assess = (text: string) =>
  engine.diagnose({ symptoms: [text], patient: { age: 5 / 365, gender: 'female', country: 'KE' } }, now)
    .diagnosis;

describe('cold stress and hypothermia in a newborn', () => {
  it.each([
    ['after the bath her hands are cool, but her belly is warm and she breastfeeds well'],
    ['miguu ni baridi kidogo lakini tumbo lina joto, ananyonya vizuri'],
  ])('calm twin: "%s" is no emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(false);
  });

  it.each([
    ['her hands are cold and the whole body feels cold, she does not suck'],
    ['les mains sont froides et il ne tète plus depuis ce matin'],
    ['left uncovered in the night, now her feet and belly are cold'],
    ['mikono na tumbo lake ni baridi tangu asubuhi'],
    ['le ventre est froid et les pieds aussi'],
  ])('"%s" is an emergency', (text) => {
    expect(assess(text).emergencyAlert).toBe(true);
  });
});
