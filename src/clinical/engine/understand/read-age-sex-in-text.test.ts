import { describe, expect, it } from 'vitest';
import { readAgeYearsInText, readSexInText } from './read-age-sex-in-text';

describe('age and sex written in the case text', () => {
  it.each([
    ['A 45-year-old man presents with cough', 45],
    ['a 3-week-old with fast breathing', 21 / 365.25],
    ['An alert 6 months old child is brought with vomiting', 0.5],
    ['aged 70, known hypertensive', 70],
    ['32 yo female with dysuria', 32],
    ['mtoto wa miezi 6 ana homa', 0.5],
    ['femme âgée de 45 ans', 45],
    ['a forty-five-year-old man with chest pain', 45],
    ['a seventy two year old woman', 72],
    ['a seventeen-year-old boy', 17],
    ['a three-week-old baby', 21 / 365.25],
    ['55M, breathless on exertion', 55],
    ['Pt 61F', 61],
    ['mtoto wa siku 4 ana homa', 4 / 365.25],
    ['D5 newborn, poor suck', 5 / 365.25],
    ['jittery on day 2 of life', 2 / 365.25],
    ['a day-old girl, grunting', 1 / 365.25],
    ['baby born yesterday at home, cold to touch', 1 / 365.25],
    ['fits starting 20 hours after birth', 20 / (365.25 * 24)],
    ['8/12 girl with loose stools', 8 / 12],
    ['7/52 old baby, not feeding', 49 / 365.25],
    ['baby 7/52, hot body', 49 / 365.25],
    ['3/7 old neonate, yellow eyes', 3 / 365.25],
    ['a 4 m old with cough', 4 / 12],
    ['Nouveau-né de 6 jours, ne tète plus', 6 / 365.25],
    ['bébé de 3 semaines avec fièvre', 21 / 365.25],
    ['né il y a 2 jours à domicile', 2 / 365.25],
    ['J4 de vie, ictère', 4 / 365.25],
    ['Newborn with pus from both eyes', 7 / 365.25],
    ['mtoto mchanga hanyonyi', 7 / 365.25],
  ])('%s', (text, years) => {
    expect(readAgeYearsInText(text)).toBeCloseTo(years, 3);
  });

  it('reads no age from a duration or a date', () => {
    expect(readAgeYearsInText('cough for 3 weeks, fever 2 days ago')).toBeUndefined();
    expect(readAgeYearsInText('treated 5 years ago for TB')).toBeUndefined();
    expect(readAgeYearsInText('fièvre de 3 jours, toux')).toBeUndefined();
    expect(readAgeYearsInText('LMP 7/52 ago, PVB')).toBeUndefined();
    expect(readAgeYearsInText('baby was well until 3/7 ago')).toBeUndefined();
  });

  it('reads a newborn of unknown age only when the case opens on the newborn', () => {
    expect(readAgeYearsInText('Bleeding since the birth; her newborn is well')).toBeUndefined();
    expect(readAgeYearsInText('La mère du nouveau-né a de la fièvre')).toBeUndefined();
  });

  it('reads the sex of the person described first, not of a relative', () => {
    expect(readSexInText('A 45-year-old woman presents; her husband is well')).toBe('female');
    expect(readSexInText('A 7-month-old boy brought by his mother')).toBe('male');
    expect(readSexInText('G2P1 at 37 weeks')).toBe('female');
    expect(readSexInText('child with fever brought by the mother')).toBeUndefined();
    expect(readSexInText('55M, breathless on exertion')).toBe('male');
    expect(readSexInText('Pt 61F')).toBe('female');
    expect(readSexInText('a 4 m old with cough')).toBeUndefined();
  });
});
