import { describe, it, expect } from 'vitest';
import { findings } from '../../knowledge/findings';
import { buildPhraseIndex, correctSpelling } from './phrase-index';

const index = buildPhraseIndex(findings);

describe('spelling fixes: typing slips only, never another word', () => {
  it.each([
    ['diarhoea', 'diarrhoea'],
    ['vommiting', 'vomiting'],
    ['haedache', 'headache'],
    ['haemoptisis', 'haemoptysis'],
  ])('"%s" is read as "%s"', (typed, meant) => {
    expect(correctSpelling(index, typed)).toBe(meant);
  });

  it.each([
    'shook',
    'heard',
    'check',
    'women',
    'setting',
    'stable',
    'single',
    'overnight',
    'county',
    'triage',
    'causes',
    'sheet',
  ])('"%s" is a word of its own, not a misspelt finding', (word) => {
    expect(correctSpelling(index, word)).toBeNull();
  });
});
