import type { Finding } from '../types';

/**
 * Swelling of the whole neck, spreading to the chest or face: with a black eschar it is anthrax of the head and
 * neck, whose oedema can close the airway (WHO Anthrax in humans and animals, 4th ed. 2008, chapter 7:
 * cutaneous anthrax with extensive oedema or of the head and neck needs IV treatment in hospital). A goitre
 * (a lump in front of the neck) is another finding.
 */
export const neckOedemaFindings = [
  {
    id: 'massive-neck-swelling',
    label: 'Swelling of the whole neck, spreading to the chest or face',
    kind: 'sign',
    baseRate: 0.001,
    synonyms: {
      en: [
        'whole neck … swollen',
        'neck … hugely swollen',
        'neck … massively swollen',
        'neck very swollen',
        'massive neck swelling',
        'massive swelling of the neck',
        'swelling … neck … down to the chest',
        'swelling … spreading … chest',
        'neck and face … swollen',
        'neck and … chest … swollen',
      ],
      sw: [
        'shingo nzima … imevimba',
        'shingo … imevimba sana',
        'shingo … kuvimba sana',
        'uvimbe mkubwa … shingo',
        'uvimbe … unashuka kifuani',
        'shingo na uso … vimevimba',
      ],
      fr: [
        'tout le cou … gonflé',
        'cou … très gonflé',
        'cou très enflé',
        'œdème massif du cou',
        'œdème … cou … thorax',
        'gonflement … descend … poitrine',
      ],
    },
    abbreviations: [],
    question: 'Is the whole neck swollen, or is the swelling spreading to the chest or face?',
  },
] as const satisfies readonly Finding[];
