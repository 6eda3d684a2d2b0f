import { describe, expect, it } from 'vitest';
import { createEngine } from '../index';
import type { ClinicalInput } from '../types';

/*
 * Calm notes the engine misread as danger: a measured value judged by its name rather than its number (an
 * eye pressure of 14 mmHg is normal; AAO POAG PPP 2020). Each misreading has a twin where the danger must
 * still be read; a woman's finding read in a man's note ('il saigne un peu de la gencive' is no vaginal
 * bleeding; asked-of bands in knowledge/findings/asked-of.ts). Wordings are our own.
 */
const engine = createEngine();
const now = new Date('2026-11-30T10:00:00Z');
const present = (symptoms: string[], age: number, gender: string) =>
  engine
    .diagnose({ symptoms, patient: { age, gender } } as ClinicalInput, now)
    .diagnosis.findingsUsed.filter((finding) => finding.present)
    .map((finding) => finding.findingId);

// [text, finding, age, gender]
const notRead: [string, string, number, string][] = [
  ['IOP 14 mmHg both eyes, vision blurred for near', 'raised-eye-pressure-lab', 58, 'male'],
  ['IOP R 16, L 15; discs healthy', 'raised-eye-pressure-lab', 62, 'female'],
  ['il saigne un peu de la gencive quand il se brosse', 'vaginal-bleeding', 45, 'male'],
  ['la plaie du pied saigne un peu', 'light-vaginal-bleeding', 52, 'male'],
  ['slight bleeding from the cut on his hand', 'vaginal-bleeding', 30, 'male'],
  // The show of labour (WHO MCPC 2017 C-57) is not mucus in the stool.
  ['mucus show at dawn, tightenings every 20 minutes', 'mucus-in-stool', 22, 'female'],
  ['lost her mucus plug yesterday, 39 weeks', 'mucus-in-stool', 29, 'female'],
  // Hours of labour judged by their number (over 12 hours is long; WHO MCPC 2017 S-57), and the head still
  // four fifths above the brim in early labour is no arrest.
  ['in labour for 6 hours, contractions every 4 minutes', 'prolonged-labour', 24, 'female'],
  ['Labour 9 hrs, SVD of a girl yesterday', 'prolonged-labour', 31, 'female'],
  ['VE: cervix 3 cm, head 4/5 palpable', 'prolonged-labour', 20, 'female'],
];
const stillRead: [string, string, number, string][] = [
  ['IOP R 29, L 17 mmHg, cupped disc on the right', 'raised-eye-pressure-lab', 58, 'male'],
  ['IOP 34/31 mmHg', 'raised-eye-pressure-lab', 66, 'female'],
  ['IOP raised on both sides', 'raised-eye-pressure-lab', 60, 'male'],
  ['elle saigne un peu depuis ce matin, enceinte de 10 semaines', 'vaginal-bleeding', 26, 'female'],
  ['slight bleeding since yesterday, 3 months pregnant', 'vaginal-bleeding', 24, 'female'],
  ['bloody show and tightenings since midnight', 'in-labour', 22, 'female'],
  ['in labour for 16 hours at home', 'prolonged-labour', 19, 'female'],
  ['labour 20 hrs, cx 7 cm unchanged', 'prolonged-labour', 27, 'female'],
  ['diarrhoea with mucus and blood for 2 days', 'mucus-in-stool', 3, 'male'],
  ['kuhara kwenye kamasi tangu jana', 'mucus-in-stool', 2, 'female'],
];

describe('calm notes are not read as danger', () => {
  it.each(notRead)('does not read "%s" as %s', (text, findingId, age, gender) => {
    expect(present([text], age, gender)).not.toContain(findingId);
  });
  it.each(stillRead)('still reads "%s" as %s', (text, findingId, age, gender) => {
    expect(present([text], age, gender)).toContain(findingId);
  });
});
