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

describe('imported wordings', () => {
  const finding = findings.find((entry) => entry.synonyms.en.length > 0)!;
  const ours = finding.synonyms.en[0]!;
  const phrasesFor = (built: ReturnType<typeof buildPhraseIndex>) =>
    [...built.byFirstWord.values()].flat().filter((phrase) => phrase.findingId === finding.id);

  it('adds a wording of ours only once, and a new one after ours', () => {
    const plain = buildPhraseIndex(findings, [], []);
    const withImported = buildPhraseIndex(
      findings,
      [],
      [
        { findingId: finding.id, text: ours, source: 'test' },
        { findingId: finding.id, text: 'zzimported wording', source: 'test' },
        { findingId: finding.id, text: 'zzimported wording', source: 'test' },
        { findingId: 'no-such-finding', text: 'zzother wording', source: 'test' },
      ],
    );
    const added = phrasesFor(withImported).length - phrasesFor(plain).length;
    expect(added).toBe(2);
    expect(withImported.byFirstWord.has('zzother')).toBe(false);
    expect(withImported.knownWords.has('zzimported')).toBe(true);
  });
});
