import { describe, it, expect } from 'vitest';
import { canonicalSymptomId, classifyTrend, rankRelatedConditions, symptomLabel } from './symptoms';
import { isShownCount, suppressCount } from './suppression';

describe('symptoms counted from product use', () => {
  it('accepts finding ids, labels and the preset symptoms', () => {
    expect(canonicalSymptomId('fever')).toBe('fever');
    expect(canonicalSymptomId('Joint pain')).toBe('arthralgia');
    expect(canonicalSymptomId('Shortness of breath')).toBe('shortness-of-breath');
    expect(canonicalSymptomId('Skin rash')).toBe('rash');
  });

  it('never counts free text that could carry a name or a place', () => {
    expect(canonicalSymptomId('John Kamau from Garissa has a cough')).toBeUndefined();
    expect(canonicalSymptomId('0712345678')).toBeUndefined();
  });

  it('shows short labels on the chips', () => {
    expect(symptomLabel('fever')).toBe('Fever');
  });

  it('without regional counts, relates fever to the likeliest causes in the country (malaria first in Nigeria)', () => {
    expect(rankRelatedConditions('fever', new Map(), { country: 'NG', limit: 3 })[0]).toBe(
      'malaria-uncomplicated',
    );
  });

  it('relates fever first to the conditions seen most in the region', () => {
    const related = rankRelatedConditions(
      'fever',
      new Map([
        ['typhoid-fever', 40],
        ['malaria-uncomplicated', 12],
      ]),
    );
    expect(related).toEqual(['typhoid-fever', 'malaria-uncomplicated']);
  });

  it('calls a change of a quarter or more a trend', () => {
    expect(classifyTrend(30, 20)).toBe('increasing');
    expect(classifyTrend(15, 20)).toBe('decreasing');
    expect(classifyTrend(21, 20)).toBe('stable');
    expect(classifyTrend(0, 0)).toBe('stable');
  });

  it('suppresses counts under 5', () => {
    expect(suppressCount(4)).toBeNull();
    expect(suppressCount(5)).toBe(5);
    expect(isShownCount(0)).toBe(false);
  });
});
