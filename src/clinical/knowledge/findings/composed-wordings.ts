import type { Finding } from '../types';

/** Acts and what they are done to, in one language: each act with each object is one loose wording. */
export interface ActsAndObjects {
  acts: readonly string[];
  objects: readonly string[];
  /** Wordings of the family told whole, with no object to pair ('homicidal', 'fujo'). */
  whole?: readonly string[];
}

/**
 * A family of wordings told as an act and its object ('threatened … neighbours', 'kubeba … panga'): written
 * as two short lists per language instead of every pair (risk-of-harm.ts). `findingId` is the finding every
 * pair names.
 */
export interface ComposedWordings {
  id: string;
  findingId: string;
  en: ActsAndObjects;
  sw: ActsAndObjects;
  fr: ActsAndObjects;
}

function pairs({ acts, objects, whole = [] }: ActsAndObjects): string[] {
  return [...acts.flatMap((act) => objects.map((object) => `${act} … ${object}`)), ...whole];
}

/**
 * The findings with each family's pairs added to its finding's synonyms (a pair already written there is not
 * added twice). Data in, data out: the knowledge keeps the two lists, the reader sees the wordings.
 */
export function withComposedWordings(
  findings: readonly Finding[],
  families: readonly ComposedWordings[],
): Finding[] {
  return findings.map((finding) => {
    const own = families.filter((family) => family.findingId === finding.id);
    if (own.length === 0) return finding;
    const add = (language: 'en' | 'sw' | 'fr', written: readonly string[]) => {
      const seen = new Set(written);
      const composed = own
        .flatMap((family) => pairs(family[language]))
        .filter((wording) => !seen.has(wording));
      return [...written, ...new Set(composed)];
    };
    return {
      ...finding,
      synonyms: {
        ...finding.synonyms,
        en: add('en', finding.synonyms.en),
        sw: add('sw', finding.synonyms.sw),
        fr: add('fr', finding.synonyms.fr),
      },
    };
  });
}
