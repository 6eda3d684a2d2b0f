import { describe, expect, it } from 'vitest';
import { phraseLengthAt } from './clause-context';
import type { WordSlot } from './match-phrases';
import { stemWord } from './stem';
import { tokenise } from './tokenise';

const slotsOf = (text: string): WordSlot[] =>
  tokenise(text).map((token) => ({ token, stem: stemWord(token.text), segment: 0 }));

describe('phraseLengthAt', () => {
  const stemmed = (list: string[][]) => list.map((words) => words.map(stemWord));
  const phrases = stemmed([
    ['not', 'responding'],
    ['no', 'improvement'],
    ['not'],
    ['not', 'responding', 'to', 'treatment'],
  ]);

  it('gives the first phrase of the list that starts at the word, not the longest', () => {
    expect(phraseLengthAt(phrases, slotsOf('not responding to treatment'), 0)).toBe(2);
    expect(phraseLengthAt(phrases, slotsOf('not eating'), 0)).toBe(1);
    expect(phraseLengthAt(phrases, slotsOf('no improvement'), 0)).toBe(2);
  });

  it('gives 0 where no phrase starts, and past the end', () => {
    expect(phraseLengthAt(phrases, slotsOf('she is not eating'), 0)).toBe(0);
    expect(phraseLengthAt(phrases, slotsOf('not'), 3)).toBe(0);
  });

  it('stops at an empty phrase, which matches anywhere with length 0', () => {
    const withEmpty = stemmed([['no', 'improvement'], [], ['not']]);
    expect(phraseLengthAt(withEmpty, slotsOf('no improvement'), 0)).toBe(2);
    expect(phraseLengthAt(withEmpty, slotsOf('not eating'), 0)).toBe(0);
  });
});
