import type { Finding } from '../types';

/**
 * Vocabulary changes to findings that the condition files define (findings-extra-a.ts, findings-extra-b.ts):
 * wordings clinicians use that those entries lack, and words that misled the matcher. Kept here so the
 * whole vocabulary is reviewed in one folder; the condition files keep the clinical meaning.
 */
export interface VocabularyAmendment {
  findingId: string;
  add?: Partial<Finding['synonyms']>;
  /** Synonyms or abbreviations removed because they name something else in common use. */
  remove?: readonly string[];
  /** Why a wording was removed: what it was misread as. */
  reason?: string;
}

export const vocabularyAmendments: readonly VocabularyAmendment[] = [
  {
    findingId: 'failed-appetite-test',
    add: {
      en: [
        'refused … rutf',
        'refused … therapeutic food',
        'refused … appetite test',
        'refuses … plumpy',
        'failed … appetite test',
        'did not eat … rutf',
        'does not eat … rutf',
        'will not eat … rutf',
        'not eating … rutf',
        'would not eat … rutf',
        'did not finish the rutf test portion',
      ],
      sw: ['amekataa … rutf', 'hali … plumpy', 'hakula … rutf'],
      fr: ['refuse … atpe', 'a refusé … plumpy', 'n a pas mangé … atpe', 'test de l appétit négatif'],
    },
    // 'RUTF' alone names the food, not the failed test: 'still eats the RUTF test portion well' passes it.
    remove: ['RUTF'],
    reason: 'the food named alone read as a failed appetite test',
  },
  {
    findingId: 'seizure-over-5-minutes',
    add: {
      en: [
        'fitting for more than 5 minutes',
        'convulsing for more than 5 minutes',
        'fit not stopping',
        'fits one after another',
        'one fit after another',
        'still fitting',
        'still convulsing',
        'convulsing on arrival',
        'seizing on arrival',
      ],
      sw: ['degedege haliishi', 'degedege moja baada ya jingine', 'bado anatetemeka', 'bado ana degedege'],
      fr: ['convulse encore', 'crises à répétition', 'crise qui ne s arrête pas'],
    },
  },
  {
    findingId: 'missed-antiseizure-medicine',
    add: {
      en: [
        'missed his carbamazepine',
        'missed her carbamazepine',
        'missed his phenobarbitone',
        'ran out of epilepsy drugs',
        'stopped epilepsy medicine',
        'ran out of carbamazepine',
      ],
      sw: ['aliacha dawa za kifafa', 'dawa za kifafa zimeisha'],
      fr: ['arrêt du traitement antiépileptique', 'oubli du traitement antiépileptique'],
    },
  },
  {
    findingId: 'eyelids-stuck-together',
    add: {
      sw: ['kope zinanata', 'kope zinanata asubuhi', 'kope zimegandana'],
      fr: ['paupières collées le matin'],
    },
  },
  {
    findingId: 'numbness-tingling-feet',
    add: {
      en: [
        'tingling in both feet',
        'tingling in the feet',
        'pins and needles in the feet',
        'numb feet',
        'numbness in the legs',
        'numbness in the feet',
        'numb legs',
      ],
      sw: ['ganzi miguuni', 'miguu kufa ganzi'],
      fr: ['fourmillements des pieds', 'pieds engourdis'],
    },
  },
  {
    findingId: 'leg-cramps',
    add: { sw: ['misuli ya miguu inakaza', 'miguu inakaza', 'misuli inakaza'] },
  },
  {
    findingId: 'mouth-ulcers',
    add: { sw: ['vidonda vya mdomoni', 'vidonda mdomoni'] },
  },
];
