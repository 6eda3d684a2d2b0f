import type { Finding } from '../types';

/** Biliary pain: brought on by fatty meals and spreading to the right shoulder (gallstones). */
export const biliaryPainFindings = [
  {
    // Biliary colic typically follows a large or fatty meal (Harrison 2022, ch. 346); told apart from the
    // ulcer pain that food eases (pain-related-to-meals).
    id: 'pain-after-fatty-food',
    label: 'Pain brought on by fatty, fried or heavy meals',
    kind: 'symptom',
    baseRate: 0.01,
    synonyms: {
      en: [
        'after fatty meals',
        'after fatty food',
        'after oily food',
        'after eating oily food',
        'after fried food',
        'after eating fried food',
        'fatty food intolerance',
        'intolerance of fatty foods',
        'worse with fatty food',
        'after a heavy meal',
      ],
      sw: [
        'baada ya kula vyakula vya mafuta',
        'baada ya kula chakula cha mafuta',
        'chakula chenye mafuta',
        'vyakula vyenye mafuta',
        'nyama yenye mafuta',
        'baada ya kula mafuta',
        'vyakula vya kukaanga',
      ],
      fr: [
        'après un repas gras',
        'après avoir mangé gras',
        'après un repas riche en graisses',
        'après un repas copieux',
        'aliments gras',
        'repas gras',
        'après des fritures',
        'intolérance aux graisses',
      ],
    },
    abbreviations: [],
    question: 'Does the pain come on after a fatty, fried or heavy meal?',
  },
  {
    // Biliary pain is referred to the right shoulder or the tip of the right shoulder blade (Harrison 2022,
    // ch. 346); pain spreading to the left arm or jaw is cardiac (pain-radiating-arm-jaw).
    id: 'pain-radiating-right-shoulder',
    label: 'Upper abdominal pain spreading to the right shoulder or shoulder blade',
    kind: 'symptom',
    baseRate: 0.005,
    synonyms: {
      en: [
        'pain going to the right shoulder',
        'spreading to the right shoulder',
        'goes to the right shoulder',
        'radiating to the right scapula',
        'right shoulder tip pain',
        'pain goes up to the right shoulder',
        'through to the back under the right shoulder blade',
      ],
      sw: [
        'yanaenda bega la kulia',
        'hadi bega la kulia',
        'mpaka bega la kulia',
        'yanasambaa bega la kulia',
        'yanapanda bega la kulia',
      ],
      fr: [
        "irradiant à l'épaule droite",
        "jusqu'à l'épaule droite",
        'irradiation scapulaire droite',
        "irradiation vers l'omoplate droite",
      ],
    },
    abbreviations: [],
    question: 'Does the pain spread to the right shoulder or shoulder blade?',
  },
] satisfies readonly Finding[];
