import { describe, expect, it } from 'vitest';
import { readDaysSinceBirth } from './read-birth-time';

describe('days since a birth told with its time', () => {
  it.each([
    ['delivered 6 hours ago', 0.25],
    ['gave birth at home two days ago', 2],
    ['had her baby 3 weeks ago', 21],
    ['amejifungua siku tatu zilizopita', 3],
    ['elle a accouché il y a 5 jours', 5],
    ['delivered two years ago', 730],
  ])('"%s" is %s days', (text, days) => {
    expect(readDaysSinceBirth(text)).toBeCloseTo(days);
  });

  it.each(['delivered at home, fever for 2 days', 'cough 3 days ago', 'gave birth'])(
    '"%s" tells no time of birth',
    (text) => {
      expect(readDaysSinceBirth(text)).toBeUndefined();
    },
  );
});
