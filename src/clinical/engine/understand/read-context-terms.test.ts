import { describe, expect, it } from 'vitest';
import { contextTerms } from '../../knowledge/vocabularies/context-terms';
import { buildContextIndex, readContextTerms } from './read-context-terms';
import { isFillerWord } from './filler-words';
import { wordTexts } from './tokenise';

const index = buildContextIndex(contextTerms);
const read = (part: string) => readContextTerms(part, index, isFillerWord);

describe('words of context read as what they are', () => {
  it.each([
    ['a plain film of the thorax was requested', 'imaging', 'film'],
    ['echocardiography', 'imaging', 'echocardiography'],
    ['serum creatinine', 'investigation', 'creatinine'],
    ['urinalysis', 'investigation', 'urinalysis'],
    ['auscultation', 'examination', 'auscultation'],
    ['cholecystectomy last year', 'procedure', 'cholecystectomy'],
    ['amoxicillin', 'medicine', 'amoxicillin'],
    ['an inhaled corticosteroid', 'medicine', 'corticosteroid'],
    ['the right thigh', 'anatomy', 'thigh'],
    ['back from Zambia', 'place', 'Zambia'],
    ['a retired miner', 'history', 'miner'],
    ['twice weekly', 'time', 'weekly'],
    ['known to have sarcoidosis', 'condition', 'sarcoidosis'],
  ])('%s: %s', (text, kind, word) => {
    expect(read(text).read).toContainEqual({ kind, text: expect.stringMatching(new RegExp(word, 'i')) });
  });

  it('reads result shorthand as the result it stands for, so a negative test is never read as positive', () => {
    expect(wordTexts('RDT neg, nitrites positive')).toEqual(['rdt', 'negative', 'nitrites', 'positive']);
  });

  it('names a medicine the formulary lacks by its INN stem, with no false stem in everyday words', () => {
    expect(read('started on rosuvastatin').read).toContainEqual({ kind: 'medicine', text: 'rosuvastatin' });
    expect(read('started on olmesartan').read).toContainEqual({ kind: 'medicine', text: 'olmesartan' });
    expect(read('raised cholesterol').read.map((entry) => entry.kind)).not.toContain('medicine');
  });

  it('keeps what it cannot place as not understood, and drops runs of filler words', () => {
    const { read: found, rest } = read('wobbly gait seen on the radiograph');
    expect(found).toContainEqual({ kind: 'imaging', text: 'radiograph' });
    expect(rest).toEqual(['wobbly gait']);
  });

  it('matches short lab abbreviations only in their capitals, and places only as written', () => {
    expect(read('she got better').rest).toEqual(['got']);
    expect(read('GOT').read).toEqual([{ kind: 'investigation', text: 'GOT' }]);
    expect(read('chine').read).toEqual([{ kind: 'place', text: 'chine' }]);
    expect(read('in the evening').read).toEqual([{ kind: 'time', text: 'evening' }]);
  });
});

describe('the context index', () => {
  it('chooses its terms on first use, not when it is made', () => {
    let chosen = 0;
    const lazy = buildContextIndex(() => {
      chosen += 1;
      return contextTerms;
    });
    expect(chosen).toBe(0);
    expect(readContextTerms('serum creatinine', lazy, isFillerWord).read).toEqual(
      read('serum creatinine').read,
    );
    readContextTerms('amoxicillin', lazy, isFillerWord);
    expect(chosen).toBe(1);
  });
});
