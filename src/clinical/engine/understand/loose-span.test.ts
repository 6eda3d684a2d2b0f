import { describe, expect, it } from 'vitest';
import type { Finding } from '../../knowledge/types';
import { createUnderstanding } from './understand-input';

/*
 * A loose wording ('…' stands for a few words) may span a whole sentence. It hides a wording it spans only
 * when it names more words of its own: a narrower wording naming more (a graver finding told exactly) is
 * read as well. A small vocabulary of its own keeps the rule apart from the knowledge base's wordings.
 */
const finding = (id: string, en: string[]): Finding => ({
  id,
  label: id,
  kind: 'sign',
  baseRate: 0.01,
  synonyms: { en, sw: [], fr: [] },
  abbreviations: [],
});
const understand = createUnderstanding([
  finding('scald', ['scalded … water']),
  finding('scald-over-trunk', ['scalded chest and belly']),
  finding('burn', ['burning']),
  finding('dysuria', ['burning … passing urine']),
]);
const present = (text: string) =>
  understand({ symptoms: [text], patient: {} })
    .findings.filter((read) => read.present)
    .map((read) => read.findingId);

describe('a loose wording over a narrower one', () => {
  it('keeps the narrower wording that names more words than the loose one', () => {
    expect(present('scalded chest and belly with hot water')).toEqual(
      expect.arrayContaining(['scald', 'scald-over-trunk']),
    );
  });

  it('the calm twin: without the narrower words only the loose wording is read', () => {
    const read = present('scalded hand with hot water');
    expect(read).toContain('scald');
    expect(read).not.toContain('scald-over-trunk');
  });

  it('a loose wording naming more words still hides the one-word reading it spans', () => {
    const read = present('burning when passing urine');
    expect(read).toContain('dysuria');
    expect(read).not.toContain('burn');
  });
});
