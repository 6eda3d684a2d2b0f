import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { phrasesAt, type WordSlot } from './match-phrases';
import { alternativeForm } from './word-forms';
import { buildPhraseIndex } from './phrase-index';
import { stemWord } from './stem';
import { tokenise } from './tokenise';

const index = buildPhraseIndex(findings);
const slotsOf = (text: string): WordSlot[] =>
  tokenise(text).map((token) => ({ token, stem: stemWord(token.text), segment: 0 }));

describe('phrasesAt', () => {
  it('steps over gap words between a wording’s first and second words', () => {
    const found = phrasesAt(slotsOf('chest sharp pain'), 0, index);
    const plain = phrasesAt(slotsOf('chest pain'), 0, index);
    expect(plain.span).toBeGreaterThan(0);
    expect(found.phrases.map((phrase) => phrase.findingId)).toEqual(
      plain.phrases.map((phrase) => phrase.findingId),
    );
    expect(found.span).toBe(plain.span + 1);
  });

  it('answers a position of the same words from memory, and other words afresh', () => {
    const slots = slotsOf('fever and cough for three days');
    const first = phrasesAt(slots, 0, index);
    expect(first.span).toBeGreaterThan(0);
    expect(phrasesAt(slots, 0, index)).toBe(first);
    expect(phrasesAt(slotsOf('fever and cough for three days'), 0, index)).not.toBe(first);
    expect(phrasesAt(slots, 40, index)).toEqual({ phrases: [], span: 0 });
  });
});

describe('alternativeForm', () => {
  it('gives the same form when asked again: a spelling fix, a Swahili infinitive, or none', () => {
    for (const word of ['diarhoea', 'anatapika', 'fever', 'zzzz']) {
      const first = alternativeForm(word, index);
      expect(alternativeForm(word, index)).toBe(first);
    }
    expect(alternativeForm('diarhoea', index)).toBe('diarrhoea');
    expect(alternativeForm('fever', index)).toBeUndefined();
  });
});
