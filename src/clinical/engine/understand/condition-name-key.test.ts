import { describe, expect, it } from 'vitest';
import { findings } from '../../knowledge/findings';
import { conditionNameKey } from './condition-name-key';
import { conditionNameTokens } from './resolve-condition-name';

const slowKey = (text: string) => conditionNameTokens(text).join(' ');

describe('a condition name key, read character by character, is the name tokens joined', () => {
  it('for every wording of the vocabulary', () => {
    const wordings = findings.flatMap((finding) => [
      finding.label,
      ...finding.synonyms.en,
      ...finding.synonyms.sw,
      ...finding.synonyms.fr,
    ]);
    const differing = wordings.filter((wording) => conditionNameKey(wording) !== slowKey(wording));
    expect(wordings.length).toBeGreaterThan(10_000);
    expect(differing).toEqual([]);
  });

  it.each([
    ['Pré-éclampsie sévère', 'pre eclampsie severe'],
    ['mtoto … baridi', 'mtoto baridi'],
    ['fie\u0301vre', 'fievre'],
    ['a^b`c', 'abc'],
    ['İSTANBUL fever', 'istanbul fever'],
    ['ǅemal', 'emal'],
    ['ﬁèvre ½ dose', 'evre dose'],
    ['Σίφιλη', ''],
    ['fever 🤒 and rash', 'fever and rash'],
    ['l’œdème', 'l deme'],
    ['Kelvin \u212a', 'kelvin k'],
  ])('%s', (text, key) => {
    expect(conditionNameKey(text)).toBe(slowKey(text));
    expect(conditionNameKey(text)).toBe(key);
  });
});
