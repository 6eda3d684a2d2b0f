import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { foldText, tokenise, wordTexts } from './tokenise';

const textsOfTokens = (text: string) =>
  tokenise(text)
    .filter((token) => token.kind !== 'break')
    .map((token) => token.text);

describe('wordTexts, the index builder’s short way through tokenise', () => {
  it.each([
    ['Fièvre depuis 3 jours, TOUX sèche'],
    ['Malaria RDT: +ve; Hb 9,8 g/dL (low)'],
    ['maumivu ya kichwa na viungo'],
    ['cœur, œdème… BP 158/96, N/V'],
    ['HIV -ve and 37.5 °C'],
  ])('reads %s as tokenise does, without the breaks', (text) => {
    expect(wordTexts(text)).toEqual(textsOfTokens(text));
  });

  it('reads every wording of the vocabulary as tokenise does', () => {
    const wordings = findings.flatMap((finding) => [
      finding.label,
      ...finding.synonyms.en,
      ...finding.synonyms.sw,
      ...finding.synonyms.fr,
      ...(finding.abbreviations ?? []),
    ]);
    expect(wordings.length).toBeGreaterThan(1000);
    for (const wording of wordings) expect(wordTexts(wording), wording).toEqual(textsOfTokens(wording));
  });
});

describe('foldText', () => {
  it('keeps, for plain ASCII text, every character where it was', () => {
    const { folded, origin } = foldText('BP 158/96, HR 110');
    expect(folded).toBe('bp 158/96, hr 110');
    expect(origin).toEqual([...Array(17).keys()]);
  });

  it('gives the same answer when asked again, accents and ligatures folded', () => {
    const text = 'Œdème des jambes, fièvre';
    const first = foldText(text);
    expect(first.folded).toBe('oedeme des jambes, fievre');
    expect(first.origin.slice(0, 4)).toEqual([0, 0, 1, 2]);
    expect(foldText(text)).toEqual(first);
    expect(tokenise(text)[0]).toMatchObject({ text: 'oedeme', start: 0, end: 5 });
  });
});

describe('wordTexts of plain lower-case words', () => {
  it('splits them as tokenise reads them, shorthand results included', () => {
    for (const text of ['urine glucose neg', 'neck stiffness', 'a'])
      expect(wordTexts(text)).toEqual(textsOfTokens(text));
    expect(wordTexts('urine glucose neg')).toEqual(['urine', 'glucose', 'negative']);
  });
});
